/**
 * Default temperature coefficient of power for a panel whose datasheet value is missing,
 * by its wafer material (the 19 choices of the panel form [CAT-1]).
 *
 * Values are typical datasheet coefficients of each technology. Sources:
 * [1] A. P. Dobos, "PVWatts Version 5 Manual", NREL/TP-6A20-62641, 2014, doi:10.2172/1158421
 *     (module types: standard −0.47, premium −0.35, thin film −0.20 %/°C).
 * [2] NREL, "PVWatts Version 8 technical reference" (SAM help, 2022): standard −0.37,
 *     premium −0.35, thin film −0.32 %/°C.
 * [3] A. Virtuani, D. Pavanello and G. Friesen, "Overview of temperature coefficients of
 *     different thin film photovoltaic technologies", Proc. 25th EU PVSEC, 2010, pp. 4248–4252,
 *     doi:10.4229/25thEUPVSEC2010-4AV.3.83 (a-Si −0.13..−0.21, micromorph ≈ −0.3, CdTe
 *     ≈ −0.25..−0.29, CIGS ≈ −0.36 %/°C).
 * [4] E. Skoplaki and J. A. Palyvos, "On the temperature dependence of photovoltaic module
 *     electrical performance: a review", Solar Energy, vol. 83, no. 5, pp. 614–624, 2009,
 *     doi:10.1016/j.solener.2008.10.008 (c-Si about −0.4 to −0.5 %/°C).
 * [5] Datasheets: Panasonic HIT N-series (−0.258 %/°C), First Solar Series 6 CdTe (−0.28),
 *     SunPower A-300 cell modules (−0.38), Uni-Solar PVL triple-junction a-Si (−0.21),
 *     Solar Frontier CIS (−0.31).
 */

import type { WaferMaterial } from '../../catalogue/wafer-materials';

/** Coefficient and its basis, per wafer material name as the panel form spells it. */
export const WAFER_MATERIAL_TEMP_COEFFICIENTS = {
  mono: { tempCoefficientPmax: -0.37, basis: 'monocrystalline Si, standard module [2]' },
  poly: { tempCoefficientPmax: -0.4, basis: 'multicrystalline Si [4]' },
  multi: { tempCoefficientPmax: -0.4, basis: 'multicrystalline Si [4]' },
  ribbon: { tempCoefficientPmax: -0.42, basis: 'ribbon multicrystalline Si, as multi-Si [4]' },
  EFG: { tempCoefficientPmax: -0.42, basis: 'edge-defined film-fed ribbon Si, as multi-Si [4]' },
  'A-300': { tempCoefficientPmax: -0.38, basis: 'SunPower A-300 back-contact mono-Si [5]' },
  Apex: { tempCoefficientPmax: -0.4, basis: 'AstroPower APex thin polycrystalline Si, as multi-Si [4]' },
  CSG: {
    tempCoefficientPmax: -0.4,
    basis: 'crystalline Si on glass, as multi-Si (no datasheet value found) [4]',
  },
  HIT: { tempCoefficientPmax: -0.26, basis: 'heterojunction Si [5]' },
  CdTe: { tempCoefficientPmax: -0.28, basis: 'cadmium telluride [3][5]' },
  'CdS/CdTe': { tempCoefficientPmax: -0.28, basis: 'cadmium telluride [3][5]' },
  CIGS: { tempCoefficientPmax: -0.36, basis: 'copper indium gallium selenide [3]' },
  CIS: { tempCoefficientPmax: -0.31, basis: 'copper indium selenide [5]' },
  'a-Si': { tempCoefficientPmax: -0.2, basis: 'amorphous Si [1][3]' },
  amorph: { tempCoefficientPmax: -0.2, basis: 'amorphous Si [1][3]' },
  'triple a-Si': { tempCoefficientPmax: -0.21, basis: 'triple-junction amorphous Si [5]' },
  'tripel-junction': { tempCoefficientPmax: -0.21, basis: 'triple-junction amorphous Si [5]' },
  nano: { tempCoefficientPmax: -0.3, basis: 'nano/microcrystalline Si tandem (micromorph) [3]' },
  CTS: { tempCoefficientPmax: -0.32, basis: 'thin film, generic value [2]' },
} as const satisfies Record<WaferMaterial, { tempCoefficientPmax: number; basis: string }>;

/** A wafer material name the panel form offers (the one list lives with the catalogue). */
export type { WaferMaterial };

/** Coefficient used when neither the panel nor its material gives one: standard c-Si [2]. [%/°C] */
export const FALLBACK_TEMP_COEFFICIENT_PMAX = -0.37;

const BY_NORMALISED_NAME = new Map(
  Object.entries(WAFER_MATERIAL_TEMP_COEFFICIENTS).map(([name, entry]) => [
    normalise(name),
    entry.tempCoefficientPmax,
  ]),
);

function normalise(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, '');
}

/**
 * Temperature coefficient of power for a panel: its own value when it has one, else the
 * typical value of its wafer material, else standard c-Si.
 * @param tempCoefficientPmax the panel's datasheet value [%/°C], if any
 * @param waferMaterial the panel's wafer material, matched ignoring case, spaces and dashes
 * @returns γ [%/°C]
 */
export function resolveTempCoefficientPmax(
  tempCoefficientPmax?: number | null,
  waferMaterial?: string | null,
): number {
  if (
    tempCoefficientPmax !== undefined &&
    tempCoefficientPmax !== null &&
    Number.isFinite(tempCoefficientPmax)
  ) {
    return tempCoefficientPmax;
  }
  if (waferMaterial)
    return BY_NORMALISED_NAME.get(normalise(waferMaterial)) ?? FALLBACK_TEMP_COEFFICIENT_PMAX;
  return FALLBACK_TEMP_COEFFICIENT_PMAX;
}

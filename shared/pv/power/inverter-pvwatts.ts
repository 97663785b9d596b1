/**
 * PVWatts inverter model: a fixed-shape part-load efficiency curve scaled to the nominal
 * efficiency, with clipping at the rated AC power.
 */

/** Reference efficiency of the PVWatts curve shape. [-] */
export const PVWATTS_REFERENCE_EFFICIENCY = 0.9637;
/** Nominal efficiency used unless told otherwise. [-] */
export const PVWATTS_DEFAULT_NOMINAL_EFFICIENCY = 0.96;

/**
 * AC power by the PVWatts inverter model.
 * @remarks ζ = P_dc/P_dc0; η = (η_nom/η_ref)(−0.0162 ζ − 0.0059/ζ + 0.9858);
 * P_ac = min(η · P_dc, η_nom · P_dc0), bounded at 0 (at ζ < 0.006 the curve would go
 * negative, pvlib GH 541).
 * Source: A. P. Dobos, "PVWatts Version 5 Manual", NREL/TP-6A20-62641, 2014,
 * doi:10.2172/1158421, eqs. 8-10; as pvlib `inverter.pvwatts`.
 * @param dcPower DC input [W]
 * @param dcRating DC input at which the inverter reaches its rated AC power, P_dc0 [W]
 *   (= rated AC power / η_nom)
 * @param nominalEfficiency η_nom [-]; 0.96
 * @param referenceEfficiency η_ref [-]; 0.9637
 * @returns AC power [W]
 */
export function pvwattsInverter(
  dcPower: number,
  dcRating: number,
  nominalEfficiency: number = PVWATTS_DEFAULT_NOMINAL_EFFICIENCY,
  referenceEfficiency: number = PVWATTS_REFERENCE_EFFICIENCY,
): number {
  return Math.min(
    nominalEfficiency * dcRating,
    pvwattsInverterUnclipped(dcPower, dcRating, nominalEfficiency, referenceEfficiency),
  );
}

/**
 * {@link pvwattsInverter} without the clipping at η_nom · P_dc0: the conversion alone, so that
 * the loss waterfall can tell the conversion loss from the clipping.
 * @returns max(0, η · P_dc) [W]
 */
export function pvwattsInverterUnclipped(
  dcPower: number,
  dcRating: number,
  nominalEfficiency: number = PVWATTS_DEFAULT_NOMINAL_EFFICIENCY,
  referenceEfficiency: number = PVWATTS_REFERENCE_EFFICIENCY,
): number {
  if (Number.isNaN(dcPower)) return Number.NaN;
  if (dcPower === 0) return 0;
  const zeta = dcPower / dcRating;
  const efficiency = (nominalEfficiency / referenceEfficiency) * (-0.0162 * zeta - 0.0059 / zeta + 0.9858);
  return Math.max(0, efficiency * dcPower);
}

/**
 * The current a cable may carry where it is laid [STR-9]: IEC 60364-5-52's tabulated capacity for
 * its insulation, installation method and loaded conductors, times the rating factors for the
 * ambient temperature and for the circuits grouped with it.
 */
import {
  type CableInsulation,
  COPPER_CAPACITY_A,
  GROUPING_FACTORS,
  type InstallationMethod,
  type LoadedConductors,
  MAX_CONDUCTOR_TEMPERATURE_C,
  STANDARD_CROSS_SECTIONS_MM2,
} from './cable-ampacity-tables';

/** Copper's resistivity as the product stores it, the reference of the tables. [Ω·mm²/m] */
const COPPER_RESISTIVITY_OHM_MM2_PER_M = 0.0175;

/** Where and how a cable is laid: what its capacity depends on besides its size. */
export interface CableLaying {
  insulation: CableInsulation;
  method: InstallationMethod;
  /** Circuits laid together with this one, itself included (1 = alone; at most 20). */
  groupedCircuits: number;
  /** Air temperature around the cable (ground temperature for method D1). [°C] */
  ambientTemperatureC: number;
}

/** The laying assumed where the user has said nothing [STR-9]. */
export const DEFAULT_CABLE_LAYING: Omit<CableLaying, 'ambientTemperatureC'> = {
  insulation: 'XLPE',
  method: 'C',
  groupedCircuits: 1,
};

/** The reference temperature of a method's table: 20 °C in the ground (D1), else 30 °C in air. [°C] */
function referenceTemperatureC(method: InstallationMethod): number {
  return method === 'D1' ? 20 : 30;
}

/**
 * Rating factor for an ambient temperature other than the table's (IEC 60364-5-52 Tables B.52.14
 * and B.52.15 tabulate this formula rounded to two decimals). [-]
 *
 * @remarks
 * The conductor's heating I²R is shed through the insulation in proportion to its temperature
 * rise, so I ∝ √(θ_max − θ_ambient): k = √((θ_max − θ_a) / (θ_max − θ_ref)). At or above the
 * insulation's maximum temperature nothing may flow (k = 0).
 */
export function ambientTemperatureFactor(
  insulation: CableInsulation,
  method: InstallationMethod,
  ambientTemperatureC: number,
): number {
  const maxC = MAX_CONDUCTOR_TEMPERATURE_C[insulation];
  if (ambientTemperatureC >= maxC) return 0;
  return Math.sqrt((maxC - ambientTemperatureC) / (maxC - referenceTemperatureC(method)));
}

/**
 * Reduction factor for `groupedCircuits` circuits laid together (itself included). [-]
 *
 * @remarks
 * Methods A to C take Table B.52.17 item 1 (bunched), E item 4 (one layer on a perforated tray),
 * D1 Table B.52.19 (ducts in the ground), which stops at six: beyond it the bunched factor, lower
 * still, is taken. A count between two tabulated ones takes the larger count's (smaller) factor.
 */
export function groupingFactor(method: InstallationMethod, groupedCircuits: number): number {
  const count = Math.max(1, Math.ceil(groupedCircuits));
  const bunched = factorAt(GROUPING_FACTORS.bunched, count);
  if (method === 'E') return factorAt(GROUPING_FACTORS.tray, count);
  if (method === 'D1')
    return count <= GROUPING_FACTORS.ducts.length ? factorAt(GROUPING_FACTORS.ducts, count) : bunched;
  return bunched;
}

function factorAt(factors: readonly number[], count: number): number {
  return factors[Math.min(count, factors.length) - 1]!;
}

/**
 * The table's copper capacity of a cross-section: a size between two standard ones takes the
 * smaller's (what a size of its own would carry is not tabulated), a size beyond 300 mm² the
 * 300 mm² value, a size under 1.5 mm² nothing. [A]
 */
export function tabulatedCopperCapacityA(
  areaMm2: number,
  insulation: CableInsulation,
  method: InstallationMethod,
  loadedConductors: LoadedConductors,
): number {
  const column = COPPER_CAPACITY_A[insulation][loadedConductors][method];
  let index = -1;
  for (let i = 0; i < STANDARD_CROSS_SECTIONS_MM2.length; i++) {
    if (STANDARD_CROSS_SECTIONS_MM2[i]! <= areaMm2 + 1e-9) index = i;
  }
  return index < 0 ? 0 : column[index]!;
}

/**
 * A conductor material's capacity relative to copper's of the same size and laying. [-]
 *
 * @remarks
 * Same insulation, same path for the heat: the same loss I²R is allowed, so I ∝ 1/√R ∝ 1/√ρ.
 * For aluminium (0.0283) this gives 0.786, within 3 % of the standard's aluminium columns.
 */
export function materialFactor(resistivityOhmMm2PerM: number): number {
  if (resistivityOhmMm2PerM <= 0) return 0;
  return Math.sqrt(COPPER_RESISTIVITY_OHM_MM2_PER_M / resistivityOhmMm2PerM);
}

/** A cable's size and material, with how it is laid and how many of its conductors carry current. */
export interface AmpacityInput {
  /** [mm²] */
  areaMm2: number;
  /** [Ω·mm²/m] */
  resistivityOhmMm2PerM: number;
  loadedConductors: LoadedConductors;
  laying: CableLaying;
}

/** The current the cable may carry continuously where it is laid (I_z). [A] */
export function cableAmpacityA(input: AmpacityInput): number {
  const { laying } = input;
  return (
    tabulatedCopperCapacityA(input.areaMm2, laying.insulation, laying.method, input.loadedConductors) *
    materialFactor(input.resistivityOhmMm2PerM) *
    ambientTemperatureFactor(laying.insulation, laying.method, laying.ambientTemperatureC) *
    groupingFactor(laying.method, laying.groupedCircuits)
  );
}

/** IEC 62548's margin on a PV string's short-circuit current for its cable. [-] */
export const PV_STRING_CURRENT_MARGIN = 1.25;

/**
 * The current a DC cable of an MPPT row must carry [STR-9]: 1.25 × the panel's short-circuit
 * current at STC × the strings on the run (the run the loss check [STR-5] counts them on). [A]
 */
export function dcDesignCurrentA(shortCircuitCurrentA: number, numberOfStrings: number): number {
  return PV_STRING_CURRENT_MARGIN * shortCircuitCurrentA * numberOfStrings;
}

/**
 * The smallest standard cross-section (IEC 60228, 1.5 to 300 mm²) for which `passes` holds, or
 * null when even 300 mm² does not [STR-10]. `passes` is the caller's whole test of a size: its
 * capacity against the design current and its loss against the limit.
 */
export function smallestPassingCrossSectionMm2(passes: (areaMm2: number) => boolean): number | null {
  return STANDARD_CROSS_SECTIONS_MM2.find((areaMm2) => passes(areaMm2)) ?? null;
}

/**
 * Emissions avoided by the project's generation, and the afforestation it equals, for the
 * report's energy saving section [FIN-3].
 */

/** Emission factors per kWh of annual generation [FIN-3]. [kg/kWh] */
export const EMISSION_FACTORS_KG_PER_KWH = {
  co2Equivalent: 0.2556,
  co2: 0.25358,
  ch4: 0.00065,
  n2o: 0.00137,
} as const;

/**
 * Afforestation area per tonne of CO2 equivalent ([FIN-3]: area = CO2E / 1000 × 4.95, the
 * CO2E in kg). Kept as the requirement gives it. [ha/t]
 */
export const AFFORESTATION_HA_PER_TONNE_CO2E = 4.95;

/** Masses above this are shown in tonnes [FIN-3]. [kg] */
const KG_DISPLAY_LIMIT = 9999;

/** Emissions avoided in one year, and the equivalent afforestation. */
export interface EmissionSavings {
  /** CO2 equivalent. [kg] */
  co2EquivalentKg: number;
  /** Carbon dioxide. [kg] */
  co2Kg: number;
  /** Methane. [kg] */
  ch4Kg: number;
  /** Nitrous oxide. [kg] */
  n2oKg: number;
  /** Forest area that would absorb the CO2 equivalent. [ha] */
  afforestationAreaHa: number;
}

/**
 * Emissions avoided by a year's generation: each factor times the annual generation, and the
 * afforestation area from the CO2 equivalent.
 *
 * @param annualGenerationKwh - Annual generation (after the generation factor). [kWh]
 * @returns Avoided emissions [kg] and afforestation area [ha].
 *
 * @remarks
 * m_gas = f_gas · E with the factors of `EMISSION_FACTORS_KG_PER_KWH`;
 * area = m_CO2E / 1000 · 4.95 [FIN-3].
 *
 * @example
 * emissionSavings(10000).co2EquivalentKg; // 2556
 */
export function emissionSavings(annualGenerationKwh: number): EmissionSavings {
  const f = EMISSION_FACTORS_KG_PER_KWH;
  const co2EquivalentKg = f.co2Equivalent * annualGenerationKwh;
  return {
    co2EquivalentKg,
    co2Kg: f.co2 * annualGenerationKwh,
    ch4Kg: f.ch4 * annualGenerationKwh,
    n2oKg: f.n2o * annualGenerationKwh,
    afforestationAreaHa: (co2EquivalentKg / 1000) * AFFORESTATION_HA_PER_TONNE_CO2E,
  };
}

/** A mass ready to display. */
export interface DisplayMass {
  value: number;
  unit: 'kg' | 't';
}

/**
 * Chooses the display unit of a mass: tonnes above 9999 kg, else kilograms [FIN-3].
 *
 * @param massKg - Mass. [kg]
 * @returns The mass in kg, or in t when |mass| > 9999 kg (not rounded).
 *
 * @example
 * displayMass(9999); // { value: 9999, unit: 'kg' }
 * displayMass(10000); // { value: 10, unit: 't' }
 */
export function displayMass(massKg: number): DisplayMass {
  return Math.abs(massKg) > KG_DISPLAY_LIMIT
    ? { value: massKg / 1000, unit: 't' }
    : { value: massKg, unit: 'kg' };
}

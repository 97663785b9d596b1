/**
 * Ageing of the system over its life: the energy factor of each operating year.
 */

/** Equipment life [ENG-3]. [years] */
export const EQUIPMENT_LIFE_YEARS = 25;

/** How the yearly ageing rate accumulates. */
export type AgeingMethod = 'linear' | 'compound';

/**
 * Energy factor of each year of operation relative to the first year.
 * @remarks linear (default, the form of module power warranties): f(n) = 1 − r·(n − 1);
 * compound: f(n) = (1 − r)^(n − 1); r = ratePerYear/100, bounded at 0. Year 1 has factor 1
 * (light-induced degradation is a separate first-year loss).
 * Source: D. C. Jordan and S. R. Kurtz, "Photovoltaic degradation rates — an analytical
 * review", Progress in Photovoltaics, vol. 21, no. 1, pp. 12–29, 2013, doi:10.1002/pip.1182.
 * @param ratePerYear ageing rate [%/year] (spec componentagingdecay)
 * @param years number of years [-]; 25
 * @param method 'linear' | 'compound'
 * @returns factors for years 1..years [-]
 */
export function ageingFactors(
  ratePerYear: number,
  years: number = EQUIPMENT_LIFE_YEARS,
  method: AgeingMethod = 'linear',
): Float64Array {
  const rate = ratePerYear / 100;
  const factors = new Float64Array(years);
  for (let n = 1; n <= years; n++) {
    const factor = method === 'linear' ? 1 - rate * (n - 1) : (1 - rate) ** (n - 1);
    factors[n - 1] = Math.max(0, factor);
  }
  return factors;
}

/**
 * Energy of each year of the life from the first year's energy.
 * @param firstYearEnergy [kWh]
 * @returns [kWh] for years 1..years
 */
export function lifetimeEnergy(
  firstYearEnergy: number,
  ratePerYear: number,
  years: number = EQUIPMENT_LIFE_YEARS,
  method: AgeingMethod = 'linear',
): Float64Array {
  const factors = ageingFactors(ratePerYear, years, method);
  for (let i = 0; i < factors.length; i++) factors[i] = factors[i]! * firstYearEnergy;
  return factors;
}

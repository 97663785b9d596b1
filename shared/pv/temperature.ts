/**
 * Cell temperature models: how much warmer than the air a module runs under irradiance,
 * cooled by wind.
 */

/** SAPM temperature parameters a [-], b [s/m] and ΔT [°C]. */
export interface SapmTemperatureParameters {
  a: number;
  b: number;
  deltaT: number;
}

/**
 * SAPM mounting parameters, King et al. 2004, Table 1 (as pvlib
 * `TEMPERATURE_MODEL_PARAMETERS['sapm']`).
 */
export const SAPM_MOUNTINGS = {
  'open-rack-glass-glass': { a: -3.47, b: -0.0594, deltaT: 3 },
  'close-mount-glass-glass': { a: -2.98, b: -0.0471, deltaT: 1 },
  'open-rack-glass-polymer': { a: -3.56, b: -0.075, deltaT: 3 },
  'insulated-back-glass-polymer': { a: -2.81, b: -0.0455, deltaT: 0 },
} as const satisfies Record<string, SapmTemperatureParameters>;

/** A SAPM mounting type. */
export type SapmMounting = keyof typeof SAPM_MOUNTINGS;

/** Names of the cell temperature models: SAPM with a mounting, or Faiman. */
export const TEMPERATURE_MODELS = [
  'sapm-open-rack-glass-glass',
  'sapm-close-mount-glass-glass',
  'sapm-open-rack-glass-polymer',
  'sapm-insulated-back-glass-polymer',
  'faiman',
] as const;
/** A cell temperature model. */
export type TemperatureModel = (typeof TEMPERATURE_MODELS)[number];
/** Glass/backsheet modules on an open rack: the most common installation. */
export const DEFAULT_TEMPERATURE_MODEL: TemperatureModel = 'sapm-open-rack-glass-polymer';

/** Faiman's heat loss factors (pvlib defaults, from PVsyst-like fits of the source). */
export const FAIMAN_DEFAULTS = { u0: 25, u1: 6.84 } as const;

/**
 * Back-of-module temperature, Sandia Array Performance Model.
 * @remarks T_m = E · exp(a + b·WS) + T_a.
 * Source: D. L. King, W. E. Boyson and J. A. Kratochvil, "Photovoltaic Array Performance
 * Model", Sandia National Laboratories, SAND2004-3535, 2004, doi:10.2172/919131, eq. 11.
 * @param poaGlobal plane-of-array irradiance [W/m²]
 * @param tempAir air temperature [°C]
 * @param windSpeed wind speed at 10 m [m/s]
 * @returns module temperature [°C]
 */
export function sapmModuleTemperature(
  poaGlobal: number,
  tempAir: number,
  windSpeed: number,
  parameters: SapmTemperatureParameters,
): number {
  return poaGlobal * Math.exp(parameters.a + parameters.b * windSpeed) + tempAir;
}

/**
 * Cell temperature, Sandia Array Performance Model.
 * @remarks T_c = T_m + (E / 1000 W/m²) · ΔT, T_m from {@link sapmModuleTemperature}.
 * Source: King et al. 2004 (above), eq. 12.
 * @returns tempCell [°C]
 */
export function sapmCellTemperature(
  poaGlobal: number,
  tempAir: number,
  windSpeed: number,
  parameters: SapmTemperatureParameters,
): number {
  return (
    sapmModuleTemperature(poaGlobal, tempAir, windSpeed, parameters) + (poaGlobal / 1000) * parameters.deltaT
  );
}

/**
 * Module temperature by Faiman's heat loss model.
 * @remarks T_m = T_a + E / (U0 + U1 · WS).
 * Source: D. Faiman, "Assessing the outdoor operating temperature of photovoltaic modules",
 * Progress in Photovoltaics, vol. 16, no. 4, pp. 307–315, 2008, doi:10.1002/pip.813.
 * @param u0 constant heat transfer component [W/(m²·K)]; 25
 * @param u1 convective component [W·s/(m³·K)]; 6.84
 * @returns tempCell [°C]
 */
export function faimanTemperature(
  poaGlobal: number,
  tempAir: number,
  windSpeed: number,
  u0: number = FAIMAN_DEFAULTS.u0,
  u1: number = FAIMAN_DEFAULTS.u1,
): number {
  return tempAir + poaGlobal / (u0 + u1 * windSpeed);
}

/** A resolved model, ready for the hourly loop. */
export type CellTemperatureModel =
  | ({ kind: 'sapm' } & SapmTemperatureParameters)
  | { kind: 'faiman'; u0: number; u1: number };

/**
 * Resolves a model name to its parameters.
 * @throws Error for an unknown model name
 */
export function resolveTemperatureModel(model: TemperatureModel): CellTemperatureModel {
  if (model === 'faiman') return { kind: 'faiman', ...FAIMAN_DEFAULTS };
  const mounting = model.replace(/^sapm-/, '') as SapmMounting;
  const parameters = SAPM_MOUNTINGS[mounting];
  if (!parameters) throw new Error(`invalid temperature model ${String(model)}`);
  return { kind: 'sapm', ...parameters };
}

/** Cell temperature of a resolved model [°C] (dispatcher for the hourly loop). */
export function cellTemperature(
  model: CellTemperatureModel,
  poaGlobal: number,
  tempAir: number,
  windSpeed: number,
): number {
  return model.kind === 'sapm'
    ? sapmCellTemperature(poaGlobal, tempAir, windSpeed, model)
    : faimanTemperature(poaGlobal, tempAir, windSpeed, model.u0, model.u1);
}

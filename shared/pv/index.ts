/**
 * The PV energy engine: solar position, irradiance and transposition, module and inverter
 * models, losses, the hourly simulation chain, the orientation search and the climate
 * converters. Names and units follow shared/NOMENCLATURE.md.
 *
 * @example
 * ```ts
 * import { computeSunPositions, simulateArrayYear, optimumOrientation } from '@pvd/shared/pv/index';
 * const sun = computeSunPositions(weather); // once per site-year
 * const year = simulateArrayYear({ array: { surfaceTilt: 30, surfaceAzimuth: 180, dcCapacity: 5000 } }, weather, sun);
 * const best = optimumOrientation(weather, sun);
 * ```
 */
export {
  angularDistance,
  cosd,
  type Degrees,
  type Radians,
  sind,
  toDegrees,
  toRadians,
  wrap360,
} from './angles';
export { airmassAbsolute, airmassRelativeKastenYoung1989, pressureFromElevation } from './atmosphere';
export { clearSkyGhiHaurwitz } from './climate/clear-sky';
export {
  CLEAR_SKY_ESTIMATE_SOURCE,
  type ClearSkyEstimateOptions,
  type ClimateEstimate,
  estimateClimateFromClearSky,
  TYPICAL_CLEAR_SKY_INDEX,
} from './climate/clear-sky-estimate';
export { dailyClearnessIndices, erbsDailyDiffuseFraction } from './climate/daily-clearness';
export {
  collaresPereiraRablRatio,
  hourlyFromMonthly,
  liuJordanRatio,
  sunsetHourAngle,
} from './climate/monthly-to-hourly';
export { IAM_MODELS, type IamModel, iamAshrae, iamPhysical } from './iam';
export { aoi, aoiProjection, beamComponent } from './irradiance/aoi';
export { erbs, fillMissingBeamAndDiffuse } from './irradiance/erbs';
export { extraterrestrialSpencer, SOLAR_CONSTANT } from './irradiance/extraterrestrial';
export { DEFAULT_ALBEDO, groundDiffuse } from './irradiance/ground-diffuse';
export { haydavies } from './irradiance/hay-davies';
export { isotropic } from './irradiance/isotropic';
export { perez } from './irradiance/perez';
export {
  DEFAULT_TRANSPOSITION,
  type PoaComponents,
  TRANSPOSITION_MODELS,
  type TranspositionModel,
  totalIrradiance,
} from './irradiance/sky-diffuse';
export {
  annualPoaGlobal,
  buildTranspositionBasis,
  planeGeometry,
  poaIrradiation,
  type TranspositionBasis,
  transpositionBasisFor,
} from './irradiance/transposition-basis';
export { ageingFactors, EQUIPMENT_LIFE_YEARS, lifetimeEnergy } from './losses/ageing';
export {
  DEFAULT_SYSTEM_LOSSES,
  NO_SYSTEM_LOSSES,
  type SpecSystemLoss,
  type SystemLosses,
  systemLossesFromSpec,
  totalLossPercent,
} from './losses/system-losses';
export {
  bestAzimuth,
  bestOrientation,
  bestTilt,
  type OrientationResult,
  optimumOrientation,
} from './orientation/best-orientation';
export { type InverterModel, inverterAcFunction } from './power/inverter';
export {
  europeanEfficiency,
  fitInverterLossCoefficients,
  inverterEfficiencyAt,
} from './power/inverter-efficiency-curve';
export { pvwattsInverter } from './power/inverter-pvwatts';
export { pvwattsDc } from './power/pvwatts-dc';
export { resolveTempCoefficientPmax, WAFER_MATERIAL_TEMP_COEFFICIENTS } from './power/wafer-material';
export { type ArraySetup, type ArrayYearResult, simulateArrayYear } from './simulation/array-year';
export { type RunReport, type RunReportOptions, runReport } from './simulation/run-report';
export { type SystemYearResult, simulateSystem } from './simulation/system';
export type { InverterUnit, LossBreakdown, MonthlyAnnual, PvArray, SystemDesign } from './simulation/types';
export { summarizeWeather, type WeatherSummary } from './simulation/weather-summary';
export { DEFAULT_DELTA_T, type SolarPosition, solarPositionSpa } from './solar-position/spa';
export { computeSunPositions, type SunPositions } from './solar-position/sun-positions';
export {
  faimanTemperature,
  sapmCellTemperature,
  TEMPERATURE_MODELS,
  type TemperatureModel,
} from './temperature';

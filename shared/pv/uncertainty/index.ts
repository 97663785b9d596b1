/**
 * P50/P90/P99 of the annual yield [UNC-1]: the uncertainty budget, the year-to-year variability
 * of the irradiation and the normal distribution's quantiles.
 */
export * from './budget';
export * from './exceedance';
export * from './interannual';
export * from './inverse-normal';
export * from './sources';

/**
 * Electrical design checks of a PV system: string checks per MPPT, cable losses, AC checks,
 * balance rule, completeness and capacity (001 §4, §5, §9).
 */
export * from './ac-checks';
export * from './advisories';
export * from './balance';
export * from './cable-loss';
export * from './capacity';
export * from './check-result';
export * from './completeness';
export * from './constants';
export * from './inverter-checks';
export * from './inverter-limits';
export * from './per-mppt-list';
export * from './rounding';
export * from './string-checks';
export * from './system-settings-exit';
export * from './temperature';
export type * from './types';

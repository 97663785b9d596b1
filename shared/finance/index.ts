/**
 * Finance and emissions of a project (001 §4 and §9): investment data and defaults, currency
 * change, itemised costs, loan, 25-year cash flow, payback, NPV, IRR, LCOE, income units,
 * emissions and the generation factor.
 */
export * from './cash-flow';
export * from './costs';
export * from './currency';
export * from './emissions';
export * from './generation-factor';
export * from './income-units';
export * from './investment';
export * from './irr';
export * from './loan';
export * from './metrics';
export * from './payback';
export * from './present-value';
export * from './rounding';

/**
 * The uncertainty budget of a yield prediction [UNC-2]: one standard deviation per independent
 * cause, in percent of the annual energy, each default with its published source. The user may
 * edit every item; the defaults are what a project starts with.
 */
import {
  IFC_2015,
  JORDAN_KURTZ_2013,
  PRODUCT_DECISION,
  THEVENARD_PELLAND_2013,
  type UncertaintySource,
} from './sources';

/**
 * The items of the budget. `degradation` is the uncertainty of the yearly ageing rate
 * [%/year]: it widens a span of years' average only (see `budgetSigmaPercent`); the others are
 * [%] of one year's energy.
 */
export const uncertaintyItemIds = [
  'irradiation',
  'transposition',
  'moduleRating',
  'soiling',
  'snow',
  'simulationModel',
  'degradation',
] as const;
export type UncertaintyItemId = (typeof uncertaintyItemIds)[number];

/** One standard deviation per item: [%] of the annual energy, `degradation` [%/year]. */
export type UncertaintyBudget = Record<UncertaintyItemId, number>;

/** A default standard deviation and where it comes from. */
export interface UncertaintyDefault {
  /** The standard deviation [%] (`degradation`: [%/year]). */
  sigmaPercent: number;
  /** The published source of the number. */
  source: UncertaintySource;
}

/** The kinds of climate source whose long-term irradiation the budget knows [UNC-2]. */
export const irradiationSourceKinds = [
  'pvgis-tmy',
  'nasa-power',
  'weather-file',
  'clear-sky-estimate',
] as const;
export type IrradiationSourceKind = (typeof irradiationSourceKinds)[number];

/**
 * The uncertainty of the long-term mean irradiation, by where it came from [UNC-2]:
 * - PVGIS's typical year (satellite, SARAH): 5 %, Thevenard & Pelland's long-term horizontal
 *   insolation; also the lower end of IFC's 5-8 % for satellite data.
 * - NASA POWER's monthly means (a 0.5° grid, turned into a synthetic year): 8 %, IFC's upper end.
 * - an uploaded weather file: 5 %, as a satellite or station typical year.
 * - the clear-sky estimate: 15 %, the product's own figure for a labelled estimate [ENG-1].
 */
export const IRRADIATION_SIGMA_BY_SOURCE: Readonly<Record<IrradiationSourceKind, UncertaintyDefault>> = {
  'pvgis-tmy': { sigmaPercent: 5, source: THEVENARD_PELLAND_2013 },
  'nasa-power': { sigmaPercent: 8, source: IFC_2015 },
  'weather-file': { sigmaPercent: 5, source: THEVENARD_PELLAND_2013 },
  'clear-sky-estimate': { sigmaPercent: 15, source: PRODUCT_DECISION },
};

/**
 * The defaults of the items other than the irradiation [UNC-2]:
 * transposition to the plane of array 3 %, module rating 3 % (the datasheet's power tolerance),
 * soiling 2 % (Thevenard & Pelland 2013); snow 0 % (they took 1.5 % for Toronto; most of the
 * product's sites see little snow, so the user adds it); the simulation model 3 % (IFC 2015:
 * 2-3 % for the software itself); the ageing rate 0.25 %/year (half of Jordan & Kurtz's median
 * rate of 0.5 %/year, the product's choice).
 */
export const UNCERTAINTY_ITEM_DEFAULTS: Readonly<
  Record<Exclude<UncertaintyItemId, 'irradiation'>, UncertaintyDefault>
> = {
  transposition: { sigmaPercent: 3, source: THEVENARD_PELLAND_2013 },
  moduleRating: { sigmaPercent: 3, source: THEVENARD_PELLAND_2013 },
  soiling: { sigmaPercent: 2, source: THEVENARD_PELLAND_2013 },
  snow: { sigmaPercent: 0, source: THEVENARD_PELLAND_2013 },
  simulationModel: { sigmaPercent: 3, source: IFC_2015 },
  degradation: { sigmaPercent: 0.25, source: JORDAN_KURTZ_2013 },
};

/**
 * The default of one item, the irradiation's by the climate source.
 * @param item the budget item
 * @param source the project's climate source
 */
export function uncertaintyDefault(
  item: UncertaintyItemId,
  source: IrradiationSourceKind,
): UncertaintyDefault {
  return item === 'irradiation' ? IRRADIATION_SIGMA_BY_SOURCE[source] : UNCERTAINTY_ITEM_DEFAULTS[item];
}

/**
 * The default budget for a climate source [UNC-2].
 * @param source the project's climate source
 */
export function defaultUncertaintyBudget(source: IrradiationSourceKind): UncertaintyBudget {
  return Object.fromEntries(
    uncertaintyItemIds.map((item) => [item, uncertaintyDefault(item, source).sigmaPercent]),
  ) as UncertaintyBudget;
}

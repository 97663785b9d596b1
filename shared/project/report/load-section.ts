/**
 * The load pages of a project [LOAD-3] [LOAD-5]: where its load comes from (a meter file, a
 * typical shape, the load step's figures), its annual energy and peak, and what PV alone does
 * with it (to the load, exported up to the limit, curtailed), the first year, at the load's
 * interval. Null for a grid-connected project without a load (every kWh exported, as before).
 */
import * as z from 'zod';
import { TYPICAL_SHAPE_IDS } from '../../load/typical-shapes/ids';

export const LOAD_SOURCES = ['meterFile', 'typicalShape', 'loadStep'] as const;
export type LoadSourceKind = (typeof LOAD_SOURCES)[number];

export const loadSection = z.object({
  /** 'meterFile': the project's meter data; 'typicalShape': `typicalShape` scaled to the load step's figures; 'loadStep': the load step's figures shaped as before. */
  source: z.enum(LOAD_SOURCES),
  /** The shape of 'typicalShape'; else null. */
  typicalShape: z.enum(TYPICAL_SHAPE_IDS).nullable(),
  /** The meter file's name for 'meterFile'; else null. */
  fileName: z.string().nullable(),
  /** A meter file of less than a year, extended [LOAD-2]. */
  partial: z.boolean(),
  /** The interval every figure ran at. [min] */
  stepMinutes: z.number(),
  /** [kWh] */
  annualKwh: z.number(),
  /** [kW] */
  peakKw: z.number(),
  /** PV alone, first year. [kWh] */
  pvOnly: z.object({
    pvToLoad: z.number(),
    pvToGrid: z.number(),
    pvCurtailed: z.number(),
    gridToLoad: z.number(),
    /** PV used on site over PV produced. [%] */
    selfUseRatio: z.number(),
    /** Load served by PV over the load. [%] */
    selfSufficiency: z.number(),
  }),
});
export type LoadSection = z.infer<typeof loadSection>;

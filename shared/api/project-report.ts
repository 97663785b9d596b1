/**
 * project/queryProjectReportData (001 §7): the report's generation, horizontal radiation, energy
 * saving and default currency, from the same engine as the other engine calls (`engine.ts`, whose
 * coordinate and generation fields it shares). Bounded to what the editor produces and to the
 * engine's work budget (issue 7 §9).
 */
import * as z from 'zod';
import { ENGINE_MAX_ARRAY_YEARS, INVERTER_MAX_MPPT, PROJECT_MAX_INVERTERS } from '../constants/limits';
import { currencyOption } from './catalogue-options';
import { horizontalRadiation, numericValue, climateSource as source } from './climate';
import { defineCall } from './define';
import { access, azimuth, generation, generationOptions, latitude, longitude, tilt } from './engine';
import { textField } from './fields';

/** One inverter of the report with the array parts wired to it (001 §7); catalogue data optional. */
const reportInverter = z.object({
  inverterName: textField(200),
  inverterItems: z
    .array(
      z.object({
        /** [W] */
        componentPeakPower: numericValue(0, 100_000),
        componentTotalCount: numericValue(0, 10_000_000),
        azimuth: azimuth(),
        inclination: tilt(),
        tempCoefficientPmax: numericValue(-2, 0.5).nullish(),
      }),
    )
    .max(INVERTER_MAX_MPPT, { error: 'tooManyArrays' }),
  /** Rated AC output of one unit (catalogue); without it the inverter is sized to its arrays. [W] */
  ratedacoutputpower: numericValue(1, 10_000_000).nullish(),
  /** Catalogue maximum and European efficiency. [%] */
  maxeffec: numericValue(1, 100).nullish(),
  europeeffec: numericValue(1, 100).nullish(),
  /** Identical units sharing the arrays; default 1. */
  invertercount: numericValue(1, 10_000).nullish(),
});

export const queryProjectReportData = defineCall({
  group: 'project',
  name: 'queryProjectReportData',
  summary: 'The report’s generation, horizontal radiation, energy saving and default currency.',
  access,
  request: z.object({
    proLatitude: latitude(),
    proLongitude: longitude(),
    inverters: z
      .array(reportInverter)
      .min(1, { error: 'inverterSelectionRequired' })
      .max(PROJECT_MAX_INVERTERS, { error: 'tooManyArrays' })
      .refine((list) => list.some((inverter) => inverter.inverterItems.length > 0), {
        error: 'pvArrayRequired',
      })
      // Issue 7 §9: 20 inverters × 500 items took 12-22 s; the engine's budget bounds the whole.
      .refine(
        (list) =>
          list.reduce((sum, inverter) => sum + inverter.inverterItems.length, 0) <= ENGINE_MAX_ARRAY_YEARS,
        {
          error: 'tooManyArrays',
        },
      ),
    ...generationOptions,
  }),
  response: z.object({
    /** The default currency of the caller's language (CNY for zh-CN, else USD); null if not in the catalogue. */
    currency: currencyOption.nullable(),
    powergeneration: generation,
    horizontalradiation: horizontalRadiation,
    /** Emissions avoided by the first year's generation (001 §9 factors). [kg], [ha] */
    energySaving: z.object({
      CO2E: z.number(),
      CO2: z.number(),
      CH4: z.number(),
      N2O: z.number(),
      afforestationArea: z.number(),
    }),
    source,
  }),
  heavy: true,
});

/**
 * The report's calls: queryProjectReportData, the report's generation, horizontal radiation,
 * energy saving and default currency from a design, by the same engine as the other engine calls
 * (`engine.ts`, whose coordinate and generation fields it shares; its request is read into the
 * engine's terms by `engine-requests.ts`), bounded to what the editor produces and to the
 * engine's work budget; and
 * queryProjectReportDataById, every section of a saved project's report with the same engine
 * figures computed from the project, plus the self-use and investment pages.
 */
import * as z from 'zod';
import { ENGINE_MAX_ARRAY_YEARS, INVERTER_MAX_MPPT, PROJECT_MAX_INVERTERS } from '../constants/limits';
import { Role } from '../constants/roles';
import { mapLocationInput, ProjectType } from '../project/record/base';
import { groundInput } from '../project/record/ground';
import { inverterGroupRecord } from '../project/record/inverter-group';
import { loadSourceRecord } from '../project/record/load-source';
import { projectBaseRecord, projectInput, projectRecord } from '../project/record/project';
import { projectTariffRecord } from '../project/record/project-tariff';
import { userLoadRecord } from '../project/record/user-load';
import { billSection } from '../project/report/bill-section';
import { loadSection } from '../project/report/load-section';
import { lossChainSection } from '../project/report/loss-waterfall';
import { financeSection } from '../project/report/report-finance';
import { selfUseSection } from '../project/report/report-storage';
import { shadingResults, surroundingsReport } from '../project/report/shading-results';
import { storageSection } from '../project/report/storage-section';
import { yieldUncertaintySection } from '../project/report/yield-uncertainty';
import { rowGeometryProblem } from '../pv/shading/row-shading';
import { boundedNumber } from './bounded-number';
import { currencyOption } from './catalogue-options';
import { horizontalRadiation, monthlyValues, climateSource as source } from './climate';
import { idField, textField } from './common-fields';
import { defineCall } from './define';
import { access, azimuth, generation, generationOptions, latitude, longitude, tilt } from './engine';
import { investmentView, pvArrayView, systemLossView } from './project';

/** One inverter of the report with the array parts wired to it; catalogue data optional. */
const reportInverter = z.object({
  inverterName: textField(200),
  inverterItems: z
    .array(
      z
        .object({
          /** [W] */
          componentPeakPower: boundedNumber(0, 100_000, { text: true }),
          componentTotalCount: boundedNumber(0, 10_000_000, { text: true }),
          azimuth: azimuth(),
          inclination: tilt(),
          tempCoefficientPmax: boundedNumber(-2, 0.5, { text: true }).nullish(),
          /** The panel's wafer material: the default γ when the datasheet gives none (as queryMonthPowerGeneration). */
          waferMaterial: textField(50).nullish(),
          /**
           * The parallel rows of a drawn array (two groups or more): collector width along the slope
           * and pitch, for the row-to-row shading; absent or null, no shading. [m]
           */
          rows: z
            .object({
              collectorWidthM: boundedNumber(0.01, 100, { text: true }),
              pitchM: boundedNumber(0.01, 1000, { text: true }),
            })
            .nullish(),
        })
        .superRefine((item, ctx) => {
          // The engine refuses rows that overlap (pitch ≤ width × cos tilt): a 400, not a 500.
          if (item.rows && rowGeometryProblem(item.rows, item.inclination))
            ctx.addIssue({ code: 'custom', path: ['rows'], message: 'invalidValue' });
        }),
    )
    .max(INVERTER_MAX_MPPT, { error: 'tooManyArrays' }),
  /** Rated AC output of one unit (catalogue); without it the inverter is sized to its arrays. [W] */
  ratedacoutputpower: boundedNumber(1, 10_000_000, { text: true }).nullish(),
  /** Catalogue maximum and European efficiency. [%] */
  maxeffec: boundedNumber(1, 100, { text: true }).nullish(),
  europeeffec: boundedNumber(1, 100, { text: true }).nullish(),
  /** Identical units sharing the arrays; default 1. */
  invertercount: boundedNumber(1, 10_000, { text: true }).nullish(),
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
      // Unbounded, 20 inverters × 500 items took 12-22 s; the engine's budget bounds the whole.
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
    /** Emissions avoided by the first year's generation ([FIN-3] factors). [kg], [ha] */
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

export { type FinanceReport, financeSection } from '../project/report/report-finance';
export { type EnergyFlowsReport, type SelfUseReport, selfUseSection } from '../project/report/report-storage';

/**
 * The sections of the load, the bill and the storage year [LOAD-5] [TAR-5] [TAR-6], in the design
 * results and the report alike (absent from figures computed before them).
 */
const moneySections = {
  /** The project's load; null for a grid-connected project without one (every kWh exported). */
  load: loadSection.nullish(),
  /** The first year's bills by the project's tariff (the flat one of its prices without). */
  bill: billSection.nullish(),
  /** Storage projects: the battery's year and life by the project's strategy; else null. */
  storage: storageSection.nullish(),
};

/** projectBase of the report: the stored section with the record's identity, times and image. */
const reportProjectBase = projectBaseRecord.safeExtend({
  ...projectRecord.pick({
    projectId: true,
    isComplete: true,
    createTime: true,
    lastModifyTime: true,
    sharedBy: true,
  }).shape,
  /** Address of the project image; null shows the default station image. */
  proImage: z.string().nullable(),
});

export const queryProjectReportDataById = defineCall({
  group: 'project',
  name: 'queryProjectReportDataById',
  summary: 'Every section of the caller’s project’s report, with the engine’s figures computed from it.',
  // The report route is shared with maintain [NAV-3]; the call still answers only own projects.
  access,
  request: z.object({ proId: idField }),
  response: queryProjectReportData.response.extend({
    /** The project's currency (its investment's, else the caller's default); null if not in the catalogue. */
    currency: currencyOption.nullable(),
    probase: reportProjectBase,
    mapLocation: mapLocationInput,
    pvarray: z.array(pvArrayView),
    inverter: z.array(inverterGroupRecord),
    systemloss: systemLossView,
    userload: userLoadRecord.nullable(),
    /** Where the load comes from (the meter file kept, with its preview, or the typical shape) [LOAD-5]; absent or null: the figures' default profile. */
    loadSource: loadSourceRecord.nullish(),
    /** The project's own tariff copy [TAR-14] for the report's tariff page; absent or null: the flat tariff of its prices [TAR-4]. */
    tariff: projectTariffRecord.nullish(),
    /** The ground's albedo and its preset [MNT-4] for the PV arrays page; absent or null: the engine's 0.2. */
    ground: groundInput.nullish(),
    investment: investmentView,
    /** The string design's cable losses the generation was computed with. [%] */
    lineLoss: z.object({ dcLineLoss: z.number(), acLineLoss: z.number() }),
    /** Row-to-row shading of the drawn arrays of several rows, share of the nominal energy (as the live results); 0 without. [%] */
    shadingLossPercent: z.number(),
    /** With surroundings (obstacles or a far horizon): the report's surroundings page; else null. */
    surroundings: surroundingsReport.nullable(),
    /**
     * Every shading step's loss when something shades beyond the rows' linear loss (surroundings,
     * or rows of strings with their electrical effect); else null or absent.
     */
    shading: shadingResults.nullish(),
    /** The engine's loss chain from the plane's irradiation to AC, ending at the performance ratio. */
    lossChain: lossChainSection,
    /** Storage projects only. */
    selfUse: selfUseSection.nullable(),
    /** Only when the investment pages are asked for (needInvestment). */
    finance: financeSection.nullable(),
    /** The yield's P50/P90/P99 and the finance at P90 [UNC-1]; absent in answers of before. */
    uncertainty: yieldUncertaintySection.optional(),
    ...moneySections,
  }),
  needs: ['s3'],
  heavy: true,
});

/**
 * The editor's live results [WIZ-14]: the engine's figures for the draft as it is, not
 * saved, computed by the same code as queryProjectReportDataById (so the editor and the report
 * never disagree on a saved project). The draft needs PV arrays only: the completeness rules do
 * not apply; before any string carries panels each array is simulated on an inverter of its own
 * size (`basis` 'arrays').
 */
export const queryProjectDesignResults = defineCall({
  group: 'project',
  name: 'queryProjectDesignResults',
  summary: 'The engine’s yield, self-use and investment figures for the editor’s unsaved draft.',
  access: [Role.user],
  request: z.object({
    proType: z.union([z.literal(ProjectType.gridConnected), z.literal(ProjectType.energyStorage)], {
      error: 'invalidValue',
    }),
    /** The saved project the draft edits (its copies are kept; 113/114 first); null before the first save. */
    projectId: idField.nullable(),
    /** The create/edit call's body as the editor holds it. */
    body: projectInput,
  }),
  response: z.object({
    /** 'strings': the string design's wiring (as the report); 'arrays': no string carries panels yet. */
    basis: z.enum(['strings', 'arrays']),
    /** DC capacity simulated. [kWp] */
    dcCapacityKw: z.number(),
    /** First year's AC energy. [kWh] */
    annualYieldKwh: z.number(),
    /** [kWh], January first. */
    monthlyYieldKwh: monthlyValues,
    /** [kWh/kWp] */
    specificYield: z.number(),
    /** Performance ratio. [-] (0..1) */
    performanceRatio: z.number(),
    /** Row-to-row shading of the drawn arrays of several rows, share of the nominal energy; 0 without. [%] */
    shadingLossPercent: z.number(),
    /**
     * Every shading step's loss when something shades beyond the rows' linear loss (surroundings,
     * or rows of strings with their electrical effect); else null.
     */
    shading: shadingResults.nullable(),
    /** The engine's loss chain from the plane's irradiation to AC, ending at the performance ratio. */
    lossChain: lossChainSection,
    source,
    /** Storage projects only. [%] */
    selfUse: z.object({ selfUseRatio: z.number(), selfSufficiency: z.number() }).nullable(),
    /** Only when the draft asks for investment figures (needInvestment). */
    finance: financeSection
      .pick({
        currency: true,
        paybackYear: true,
        paybackYears: true,
        netPresentValue: true,
        internalRateOfReturn: true,
        levelizedCostOfEnergy: true,
      })
      .extend({
        /** True while the draft has no investment of its own: the figures use the defaults [WIZ-11] [REP-8]. */
        usesDefaultPrices: z.boolean(),
        /** The first year's savings of the whole system. [currency] */
        firstYearSavings: z.number().optional(),
        investmentItems: financeSection.shape.investmentItems,
        battery: financeSection.shape.battery,
      })
      .nullable(),
    /** The yield's P50/P90/P99 and the finance at P90 [UNC-1]; absent in answers of before. */
    uncertainty: yieldUncertaintySection.optional(),
    ...moneySections,
  }),
  heavy: true,
});

/**
 * The calls that answer from the energy engine, an hourly simulation of a year [ENG-1]: radiation,
 * best angles, location temperatures, irradiance and heat loss, monthly generation and the report's
 * generation data. Every answer carries the climate `source`.
 *
 * Numbers arrive as strings in the API's payloads (`Latitude: "39.91"`): each numeric field takes
 * a number or a numeric string and checks its range (118 with field errors otherwise; see
 * `numericValue`). Field names keep the API's spelling, including its mix of cases.
 *
 * The report's generation call (queryProjectReportData) is in `project-report.ts`.
 */
import * as z from 'zod';
import { ENGINE_MAX_ARRAY_YEARS } from '../constants/limits';
import { Role } from '../constants/roles';
import { systemLossInput } from '../project/record/system-loss';
import { boundedNumber } from './bounded-number';
import { horizontalRadiation, monthlyValues, climateSource as source } from './climate';
import { idField, textField } from './common-fields';
import { defineCall } from './define';

export const [latitude, longitude] = [
  () => boundedNumber(-90, 90, { text: true }),
  () => boundedNumber(-180, 180, { text: true }),
];
export const [tilt, azimuth] = [
  () => boundedNumber(0, 90, { text: true }),
  () => boundedNumber(0, 360, { text: true }),
];
/** The project's temperature range: −50 to 80 °C [WIZ-2]. */
const temperature = () => boundedNumber(-50, 80, { text: true });
/** An uploaded weather file of the caller to use before any online source. */
const weatherFileId = idField.optional();

/** What the generation calls share: losses from the loss step and the string design, calibration. */
export const generationOptions = {
  systemLoss: systemLossInput,
  /** DC cable loss from the string design. [%] */
  dcLineLoss: boundedNumber(0, 100, { text: true }).optional(),
  /** AC cable loss from the string design. [%] */
  acLineLoss: boundedNumber(0, 100, { text: true }).optional(),
  /** The visible calibration factor (the old tool's 1.1; 1.0 by default [ENG-2]). [-] */
  generationFactor: boundedNumber(0.5, 1.5, { text: true }).optional(),
  weatherFileId,
};

/** The report route is shared by user and maintain [NAV-3], and so are the engine calls. */
export const access = [Role.user, Role.maintain] as const;

const angleRequest = z.object({
  Latitude: latitude(),
  Longitude: longitude(),
  TiltAngle: tilt().optional(),
  AzimuthAngle: azimuth().optional(),
  weatherFileId,
});
const bestAngles = z.object({
  /** [°] */
  BestTilt: z.number(),
  /** Clockwise from north, 180 = south. [°] */
  BestAzimuth: z.number(),
  /** Annual plane-of-array irradiation at that orientation. [kWh/m²/year] */
  TiltedRadiation: z.number(),
  source,
});

export const queryHorizontalRadiationInfo = defineCall({
  group: 'Common',
  name: 'queryHorizontalRadiationInfo',
  summary: 'Monthly global horizontal irradiation GJan..GDec [kWh/m²/month] of a location.',
  access,
  request: z.object({ Latitude: latitude(), Longitude: longitude(), weatherFileId }),
  response: horizontalRadiation.extend({ GAnnual: z.number(), source }),
  heavy: true,
});

export const queryRadiationInfo = defineCall({
  group: 'Common',
  name: 'queryRadiationInfo',
  summary: 'Monthly horizontal and tilted irradiation [kWh/m²] and energy of 1 kWp [kWh/kWp].',
  access,
  request: angleRequest.extend({ TiltAngle: tilt(), AzimuthAngle: azimuth() }),
  response: z.object({
    /** AC energy of 1 kWp (PVWatts DC and inverter, the default losses [WIZ-10]). [kWh/kWp] */
    Energy: monthlyValues,
    /** Global horizontal irradiation. [kWh/m²/month] */
    GlobalRadiation: monthlyValues,
    /** Plane-of-array irradiation (Perez). [kWh/m²/month] */
    TiltedRadiation: monthlyValues,
    /** Annual sums of the three. [kWh/kWp, kWh/m²] */
    annual: z.object({ Energy: z.number(), GlobalRadiation: z.number(), TiltedRadiation: z.number() }),
    source,
  }),
  heavy: true,
});

export const getBestTilt = defineCall({
  group: 'Common',
  name: 'getBestTilt',
  summary: 'The tilt with the most annual irradiation for the given azimuth (or the best pair).',
  access,
  request: angleRequest,
  response: bestAngles,
  heavy: true,
});

export const getBestAzimuth = defineCall({
  group: 'Common',
  name: 'getBestAzimuth',
  summary: 'The azimuth with the most annual irradiation for the given tilt (or the best pair).',
  access,
  request: angleRequest,
  response: bestAngles,
  heavy: true,
});

export const queryIrradianceLossAndHeatLoss = defineCall({
  group: 'Common',
  name: 'queryIrradianceLossAndHeatLoss',
  summary: 'The arrays’ irradiation loss against the best orientation, and temperature loss [%].',
  access,
  request: z.object({
    latitude: latitude(),
    longitude: longitude(),
    /** Accepted as the API's payload carries it; the engine's own optimum is the reference. [°] */
    bestTilt: tilt().nullish(),
    /** [°] */
    bestAzimuth: azimuth().nullish(),
    /** The project's average temperature; the climate's temperatures are shifted to it. [°C] */
    avgTemperature: temperature().nullish(),
    pvArrayLayout: z
      .array(
        z.object({
          Inclination: tilt(),
          Azimuth: azimuth(),
          /** Panel efficiency, the weight of the array. [%] */
          PanelEfficiency: boundedNumber(0, 100, { text: true }).nullish(),
          /** Panel temperature coefficient of power γ; default −0.37. [%/°C] */
          TempCoefficientPmax: boundedNumber(-2, 0.5, { text: true }).nullish(),
        }),
      )
      .min(1, { error: 'pvArrayRequired' })
      .max(500, { error: 'tooManyArrays' }),
    weatherFileId,
  }),
  response: z.object({ irradianceLoss: z.number(), heatloss: z.number(), source }),
  heavy: true,
});

export const queryLocationAdditional = defineCall({
  group: 'project',
  name: 'queryLocationAdditional',
  summary: 'Temperatures [°C] and the best tilt and azimuth [°] of a location.',
  access,
  request: z.object({
    longitude: longitude(),
    latitude: latitude(),
    address: textField(500).optional(),
    weatherFileId,
  }),
  response: z.object({
    /** Highest hourly air temperature of the year. [°C] */
    MaxTemperature: z.number(),
    /** Lowest hourly air temperature of the year. [°C] */
    MinTemperature: z.number(),
    /** Mean air temperature. [°C] */
    AvgTemperature: z.number(),
    BestTilt: z.number(),
    BestAzimuth: z.number(),
    source,
  }),
  heavy: true,
});

/** A PV array of the generation query: its peak power and orientation. */
const generationArray = z
  .object({
    /** Array peak power. [kW] */
    peakPowerKw: boundedNumber(0, 1_000_000, { text: true }).optional(),
    /** Panel peak power. [W] */
    componentPeakPower: boundedNumber(0, 100_000, { text: true }).optional(),
    componentTotalCount: boundedNumber(0, 10_000_000, { text: true }).optional(),
    inclination: tilt(),
    azimuth: azimuth(),
    /** [%/°C]; default by wafer material, else −0.37. */
    tempCoefficientPmax: boundedNumber(-2, 0.5, { text: true }).nullish(),
    waferMaterial: textField(50).nullish(),
  })
  .refine(
    (array) =>
      array.peakPowerKw !== undefined ||
      (array.componentPeakPower !== undefined && array.componentTotalCount !== undefined),
    { error: 'arrayPowerRequired', path: ['peakPowerKw'] },
  );

/** Energy of a year by month, its total, and each year of the equipment life. [kWh] */
export const generation = z.object({
  monthlyPowerGeneration: monthlyValues,
  totalPowerGeneration: z.number(),
  /** Years 1..25 with ageing. [kWh] */
  yearlyPowerGeneration: z.array(z.number()),
});

export const queryMonthPowerGeneration = defineCall({
  group: 'inverter',
  name: 'queryMonthPowerGeneration',
  summary: 'Monthly, annual and 25-year AC energy [kWh] of the arrays, each with an inverter of its size.',
  access,
  request: z.object({
    latitude: latitude(),
    longitude: longitude(),
    arrays: z
      .array(generationArray)
      .min(1, { error: 'pvArrayRequired' })
      .max(ENGINE_MAX_ARRAY_YEARS, { error: 'tooManyArrays' }),
    ...generationOptions,
  }),
  response: generation.extend({
    /** [kWh/kWp] */
    specificYield: z.number(),
    /** [-] */
    performanceRatio: z.number(),
    /** Installed DC power. [kW] */
    dcCapacityKw: z.number(),
    source,
  }),
  heavy: true,
});

/**
 * Generation of a designed system (queryMonthPowerGeneration, queryProjectReportData): monthly,
 * annual and 25-year AC energy from the engine's hourly chain.
 */
import type { MonthlyValues } from '@pvd/shared/api/climate';
import { ENGINE_MAX_ARRAY_YEARS } from '@pvd/shared/constants/limits';
import { Code } from '@pvd/shared/errors/codes';
import { DEFAULT_GENERATION_FACTOR } from '@pvd/shared/finance/generation-factor';
import { HOURS_PER_YEAR } from '@pvd/shared/pv/calendar';
import { EQUIPMENT_LIFE_YEARS } from '@pvd/shared/pv/losses/ageing';
import { type SpecSystemLoss, systemLossesFromSpec } from '@pvd/shared/pv/losses/system-losses';
import type { InverterModel } from '@pvd/shared/pv/power/inverter';
import { simulateSystem } from '@pvd/shared/pv/simulation/system';
import type { InverterUnit, PvArray } from '@pvd/shared/pv/simulation/types';
import { AppError } from '../../errors';
import type { ClimateData } from '../climate-data';
import { byMonth, roundTo } from './monthly';

/** An inverter of the design and the arrays wired to it. */
export interface GenerationInverter {
  /** Indices of its arrays in the design's `arrays`. */
  arrays: number[];
  /** DC capacity it takes from each of `arrays`, in their order; each array whole by default. [W] */
  shares?: number[];
  /** Rated AC output of one unit [W]; without it, one unit sized to its arrays' DC power. */
  ratedAcPower?: number | null;
  /** Catalogue maximum and European efficiency [%]; with both, the fitted efficiency curve. */
  maxEfficiency?: number | null;
  europeanEfficiency?: number | null;
  /** Identical units sharing the arrays; default 1. */
  count?: number | null;
}

/** A system to simulate. */
export interface GenerationDesign {
  arrays: PvArray[];
  /** Default: one inverter per array, sized to it. */
  inverters?: GenerationInverter[];
  /** The spec's systemLoss record (null or missing fields: defaults). */
  systemLoss?: SpecSystemLoss | null;
  /** Cable losses of the string design. [%] */
  dcLineLoss?: number;
  acLineLoss?: number;
  /** Calibration factor (the spec's generation factor; default 1.0). [-] */
  generationFactor?: number;
}

/** Generation of a year and of the equipment life. */
export interface Generation {
  /** [kWh] */
  monthlyPowerGeneration: MonthlyValues;
  /** [kWh] */
  totalPowerGeneration: number;
  /** Years 1..25, ageing applied. [kWh] */
  yearlyPowerGeneration: number[];
  /** [kWh/kWp] */
  specificYield: number;
  /** [-] */
  performanceRatio: number;
  /** [kW] */
  dcCapacityKw: number;
}

/**
 * The inverter model: the catalogue's efficiency curve when rating and both efficiencies are
 * known, PVWatts (96 % nominal) at the catalogue rating when only the rating is, else PVWatts
 * sized to the arrays' DC power (no clipping), as PVWatts does by default.
 */
function inverterModel(inverter: GenerationInverter, dcCapacity: number): InverterModel {
  const rated = inverter.ratedAcPower;
  if (!rated) return { kind: 'pvwatts', ratedAcPower: dcCapacity };
  const { maxEfficiency, europeanEfficiency } = inverter;
  if (maxEfficiency && europeanEfficiency) {
    return {
      kind: 'efficiency-curve',
      ratedAcPower: rated,
      maxEfficiency: maxEfficiency / 100,
      europeanEfficiency: Math.min(europeanEfficiency, maxEfficiency) / 100,
    };
  }
  return { kind: 'pvwatts', ratedAcPower: rated };
}

function inverterUnits(design: GenerationDesign): InverterUnit[] {
  const inverters: GenerationInverter[] = design.inverters ?? design.arrays.map((_, i) => ({ arrays: [i] }));
  return inverters.flatMap((inverter) => {
    const inputs = inverter.arrays.map((i, k) => ({
      array: i,
      dcCapacity: inverter.shares?.[k] ?? design.arrays[i]!.dcCapacity,
    }));
    const dcCapacity = inputs.reduce((sum, input) => sum + input.dcCapacity, 0);
    // An inverter without panels produces nothing; a model of zero rating cannot be evaluated.
    if (!(dcCapacity > 0)) return [];
    return [
      {
        model: inverterModel(inverter, dcCapacity),
        count: inverter.ratedAcPower ? (inverter.count ?? 1) : 1,
        inputs,
      },
    ];
  });
}

/** A year's generation and the hourly AC power it sums. */
export interface HourlyGeneration {
  generation: Generation;
  /** AC power of each weather record, calibration included (0 without inverters). [W] */
  acPowerW: Float64Array;
  /**
   * Row-to-row shading as a share of the nominal energy (the engine's `LossBreakdown.shading` over
   * `nominal`, 2 decimals); 0 without arrays of several rows. [%]
   */
  shadingLossPercent: number;
}

/**
 * Simulates the design over the climate's year.
 * @remarks The hourly chain of `simulateSystem` (Perez transposition, physical IAM, SAPM cell
 * temperature, PVWatts DC with the panel's γ, the user's flat losses in the spec's order, cable
 * losses, the inverter model, unavailability) times the generation factor; the 25 years apply the
 * component ageing (linear, the spec's componentagingdecay, default 0.6 %/year).
 * @example
 * simulateGeneration(climate, { arrays: [{ surfaceTilt: 30, surfaceAzimuth: 180, dcCapacity: 5000 }] });
 */
export function simulateGeneration(climate: ClimateData, design: GenerationDesign): Generation {
  return simulateGenerationHourly(climate, design).generation;
}

/**
 * {@link simulateGeneration} with the hourly AC power it sums, for what runs hour by hour on top
 * of it (the storage year's battery dispatch).
 */
export function simulateGenerationHourly(climate: ClimateData, design: GenerationDesign): HourlyGeneration {
  const { arrays } = design;
  const weather = climate.weather();
  checkWorkBudget(arrays.length, weather.ghi.length);
  const inverters = inverterUnits(design);
  const dcCapacity = arrays.reduce((sum, array) => sum + array.dcCapacity, 0);
  if (inverters.length === 0) {
    return {
      generation: emptyGeneration(dcCapacity),
      acPowerW: new Float64Array(weather.ghi.length),
      shadingLossPercent: 0,
    };
  }
  const result = simulateSystem(
    {
      arrays,
      inverters,
      losses: systemLossesFromSpec(design.systemLoss, {
        dcLine: design.dcLineLoss,
        acLine: design.acLineLoss,
      }),
      calibrationFactor: design.generationFactor ?? DEFAULT_GENERATION_FACTOR,
    },
    weather,
    climate.sun(),
  );
  const generation: Generation = {
    monthlyPowerGeneration: byMonth(result.acEnergy.monthly),
    totalPowerGeneration: roundTo(result.acEnergy.annual, 2),
    yearlyPowerGeneration: result.lifetimeAcEnergy.map((energy) => roundTo(energy, 2)),
    specificYield: roundTo(result.acEnergy.annual / (dcCapacity / 1000), 2),
    performanceRatio: roundTo(result.performanceRatio, 4),
    dcCapacityKw: roundTo(dcCapacity / 1000, 3),
  };
  const { shading, nominal } = result.losses;
  return {
    generation,
    acPowerW: result.acPower,
    shadingLossPercent: nominal > 0 ? roundTo((shading / nominal) * 100, 2) : 0,
  };
}

/**
 * Refuses (118) a simulation beyond the engine's budget for one request: arrays × records at most
 * ENGINE_MAX_ARRAY_YEARS hourly years, so no request can hold a function (or the local runtime)
 * for seconds.
 */
function checkWorkBudget(arrayCount: number, records: number): void {
  const arrayYears = (arrayCount * records) / HOURS_PER_YEAR;
  if (arrayYears > ENGINE_MAX_ARRAY_YEARS) {
    throw new AppError(Code.invalidInput, {
      messageKey: 'engineWorkTooLarge',
      data: { arrayYears: Math.ceil(arrayYears), limit: ENGINE_MAX_ARRAY_YEARS },
    });
  }
}

function emptyGeneration(dcCapacity: number): Generation {
  return {
    monthlyPowerGeneration: byMonth(new Array(12).fill(0)),
    totalPowerGeneration: 0,
    yearlyPowerGeneration: new Array(EQUIPMENT_LIFE_YEARS).fill(0),
    specificYield: 0,
    performanceRatio: 0,
    dcCapacityKw: roundTo(dcCapacity / 1000, 3),
  };
}

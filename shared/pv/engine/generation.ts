/**
 * Generation of a designed system (queryMonthPowerGeneration, queryProjectReportData): monthly,
 * annual and 25-year AC energy from the engine's hourly chain.
 */

import { DEFAULT_GENERATION_FACTOR } from '../../finance/generation-factor';
import type { Albedo } from '../irradiance/albedo';
import { EQUIPMENT_LIFE_YEARS } from '../losses/ageing';
import { DEFAULT_SYSTEM_LOSSES, type SystemLosses } from '../losses/system-losses';
import type { InverterModel } from '../power/inverter';
import { simulateSystem } from '../simulation/system';
import type { InverterUnit, PvArray } from '../simulation/types';
import type { EngineClimate } from './climate';
import { emptyLossChain, type LossChain, lossChainOf } from './loss-chain';
import { answerFigure, byMonth, type MonthlyValues } from './monthly';
import {
  type PanelShade,
  panelShades,
  SHADING_STEPS,
  type ShadingLosses,
  shadingLosses,
} from './shading-losses';
import { checkWorkBudget } from './work-budget';

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

/**
 * A system to simulate, in the engine's own terms (a project's: `shared/project/design/engine-design.ts`).
 */
export interface GenerationDesign {
  arrays: PvArray[];
  /** Default: one inverter per array, sized to it. */
  inverters?: GenerationInverter[];
  /** The flat losses, the string design's cable losses among them; default the defaults of [WIZ-10]. */
  losses?: SystemLosses;
  /** Calibration factor (the generation factor [ENG-2]; default 1.0). [-] */
  generationFactor?: number;
  /** Ground reflectance, one value or 12 monthly values [BIF-3] [-]; default 0.2. */
  albedo?: Albedo;
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
   * Row-to-row shading as a share of the energy reaching it (the nominal energy less the horizon's
   * and the obstacles' shade; 2 decimals); 0 without arrays of several rows. [%]
   */
  shadingLossPercent: number;
  /** Every shading step's loss, over the year and by month. [%] */
  shading: ShadingLosses;
  /** Each array with obstacles: its panels against the unshaded best. */
  panelShades: PanelShade[];
  /** The engine's loss chain from the plane's irradiation to AC, ending at the performance ratio. */
  lossChain: LossChain;
}

/** No shading at all: every step 0. */
function noShading(): ShadingLosses {
  const steps = (value: () => number | number[]) =>
    Object.fromEntries(SHADING_STEPS.map((step) => [step, value()]));
  return {
    annual: steps(() => 0) as ShadingLosses['annual'],
    monthly: steps(() => new Array(12).fill(0)) as ShadingLosses['monthly'],
  };
}

/**
 * Simulates the design over the climate's year.
 * @remarks The hourly chain of `simulateSystem` (Perez transposition, physical IAM, SAPM cell
 * temperature, PVWatts DC with the panel's γ, the user's flat losses in the loss step's order [WIZ-10], cable
 * losses, the inverter model, unavailability) times the generation factor; the 25 years apply the
 * component ageing (linear, the system loss step's componentagingdecay, default 0.6 %/year [WIZ-10]).
 * @example
 * simulateGeneration(climate, { arrays: [{ surfaceTilt: 30, surfaceAzimuth: 180, dcCapacity: 5000 }] });
 */
export function simulateGeneration(climate: EngineClimate, design: GenerationDesign): Generation {
  return simulateGenerationHourly(climate, design).generation;
}

/**
 * {@link simulateGeneration} with the hourly AC power it sums, for what runs hour by hour on top
 * of it (the storage year's battery dispatch).
 */
export function simulateGenerationHourly(climate: EngineClimate, design: GenerationDesign): HourlyGeneration {
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
      shading: noShading(),
      panelShades: [],
      lossChain: emptyLossChain(weather),
    };
  }
  const result = simulateSystem(
    {
      arrays,
      inverters,
      losses: design.losses ?? DEFAULT_SYSTEM_LOSSES,
      calibrationFactor: design.generationFactor ?? DEFAULT_GENERATION_FACTOR,
      ...(design.albedo !== undefined && { albedo: design.albedo }),
    },
    weather,
    climate.sun(),
  );
  const generation: Generation = {
    monthlyPowerGeneration: byMonth(result.acEnergy.monthly),
    totalPowerGeneration: answerFigure(result.acEnergy.annual, 'energy'),
    yearlyPowerGeneration: result.lifetimeAcEnergy.map((energy) => answerFigure(energy, 'energy')),
    specificYield: answerFigure(result.acEnergy.annual / (dcCapacity / 1000), 'energy'),
    performanceRatio: answerFigure(result.performanceRatio, 'performanceRatio'),
    dcCapacityKw: answerFigure(dcCapacity / 1000, 'sum'),
  };
  const shading = shadingLosses(
    result,
    arrays.map((array) => array.dcCapacity),
  );
  return {
    generation,
    acPowerW: result.acPower,
    // The rows' share of the energy reaching them (the nominal energy without surroundings).
    shadingLossPercent: shading.annual.rows,
    shading,
    panelShades: panelShades(result),
    lossChain: lossChainOf(result, weather),
  };
}

function emptyGeneration(dcCapacity: number): Generation {
  return {
    monthlyPowerGeneration: byMonth(new Array(12).fill(0)),
    totalPowerGeneration: 0,
    yearlyPowerGeneration: new Array(EQUIPMENT_LIFE_YEARS).fill(0),
    specificYield: 0,
    performanceRatio: 0,
    dcCapacityKw: answerFigure(dcCapacity / 1000, 'sum'),
  };
}

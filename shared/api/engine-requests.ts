/**
 * The engine calls' requests read into the engine's own terms, through the project's adapter
 * (shared/project/design/array-engine.ts, engine-design.ts): a payload is read here, once, and never
 * used as the engine's format.
 */
import type { z } from 'zod';
import { engineArrayKind } from '../project/design/array-engine';
import { wiredDesign } from '../project/design/engine-design';
import type { GenerationDesign, GenerationInverter } from '../pv/engine/generation';
import type { LayoutArray } from '../pv/engine/irradiance-heat-loss';
import { systemLossesFromSpec } from '../pv/losses/system-losses';
import type { queryIrradianceLossAndHeatLoss, queryMonthPowerGeneration } from './engine';
import type { queryProjectReportData } from './project-report';

type RequestOf<C extends { request: z.ZodType }> = z.output<C['request']>;

/** The losses of a generation request: its systemLoss record with its cable losses. */
function requestLosses(
  request: Pick<RequestOf<typeof queryMonthPowerGeneration>, 'systemLoss' | 'dcLineLoss' | 'acLineLoss'>,
) {
  return systemLossesFromSpec(request.systemLoss, { dcLine: request.dcLineLoss, acLine: request.acLineLoss });
}

/**
 * queryProjectReportData's design: its inverters with the items wired to them (panel peak power ×
 * count each), merged into the engine's arrays as a stored project's are.
 */
export function reportRequestDesign(
  request: RequestOf<typeof queryProjectReportData>,
): GenerationDesign & { inverters: GenerationInverter[] } {
  const wired = request.inverters.map((inverter) => ({
    figures: inverter,
    count: inverter.invertercount,
    items: inverter.inverterItems.map((item) => ({
      array: item,
      watts: item.componentPeakPower * item.componentTotalCount,
    })),
  }));
  return {
    ...wiredDesign(wired),
    losses: requestLosses(request),
    generationFactor: request.generationFactor,
  };
}

/**
 * queryMonthPowerGeneration's design: each array on an inverter of its own size, its capacity
 * peakPowerKw, else panel peak power × count. [W]
 */
export function generationRequestDesign(
  request: RequestOf<typeof queryMonthPowerGeneration>,
): GenerationDesign {
  return {
    arrays: request.arrays.map((array) => ({
      ...engineArrayKind(array),
      dcCapacity:
        array.peakPowerKw !== undefined
          ? array.peakPowerKw * 1000
          : (array.componentPeakPower ?? 0) * (array.componentTotalCount ?? 0),
    })),
    losses: requestLosses(request),
    generationFactor: request.generationFactor,
  };
}

/** queryIrradianceLossAndHeatLoss's arrays (the call spells its fields with capitals). */
export function layoutRequestArrays(
  request: RequestOf<typeof queryIrradianceLossAndHeatLoss>,
): LayoutArray[] {
  return request.pvArrayLayout.map((array) => ({
    surfaceTilt: array.Inclination,
    surfaceAzimuth: array.Azimuth,
    panelEfficiency: array.PanelEfficiency,
    tempCoefficientPmax: array.TempCoefficientPmax,
  }));
}

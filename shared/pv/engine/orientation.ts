/**
 * Best angles (getBestTilt, getBestAzimuth, queryLocationAdditional): the orientation with the
 * most annual plane-of-array irradiation (Perez, albedo 0.2), from the engine's fast search.
 * Angles are answered to 0.1° (the rounding rule 'angle' says why).
 */
import { bestAzimuth, bestTilt } from '../orientation/best-orientation';
import type { EngineClimate } from './climate';
import { answerFigure } from './monthly';

/** Best angles and the annual irradiation there. */
export interface BestAngles {
  /** [°] */
  BestTilt: number;
  /** Clockwise from north [°]. */
  BestAzimuth: number;
  /** [kWh/m²/year] */
  TiltedRadiation: number;
}

function answer(tilt: number, azimuth: number, poaAnnual: number): BestAngles {
  return {
    BestTilt: answerFigure(tilt, 'angle'),
    BestAzimuth: answerFigure(azimuth, 'angle') % 360,
    TiltedRadiation: answerFigure(poaAnnual, 'energy'),
  };
}

/** The overall best orientation (stored with the climate, so usually free). */
export function bestOverall(climate: EngineClimate): BestAngles {
  const { best } = climate.derived();
  return answer(best.surfaceTilt, best.surfaceAzimuth, best.poaAnnual);
}

/**
 * getBestTilt: the best tilt for the given azimuth; without an azimuth, the best pair.
 * @param surfaceAzimuth clockwise from north [°]
 */
export function bestTiltFor(climate: EngineClimate, surfaceAzimuth: number | undefined): BestAngles {
  if (surfaceAzimuth === undefined) return bestOverall(climate);
  const result = bestTilt(climate.basis(), surfaceAzimuth);
  return answer(result.surfaceTilt, result.surfaceAzimuth, result.poaAnnual);
}

/**
 * getBestAzimuth: the best azimuth for the given tilt; without a tilt, the best pair.
 * @param surfaceTilt [°]
 */
export function bestAzimuthFor(climate: EngineClimate, surfaceTilt: number | undefined): BestAngles {
  if (surfaceTilt === undefined) return bestOverall(climate);
  const result = bestAzimuth(climate.basis(), surfaceTilt);
  return answer(result.surfaceTilt, result.surfaceAzimuth, result.poaAnnual);
}

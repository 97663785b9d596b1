/**
 * What shades each PV array of a project, in the engine's terms, as array-surroundings.ts gives it
 * and the engine's arrays (array-engine.ts), the design and the report's shading figures read it:
 * each array's surroundings with the key that tells arrays shaded alike, and whether near shading
 * was computed.
 */
import type { ArraySurroundings } from '../../pv/simulation/types';

/** Whether a project's near shading was computed. */
export type NearShadingState = 'none' | 'computed' | 'tooManyPanels';

/** An array's surroundings and what keys them apart from another array's. */
export interface ArraySurroundingsOf {
  surroundings: ArraySurroundings;
  /** Equal for two arrays whose surroundings shade alike (the engine merges such arrays). */
  key: string;
  /** The scene's panels by their stable index in the array's fill, with near shading. */
  panelIndices?: number[];
  /** The scene's panels' corners in the plan frame, 8 numbers (4 × x, y) a panel. [m] */
  panelCorners?: Float64Array;
}

/** Every array's surroundings, by array id, and the state of the near shading. */
export interface ProjectSurroundings {
  byArray: Map<string, ArraySurroundingsOf>;
  nearShading: NearShadingState;
}

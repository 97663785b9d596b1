/**
 * The shading figures the live results and the report answer for a project with surroundings
 * (shared/project/record/surroundings.ts): each shading step's loss over the year and by month, whether
 * near shading was computed, and the report's shade map.
 */
import * as z from 'zod';
import { surroundingsInput } from '../record/surroundings';

const percents = z.object({
  /** The far horizon: the sun behind it and the sky it hides. [%] */
  horizon: z.number(),
  /** The obstacles' shadows and the sky they hide (linear). [%] */
  nearShading: z.number(),
  /** The rows in front (linear). [%] */
  rows: z.number(),
  /** The electrical effect of the obstacles' and the rows' shade on strings (Martínez). [%] */
  electrical: z.number(),
});

/** Twelve numbers, January first. */
const months = z.array(z.number()).length(12);

/**
 * The shading steps' losses, each a share of the energy reaching that step, so they multiply as
 * the loss waterfall takes them (2 decimals) [SUR-7].
 */
export const shadingResults = z.object({
  annual: percents,
  monthly: z.object({ horizon: months, nearShading: months, rows: months, electrical: months }),
  /**
   * 'computed': the obstacles shade the drawn panels; 'none': no obstacle or no drawn array;
   * 'tooManyPanels': more drawn panels than near shading computes (its bar is 0, not measured).
   */
  nearShadingState: z.enum(['none', 'computed', 'tooManyPanels']),
});
export type ShadingResults = z.output<typeof shadingResults>;

/**
 * A drawn array's panels coloured by their annual irradiation: each panel's corners in the plan
 * frame (metres east and north of the project's site) and its share of the unshaded best panel's.
 */
export const shadeMap = z.object({
  pvArrayId: z.string(),
  panels: z.array(
    z.object({
      /** Four corners [x, y] in drawing order. [m] */
      corners: z.array(z.tuple([z.number(), z.number()])),
      /** Annual irradiation with the horizon and obstacles over the best panel's without obstacles, 3 decimals. [-] */
      share: z.number(),
    }),
  ),
});
export type ShadeMap = z.output<typeof shadeMap>;

/** The report's surroundings page: what surrounds the arrays, the losses, the shade maps [SUR-10]. */
export const surroundingsReport = z.object({
  surroundings: surroundingsInput,
  shading: shadingResults,
  /** The drawn arrays' centres in the plan frame, from which the sun-path diagram sees the obstacles. [m] */
  arrayCentres: z.array(z.object({ pvArrayId: z.string(), x: z.number(), y: z.number() })),
  shadeMaps: z.array(shadeMap),
});
export type SurroundingsReport = z.output<typeof surroundingsReport>;

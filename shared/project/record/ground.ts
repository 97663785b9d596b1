/**
 * The ground under a project's arrays [MNT-4]: its albedo, one value for the year or 12 monthly
 * values January first, and the preset it was taken from (shared/pv/irradiance/albedo.ts). The
 * engine's default (0.2) applies to a project without it, so an old project keeps its figures.
 */
import * as z from 'zod';
import { boundedNumber } from '../../api/bounded-number';
import { ALBEDO_PRESETS, type Albedo, type AlbedoPresetName } from '../../pv/irradiance/albedo';

const albedoValue = boundedNumber(0, 1, { minKey: 'albedoRange', maxKey: 'albedoRange' });

/** The presets' names, in the editor's order. */
export const ALBEDO_PRESET_NAMES = Object.keys(ALBEDO_PRESETS) as AlbedoPresetName[];

/** The ground section as the editor sends and the project stores it. */
export const groundInput = z.object({
  /** Ground reflectance: one value, or 12 monthly values (January first). [-] */
  albedo: z.union([albedoValue, z.array(albedoValue).length(12, { error: 'albedoMonths' })], {
    error: 'albedoRange',
  }),
  /** The preset the value came from; absent: entered by hand. */
  presetId: z.enum(ALBEDO_PRESET_NAMES as [AlbedoPresetName, ...AlbedoPresetName[]]).optional(),
});
export type GroundRecord = z.output<typeof groundInput>;

/** The albedo the engine takes; undefined without a ground section (the engine's default). */
export function projectAlbedo(ground: GroundRecord | null | undefined): Albedo | undefined {
  return ground?.albedo;
}

/**
 * The ground section's edits [MNT-4] (docs/mounting.md): a preset sets its value, a value typed
 * by hand drops the preset, and the "by month" switch turns one value into 12 (January first)
 * and back. The schema (shared/project/record/ground.ts) judges the values; these only shape them.
 */

import type { GroundRecord } from '@pvd/shared/project/record/ground';
import { ALBEDO_PRESETS, type AlbedoPresetName } from '@pvd/shared/pv/irradiance/albedo';
import { DEFAULT_ALBEDO } from '@pvd/shared/pv/irradiance/ground-diffuse';

/** The select's choices: a preset's name, or a value entered by hand. */
export type GroundChoice = AlbedoPresetName | 'custom';

/** The engine's albedo for a project without a ground section (docs/mounting.md, MNT-4). [-] */
export { DEFAULT_ALBEDO };

/** The ground a preset gives. */
export function groundOfPreset(presetId: AlbedoPresetName): GroundRecord {
  return { albedo: ALBEDO_PRESETS[presetId].albedo, presetId };
}

/** The choice the select shows: the preset, 'custom' for a value by hand, null without a section. */
export function choiceOf(ground: GroundRecord | null | undefined): GroundChoice | null {
  if (!ground) return null;
  return ground.presetId ?? 'custom';
}

/** The value of the year the single field shows (a monthly albedo's January). [-] */
export function yearValueOf(ground: GroundRecord | null | undefined): number {
  if (!ground) return DEFAULT_ALBEDO;
  return typeof ground.albedo === 'number' ? ground.albedo : (ground.albedo[0] ?? DEFAULT_ALBEDO);
}

/** The ground after a choice in the select: a preset's value, or the current value by hand. */
export function withChoice(ground: GroundRecord | null | undefined, choice: GroundChoice): GroundRecord {
  if (choice !== 'custom') return groundOfPreset(choice);
  return { albedo: ground?.albedo ?? DEFAULT_ALBEDO };
}

/** The ground with one value for the year typed by hand (no preset any more). */
export function withYearValue(value: number): GroundRecord {
  return { albedo: value };
}

/**
 * The ground by month (12 copies of the year's value) or for the year (January's value). A
 * monthly albedo is the user's own: the preset is dropped.
 */
export function withByMonth(ground: GroundRecord | null | undefined, byMonth: boolean): GroundRecord {
  const value = yearValueOf(ground);
  if (byMonth) return { albedo: Array.from({ length: 12 }, () => value) };
  return { albedo: value };
}

/** The ground with month `index` (0 = January) set to `value`. */
export function withMonthValue(ground: GroundRecord, index: number, value: number): GroundRecord {
  const months = typeof ground.albedo === 'number' ? Array(12).fill(ground.albedo) : [...ground.albedo];
  months[index] = value;
  return { albedo: months };
}

/** The names of the typical load shapes [LOAD-3], apart from their data (catalogue.ts). */

export const TYPICAL_SHAPE_IDS = [
  'residential',
  'office',
  'retail',
  'hotel',
  'hospital',
  'school',
  'factory-one-shift',
  'factory-two-shifts',
  'factory-three-shifts',
  'cold-store',
] as const;
export type TypicalShapeId = (typeof TYPICAL_SHAPE_IDS)[number];

/** Whether `id` names one of the shapes. */
export function isTypicalShapeId(id: string): id is TypicalShapeId {
  return (TYPICAL_SHAPE_IDS as readonly string[]).includes(id);
}

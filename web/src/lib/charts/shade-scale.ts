/**
 * The shade map's classes: a panel's annual irradiation against the best unshaded panel's,
 * from "unshaded" (99 % and more) down to "below 80 %", each with its colour (a diverging
 * green-to-red scale that stays apart for the common colour-vision deficiencies when read with
 * the legend's numbers).
 */

export interface ShadeClass {
  /** Lowest ratio of the class. [-] */
  from: number;
  colour: string;
}

/** From the best class down; the last takes everything below. */
export const SHADE_CLASSES: readonly ShadeClass[] = [
  { from: 0.99, colour: '#1a9850' },
  { from: 0.97, colour: '#91cf60' },
  { from: 0.95, colour: '#d9ef8b' },
  { from: 0.9, colour: '#fee08b' },
  { from: 0.8, colour: '#fc8d59' },
  { from: Number.NEGATIVE_INFINITY, colour: '#d73027' },
];

/** The class of a ratio. */
export function shadeClassOf(ratio: number): number {
  const index = SHADE_CLASSES.findIndex((shade) => ratio >= shade.from);
  return index < 0 ? SHADE_CLASSES.length - 1 : index;
}

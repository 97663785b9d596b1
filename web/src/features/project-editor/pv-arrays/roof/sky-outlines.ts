/** Obstacle outlines of the sun-path diagram as the chart fills them. */

export type Outline = [number, number][];

/**
 * An obstacle's outline (its top from low to high azimuth, then its bottom back) as the pieces
 * the chart can fill: an obstacle seen across north has its top's azimuths in two runs (near 0°
 * and near 360°), each its own polygon, or the fill would sweep the whole sky between them.
 */
export function outlinePieces(outline: Outline): Outline[] {
  const half = outline.length / 2;
  const top = outline.slice(0, half);
  const bottom = outline.slice(half).reverse();
  const pieces: Outline[] = [];
  let start = 0;
  for (let i = 1; i <= top.length; i++) {
    if (i === top.length || top[i]![0] - top[i - 1]![0] > 90) {
      pieces.push([...top.slice(start, i), ...bottom.slice(start, i).reverse()]);
      start = i;
    }
  }
  return pieces;
}

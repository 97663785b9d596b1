/**
 * The import template's example row. It shows realistic values (a real inverter series, real
 * figures), but its model name begins with `EXAMPLE-`, and the import skips every row whose model
 * name begins so (any case). An unedited template therefore imports nothing and says so, instead
 * of reporting its example as a model already in the catalogue (-1001), and the example can never
 * collide with a real model such as the seeded SUN-5K-G.
 */

/** What the model name of an example row begins with. */
export const EXAMPLE_NAME_PREFIX = 'EXAMPLE-';

/** The example row's model name for a realistic one, e.g. `EXAMPLE-SUN-5K-G`. */
export function exampleName(realisticName: string): string {
  return `${EXAMPLE_NAME_PREFIX}${realisticName}`;
}

/** True when a model name cell marks its row as the template's example. */
export function isExampleName(cell: unknown): boolean {
  return String(cell ?? '')
    .trim()
    .toUpperCase()
    .startsWith(EXAMPLE_NAME_PREFIX);
}

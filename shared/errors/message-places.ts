/**
 * The `{name}` places of a message filled from its parameters: the one filling every message with
 * places uses (the meter file's refusals name their row and column this way).
 */

/** Values a message's places take. */
export type MessageParams = Readonly<Record<string, string | number | undefined>>;

/**
 * `text` with each `{name}` replaced by `params[name]`; a place without a parameter is left as it is.
 *
 * @example
 * fillPlaces('Row {row}, column {column}', { row: 12, column: 'B' }); // 'Row 12, column B'
 */
export function fillPlaces(text: string, params: MessageParams): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) && params[name] !== undefined ? String(params[name]) : whole,
  );
}

/**
 * Columns found by name in the header lines of csv weather files, tolerant of the small
 * differences real exports have: case, spaces, punctuation and units in brackets. A
 * SolarAnywhere TMY3 export, for one, spells `DNI (W/m^2))`; others write `Temperature` or
 * `temperature (C)`. What is compared is a key: the name in lower case, letters and digits only,
 * with bracketed parts (units) removed first.
 */
import { WeatherFormatError } from './errors';

/** An opening bracket up to its closing bracket(s), or to the end when it is never closed. */
const BRACKETED = /[([{][^)\]}]*(?:[)\]}]+|$)/g;
const NOT_ALPHANUMERIC = /[^a-z0-9]/g;

/**
 * The key a column name is compared by.
 * @param dropUnits remove bracketed parts first (default); false where the brackets carry the
 *   meaning, as in PVGIS's `G(h)`, `Gb(n)`, `Gd(h)`
 * @example
 * columnKey('DNI (W/m^2))'); // 'dni'
 * columnKey(' Dry-bulb (C) '); // 'drybulb'
 * columnKey('Gb(n)', false); // 'gbn'
 */
export function columnKey(name: string, dropUnits = true): string {
  const base = dropUnits ? name.replace(BRACKETED, ' ') : name;
  return base.toLowerCase().replace(NOT_ALPHANUMERIC, '');
}

/** Where the column names were read, for errors, and how they are compared. */
export interface ColumnSearch {
  format: string;
  /** 1-based line of the column names. */
  line?: number;
  /** See {@link columnKey}; default true. */
  dropUnits?: boolean;
}

/**
 * Index of a column among a header's names: the name written exactly (trimmed) first, else the
 * first name with the same {@link columnKey}; -1 when there is none (an optional column).
 */
export function findColumn(names: readonly string[], column: string, dropUnits = true): number {
  const exact = names.findIndex((name) => name.trim() === column);
  if (exact >= 0) return exact;
  const key = columnKey(column, dropUnits);
  return names.findIndex((name) => columnKey(name, dropUnits) === key);
}

/**
 * Indices of the wanted columns among a header's names, found by {@link findColumn}.
 * @param names the header's cells, in order
 * @param wanted the columns, named as the format's documentation names them
 * @throws {@link WeatherFormatError} 'missing-column' for the first wanted column not found,
 *   with `column` set to its documented name
 */
export function findColumns(
  names: readonly string[],
  wanted: readonly string[],
  search: ColumnSearch,
): number[] {
  const dropUnits = search.dropUnits ?? true;
  return wanted.map((column) => {
    const index = findColumn(names, column, dropUnits);
    if (index >= 0) return index;
    const where = search.line === undefined ? '' : ` on line ${search.line}`;
    const tolerance = dropUnits
      ? 'case, spaces, punctuation and units in brackets'
      : 'case, spaces and punctuation';
    throw new WeatherFormatError(
      'missing-column',
      `no "${column}" column${where} (names compared ignoring ${tolerance})`,
      {
        format: search.format,
        column,
        ...(search.line === undefined ? {} : { line: search.line }),
      },
    );
  });
}

/** List orders of the catalogue tables, on raw items before only the page's rows are parsed. */
import type { Item } from './items';

/**
 * Natural order of names: digits compare as numbers (SUN-10K before SUN-100K), case ignored. The
 * locale is fixed so every Lambda sorts alike.
 */
const naturalCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Compares two names in natural order (see {@link naturalCollator}); equal-but-for-case by code point. */
export function compareNatural(a: string, b: string): number {
  return naturalCollator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Newest `createtime` first; equal times by `tieField` in natural order, so pages are stable. */
export function newestFirst(tieField: string) {
  return (a: Item, b: Item): number =>
    String(b.createtime).localeCompare(String(a.createtime)) ||
    compareNatural(String(a[tieField]), String(b[tieField]));
}

/** By the given text fields in turn, ascending in natural order (case-insensitive). */
export function byText(...fields: string[]) {
  return (a: Item, b: Item): number => {
    for (const field of fields) {
      const order = naturalCollator.compare(String(a[field] ?? ''), String(b[field] ?? ''));
      if (order !== 0) return order;
    }
    return 0;
  };
}

/** List orders of the catalogue tables, on raw items before only the page's rows are parsed. */
import type { Item } from './items';

/** Newest `createtime` first; equal times by `tieField` ascending, so pages are stable. */
export function newestFirst(tieField: string) {
  return (a: Item, b: Item): number =>
    String(b.createtime).localeCompare(String(a.createtime)) ||
    String(a[tieField]).localeCompare(String(b[tieField]));
}

/** By the given text fields in turn, ascending (case-insensitive). */
export function byText(...fields: string[]) {
  return (a: Item, b: Item): number => {
    for (const field of fields) {
      const order = String(a[field] ?? '').localeCompare(String(b[field] ?? ''), 'en', {
        sensitivity: 'base',
      });
      if (order !== 0) return order;
    }
    return 0;
  };
}

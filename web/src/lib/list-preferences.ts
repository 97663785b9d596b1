/**
 * The preferences of each list (page size and shown columns), kept in this browser so a reload
 * or a later visit shows the list as it was left. One storage entry holds every list's, by name.
 */
import { storageKeys } from '../config/storage-keys';

/** A column and whether it is shown, in display order (Cloudscape's content display item). */
export interface ColumnShown {
  id: string;
  visible: boolean;
}

export interface ListPreferences {
  pageSize?: number;
  columns?: ColumnShown[];
}

function readAll(): Record<string, ListPreferences> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKeys.listPreferences) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, ListPreferences>) : {};
  } catch {
    // Unreadable or blocked storage: the list's defaults.
    return {};
  }
}

/** The preferences remembered for `list` (nothing when none or unreadable). */
export function readListPreferences(list: string): ListPreferences {
  const stored = readAll()[list];
  return stored && typeof stored === 'object' ? stored : {};
}

/** Remembers `change` for `list`, keeping what it does not name. */
export function rememberListPreferences(list: string, change: ListPreferences): void {
  const all = readAll();
  all[list] = { ...readListPreferences(list), ...change };
  try {
    localStorage.setItem(storageKeys.listPreferences, JSON.stringify(all));
  } catch {
    // Not kept when storage is blocked; the choice still applies to this visit.
  }
}

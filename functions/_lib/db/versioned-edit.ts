/**
 * The one versioned edit of a stored item: read it, refuse an edit made from an older read
 * (117 [ERR-2], [PRJ-4]), stamp the edit with the next version and the save's time, and write
 * it only over the version read, so of two edits of one version exactly one is saved and the
 * other is refused instead of overwriting it. The caller brings its own reads, writes and
 * refusals (the missing item is 113, 114 or 115 depending on who asks; a taken name is 118 on
 * the caller's field); the clock is passed in.
 */
import type { SaveOutcome } from './named-item';

/** What every versioned item carries: the number of saves it has had. */
export interface Versioned {
  version: number;
}

/** The version and time an edit is saved with. */
export interface EditStamp {
  /** The stored version + 1. */
  version: number;
  /** The save's time, ISO 8601 (the catalogue items' field of that name). */
  lastmodifytime: string;
}

/**
 * The item changed since the editor read it: answered 117 (see `asAppError` in
 * functions/_lib/errors.ts), so the editor reloads and tries again.
 */
export class StaleVersionError extends Error {
  constructor(
    readonly expectedVersion: number,
    readonly storedVersion: number | undefined,
  ) {
    super(
      storedVersion === undefined
        ? `the edit of version ${expectedVersion} lost to a concurrent save`
        : `the edit of version ${expectedVersion} came after version ${storedVersion} was stored`,
    );
    this.name = 'StaleVersionError';
  }
}

/** One edit, as {@link editAtVersion} runs it. */
export interface VersionedEdit<T extends Versioned> {
  /** Reads the stored item; undefined when there is none. */
  read: () => Promise<T | undefined>;
  /** The version the editor read. */
  expectedVersion: number;
  /** The save's time. */
  now: Date;
  /**
   * The item as edited from the stored one, carrying the stamp (catalogue items spread it:
   * `{ ...current, ...fields, ...stamp }`). It may throw the caller's own refusals.
   */
  change: (current: T, stamp: EditStamp) => T | Promise<T>;
  /**
   * A look for the new name among the other items before the write, for kinds whose older items
   * have no name guard (the write's guard catches the rest).
   */
  isNameTaken?: (next: T) => Promise<boolean>;
  /**
   * Writes `next` only if the stored item is still at `expectedVersion`: 'saved' (or true),
   * 'conflict' (or false) when a newer save came first, 'nameTaken' when its name guard refused.
   */
  write: (current: T, next: T, expectedVersion: number) => Promise<SaveOutcome | boolean>;
  /** The caller's refusals: of an item that is not there, and of a name another item holds. */
  refuse: { missing: () => Error; nameTaken?: () => Error };
}

/** The stamp of the save after `current`. */
export function editStamp(current: Versioned, now: Date): EditStamp {
  return { version: current.version + 1, lastmodifytime: now.toISOString() };
}

function nameRefusal(refuse: VersionedEdit<Versioned>['refuse']): Error {
  if (!refuse.nameTaken) throw new Error('a write that guards a name needs refuse.nameTaken');
  return refuse.nameTaken();
}

/**
 * Runs one versioned edit: the stored item, refused when missing (the caller's error) or at
 * another version than the one read (`StaleVersionError`, 117); then the edit, stamped with
 * the next version and `now`; then the conditional write, whose 'conflict' is 117 and whose
 * 'nameTaken' is the caller's 118. Answers the item read and the item saved.
 *
 * @example
 * const { next } = await editAtVersion({
 *   read: () => getCommonBattery(input.id),
 *   expectedVersion: input.version,
 *   now: new Date(),
 *   change: (current, stamp) => ({ ...current, ...commonBatteryFromForm(input), ...stamp }),
 *   write: replaceCommonBattery,
 *   refuse: { missing: itemNotFound, nameTaken: () => fieldRefused('modelName', key, culture) },
 * });
 */
export async function editAtVersion<T extends Versioned>(
  edit: VersionedEdit<T>,
): Promise<{ current: T; next: T }> {
  const current = await edit.read();
  if (!current) throw edit.refuse.missing();
  if (current.version !== edit.expectedVersion) {
    throw new StaleVersionError(edit.expectedVersion, current.version);
  }
  const stamp = editStamp(current, edit.now);
  const next = await edit.change(current, stamp);
  if (next.version !== stamp.version) throw new Error('an edit must be saved with its stamp');
  if (edit.isNameTaken && (await edit.isNameTaken(next))) throw nameRefusal(edit.refuse);
  const written = await edit.write(current, next, current.version);
  const outcome = written === true ? 'saved' : written === false ? 'conflict' : written;
  if (outcome === 'conflict') throw new StaleVersionError(edit.expectedVersion, undefined);
  if (outcome === 'nameTaken') throw nameRefusal(edit.refuse);
  return { current, next };
}

/**
 * Writing the checked rows of an import: each item with its unique-name claim, 50 items per
 * transaction, so an item already in the catalogue (or written meanwhile by someone else) is
 * skipped and listed, and the rest is imported (code -1001 [CAT-6]).
 */
import type { SystemBatterySpec } from '@pvd/shared/catalogue/battery';
import type { PanelSpec } from '@pvd/shared/catalogue/panel';
import type { ImportKind } from '@pvd/shared/catalogue/spreadsheet-columns';
import type { SystemInverterSpec } from '@pvd/shared/catalogue/system-inverter';
import { newStoredSystemBattery, newSystemBatteryParts } from '../db/entities/system-battery';
import { markInvertersChanged, newInverterParts, newStoredInverter } from '../db/entities/system-inverter';
import {
  markSystemPanelsChanged,
  newStoredSystemPanel,
  newSystemPanelParts,
} from '../db/entities/system-panel';
import { newId } from '../db/ids';
import { mapWithLimit, type TransactPart, writeGroupsAtomically } from '../db/items';

/** Rows per chunk (one transaction when no name is taken) and chunks in flight at once. */
const CHUNK_ROWS = 50;
const CHUNK_CONCURRENCY = 4;

export interface WriteResult {
  imported: number;
  /** Names of the rows skipped because the catalogue already holds them. */
  alreadyImported: string[];
}

type Row = Record<string, unknown>;

interface Writer {
  /** The transaction parts that store a row as a new item. */
  parts: (row: Row, now: Date) => TransactPart[];
  /** Raises the kind's list revision (once per chunk rather than once per row). */
  markChanged: () => Promise<void>;
}

const writers: Record<ImportKind, Writer> = {
  inverter: {
    parts: (row, now) =>
      newInverterParts(newStoredInverter(row as SystemInverterSpec, { id: newId(), imageKey: null, now })),
    markChanged: markInvertersChanged,
  },
  inverterBattery: {
    parts: (row, now) =>
      newSystemBatteryParts(newStoredSystemBattery(row as SystemBatterySpec, newId(), now)),
    // System batteries are listed straight from their (small) partition: nothing to raise.
    markChanged: async () => undefined,
  },
  systemComponent: {
    parts: (row, now) => newSystemPanelParts(newStoredSystemPanel(row as PanelSpec, newId(), now)),
    markChanged: markSystemPanelsChanged,
  },
};

/**
 * Writes the rows of one kind (rows already checked, none repeating another); `onProgress` is
 * called after each chunk with the number of rows written or skipped so far.
 */
export async function writeImportedRows(
  kind: ImportKind,
  rows: readonly Row[],
  displayName: (row: Row) => string,
  onProgress: (done: number) => Promise<void>,
): Promise<WriteResult> {
  const writer = writers[kind];
  const now = new Date();
  const chunks: Row[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) chunks.push(rows.slice(i, i + CHUNK_ROWS));
  let done = 0;
  const results = await mapWithLimit(chunks, CHUNK_CONCURRENCY, async (chunk) => {
    const written = await writeGroupsAtomically(chunk.map((row) => writer.parts(row, now)));
    done += chunk.length;
    await writer.markChanged();
    await onProgress(done);
    return written;
  });
  const written = results.flat();
  return {
    imported: written.filter(Boolean).length,
    alreadyImported: rows.filter((_, i) => !written[i]).map(displayName),
  };
}

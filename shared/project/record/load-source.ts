/**
 * `userLoad`: where a project's load comes from, for both project types [LOAD-5] (a storage
 * project's load step, a grid-connected project's own consumption): a meter file kept with the
 * project, else a typical shape scaled to the figures of proUserLoadInformation (user-load.ts,
 * the spec's fields, unchanged). Absent in projects saved before it: no meter file, and the load
 * step's figures shaped as they always were.
 *
 * The meter file is the server's: the load-file calls set and remove it, a save keeps it.
 */
import * as z from 'zod';
import { TYPICAL_SHAPE_IDS } from '../../load/typical-shapes/ids';
import { meterFileRecord } from './meter-file';

/** What the editor sends; absent keeps what is stored, a null shape goes back to the default. */
export const loadSourceInput = z.object({
  /** The typical shape the figures are spread by when there is no meter file [LOAD-3]. */
  typicalShape: z.enum(TYPICAL_SHAPE_IDS, { error: 'invalidValue' }).nullish(),
});
export type LoadSourceInput = z.output<typeof loadSourceInput>;

/** As stored. */
export const loadSourceRecord = z.object({
  typicalShape: z.enum(TYPICAL_SHAPE_IDS).optional(),
  /** The meter file read for the project; null or absent: none. */
  meterFile: meterFileRecord.nullish(),
});
export type LoadSourceRecord = z.output<typeof loadSourceRecord>;

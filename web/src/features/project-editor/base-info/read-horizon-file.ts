/**
 * Reads a far-horizon file the user chose with the shared reader (shared/project/record/horizon-file.ts:
 * PVGIS's JSON or CSV, or two columns `horizon_azimuth,horizon_elevation`), after refusing one
 * larger than any horizon file, without reading it.
 */
import { HORIZON_FILE_MAX_BYTES } from '@pvd/shared/constants/limits';
import { type HorizonFileResult, readHorizonFile } from '@pvd/shared/project/record/horizon-file';

export async function readHorizonFromFile(file: File): Promise<HorizonFileResult> {
  if (file.size > HORIZON_FILE_MAX_BYTES) return { ok: false, key: 'horizonFileTooLarge' };
  return readHorizonFile(await file.text());
}

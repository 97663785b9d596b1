/**
 * The weather-file calls of the base info step [ENG-6]: the caller's files, an upload (the
 * product's two steps: a pre-signed PUT, then saveWeatherFile, which reads and keeps the file) and
 * a delete. The type and size are checked here before anything is sent; a file the server cannot
 * read comes back as a {@link WeatherFileRefusal} holding the reader's reason, which the dialog
 * words in the reader's language at every render (a language switch re-words it [ACC-13]).
 */

import type { WeatherFile } from '@pvd/shared/api/climate';
import * as climateCalls from '@pvd/shared/api/climate';
import type { ValidationMessageKey } from '@pvd/shared/errors/validation';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { putToPresignedUrl } from '@/lib/uploads';

export type { WeatherFile };

/** The list's query key; uploads and deletes refresh it. */
export const weatherFilesKey = ['climate', 'queryWeatherFiles'] as const;

/** The caller's weather files, newest first. */
export function weatherFilesQuery() {
  return queryOptions({
    queryKey: weatherFilesKey,
    queryFn: () => api(climateCalls.queryWeatherFiles, {}, { quiet: 'all' }),
    staleTime: 60_000,
  });
}

/** What the reader said of a file it could not read (saveWeatherFile's 119 `data`). */
export interface ReaderReason {
  reason: string;
  format?: string | null;
  /** The line (text) or record (JSON) where it was found. */
  line?: number | null;
  column?: string | null;
  quantity?: string | null;
  value?: number | null;
  /** For a file of too few records. */
  records?: number | null;
}

/**
 * Why a file was not taken: a shared message (its type or size, checked here or by the server),
 * or the reader's reason; `message` is the server's text, for a refusal of neither kind.
 */
export type WeatherFileRefusal =
  | { kind: 'rule'; key: ValidationMessageKey }
  | { kind: 'reader'; reader: ReaderReason }
  | { kind: 'other'; message: string };

/** Thrown by {@link uploadWeatherFile} for a file refused; anything else the API client showed. */
export class WeatherFileRefusedError extends Error {
  constructor(readonly refusal: WeatherFileRefusal) {
    super('weather file refused');
    this.name = 'WeatherFileRefusedError';
  }
}

/** Why `file` cannot be sent (its name's ending, its size), or undefined. */
export function declaredFileRefusal(file: Pick<File, 'name' | 'size'>): WeatherFileRefusal | undefined {
  const name = file.name.toLowerCase();
  if (!climateCalls.WEATHER_FILE_EXTENSIONS.some((ending) => name.endsWith(ending))) {
    return { kind: 'rule', key: 'weatherFileTypeInvalid' };
  }
  if (file.size > climateCalls.WEATHER_FILE_MAX_BYTES) return { kind: 'rule', key: 'weatherFileTooLarge' };
  if (file.size === 0) return { kind: 'reader', reader: { reason: 'empty-file' } };
  return undefined;
}

/** The refusal of a 119 answer. */
function refusalOf(error: ApiError): WeatherFileRefusal {
  const data = error.data as Partial<ReaderReason> | null;
  if (data && typeof data.reason === 'string') return { kind: 'reader', reader: data as ReaderReason };
  return { kind: 'other', message: error.message };
}

/** Runs a weather-file call whose 119 (a refused file) is the dialog's to show. */
async function refusable<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.code === 119) throw new WeatherFileRefusedError(refusalOf(error));
    throw error;
  }
}

/**
 * Uploads and reads `file`; answers the file as kept.
 * @throws WeatherFileRefusedError when the file is refused (its type, size or content)
 */
export async function uploadWeatherFile(file: File): Promise<WeatherFile> {
  const declared = declaredFileRefusal(file);
  if (declared) throw new WeatherFileRefusedError(declared);
  const quiet = { quiet: [119] } as const;
  const upload = await refusable(() =>
    api(climateCalls.createWeatherFileUpload, { fileName: file.name, size: file.size }, quiet),
  );
  await putToPresignedUrl(upload, file);
  return refusable(() =>
    api(climateCalls.saveWeatherFile, { uploadId: upload.uploadId, fileName: file.name }, quiet),
  );
}

/** Deletes one of the caller's weather files. */
export function deleteWeatherFile(weatherFileId: string): Promise<null> {
  return api(climateCalls.deleteWeatherFile, { weatherFileId });
}

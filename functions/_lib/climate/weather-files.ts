/**
 * Uploaded weather files: the checks on the declared file, reading the uploaded bytes into the
 * engine's hourly year (119 with the reader's reason when they cannot be read), keeping it, and
 * deleting it. The file's content decides its format; the name is only a hint.
 */
import { WEATHER_FILE_EXTENSIONS, WEATHER_FILE_MAX_BYTES, type WeatherFile } from '@pvd/shared/api/climate';
import { Code } from '@pvd/shared/errors/codes';
import { HOURS_PER_YEAR } from '@pvd/shared/pv/civil-calendar';
import { climateSunPositions, deriveClimateProducts } from '@pvd/shared/pv/engine/climate';
import { answerFigure } from '@pvd/shared/pv/engine/monthly';
import { parseWeatherFile, WeatherFormatError } from '@pvd/shared/pv/weather/index';
import type { HourlyWeather } from '@pvd/shared/pv/weather/types';
import { copyObject, deleteObject } from '../aws/s3';
import {
  createWeatherFile,
  deleteWeatherFileItems,
  getWeatherFile,
  isUnreadable,
  type StoredWeatherFile,
  WEATHER_FILE_PREFIX,
  type WeatherFileMeta,
} from '../db/entities/weather-file';
import { newId } from '../db/ids';
import { AppError } from '../errors';
import { fileRefused, notYours } from '../refusals';
import { takeUpload } from '../uploads/take-upload';
import { uploadedBytes } from '../uploads/uploaded-bytes';
import { weatherYears } from './data-years';
import { climateService } from './default-service';
import { encodeHourlyWeather } from './series-codec';

/** The upload purpose recorded for weather files. */
export const WEATHER_FILE_PURPOSE = 'weatherFile';
/** Content type signed into the upload URL (formats are told apart by content, not by type). */
export const WEATHER_FILE_CONTENT_TYPE = 'application/octet-stream';

/**
 * Refuses a file before it is uploaded: a name without .epw/.csv/.json (119, HTTP 415) or a size
 * above 5 MB (119, HTTP 413).
 */
export function checkDeclaredWeatherFile(fileName: string, size: number): void {
  const name = fileName.toLowerCase();
  if (!WEATHER_FILE_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    throw fileRefused('weatherFileTypeInvalid', 'type');
  }
  if (size > WEATHER_FILE_MAX_BYTES) {
    throw fileRefused('weatherFileTooLarge', 'size');
  }
}

/** The answer's view of a stored weather file; an unreadable one is listed so it can be deleted. */
export function toWeatherFile(file: StoredWeatherFile): WeatherFile {
  if (isUnreadable(file)) {
    return {
      weatherFileId: file.id,
      fileName: file.fileName,
      readable: false,
      format: null,
      siteName: null,
      years: null,
      latitude: null,
      longitude: null,
      elevation: null,
      records: null,
      ghiAnnual: null,
      tempMean: null,
      createdAt: file.createdAt,
    };
  }
  return {
    weatherFileId: file.id,
    fileName: file.fileName,
    readable: true,
    format: file.format,
    siteName: file.site.name?.trim() || null,
    years: file.years ?? null,
    latitude: file.site.latitude,
    longitude: file.site.longitude,
    elevation: file.site.elevation,
    records: file.records,
    ghiAnnual: answerFigure(file.derived.ghiAnnual, 'energy'),
    tempMean: answerFigure(file.derived.tempMean, 'summaryTemperature'),
    createdAt: file.createdAt,
  };
}

/** Reads the uploaded text; 119 with the reader's reason when it is not a whole hourly year. */
function readWeather(bytes: Uint8Array, fileName: string): HourlyWeather {
  let weather: HourlyWeather;
  try {
    // Non-fatal decoding: EPW site names are sometimes Latin-1; the numbers are ASCII either way.
    weather = parseWeatherFile(new TextDecoder('utf-8').decode(bytes), fileName);
  } catch (error) {
    if (!(error instanceof WeatherFormatError)) throw error;
    throw new AppError(Code.fileRejected, {
      messageKey: 'weatherFileUnreadable',
      data: {
        reason: error.reason,
        format: error.format ?? null,
        line: error.line ?? null,
        // The column not found, or the quantity and value out of its physical range.
        column: error.column ?? null,
        quantity: error.quantity ?? null,
        value: error.value ?? null,
        detail: error.message,
      },
      cause: error,
    });
  }
  if (weather.ghi.length * weather.intervalHours < HOURS_PER_YEAR) {
    throw new AppError(Code.fileRejected, {
      messageKey: 'weatherFileNotFullYear',
      data: { reason: 'wrong-record-count', format: weather.source, records: weather.ghi.length },
    });
  }
  return weather;
}

/**
 * Takes a finished upload: claimed once (118 when missing or already used, also by a concurrent
 * call; 114 for another account's), the object there (118) within the cap and of the declared size
 * (119), and its content a whole hourly year within physical ranges (119). The original moves to
 * `weather/<accountId>/<id>`, the table keeps the packed year and its derived products; a refused
 * original is deleted.
 */
export async function takeWeatherFileUpload(
  uploadId: string,
  accountId: string,
  fileName: string,
  now = new Date(),
): Promise<WeatherFile> {
  const upload = await takeUpload(uploadId, accountId, WEATHER_FILE_PURPOSE);
  try {
    const bytes = await uploadedBytes(upload, WEATHER_FILE_MAX_BYTES, 'weatherFileTooLarge');
    const weather = readWeather(bytes, fileName);
    const id = newId();
    const meta: WeatherFileMeta = {
      id,
      accountId,
      fileName,
      format: weather.source,
      site: weather.site,
      records: weather.ghi.length,
      years: weatherYears(weather),
      derived: deriveClimateProducts(weather, climateSunPositions(weather)),
      objectKey: `${WEATHER_FILE_PREFIX}${accountId}/${id}`,
      createdAt: now.toISOString(),
    };
    await copyObject(upload.objectKey, meta.objectKey, WEATHER_FILE_CONTENT_TYPE);
    await createWeatherFile(meta, encodeHourlyWeather(weather));
    return toWeatherFile(meta);
  } finally {
    await deleteObject(upload.objectKey);
  }
}

/** Deletes one of the caller's weather files: 115 (404) when missing, 114 for another account's. */
export async function deleteOwnWeatherFile(id: string, accountId: string): Promise<void> {
  const file = await getWeatherFile(id);
  if (!file) throw new AppError(Code.parameterMissing, { messageKey: 'weatherFileNotFound', status: 404 });
  if (file.accountId !== accountId) throw notYours();
  await deleteWeatherFileItems(id);
  await deleteObject(file.objectKey);
  climateService().forgetWeatherFile(id);
}

/**
 * Climate [ENG-1]: the `source` object every engine answer carries, and the product's own
 * weather-file calls: a weather file (EPW, PVGIS TMY, TMY2/3, NSRDB) uploaded for a project as
 * its climate source.
 *
 * A weather file belongs to the account that uploaded it; a project (or any engine call) uses it by
 * naming its `weatherFileId`. The upload is the product's usual two steps: a pre-signed PUT, then a
 * JSON call that reads, checks and keeps the file (119 when it cannot be read).
 */
import * as z from 'zod';
import { Role } from '../constants/roles';
import {
  type HorizontalRadiation,
  MONTH_KEYS,
  type MonthKey,
  type MonthlyValues,
} from '../pv/engine/monthly';
import { emptyRequest, idField, noData, requiredTextField, singleLine } from './common-fields';
import { defineCall } from './define';
import { presignedUpload, uploadSizeField } from './upload';

/** Where the climate of an answer came from, best first (see functions/_lib/climate). */
export const climateSourceIds = ['pvgis-tmy', 'nasa-power', 'weather-file', 'clear-sky-estimate'] as const;
export type ClimateSourceId = (typeof climateSourceIds)[number];

/**
 * The climate source of an answer. `isEstimate` is true only for the clear-sky estimate, which
 * the product never shows as if it were measured: `notice` then says so in the caller's language.
 */
export const climateSource = z.object({
  id: z.enum(climateSourceIds),
  /**
   * Name of the source in the caller's language (with the file name for an uploaded file). A
   * reader shows `climateSourceLabel(source, language)`, which rebuilds it in the reader's.
   */
  label: singleLine(z.string()),
  /** The uploaded file's name, for source 'weather-file'. */
  fileName: singleLine(z.string()).optional(),
  isEstimate: z.boolean(),
  /**
   * A sentence to show beside the figures, in the caller's language: always for the estimate, and
   * for a far-away weather file. A reader shows `climateSourceNotice(source, language)`, which
   * rebuilds it in the reader's.
   */
  notice: singleLine(z.string()).optional(),
  /** Where the climate data are for (the rounded request location or the file's site). [°] */
  latitude: z.number(),
  /** [°] */
  longitude: z.number(),
  /** The uploaded file used, for source 'weather-file'. */
  weatherFileId: singleLine(z.string()).optional(),
  /**
   * For source 'weather-file': how far the file's site is from the location asked about, to the
   * kilometre; a reader says so beyond 50 km (`climateSourceNotice`). [km]
   */
  distanceKm: z.number().nonnegative().optional(),
  /**
   * The calendar years the records come from (PVGIS's typical year, a weather file); null for
   * the sources the engine turns into a synthetic year (NASA POWER's means, the estimate).
   */
  years: z.object({ first: z.number().int(), last: z.number().int() }).nullish(),
});
export type ClimateSource = z.infer<typeof climateSource>;

export { MONTH_KEYS, type MonthKey };

/** An object of twelve numbers keyed `<prefix>Jan` .. `<prefix>Dec`. */
function keyedByMonth<P extends string>(prefix: P) {
  const shape = Object.fromEntries(MONTH_KEYS.map((key) => [`${prefix}${key}`, z.number()]));
  return z.object(shape as { [K in `${P}${MonthKey}`]: z.ZodNumber });
}

/** Monthly values keyed Jan..Dec, as a radiation result. */
export const monthlyValues = keyedByMonth('') satisfies z.ZodType<MonthlyValues>;
export type { MonthlyValues };

/** Monthly global horizontal irradiation GJan..GDec. [kWh/m²/month] */
export const horizontalRadiation = keyedByMonth('G') satisfies z.ZodType<HorizontalRadiation>;
export type { HorizontalRadiation };

/** Largest weather file accepted (an EPW year is about 1.8 MB, a PVGIS TMY json 1.4 MB). [bytes] */
export const WEATHER_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** File name endings accepted for weather files (the content decides the format; TMY2 files end .tm2). */
export const WEATHER_FILE_EXTENSIONS = ['.epw', '.csv', '.json', '.tm2'] as const;

/** A weather file as listed and answered after upload. */
export const weatherFile = z.object({
  weatherFileId: z.string(),
  fileName: z.string(),
  /**
   * False for a stored file that can no longer be read (its record fails its schema): it is listed
   * with no figures so its owner can delete it, and the engine refuses it (119).
   */
  readable: z.boolean(),
  /**
   * Format the reader recognised: 'epw', 'epw-pvgis', 'tmy3', 'tmy2', 'nsrdb-psm3', 'nsrdb-psm4',
   * 'nsrdb-psm', 'pvgis-tmy-json', 'pvgis-tmy-csv'.
   */
  format: z.string().nullable(),
  /** The site's name as the file gives it (an EPW's city, a TMY3's station); null when it has none. */
  siteName: z.string().nullable(),
  /** The calendar years of its records (a typical year's months may come from several). */
  years: z.object({ first: z.number().int(), last: z.number().int() }).nullable(),
  /** Site of the file. [°] */
  latitude: z.number().nullable(),
  /** [°] */
  longitude: z.number().nullable(),
  /** [m] */
  elevation: z.number().nullable(),
  /** Number of records: hourly, or half-hourly for 30-minute NSRDB PSM files (17520 a year). */
  records: z.number().nullable(),
  /** Annual global horizontal irradiation. [kWh/m²] */
  ghiAnnual: z.number().nullable(),
  /** Mean air temperature. [°C] */
  tempMean: z.number().nullable(),
  /** When it was uploaded (ISO). */
  createdAt: z.string(),
});
export type WeatherFile = z.infer<typeof weatherFile>;

const fileNameField = requiredTextField(255);

export const createWeatherFileUpload = defineCall({
  group: 'climate',
  name: 'createWeatherFileUpload',
  summary: 'A pre-signed URL to upload one weather file (EPW, TMY3 csv, PVGIS TMY json/csv; at most 5 MB).',
  access: [Role.user],
  request: z.object({
    /** The file's name; it must end in .epw, .csv or .json (119 otherwise). */
    fileName: fileNameField,
    /** [bytes]; at most 5 MB (119 otherwise). */
    size: uploadSizeField,
  }),
  response: presignedUpload,
  needs: ['s3'],
});

export const saveWeatherFile = defineCall({
  group: 'climate',
  name: 'saveWeatherFile',
  summary: 'Reads and keeps an uploaded weather file (119 with the reason when it cannot be read).',
  access: [Role.user],
  request: z.object({ uploadId: idField, fileName: fileNameField }),
  response: weatherFile,
  needs: ['s3'],
  heavy: true,
});

export const queryWeatherFiles = defineCall({
  group: 'climate',
  name: 'queryWeatherFiles',
  summary: 'The caller’s weather files, newest first.',
  access: [Role.user],
  request: emptyRequest,
  response: z.array(weatherFile),
});

export const deleteWeatherFile = defineCall({
  group: 'climate',
  name: 'deleteWeatherFile',
  summary: 'Deletes one of the caller’s weather files (114 for another account’s file).',
  access: [Role.user],
  request: z.object({ weatherFileId: idField }),
  response: noData,
  needs: ['s3'],
});

/**
 * A refused weather file in the reader's language: the shared message of a type or size refusal,
 * or the reader's reason with where it was found (line or record, column, the value against its
 * physical range). Built from the refusal's data at every render, never kept as text, so a switch
 * of language re-words it [ACC-13].
 */
import { validationMessage } from '@pvd/shared/errors/validation';
import { PHYSICAL_RANGES, type RangedQuantity } from '@pvd/shared/pv/weather/physical-ranges';
import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/format-number';
import type { Language } from '@/lib/language';
import type { ReaderReason, WeatherFileRefusal } from './weather-file-api';

type T = TFunction<'editorClimate'>;

const REASONS = [
  'empty-file',
  'unknown-format',
  'invalid-json',
  'bad-header',
  'missing-column',
  'wrong-record-count',
  'bad-timestamp',
  'bad-value',
  'all-missing',
  'out-of-range',
  'missing-value',
  'unsupported-interval',
] as const;
type Reason = (typeof REASONS)[number];

function isReason(value: string): value is Reason {
  return (REASONS as readonly string[]).includes(value);
}

function isRanged(quantity: string): quantity is RangedQuantity {
  return Object.hasOwn(PHYSICAL_RANGES, quantity);
}

/** Where in the file: JSON content counts records, text content lines. */
function placeLine(reader: ReaderReason, t: T): string | null {
  if (reader.line === null || reader.line === undefined) return null;
  const json = reader.format?.endsWith('json') ?? false;
  return t(json ? 'refusal.record' : 'refusal.line', { line: reader.line });
}

/** The value and the range it breaks, for an out-of-range refusal. */
function valueLine(reader: ReaderReason, t: T, language: Language): string | null {
  const { quantity, value } = reader;
  if (!quantity || !isRanged(quantity) || value === null || value === undefined) return null;
  const range = PHYSICAL_RANGES[quantity];
  return t('refusal.value', {
    quantity: t(`refusal.quantities.${quantity}`),
    value: formatNumber(value, language, 2),
    unit: range.unit,
    min: formatNumber(range.min, language, 2),
    max: formatNumber(range.max, language, 2),
  });
}

function readerLines(reader: ReaderReason, t: T, language: Language): string[] {
  const lines = [
    isReason(reader.reason) ? t(`refusal.reasons.${reader.reason}`) : t('refusal.unknownReason'),
  ];
  if (reader.format) lines.push(t('refusal.format', { format: formatName(reader.format, t) }));
  const place = placeLine(reader, t);
  if (place) lines.push(place);
  if (reader.column) lines.push(t('refusal.column', { column: reader.column }));
  const value = valueLine(reader, t, language);
  if (value) lines.push(value);
  if (reader.reason === 'wrong-record-count' && typeof reader.records === 'number') {
    lines.push(t('refusal.records', { records: formatNumber(reader.records, language, 0) }));
  }
  return lines;
}

const FORMATS = [
  'epw',
  'epw-pvgis',
  'tmy3',
  'tmy2',
  'nsrdb-psm3',
  'nsrdb-psm4',
  'nsrdb-psm',
  'pvgis-tmy-json',
  'pvgis-tmy-csv',
] as const;

/** A reader's format name as people know it ('pvgis-tmy-json' → 'PVGIS TMY (json)'). */
export function formatName(format: string, t: T): string {
  return (FORMATS as readonly string[]).includes(format)
    ? t(`formats.${format as (typeof FORMATS)[number]}`)
    : format;
}

/**
 * The refusal's sentences in `language`.
 * @example
 * refusalLines({ kind: 'reader', reader: { reason: 'unknown-format' } }, t, 'en');
 * // ['It is not a weather file the engine reads: EPW, TMY3, …']
 */
export function refusalLines(refusal: WeatherFileRefusal, t: T, language: Language): string[] {
  if (refusal.kind === 'rule') return [validationMessage(refusal.key, language)];
  if (refusal.kind === 'other') return [refusal.message];
  return readerLines(refusal.reader, t, language);
}

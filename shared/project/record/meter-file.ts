/**
 * A meter data file kept with a project [LOAD-5]: the user's choices for what the file leaves
 * open, the preview of its load (shared/load/load-preview.ts) and the reference the project keeps.
 * The year itself is in the bucket (docs/decisions/0050-meter-load-in-the-bucket.md).
 */
import * as z from 'zod';
import { singleLine } from '../../api/common-fields';
import { STEP_MINUTES, type StepMinutes } from '../../load/interval-series';
import type { LoadFilePreview, LoadFileSummary } from '../../load/load-preview';
import { METER_UNITS, type MeterFileChoices } from '../../load/meter-file/choices';
import type { MeterGuesses } from '../../load/meter-file/result';
import { TYPICAL_SHAPE_IDS } from '../../load/typical-shapes/ids';

/** An interval the product keeps: 1, 5, 10, 15, 30 or 60. [min] */
export const stepMinutesField = z.union(
  STEP_MINUTES.map((step) => z.literal(step)),
) as z.ZodType<StepMinutes>;

const STAMPS = ['start', 'end'] as const;
const DATE_ORDERS = ['dmy', 'mdy'] as const;

/** The user's answers to what a meter file leaves open, each optional (the reader's guess then). */
export const meterFileChoices = z.object({
  unit: z.enum(METER_UNITS, { error: 'invalidValue' }).optional(),
  stamps: z.enum(STAMPS, { error: 'invalidValue' }).optional(),
  dateOrder: z.enum(DATE_ORDERS, { error: 'invalidValue' }).optional(),
  /** IANA name, e.g. `Asia/Shanghai` (118 on this field when it is not known). */
  timeZone: singleLine(
    z.string({ error: 'invalidType' }).trim().min(1, { error: 'required' }).max(64, { error: 'tooLong' }),
  ).optional(),
  /** The kind of load a partial year is extended by. */
  shape: z.enum(TYPICAL_SHAPE_IDS, { error: 'invalidValue' }).optional(),
}) satisfies z.ZodType<MeterFileChoices, unknown>;

const guessFrom = z.enum(['choice', 'file', 'data', 'default']);
const guess = <T extends z.ZodType>(value: T) => z.object({ value, from: guessFrom });

const meterGuesses = z.object({
  unit: guess(z.enum(METER_UNITS)),
  stamps: guess(z.enum(STAMPS)),
  dateOrder: guess(z.enum(DATE_ORDERS)).optional(),
  clock: guess(z.string()),
  shape: guess(z.enum(TYPICAL_SHAPE_IDS)).optional(),
}) satisfies z.ZodType<MeterGuesses, unknown>;

const matrix = z.array(z.array(z.number()));

/** The summary as answered and kept (see `LoadFileSummary` for each figure and its unit). */
export const loadFileSummary = z.object({
  /** [kWh] */
  annualKwh: z.number(),
  /** [kWh] */
  measuredKwh: z.number(),
  /** [kW] */
  peakKw: z.number(),
  stepMinutes: stepMinutesField,
  steps: z.number(),
  /** Local standard time, `YYYY-MM-DDTHH:MM`. */
  firstIntervalStart: z.string(),
  coveredDays: z.number(),
  filledSteps: z.number(),
  filledBy: z.object({ linear: z.number(), neighbouringWeeks: z.number(), sameTimeOfDay: z.number() }),
  extendedSteps: z.number(),
  duplicateRows: z.number(),
  droppedLeapDayReadings: z.number(),
  droppedOutsideYearReadings: z.number(),
  partial: z.boolean(),
  layout: z.enum(['long', 'wide']),
  unit: z.enum(METER_UNITS),
  dateOrder: z.enum(DATE_ORDERS).nullable(),
  stamps: z.enum(STAMPS),
  newestFirst: z.boolean(),
  /** [kWh] */
  exportKwh: z.number().nullable(),
  /** 12 months × 24 hours. [kW] */
  monthHourKw: matrix,
  /** 7 days (Monday first) × the steps of a day at `typicalWeekStepMinutes`. [kW] */
  typicalWeekKw: matrix,
  typicalWeekStepMinutes: stepMinutesField,
}) satisfies z.ZodType<LoadFileSummary, unknown>;

/** What the preview, the save and the stored project show of a meter file's load. */
export const loadFilePreview = z.object({
  summary: loadFileSummary,
  guesses: meterGuesses,
  needs: z.array(z.enum(['unit', 'stamps', 'dateOrder', 'timeZone'])),
}) satisfies z.ZodType<LoadFilePreview, unknown>;

/** The meter file a project keeps: its preview, how it was read, and the id its stored year has. */
export const meterFileRecord = loadFilePreview.extend({
  /** Id of the stored year (its object in the bucket: functions/_lib/load/stored-load.ts). */
  id: z.string(),
  fileName: z.string(),
  /** The load's interval, as the file gave it. [min] */
  stepMinutes: stepMinutesField,
  /** The choices it was read with. */
  choices: meterFileChoices,
  /** ISO time it was saved. */
  savedAt: z.string(),
});
export type MeterFileRecord = z.output<typeof meterFileRecord>;

/**
 * A tariff as JSON [TAR-1]: named periods with their import (and export) prices, which period
 * applies in each hour of each month on weekdays, weekends and holidays, a demand charge on each
 * month's highest import and a fixed charge per month. Prices escalate yearly [TAR-2]; a preset
 * names its source and date [TAR-3]. Messages are keys of shared/errors/validation.ts, and an
 * issue's path names the field (`weekday[3][24]`, `periods.peak.import`).
 */
import * as z from 'zod';
import { multiLine, singleLine } from '../api/common-fields';
import { TARIFF_LIMITS } from '../constants/limits';
import { TARIFF_MAX_PERIODS } from '../errors/validation-tariff';

const MONTHS = 12;
const HOURS = 24;
/** Highest price taken, to refuse a unit slip (e.g. fen or W entered as yuan or kW). */
const MAX_PRICE = 10_000;

const price = () =>
  z
    .number({ error: 'numberRequired' })
    .min(0, { error: 'notNegative' })
    .max(MAX_PRICE, { error: 'tooLarge' });

/** A single-line text (as every text a request takes: shared/api/common-fields.ts). */
const text = (max: number) =>
  singleLine(
    z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' }),
  );

/** An object's issues of its own: a field it does not know, or not an object at all. */
const objectError = {
  error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? 'unknownField' : 'invalidType'),
};

/** One period's prices. [currency/kWh] */
const periodSchema = z.strictObject(
  {
    import: price(),
    /** Price paid for exported energy in this period; default the tariff's `export`. */
    export: price().optional(),
  },
  objectError,
);

/** 12 months × 24 hours of period names; the lengths are checked with the names. */
const scheduleSchema = z.array(
  z.array(singleLine(z.string({ error: 'invalidType' })), { error: 'invalidType' }),
  { error: 'invalidType' },
);

/** `YYYY-MM-DD` (that day) or `MM-DD` (that day every year). */
const HOLIDAY = /^(\d{4}-)?(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const sourceSchema = z.strictObject(
  {
    /** Issuing body, e.g. the provincial development and reform commission. */
    issuer: text(200),
    /** The document (title and number). */
    document: text(300),
    url: singleLine(z.string().trim().max(500, { error: 'tooLong' })).optional(),
    /** Date of the document or of the prices, `YYYY-MM-DD` or `YYYY-MM`. */
    date: singleLine(z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/, { error: 'invalidValue' })),
  },
  objectError,
);

const baseSchema = z.strictObject(
  {
    name: text(100),
    /** ISO 4217 code. */
    currency: singleLine(z.string({ error: 'required' }).regex(/^[A-Z]{3}$/, { error: 'invalidValue' })),
    periods: z.record(
      singleLine(z.string().min(1, { error: 'required' }).max(32, { error: 'tooLong' })),
      periodSchema,
      { error: 'invalidType' },
    ),
    /** Export price of every period that gives none. [currency/kWh] */
    export: price().optional(),
    weekday: scheduleSchema,
    /** Saturdays and Sundays; default the weekday schedule. */
    weekend: scheduleSchema.optional(),
    /** Public holidays; default the weekend schedule [TAR-1]. */
    holiday: scheduleSchema.optional(),
    holidays: z
      .array(singleLine(z.string().regex(HOLIDAY, { error: 'tariffHolidayInvalid' })))
      .max(TARIFF_LIMITS.holidays, { error: 'tooLong' })
      .optional(),
    /** On each month's highest mean import over one interval. [currency/(kW·month)] */
    demandChargePerKwMonth: price().optional(),
    /** [currency/month] */
    fixedPerMonth: price().optional(),
    /** Yearly change of import, demand and fixed prices [TAR-2]. [%/year] */
    escalationPercentPerYear: z
      .number({ error: 'numberRequired' })
      .min(-20, { error: 'tooSmall' })
      .max(50, { error: 'tooLarge' })
      .optional(),
    /** Yearly change of export prices. [%/year] */
    exportEscalationPercentPerYear: z
      .number({ error: 'numberRequired' })
      .min(-20, { error: 'tooSmall' })
      .max(50, { error: 'tooLarge' })
      .optional(),
    source: sourceSchema.optional(),
    /** What a preset assumed (e.g. a ratio applied to a stated flat price). */
    note: multiLine(z.string().max(2000, { error: 'tooLong' })).optional(),
  },
  objectError,
);

type ScheduleKey = 'weekday' | 'weekend' | 'holiday';
const SCHEDULES: readonly ScheduleKey[] = ['weekday', 'weekend', 'holiday'];

/** Issues of one schedule: 12 months of 24 defined period names. */
function checkSchedule(
  schedule: string[][],
  key: ScheduleKey,
  periods: Set<string>,
  ctx: z.RefinementCtx,
): void {
  if (schedule.length !== MONTHS) {
    ctx.addIssue({ code: 'custom', message: 'tariffMonthsPerYear', path: [key] });
    return;
  }
  schedule.forEach((hours, month) => {
    if (hours.length !== HOURS) {
      // A 25th hour is named where it is; a short month at the month.
      const path = hours.length > HOURS ? [key, month, HOURS] : [key, month];
      ctx.addIssue({ code: 'custom', message: 'tariffHoursPerDay', path });
      return;
    }
    hours.forEach((name, hour) => {
      if (!periods.has(name))
        ctx.addIssue({ code: 'custom', message: 'tariffPeriodUndefined', path: [key, month, hour] });
    });
  });
}

/** The tariff schema [TAR-1]. */
export const tariffSchema = baseSchema.superRefine((tariff, ctx) => {
  const names = Object.keys(tariff.periods);
  if (names.length === 0) ctx.addIssue({ code: 'custom', message: 'tariffNoPeriods', path: ['periods'] });
  if (names.length > TARIFF_MAX_PERIODS) {
    ctx.addIssue({ code: 'custom', message: 'tariffTooManyPeriods', path: ['periods'] });
  }
  const periods = new Set(names);
  for (const key of SCHEDULES) {
    const schedule = tariff[key];
    if (schedule) checkSchedule(schedule, key, periods, ctx);
  }
});

/** A tariff as given (JSON). */
export type Tariff = z.input<typeof tariffSchema>;

/** One refusal: the field's path as `a.b[3][24]` and the message key. */
export interface TariffIssue {
  path: string;
  key: string;
}

/** `['weekday', 3, 24]` → `weekday[3][24]`; `['periods', 'peak', 'import']` → `periods.peak.import`. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

/**
 * Checks a tariff's JSON [TAR-1].
 *
 * @returns The tariff, or the issues, each with its field path and message key.
 *
 * @example
 * const checked = validateTariff(json);
 * if (!checked.ok) checked.issues[0]; // { path: 'weekday[3][24]', key: 'tariffHoursPerDay' }
 */
export function validateTariff(
  json: unknown,
): { ok: true; tariff: Tariff } | { ok: false; issues: TariffIssue[] } {
  const parsed = tariffSchema.safeParse(json);
  if (parsed.success) return { ok: true, tariff: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => ({ path: issuePath(issue.path), key: issue.message })),
  };
}

/**
 * The interval of a file's readings and whether its times label the start or the end of each
 * [LOAD-2]. The interval is the most frequent step between readings (gaps are steps of several
 * intervals); a file whose times go back is refused, one written newest first is turned round.
 */
import { STEP_MINUTES, type StepMinutes } from '../interval-series';
import type { Guess, IntervalStamps } from './choices';
import type { RawReadings, StampEvidence } from './readings';
import { refuse } from './refusal';

const MINUTES_PER_DAY = 1440;

/** Reverses the readings in place when the file runs newest first. */
export function oldestFirst(readings: RawReadings): boolean {
  const { local } = readings;
  if (local.length < 2 || local[local.length - 1]! >= local[0]!) return false;
  for (const array of [readings.local, readings.values, readings.exported, readings.rows]) array?.reverse();
  return true;
}

/**
 * Refuses times that go back.
 *
 * @param zoneKnown - A zone or offsets were given, so the local times were already put in order.
 * @throws MeterFileRefusedError 'timeZoneNeeded' for a step back of at most an hour without a
 *   zone (the repeated hour when daylight saving ends), else 'backwards', naming the row.
 */
export function assertForward(readings: RawReadings, zoneKnown: boolean): void {
  const { local, rows } = readings;
  for (let i = 1; i < local.length; i++) {
    const back = local[i - 1]! - local[i]!;
    if (back <= 0) continue;
    refuse(!zoneKnown && back <= 60 ? 'timeZoneNeeded' : 'backwards', { row: rows[i]! });
  }
}

/**
 * The interval: the most frequent positive step between readings.
 * @throws MeterFileRefusedError 'intervalUnsupported' when it is not 1, 5, 10, 15, 30 or 60 min,
 *   'tooShort' when the readings have no step at all.
 */
export function detectStep(local: Float64Array): StepMinutes {
  const counts = new Map<number, number>();
  for (let i = 1; i < local.length; i++) {
    const step = local[i]! - local[i - 1]!;
    if (step > 0) counts.set(step, (counts.get(step) ?? 0) + 1);
  }
  let mode = 0;
  let most = 0;
  for (const [step, n] of counts) if (n > most || (n === most && step < mode)) [mode, most] = [step, n];
  if (mode === 0) return refuse('tooShort', { days: 0 });
  if (!(STEP_MINUTES as readonly number[]).includes(mode)) refuse('intervalUnsupported', { minutes: mode });
  return mode as StepMinutes;
}

const timeOfDay = (minutes: number) => ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;

/**
 * Whether the times are the starts or the ends of their intervals: the user's choice, the
 * header (`Start`, `结束时间`), a range or 24:00 in the cells, else where the day boundaries
 * fall (a first time of 00:15 and a last of 00:00 for quarter-hours are ends; a first of 00:00
 * or a last of 23:45 are starts); without any of these, starts by default.
 */
export function intervalStamps(
  local: Float64Array,
  step: StepMinutes,
  evidence: StampEvidence,
  header: IntervalStamps | undefined,
  choice: IntervalStamps | undefined,
): Guess<IntervalStamps> {
  if (choice) return { value: choice, from: 'choice' };
  if (header) return { value: header, from: 'file' };
  if (evidence.range) return { value: 'start', from: 'data' };
  if (evidence.midnight24) return { value: 'end', from: 'data' };
  const first = timeOfDay(local[0]!);
  const last = timeOfDay(local[local.length - 1]!);
  if (last === MINUTES_PER_DAY - step || (first === 0 && last !== 0)) return { value: 'start', from: 'data' };
  if (last === 0 && first !== 0) return { value: 'end', from: 'data' };
  return { value: 'start', from: 'default' };
}

/** Moves end times to the start of their intervals, in place. */
export function toIntervalStarts(local: Float64Array, step: StepMinutes, stamps: IntervalStamps): void {
  if (stamps === 'end') for (let i = 0; i < local.length; i++) local[i] = local[i]! - step;
}

/**
 * A time zone's daylight saving undone [LOAD-2]: the local clock of a zone (an IANA name, e.g.
 * Europe/Berlin) turned into its standard time, the clock the interval series keeps [LOAD-1].
 * The zone's offsets come from `Intl`, once per file: its transitions are found by sampling
 * every day of the span and halving the day a change falls in down to the minute.
 */
import { refuse } from './refusal';

const MS_PER_MINUTE = 60_000;
const MINUTES_PER_DAY = 1440;

/** A period of one offset, from `startUtc` (minutes since the epoch, UTC). */
interface OffsetPeriod {
  startUtc: number;
  offsetMinutes: number;
}

/** The zone's clock over a span: its offset periods and its standard offset. */
export interface ZoneClock {
  periods: OffsetPeriod[];
  /** The zone's standard offset: the least of its offsets (daylight saving adds to it). [min] */
  standardOffsetMinutes: number;
}

function formatter(zone: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
  } catch {
    return refuse('timeZoneUnknown', { zone });
  }
}

/** Offset of the zone at a UTC minute, from `GMT+05:30` as Intl writes it. [min] */
function offsetAt(format: Intl.DateTimeFormat, utcMinutes: number): number {
  const name =
    format.formatToParts(utcMinutes * MS_PER_MINUTE).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** The first minute in (from, to] at which the offset is no longer `before`. */
function changeMinute(format: Intl.DateTimeFormat, from: number, to: number, before: number): number {
  let low = from;
  let high = to;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (offsetAt(format, mid) === before) low = mid;
    else high = mid;
  }
  return high;
}

/**
 * The zone's offsets over the local minutes [firstLocal, lastLocal] (with two days either side).
 *
 * @throws MeterFileRefusedError 'timeZoneUnknown' for a name Intl does not know.
 */
export function zoneClock(zone: string, firstLocal: number, lastLocal: number): ZoneClock {
  const format = formatter(zone);
  const from = firstLocal - 2 * MINUTES_PER_DAY;
  const to = lastLocal + 2 * MINUTES_PER_DAY;
  const periods: OffsetPeriod[] = [
    { startUtc: Number.NEGATIVE_INFINITY, offsetMinutes: offsetAt(format, from) },
  ];
  for (let day = from; day < to; day += MINUTES_PER_DAY) {
    const before = periods[periods.length - 1]!.offsetMinutes;
    const next = Math.min(day + MINUTES_PER_DAY, to);
    const after = offsetAt(format, next);
    if (after !== before)
      periods.push({ startUtc: changeMinute(format, day, next, before), offsetMinutes: after });
  }
  // Over less than a year a zone may show only its summer offset: its January one is standard.
  const year = new Date(firstLocal * MS_PER_MINUTE).getUTCFullYear();
  const january = offsetAt(format, Date.UTC(year, 0, 1) / MS_PER_MINUTE);
  const july = offsetAt(format, Date.UTC(year, 6, 1) / MS_PER_MINUTE);
  const offsets = [january, july, ...periods.map((p) => p.offsetMinutes)];
  return { periods, standardOffsetMinutes: Math.min(...offsets) };
}

/**
 * Turns local clock minutes, in the order of the file, into the zone's standard time, in place.
 *
 * @remarks
 * A local time is read with the offset of the period its UTC instant falls in. In the autumn
 * repeat a local time has two such instants: the earlier is taken, unless the readings have
 * already passed it (the repeated hour's second pass), then the later. A time in the spring gap
 * has none: it is read with the offset before the change, as `Date` does.
 */
export function toStandardTime(localMinutes: Float64Array, clock: ZoneClock): void {
  const { periods, standardOffsetMinutes } = clock;
  let k = 0;
  let lastUtc = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < localMinutes.length; i++) {
    const local = localMinutes[i]!;
    if (Number.isNaN(local)) continue;
    while (k + 1 < periods.length && local - periods[k + 1]!.offsetMinutes >= periods[k + 1]!.startUtc) k++;
    while (k > 0 && local - periods[k]!.offsetMinutes < periods[k]!.startUtc) k--;
    let utc = local - periods[k]!.offsetMinutes;
    // The earlier reading of the same local time, while the previous period still held it.
    const earlier = k > 0 ? local - periods[k - 1]!.offsetMinutes : Number.NaN;
    if (earlier < periods[k]!.startUtc && earlier > lastUtc) utc = earlier;
    lastUtc = utc;
    localMinutes[i] = utc + standardOffsetMinutes;
  }
}

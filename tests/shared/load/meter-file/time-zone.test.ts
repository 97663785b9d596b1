import { toStandardTime, zoneClock } from '@pvd/shared/load/meter-file/time-zone';
import { describe, expect, it } from 'vitest';

const minutes = (iso: string) => Date.parse(`${iso}Z`) / 60_000;
const stamp = (m: number) => new Date(m * 60_000).toISOString().slice(0, 16);

describe('time zones [LOAD-2]', () => {
  it('finds Berlin’s 2023 changes to the minute and its standard offset', () => {
    const clock = zoneClock('Europe/Berlin', minutes('2023-01-01T00:00'), minutes('2023-12-31T23:00'));
    expect(clock.standardOffsetMinutes).toBe(60);
    expect(clock.periods.slice(1).map((p) => [stamp(p.startUtc), p.offsetMinutes])).toEqual([
      ['2023-03-26T01:00', 120],
      ['2023-10-29T01:00', 60],
    ]);
  });

  it('keeps the standard offset of a southern zone over a summer-only span', () => {
    // Sydney: standard time +10:00 (June), daylight saving +11:00 (January).
    const clock = zoneClock('Australia/Sydney', minutes('2023-01-01T00:00'), minutes('2023-02-01T00:00'));
    expect(clock.standardOffsetMinutes).toBe(600);
  });

  it('reads the repeated autumn hour twice in order, and a spring gap time as Date does', () => {
    const clock = zoneClock('Europe/Berlin', minutes('2023-03-01T00:00'), minutes('2023-11-01T00:00'));
    const local = Float64Array.from(
      [
        '2023-10-29T01:45',
        '2023-10-29T02:00',
        '2023-10-29T02:45',
        '2023-10-29T02:00',
        '2023-10-29T03:00',
        '2023-03-26T02:30',
      ].map(minutes),
    );
    toStandardTime(local.subarray(0, 5), clock);
    toStandardTime(local.subarray(5), clock);
    expect([...local].map(stamp)).toEqual([
      '2023-10-29T00:45',
      '2023-10-29T01:00',
      '2023-10-29T01:45',
      '2023-10-29T02:00',
      '2023-10-29T03:00',
      '2023-03-26T02:30',
    ]);
  });

  it('leaves a zone without daylight saving on its own clock', () => {
    const clock = zoneClock('Asia/Shanghai', minutes('2023-01-01T00:00'), minutes('2023-12-31T00:00'));
    const local = Float64Array.of(minutes('2023-07-01T12:00'));
    toStandardTime(local, clock);
    expect(stamp(local[0]!)).toBe('2023-07-01T12:00');
    expect(clock.standardOffsetMinutes).toBe(480);
  });
});

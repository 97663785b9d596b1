/**
 * Local time with daylight saving [LOAD-2]: a Europe/Berlin year of quarter-hours as a meter on
 * the wall clock writes it (2023: 02:00-03:00 skipped on 26 March, 02:00-03:00 written twice on
 * 29 October), read with the zone into standard time (UTC+1) without a gap or a duplicate.
 */
import { readMeterFile } from '@pvd/shared/load/meter-file/read';
import { describe, expect, it } from 'vitest';
import { loadOf } from './support/expect-year';
import { energyOf, intervalStarts, isoSpace, knownKw, lines, START_2023, utf8 } from './support/fixtures';

/** Central European Summer Time in 2023: from 26 March 01:00 UTC to 29 October 01:00 UTC. */
const SUMMER_FROM_UTC = Date.UTC(2023, 2, 26, 1) / 60_000;
const SUMMER_TO_UTC = Date.UTC(2023, 9, 29, 1) / 60_000;
const berlinWall = (utc: number) => utc + (utc >= SUMMER_FROM_UTC && utc < SUMMER_TO_UTC ? 120 : 60);

/** Standard time (UTC+1) of each quarter-hour of 2023, and its UTC minute. */
const standardYear = intervalStarts(START_2023, 15, 365);
const utcOf = (standard: number) => standard - 60;
/** The load follows the building's wall clock: its hours shift with summer time. */
const kwOf = (standard: number) => knownKw(berlinWall(utcOf(standard)));

const wallFile = lines([
  'Zeit;Leistung (kW)',
  ...standardYear.map((m) => `${isoSpace(berlinWall(utcOf(m)))};${String(kwOf(m)).replace('.', ',')}`),
]);

describe('meter data reader: daylight saving [LOAD-2]', () => {
  it('undoes Europe/Berlin summer time: no gap in spring, no duplicate in autumn', () => {
    const load = loadOf(readMeterFile(utf8(wallFile), 'meter.csv', { timeZone: 'Europe/Berlin' }));
    const { kwh, peak } = energyOf(standardYear, 15, kwOf);
    expect(load.summary).toMatchObject({
      firstIntervalStart: '2023-01-01T00:00',
      filledSteps: 0,
      duplicateRows: 0,
      partial: false,
      stepMinutes: 15,
    });
    expect(load.guesses.clock).toEqual({ value: 'Europe/Berlin', from: 'choice' });
    expect(load.summary.annualKwh).toBeCloseTo(kwh, 6);
    expect(load.summary.peakKw).toBe(peak);
    expect(standardYear.findIndex((m, i) => load.series.kw[i] !== kwOf(m))).toBe(-1);
  });

  it('puts the summer load an hour earlier on the standard clock', () => {
    const load = loadOf(readMeterFile(utf8(wallFile), 'meter.csv', { timeZone: 'Europe/Berlin' }));
    // 3 July 2023 (Monday): office hours 08:00-18:00 on the wall are 07:00-17:00 standard time.
    const step = (day: number, hour: number) => (day * 24 + hour) * 4;
    const july3 = 183;
    expect(load.series.kw[step(july3, 7)]).toBe(3.5);
    expect(load.series.kw[step(july3, 17)]).toBe(1.5);
    // 3 January: no shift.
    expect(load.series.kw[step(2, 7)]).toBe(1);
    expect(load.series.kw[step(2, 8)]).toBe(3);
  });

  it('asks for the time zone when the autumn hour repeats and none is given', () => {
    const result = readMeterFile(utf8(wallFile), 'meter.csv');
    // The header is row 1 and 29 October day 301 of the file; its 00:00 standard time is 01:00
    // on the wall (summer time), so 02:00-02:45 are its 5th to 8th readings, the repeated 02:00
    // its 9th.
    const repeatRow = 2 + 301 * 96 + 8;
    expect(result).toEqual({
      ok: false,
      refusal: { code: 'timeZoneNeeded', messageKey: 'meterTimeZoneNeeded', params: { row: repeatRow } },
    });
  });

  it('reads the same year from ISO stamps with their summer and winter offsets, no zone needed', () => {
    const iso = (utc: number) => {
      const wall = berlinWall(utc);
      return `${new Date(wall * 60_000).toISOString().slice(0, 19)}${wall - utc === 120 ? '+02:00' : '+01:00'}`;
    };
    const text = lines(['timestamp,kW', ...standardYear.map((m) => `${iso(utcOf(m))},${kwOf(m)}`)]);
    const load = loadOf(readMeterFile(utf8(text), 'meter.csv'));
    expect(load.guesses.clock).toEqual({ value: 'UTC+01:00', from: 'file' });
    expect(load.summary).toMatchObject({
      firstIntervalStart: '2023-01-01T00:00',
      filledSteps: 0,
      duplicateRows: 0,
    });
    expect(standardYear.findIndex((m, i) => load.series.kw[i] !== kwOf(m))).toBe(-1);
  });

  it('refuses a zone that does not exist', () => {
    const result = readMeterFile(utf8(wallFile), 'meter.csv', { timeZone: 'Europe/Atlantis' });
    expect(result).toMatchObject({
      ok: false,
      refusal: { code: 'timeZoneUnknown', params: { zone: 'Europe/Atlantis' } },
    });
  });
});

/**
 * The year the meter data reader builds [LOAD-1] [LOAD-2]: a worked example by hand, gaps filled
 * and duplicates dropped (and counted), 29 February and a file longer than a year, a partial
 * year extended by a typical shape, what it guesses and asks, a net meter's export, and the
 * preview matrices.
 */
import { readMeterFile } from '@pvd/shared/load/meter-file/read';
import { TYPICAL_SHAPES } from '@pvd/shared/load/typical-shapes/catalogue';
import { TYPICAL_SHAPE_IDS } from '@pvd/shared/load/typical-shapes/ids';
import { typicalLoadSeries } from '@pvd/shared/load/typical-shapes/typical-load';
import { describe, expect, it } from 'vitest';
import { expectKnownYear, loadOf } from './support/expect-year';
import {
  energyOf,
  intervalStarts,
  isoSpace,
  knownKw,
  lines,
  START_2023,
  slashDate,
  utf8,
} from './support/fixtures';

const year = (step: number) => intervalStarts(START_2023, step, 365);
const at = (iso: string) =>
  Date.UTC(
    +iso.slice(0, 4),
    +iso.slice(5, 7) - 1,
    +iso.slice(8, 10),
    +iso.slice(11, 13),
    +iso.slice(14, 16),
  ) / 60_000;

describe('meter data reader: a worked example [LOAD-2]', () => {
  it('gives the annual energy and the peak computed by hand (hourly kWh)', () => {
    // 1.5 kWh every hour of 2023, 4 kWh from 12:00 to 13:00 on 1 July:
    // 8759 × 1.5 + 4 = 13 142.5 kWh, and a peak of 4 kWh in an hour = 4 kW.
    const peakHour = at('2023-07-01T12:00');
    const text = lines([
      'Start,Energy kWh',
      ...year(60).map((m) => `${isoSpace(m)},${m === peakHour ? 4 : 1.5}`),
    ]);
    const { summary } = loadOf(readMeterFile(utf8(text), 'meter.csv'));
    expect(summary.annualKwh).toBeCloseTo(13_142.5, 9);
    expect(summary.measuredKwh).toBeCloseTo(13_142.5, 9);
    expect(summary.peakKw).toBe(4);
    expect(summary.steps).toBe(8760);
  });

  it('turns quarter-hour kWh into kW (× 4): 35 039 × 0.5 + 1.2 kWh, peak 4.8 kW', () => {
    const peakStep = at('2023-07-01T12:15');
    const text = lines(['Start,kWh', ...year(15).map((m) => `${isoSpace(m)},${m === peakStep ? 1.2 : 0.5}`)]);
    const { summary } = loadOf(readMeterFile(utf8(text), 'meter.csv'));
    expect(summary.annualKwh).toBeCloseTo(17_520.7, 9);
    expect(summary.peakKw).toBeCloseTo(4.8, 12);
  });
});

describe('meter data reader: gaps and duplicates [LOAD-2]', () => {
  const missing = new Set([
    at('2023-02-01T10:15'),
    ...intervalStarts(at('2023-03-15T10:00'), 15, 3 / 24), // a Wednesday, 10:00-13:00
  ]);
  const rows = year(15)
    .filter((m) => !missing.has(m))
    .map((m) => `${isoSpace(m)},${knownKw(m)}`);

  it('fills a missing reading linearly and three hours from the same weekday of the weeks around', () => {
    const load = loadOf(readMeterFile(utf8(lines(['time,kw', ...rows])), 'meter.csv'));
    const { kwh } = energyOf(year(15), 15, knownKw);
    expect(load.summary.filledSteps).toBe(13);
    expect(load.summary.filledBy).toEqual({ linear: 1, neighbouringWeeks: 12, sameTimeOfDay: 0 });
    // The load repeats every week in March, so the year is whole again.
    expect(load.summary.annualKwh).toBeCloseTo(kwh, 9);
    expect(load.summary.measuredKwh).toBeCloseTo(kwh - 3 * 3 - 0.25 * 3, 9);
    expect(load.summary.coveredDays).toBe(365);
  });

  it('drops repeated rows, keeping the first, and counts them', () => {
    const withRepeats = [...rows];
    for (const i of [10, 20, 30, 40, 50]) withRepeats.splice(i + 1, 0, withRepeats[i]!.replace(/,.*/, ',99'));
    const load = loadOf(readMeterFile(utf8(lines(['time,kw', ...withRepeats])), 'meter.csv'));
    expect(load.summary.duplicateRows).toBe(5);
    expect(load.summary.peakKw).toBe(3.5);
  });

  it('drops 29 February of a leap year, the series going on with 1 March', () => {
    const leapYear = intervalStarts(at('2024-01-01T00:00'), 60, 366);
    const text = lines([
      'time,kw',
      ...leapYear.map((m) => `${isoSpace(m)},${new Date(m * 60_000).getUTCMonth() + 1}`),
    ]);
    const load = loadOf(readMeterFile(utf8(text), 'meter.csv'));
    expect(load.summary).toMatchObject({
      firstIntervalStart: '2024-01-01T00:00',
      steps: 8760,
      droppedLeapDayReadings: 24,
      partial: false,
    });
    expect(load.series.kw[58 * 24]).toBe(2);
    expect(load.series.kw[59 * 24]).toBe(3);
  });

  it('keeps the last 365 days of a longer file', () => {
    const thirteenMonths = intervalStarts(at('2022-12-01T00:00'), 60, 396);
    const text = lines(['time,kw', ...thirteenMonths.map((m) => `${isoSpace(m)},${knownKw(m)}`)]);
    const load = expectKnownYear(readMeterFile(utf8(text), 'meter.csv'), 60);
    expect(load.summary.droppedOutsideYearReadings).toBe(31 * 24);
  });

  it('keeps a first day whole when the file ends with the next 1 January 00:00', () => {
    const text = lines([
      'time,kw',
      ...[...year(60), at('2024-01-01T00:00')].map((m) => `${isoSpace(m)},${knownKw(m)}`),
    ]);
    const load = expectKnownYear(readMeterFile(utf8(text), 'meter.csv', { stamps: 'start' }), 60);
    expect(load.summary.droppedOutsideYearReadings).toBe(1);
  });
});

describe('meter data reader: a partial year [LOAD-2]', () => {
  // January to March 2023 of an office: 3 kW on weekdays 08:00-18:00, 1 kW otherwise.
  const office = (m: number) => {
    const d = new Date(m * 60_000);
    const weekday = d.getUTCDay() > 0 && d.getUTCDay() < 6;
    return weekday && d.getUTCHours() >= 8 && d.getUTCHours() < 18 ? 3 : 1;
  };
  const quarter = intervalStarts(START_2023, 15, 90);
  const text = lines(['time,kw', ...quarter.map((m) => `${isoSpace(m)},${office(m)}`)]);

  it('extends three months to a year by the shape of the closest typical load, and says so', () => {
    const load = loadOf(readMeterFile(utf8(text), 'meter.csv'));
    expect(load.summary).toMatchObject({
      partial: true,
      coveredDays: 90,
      extendedSteps: 275 * 96,
      filledSteps: 0,
    });
    expect(load.guesses.shape?.from).toBe('data');
    expect(load.summary.measuredKwh).toBeCloseTo(energyOf(quarter, 15, office).kwh, 9);
    expect(load.series.kw).toHaveLength(35_040);
  });

  it.each(TYPICAL_SHAPE_IDS)('tells %s from the others in 60 days drawn from it', (id) => {
    const series = typicalLoadSeries(TYPICAL_SHAPES[id], { annualConsumptionKwh: 100_000 }, { year: 2023 });
    const hours = intervalStarts(START_2023, 60, 60);
    const file = lines(['time,kW', ...hours.map((m, i) => `${isoSpace(m)},${series.kw[i]!.toFixed(4)}`)]);
    expect(loadOf(readMeterFile(utf8(file), 'meter.csv')).guesses.shape).toEqual({ value: id, from: 'data' });
  });

  it('scales the customer’s own day by the typical shape’s season', () => {
    const load = loadOf(readMeterFile(utf8(text), 'meter.csv', { shape: 'office' }));
    const office = TYPICAL_SHAPES.office.months;
    const dayEnergy = (month: number, type: number) => office[month]![type]!.reduce((a, b) => a + b, 0);
    // Mean shape energy of the weekdays read: 22 in January, 20 in February, 23 in March 2023.
    const weekdayLevel = (22 * dayEnergy(0, 0) + 20 * dayEnergy(1, 0) + 23 * dayEnergy(2, 0)) / 65;
    // Monday 3 July 2023 (day 183), 10:00: the customer's 3 kW × the office's July weekday.
    expect(load.guesses.shape).toEqual({ value: 'office', from: 'choice' });
    expect(load.series.kw[183 * 96 + 40]).toBeCloseTo((3 * dayEnergy(6, 0)) / weekdayLevel, 12);
    // Sunday 2 July 02:00: the customer's 1 kW × the office's July Sunday.
    const sundayLevel = (5 * dayEnergy(0, 2) + 4 * dayEnergy(1, 2) + 4 * dayEnergy(2, 2)) / 13;
    expect(load.series.kw[182 * 96 + 8]).toBeCloseTo((1 * dayEnergy(6, 2)) / sundayLevel, 12);
  });
});

describe('meter data reader: guesses and choices [LOAD-2]', () => {
  const week = intervalStarts(START_2023, 15, 8);

  it('guesses kWh when no unit is written, and asks; a choice settles it', () => {
    const text = lines(['time,value', ...week.map((m) => `${isoSpace(m)},1`)]);
    const guessed = loadOf(readMeterFile(utf8(text), 'meter.csv'));
    expect(guessed.guesses.unit).toEqual({ value: 'kWh', from: 'default' });
    expect(guessed.needs).toContain('unit');
    const chosen = loadOf(readMeterFile(utf8(text), 'meter.csv', { unit: 'kW' }));
    expect(chosen.guesses.unit).toEqual({ value: 'kW', from: 'choice' });
    expect(chosen.summary.peakKw).toBe(1);
    expect(guessed.summary.peakKw).toBe(4);
  });

  it('takes a column named as power for kW when it names no unit', () => {
    const text = lines(['Zeit,Wirkleistung', ...week.map((m) => `${isoSpace(m)},1`)]);
    expect(loadOf(readMeterFile(utf8(text), 'meter.csv')).guesses.unit).toEqual({
      value: 'kW',
      from: 'default',
    });
  });

  it('reads a month above 12 as month first, and asks when no number tells', () => {
    const january = intervalStarts(at('2023-01-05T00:00'), 60, 20);
    const monthFirst = lines(['time,kW', ...january.map((m) => `${slashDate(m, 'mdy')},1`)]);
    const read = loadOf(readMeterFile(utf8(monthFirst), 'meter.csv'));
    expect(read.guesses.dateOrder).toEqual({ value: 'mdy', from: 'data' });
    expect(read.summary.firstIntervalStart).toBe('2023-01-05T00:00');
    const early = intervalStarts(START_2023, 60, 8);
    const unclear = lines(['time,kW', ...early.map((m) => `${slashDate(m, 'dmy')},1`)]);
    const guessed = loadOf(readMeterFile(utf8(unclear), 'meter.csv'));
    expect(guessed.guesses.dateOrder).toEqual({ value: 'dmy', from: 'default' });
    expect(guessed.needs).toContain('dateOrder');
    expect(guessed.summary.coveredDays).toBe(8);
  });

  it('asks whether times are starts or ends when the day edges do not tell', () => {
    const fromSix = intervalStarts(at('2023-01-01T06:00'), 15, 8);
    const text = lines(['time,kW', ...fromSix.map((m) => `${isoSpace(m)},1`)]);
    const load = loadOf(readMeterFile(utf8(text), 'meter.csv'));
    expect(load.guesses.stamps).toEqual({ value: 'start', from: 'default' });
    expect(load.needs).toEqual(['stamps']);
    const asEnds = loadOf(readMeterFile(utf8(text), 'meter.csv', { stamps: 'end' }));
    expect(asEnds.summary.firstIntervalStart).toBe('2023-01-01T00:00');
    expect(asEnds.series.kw[6 * 4 - 1]).toBe(1);
  });

  it('asks for the site’s zone when the times are UTC', () => {
    const text = lines(['time,kW', ...week.map((m) => `${new Date(m * 60_000).toISOString()},1`)]);
    const load = loadOf(readMeterFile(utf8(text), 'meter.csv'));
    expect(load.guesses.clock).toEqual({ value: 'UTC', from: 'default' });
    expect(load.needs).toContain('timeZone');
    const berlin = loadOf(readMeterFile(utf8(text), 'meter.csv', { timeZone: 'Europe/Berlin' }));
    expect(berlin.summary.firstIntervalStart).toBe('2023-01-01T00:00');
    expect(berlin.series.kw[3]).toBe(1);
  });
});

describe('meter data reader: net meters and previews [LOAD-2]', () => {
  it('reads import as the load and export beside it, a negative export turned round', () => {
    const text = lines([
      'Zeitstempel;Bezug kWh;Einspeisung kWh',
      ...year(15).map((m) => `${isoSpace(m)};${String(knownKw(m) / 4).replace('.', ',')};-0,25`),
    ]);
    const load = expectKnownYear(readMeterFile(utf8(text), 'meter.csv'), 15);
    expect(load.exportKw?.[0]).toBe(1);
    expect(load.summary.exportKwh).toBeCloseTo(0.25 * 35_040, 9);
  });

  it('gives the month × hour means and the Monday-first typical week of the year', () => {
    const load = expectKnownYear(
      readMeterFile(
        utf8(lines(['time,kw', ...year(60).map((m) => `${isoSpace(m)},${knownKw(m)}`)])),
        'meter.csv',
      ),
      60,
    );
    // January 2023 has 22 weekdays and 9 weekend days: at 10:00, (22 × 3 + 9 × 2) / 31 kW.
    expect(load.summary.monthHourKw[0]![10]).toBeCloseTo((22 * 3 + 9 * 2) / 31, 12);
    expect(load.summary.monthHourKw[6]![3]).toBeCloseTo(1.5, 12);
    // 52 Mondays in 2023, 5 of them in July (3.5 kW at 10:00).
    expect(load.summary.typicalWeekKw).toHaveLength(7);
    expect(load.summary.typicalWeekKw[0]![10]).toBeCloseTo((47 * 3 + 5 * 3.5) / 52, 12);
    expect(load.summary.typicalWeekKw[6]![10]).toBeCloseTo((48 * 2 + 5 * 2.5) / 53, 12);
  });
});

/** The climate's years for the report [REP-3]: from the records' own dates, where they keep them. */

import { ClimateData } from '@pvd/functions/_lib/climate/climate-data';
import { climateDataYears, weatherYears } from '@pvd/functions/_lib/climate/data-years';
import { describe, expect, it } from 'vitest';
import { testYear } from './support/fake-sources';

const HOUR_MS = 3_600_000;

/** Hourly records of whole months, each month from its own year (as PVGIS's typical year keeps them). */
function monthsFrom(yearOfMonth: number[]) {
  const times: number[] = [];
  yearOfMonth.forEach((year, month) => {
    const start = Date.UTC(year, month, 1);
    const end = Date.UTC(year, month + 1, 1);
    for (let ms = start; ms < end; ms += HOUR_MS) times.push(ms);
  });
  return times;
}

describe('weatherYears', () => {
  it('spans the earliest and latest month’s years of a typical year', () => {
    const times = monthsFrom([2007, 2012, 2016, 2005, 2019, 2011, 2008, 2013, 2010, 2020, 2006, 2016]);
    expect(weatherYears({ timesUtcMs: Float64Array.from(times), intervalHours: 1 })).toEqual({
      first: 2005,
      last: 2020,
    });
  });

  it('leaves out a year of a few records (hour 24 of 31 December), and answers null without records', () => {
    const times = [...monthsFrom(Array(12).fill(2019)), Date.UTC(2020, 0, 1)];
    expect(weatherYears({ timesUtcMs: Float64Array.from(times), intervalHours: 1 })).toEqual({
      first: 2019,
      last: 2019,
    });
    expect(weatherYears({ timesUtcMs: new Float64Array(0), intervalHours: 1 })).toBeNull();
  });
});

describe('climateDataYears', () => {
  it('gives PVGIS and a weather file their years, and the synthetic years of NASA POWER and the estimate none', () => {
    const year = testYear();
    const expected = weatherYears(year);
    expect(expected).not.toBeNull();
    const of = (id: 'pvgis-tmy' | 'weather-file' | 'nasa-power' | 'clear-sky-estimate') =>
      climateDataYears(new ClimateData({ id, latitude: 45, longitude: 8 }, () => year));
    expect(of('pvgis-tmy')).toEqual(expected);
    expect(of('weather-file')).toEqual(expected);
    expect(of('nasa-power')).toBeNull();
    expect(of('clear-sky-estimate')).toBeNull();
  });
});

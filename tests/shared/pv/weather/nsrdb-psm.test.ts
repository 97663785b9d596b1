import { looksLikeNsrdbPsm, parseNsrdbPsm } from '@pvd/shared/pv/weather/nsrdb-psm';
import { parseTmy2 } from '@pvd/shared/pv/weather/tmy2';
import { describe, expect, it } from 'vitest';
import {
  cells,
  clearDayHourAngles,
  errorOf,
  instant,
  median,
  readFixture,
  replaceField,
  replaceLine,
} from './fixture';

const HALF_HOURLY = readFixture('nsrdb-psm3-30min-greensboro-apr16-18.csv');
const HOURLY = readFixture('nsrdb-psm4-hourly-greensboro-apr16-18.csv');
const HOUR = 3_600_000;
/** 0-based index of the metadata values line and of the column names line. */
const [META, COLUMNS] = [1, 2];
/** Field of "Time Zone" on the metadata lines (both fixtures). */
const TIME_ZONE_FIELD = 7;

/** Field index of column `name` in `content`'s column line. */
const column = (content: string, name: string) => cells(content, COLUMNS).indexOf(name);
/** `content` with the cell of column `name` on 1-based `line` set to `value`. */
const withCell = (content: string, line: number, name: string, value: string) =>
  replaceLine(content, line - 1, (l) => replaceField(l, column(content, name), value));

describe('parseNsrdbPsm: a 30-minute PSM3 file', () => {
  it('reads the site from the metadata lines and the interval from the records', () => {
    const weather = parseNsrdbPsm(HALF_HOURLY);
    expect(weather.site).toEqual({
      name: 'Greensboro',
      latitude: 36.1,
      longitude: -79.95,
      elevation: 273,
      timezone: -5,
    });
    expect([weather.source, weather.intervalHours, weather.timesUtcMs.length]).toEqual([
      'nsrdb-psm3',
      0.5,
      144,
    ]);
  });

  it('places each record at its stamp, an instant in the file time zone (not mid-interval)', () => {
    // NSRDB PSM values are instantaneous: "1980,4,16,0,0" is 00:00 at UTC-5, "1980,4,16,13,30"
    // is 13:30 at UTC-5.
    const weather = parseNsrdbPsm(HALF_HOURLY);
    expect(weather.timesUtcMs[0]).toBe(instant('1980-04-16T00:00:00-05:00'));
    expect(weather.timesUtcMs[27]).toBe(instant('1980-04-16T13:30:00-05:00'));
    expect(weather.timesUtcMs[143]).toBe(instant('1980-04-18T23:30:00-05:00'));
    expect(weather.timesUtcMs[1]! - weather.timesUtcMs[0]!).toBe(HOUR / 2);
  });

  it('keeps W/m², °C and m/s, and converts mbar to Pa', () => {
    // Record "1980,4,16,13,30": DHI 162, DNI 872, GHI 915, Wind Speed 6.7, Temperature 15.6, Pressure 986.
    const weather = parseNsrdbPsm(HALF_HOURLY);
    expect([weather.ghi[27], weather.dni[27], weather.dhi[27]]).toEqual([915, 872, 162]);
    expect([weather.tempAir[27], weather.windSpeed[27], weather.pressure?.[27]]).toEqual([15.6, 6.7, 98_600]);
  });

  it('centres the clear days on solar noon: hour angle of the GHI centroid, median within ±2°', () => {
    // Read as mid-interval (15 min later) the centroid would move by +3.75°, as hour-ending
    // hourly data (30 min) by +7.5°.
    const angles = clearDayHourAngles(parseNsrdbPsm(HALF_HOURLY));
    expect(angles).toHaveLength(3);
    expect(Math.abs(median(angles))).toBeLessThan(2);
  });

  it('reads CRLF (as downloaded) and LF alike', () => {
    expect(HALF_HOURLY).toContain('\r\n');
    const lf = parseNsrdbPsm(HALF_HOURLY.replace(/\r\n/g, '\n'));
    expect(Array.from(lf.ghi)).toEqual(Array.from(parseNsrdbPsm(HALF_HOURLY).ghi));
  });

  it('refuses a missing half hour', () => {
    const lines = HALF_HOURLY.split('\r\n');
    lines.splice(20, 1);
    lines.splice(40, 0, lines[40]!);
    expect(errorOf(() => parseNsrdbPsm(lines.join('\r\n'))).reason).toBe('bad-timestamp');
  });
});

describe('parseNsrdbPsm: an hourly PSM4 file', () => {
  it('reads version 4 and an hourly interval; City "-" gives no name', () => {
    const weather = parseNsrdbPsm(HOURLY);
    expect([weather.source, weather.intervalHours, weather.timesUtcMs.length]).toEqual(['nsrdb-psm4', 1, 72]);
    expect(weather.site.name).toBeUndefined();
  });

  it('places "HH:30" stamps at HH:30: the instants TMY2 gives the same hours (its mid-hour)', () => {
    // The fixture puts the TMY3 hourly values of 16-18 April 1980 at their mid-hour stamps.
    const psm = parseNsrdbPsm(HOURLY);
    const tmy2 = parseTmy2(readFixture('tmy2-greensboro-apr16-18.tm2'));
    expect(psm.timesUtcMs[0]).toBe(instant('1980-04-16T00:30:00-05:00'));
    expect(Array.from(psm.timesUtcMs)).toEqual(Array.from(tmy2.timesUtcMs));
    expect(Array.from(psm.ghi)).toEqual(Array.from(tmy2.ghi));
  });

  it('reads stamps in UTC when the header says Time Zone 0, keeping the site its local zone', () => {
    const utc = replaceLine(HOURLY, META, (line) => replaceField(line, TIME_ZONE_FIELD, '0'));
    const weather = parseNsrdbPsm(utc);
    expect(weather.timesUtcMs[0]).toBe(instant('1980-04-16T00:30:00Z'));
    expect(weather.site.timezone).toBe(-5);
    // The same rows read as UTC put the irradiance five hours early: -75° from solar noon.
    expect(median(clearDayHourAngles(weather))).toBeCloseTo(-75, -1);
  });

  it('reads a typical year whose months come from different years', () => {
    // Prepare: day 2 from 2005, day 3 from 1998 (as tmy-2022 files stitch months).
    let content = HOURLY;
    for (let line = 4 + 24; line < 4 + 72; line++)
      content = withCell(content, line, 'Year', line < 4 + 48 ? '2005' : '1998');
    // Act
    const weather = parseNsrdbPsm(content);
    // Assess
    expect(weather.timesUtcMs[24]).toBe(instant('2005-04-17T00:30:00-05:00'));
    expect(weather.timesUtcMs[48]).toBe(instant('1998-04-18T00:30:00-05:00'));
  });

  it('reads a blank cell as missing, and leaves out pressure when there is no such column', () => {
    expect(parseNsrdbPsm(withCell(HOURLY, 16, 'Wind Speed', '')).windSpeed[12]).toBeNaN();
    const noPressure = HOURLY.replace(',Pressure,', ',Surface Pressure Flag,');
    expect(parseNsrdbPsm(noPressure).pressure).toBeUndefined();
  });

  it('finds columns by name whatever their order, case and units', () => {
    const renamed = replaceLine(HOURLY, COLUMNS, (line) =>
      line.replace('Wind Speed', 'wind speed (m/s)').replace('GHI', 'ghi'),
    );
    expect(Array.from(parseNsrdbPsm(renamed).windSpeed)).toEqual(Array.from(parseNsrdbPsm(HOURLY).windSpeed));
  });

  it('names a missing column', () => {
    const content = replaceLine(HOURLY, COLUMNS, (line) => line.replace('Temperature', 'Temp'));
    const error = errorOf(() => parseNsrdbPsm(content));
    expect([error.reason, error.column, error.line, error.format]).toEqual([
      'missing-column',
      'Temperature',
      3,
      'nsrdb-psm4',
    ]);
  });
});

describe('parseNsrdbPsm: refused content', () => {
  it('refuses 15-minute records', () => {
    const content = withCell(HALF_HOURLY, 5, 'Minute', '15');
    expect(errorOf(() => parseNsrdbPsm(content)).reason).toBe('unsupported-interval');
  });

  it('refuses an unreadable Time Zone and temperatures in other units', () => {
    const zone = replaceLine(HOURLY, META, (line) => replaceField(line, TIME_ZONE_FIELD, 'EST'));
    expect(errorOf(() => parseNsrdbPsm(zone)).reason).toBe('bad-header');
    const fahrenheit = replaceLine(HOURLY, META, (line) => line.replace('Degree,c,', 'Degree,f,'));
    expect(errorOf(() => parseNsrdbPsm(fahrenheit)).reason).toBe('bad-header');
  });

  it('refuses a temperature of -5000 °C and DNI above the extraterrestrial irradiance, naming the line', () => {
    const cold = errorOf(() => parseNsrdbPsm(withCell(HALF_HOURLY, 31, 'Temperature', '-5000')));
    expect([cold.reason, cold.quantity, cold.value, cold.line]).toEqual([
      'out-of-range',
      'tempAir',
      -5000,
      31,
    ]);
    // 16 April: extraterrestrial DNI 1355 W/m², limit 1382 W/m².
    const beam = errorOf(() => parseNsrdbPsm(withCell(HALF_HOURLY, 31, 'DNI', '1400')));
    expect([beam.quantity, beam.line]).toEqual(['dni', 31]);
  });

  it('is recognised from its three header lines only', () => {
    expect(looksLikeNsrdbPsm(HOURLY.split('\n'))).toBe(true);
    expect(looksLikeNsrdbPsm(readFixture('tmy3-greensboro-jan1-3.csv').split('\n'))).toBe(false);
  });
});

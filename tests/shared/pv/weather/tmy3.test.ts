import { looksLikeTmy3, parseTmy3 } from '@pvd/shared/pv/weather/tmy3';
import { describe, expect, it } from 'vitest';
import { cells, errorOf, instant, readFixture, reasonOf, replaceField, replaceLine } from './fixture';

const JAN = readFixture('tmy3-greensboro-jan1-3.csv');
const SOLARANYWHERE = readFixture('tmy3-solaranywhere-greensboro-jan1-2.csv');
const DEC = readFixture('tmy3-greensboro-dec31.csv');
const HOUR = 3_600_000;
/** TMY3 column indices (Wilcox & Marion 2008, Table 1-2). */
const GHI_COLUMN = 4;
const DNI_COLUMN = 7;
const DRY_BULB_COLUMN = 31;
const PRESSURE_COLUMN = 40;
/** Line (1-based) of the record for 1 January 1988, 12:00 (two header lines, then hour 1). */
const NOON_LINE = 2 + 12;

describe('parseTmy3', () => {
  it('reads the site from the station line', () => {
    // Prepare / Act
    const weather = parseTmy3(JAN);
    // Assess: 723170,"GREENSBORO PIEDMONT TRIAD INT",NC,-5.0,36.100,-79.950,273
    expect(weather.site).toEqual({
      name: 'GREENSBORO PIEDMONT TRIAD INT',
      latitude: 36.1,
      longitude: -79.95,
      elevation: 273,
      timezone: -5,
    });
    expect(weather.source).toBe('tmy3');
    expect(weather.intervalHours).toBe(1);
  });

  it('places the first record at the middle of its hour (pvlib-reference.json first_physical_timestamp)', () => {
    const weather = parseTmy3(JAN);
    // pvlib-reference.json greensboro_nc_usa_tmy3.time_convention.first_physical_timestamp
    expect(weather.timesUtcMs[0]).toBe(instant('1988-01-01T00:30:00-05:00'));
    expect(weather.timesUtcMs[1]! - weather.timesUtcMs[0]!).toBe(HOUR);
    expect(weather.timesUtcMs.length).toBe(72);
  });

  it('reads the 24:00 label as the hour ending at midnight (pvlib-reference.json last_physical_timestamp)', () => {
    const weather = parseTmy3(DEC);
    // Last row "12/31/1980,24:00": last_physical_timestamp 1980-12-31 23:30:00-05:00
    expect(weather.timesUtcMs[23]).toBe(instant('1980-12-31T23:30:00-05:00'));
    expect(weather.timesUtcMs[0]).toBe(instant('1980-12-31T00:30:00-05:00'));
  });

  it('keeps irradiance in W/m² (Wh/m² over the hour) and converts pressure from mbar to Pa', () => {
    const weather = parseTmy3(JAN);
    // Row "01/01/1988,01:00": pressure 993 mbar
    expect(weather.pressure?.[0]).toBe(99_300);
    const row = cells(JAN, 2 + 11);
    expect(weather.ghi[11]).toBe(Number(row[4]));
    expect(weather.dni[11]).toBe(Number(row[7]));
    expect(weather.dhi[11]).toBe(Number(row[10]));
    expect(weather.ghi[11]).toBeGreaterThan(0);
    expect(weather.tempAir[0]).toBe(10);
    expect(weather.windSpeed[0]).toBe(6.2);
  });

  it('turns the missing-value code -9900 into NaN', () => {
    const content = replaceLine(JAN, 2 + 12, (line) => replaceField(line, GHI_COLUMN, '-9900'));
    const weather = parseTmy3(content);
    expect(weather.ghi[12]).toBeNaN();
    expect(weather.ghi[13]).not.toBeNaN();
  });

  it('reads a Feb 29 that a leap-year file contains', () => {
    // Prepare: the Jan 1-3 records relabelled Feb 28, Feb 29 and Mar 1 1996
    const dates = ['02/28/1996', '02/29/1996', '03/01/1996'];
    let content = JAN;
    for (let i = 0; i < 72; i++)
      content = replaceLine(content, 2 + i, (l) => replaceField(l, 0, dates[Math.floor(i / 24)]!));
    // Act
    const weather = parseTmy3(content);
    // Assess
    expect(weather.timesUtcMs[24]).toBe(instant('1996-02-29T00:30:00-05:00'));
    expect(weather.timesUtcMs[48]).toBe(instant('1996-03-01T00:30:00-05:00'));
  });

  it('accepts a leap-year February without Feb 29, as TMY3 writes it', () => {
    const dates = ['02/27/1996', '02/28/1996', '03/01/1996'];
    let content = JAN;
    for (let i = 0; i < 72; i++)
      content = replaceLine(content, 2 + i, (l) => replaceField(l, 0, dates[Math.floor(i / 24)]!));
    const weather = parseTmy3(content);
    expect(weather.timesUtcMs[48]! - weather.timesUtcMs[47]!).toBe(25 * HOUR);
  });

  it('rejects Feb 29 in a year that has none', () => {
    const content = replaceLine(JAN, 2, (l) => replaceField(l, 0, '02/29/1995'));
    expect(reasonOf(() => parseTmy3(content))).toBe('bad-timestamp');
  });

  it('rejects a file that is not whole days', () => {
    const content = JAN.split('\n').slice(0, -2).join('\n');
    expect(reasonOf(() => parseTmy3(content))).toBe('wrong-record-count');
  });

  it('rejects records out of order', () => {
    const lines = JAN.split('\n');
    [lines[5], lines[6]] = [lines[6]!, lines[5]!];
    expect(reasonOf(() => parseTmy3(lines.join('\n')))).toBe('bad-timestamp');
  });

  it('rejects a file without a GHI column, naming the column', () => {
    const content = replaceLine(JAN, 1, (l) => l.replace('GHI (W/m^2)', 'Global'));
    const error = errorOf(() => parseTmy3(content));
    expect([error.reason, error.column, error.line]).toEqual(['missing-column', 'GHI (W/m^2)', 2]);
    expect(error.message).toContain('"GHI (W/m^2)"');
  });

  it('rejects an unreadable station line', () => {
    const content = replaceLine(JAN, 0, (l) => replaceField(l, 4, 'north'));
    expect(reasonOf(() => parseTmy3(content))).toBe('bad-header');
  });

  it('leaves out pressure when the whole column is missing', () => {
    let content = JAN;
    for (let i = 0; i < 72; i++)
      content = replaceLine(content, 2 + i, (l) => replaceField(l, PRESSURE_COLUMN, '-9900'));
    expect(parseTmy3(content).pressure).toBeUndefined();
  });

  it('rejects a GHI column that is entirely missing', () => {
    let content = JAN;
    for (let i = 0; i < 72; i++)
      content = replaceLine(content, 2 + i, (l) => replaceField(l, GHI_COLUMN, '-9900'));
    expect(reasonOf(() => parseTmy3(content))).toBe('all-missing');
  });
});

describe('parseTmy3: physical ranges', () => {
  /** The fixture with cell `column` of the record on 1-based `line` set to `value`. */
  const withCell = (line: number, column: number, value: string) =>
    replaceLine(JAN, line - 1, (l) => replaceField(l, column, value));

  it('refuses a row at -5000 °C, naming the quantity, the value and the line', () => {
    const error = errorOf(() => parseTmy3(withCell(NOON_LINE, DRY_BULB_COLUMN, '-5000')));
    expect([error.reason, error.quantity, error.value, error.line, error.format]).toEqual([
      'out-of-range',
      'tempAir',
      -5000,
      NOON_LINE,
      'tmy3',
    ]);
    expect(error.message).toContain(`line ${NOON_LINE}`);
  });

  it('refuses -1e308, which an "at or below -9900 is missing" rule would have hidden', () => {
    expect(errorOf(() => parseTmy3(withCell(NOON_LINE, GHI_COLUMN, '-1e308'))).reason).toBe('out-of-range');
  });

  it('names the first bad row when several are bad', () => {
    let content = withCell(NOON_LINE + 5, DRY_BULB_COLUMN, '99999');
    content = replaceLine(content, NOON_LINE - 1, (l) => replaceField(l, DRY_BULB_COLUMN, '-5000'));
    expect(errorOf(() => parseTmy3(content)).line).toBe(NOON_LINE);
  });

  it('refuses Infinity as out of range and NaN text as a bad value', () => {
    expect(errorOf(() => parseTmy3(withCell(NOON_LINE, GHI_COLUMN, 'Infinity'))).reason).toBe('out-of-range');
    const error = errorOf(() => parseTmy3(withCell(NOON_LINE, GHI_COLUMN, 'NaN')));
    expect([error.reason, error.quantity, error.line]).toEqual(['bad-value', 'ghi', NOON_LINE]);
  });

  it('refuses DNI above the extraterrestrial normal irradiance of 1 January + 2 % (1442 W/m²)', () => {
    // 1450 W/m² is within 0..1500 W/m²: only the extraterrestrial bound refuses it.
    const error = errorOf(() => parseTmy3(withCell(NOON_LINE, DNI_COLUMN, '1450')));
    expect([error.reason, error.quantity, error.line]).toEqual(['out-of-range', 'dni', NOON_LINE]);
    expect(parseTmy3(withCell(NOON_LINE, DNI_COLUMN, '1400')).dni[11]).toBe(1400);
  });

  it('reads -20 W/m² (a night-time sensor offset) as 0 and refuses -500 W/m²', () => {
    expect(parseTmy3(withCell(3, GHI_COLUMN, '-20')).ghi[0]).toBe(0);
    expect(errorOf(() => parseTmy3(withCell(3, GHI_COLUMN, '-500'))).quantity).toBe('ghi');
  });
});

describe('parseTmy3: tolerant column names (SolarAnywhere export)', () => {
  it('reads the SolarAnywhere layout: DNI (W/m^2)), midnight as 00:00 of the next day, blank columns', () => {
    // Prepare: the fixture holds the first 48 NREL records rewritten in that layout.
    const nrel = parseTmy3(JAN);
    // Act
    const weather = parseTmy3(SOLARANYWHERE);
    // Assess: the same instants and values as the NREL file; no pressure (the column is blank).
    expect(weather.site).toEqual({
      name: 'Greensboro  United States',
      latitude: 36.1,
      longitude: -79.95,
      elevation: 273,
      timezone: -5,
    });
    expect(Array.from(weather.timesUtcMs)).toEqual(Array.from(nrel.timesUtcMs.slice(0, 48)));
    for (const key of ['ghi', 'dni', 'dhi', 'tempAir', 'windSpeed'] as const) {
      expect(Array.from(weather[key])).toEqual(Array.from(nrel[key].slice(0, 48)));
    }
    expect(weather.dni.some((value) => value > 0)).toBe(true);
    expect(weather.pressure).toBeUndefined();
  });

  it('places "01/02/1988,00:00" at the middle of the last hour of 1 January', () => {
    const weather = parseTmy3(SOLARANYWHERE);
    expect(cells(SOLARANYWHERE, 2 + 23).slice(0, 2)).toEqual(['01/02/1988', '00:00']);
    expect(weather.timesUtcMs[23]).toBe(instant('1988-01-01T23:30:00-05:00'));
  });

  it('matches column names whatever their case, spacing, punctuation and units', () => {
    const content = replaceLine(JAN, 1, (l) =>
      l
        .replace('Date (MM/DD/YYYY)', 'date (mm/dd/yyyy)')
        .replace('GHI (W/m^2)', ' ghi [W/m2] ')
        .replace('Dry-bulb (C)', 'Dry bulb (°C)')
        .replace('Wspd (m/s)', 'WSPD'),
    );
    expect(looksLikeTmy3(content.split('\n'))).toBe(true);
    expect(Array.from(parseTmy3(content).ghi)).toEqual(Array.from(parseTmy3(JAN).ghi));
  });
});

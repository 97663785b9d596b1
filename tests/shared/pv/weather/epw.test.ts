import { parseEpw } from '@pvd/shared/pv/weather/epw';
import { describe, expect, it } from 'vitest';
import { cells, errorOf, instant, readFixture, reasonOf, replaceField, replaceLine } from './fixture';

const GREENSBORO = readFixture('greensboro-apr16-20.epw');
const PVGIS_JAN = readFixture('pvgis-45n8e-jan1-3.epw');
const PVGIS_DEC = readFixture('pvgis-45n8e-dec31.epw');
const PVGIS_JUL = readFixture('pvgis-45n8e-jul20-24.epw');
const HOUR = 3_600_000;
const HEADER_LINES = 8;
/** EPW data-dictionary field numbers (EnergyPlus Auxiliary Programs, EPW data dictionary). */
const FIELD = { dryBulb: 6, pressure: 9, ghi: 13, dni: 14, dhi: 15, windSpeed: 21 };

/** The PVGIS hints removed: neutral LOCATION source, no comments. */
function withoutPvgisHints(content: string): string {
  return content
    .replace('ECMWF/ERA', 'unknown')
    .replace(/^COMMENTS 1,.*$/m, 'COMMENTS 1,')
    .replace(/^COMMENTS 2,.*$/m, 'COMMENTS 2,');
}

/** Every data line of `content` edited by `edit(line, index)`. */
function mapRecords(content: string, edit: (line: string, index: number) => string): string {
  const lines = content.split(/\r?\n/);
  return lines
    .map((line, i) => (i >= HEADER_LINES && line !== '' ? edit(line, i - HEADER_LINES) : line))
    .join('\n');
}

describe('parseEpw: a standard EPW', () => {
  it('reads the site from the LOCATION line', () => {
    const weather = parseEpw(GREENSBORO);
    expect(weather.site).toEqual({
      name: 'GREENSBORO PIEDMONT TRIAD INT',
      latitude: 36.1,
      longitude: -79.95,
      elevation: 273,
      timezone: -5,
    });
    expect(weather.source).toBe('epw');
    expect(weather.timesUtcMs.length).toBe(5 * 24);
  });

  it('places hour h at the middle of the hour ending h:00 local standard time', () => {
    const weather = parseEpw(GREENSBORO);
    // First record "1980,4,16,1": 00:00-01:00 UTC-5, physical 00:30-05:00.
    expect(weather.timesUtcMs[0]).toBe(instant('1980-04-16T00:30:00-05:00'));
    // Last record "1980,4,20,24": 23:00-24:00.
    expect(weather.timesUtcMs[119]).toBe(instant('1980-04-20T23:30:00-05:00'));
  });

  it('keeps irradiance (Wh/m² over the hour = W/m²), temperature, pressure [Pa] and wind as written', () => {
    const weather = parseEpw(GREENSBORO);
    const row = cells(GREENSBORO, HEADER_LINES + 12);
    expect(weather.ghi[12]).toBe(Number(row[FIELD.ghi]));
    expect(weather.dni[12]).toBe(Number(row[FIELD.dni]));
    expect(weather.dhi[12]).toBe(Number(row[FIELD.dhi]));
    expect(weather.tempAir[12]).toBe(Number(row[FIELD.dryBulb]));
    expect(weather.pressure?.[12]).toBe(Number(row[FIELD.pressure]));
    expect(weather.windSpeed[12]).toBe(Number(row[FIELD.windSpeed]));
    expect(weather.ghi[12]).toBeGreaterThan(500);
  });

  it('turns the missing-value codes into NaN', () => {
    const content = replaceLine(GREENSBORO, HEADER_LINES + 12, (line) =>
      [
        [FIELD.dryBulb, '99.9'],
        [FIELD.pressure, '999999'],
        [FIELD.ghi, '9999'],
        [FIELD.dni, '9999'],
        [FIELD.dhi, '9999'],
        [FIELD.windSpeed, '999'],
      ].reduce((l, [field, code]) => replaceField(l, field as number, code as string), line),
    );
    const weather = parseEpw(content);
    for (const series of [
      weather.tempAir,
      weather.pressure!,
      weather.ghi,
      weather.dni,
      weather.dhi,
      weather.windSpeed,
    ]) {
      expect(series[12]).toBeNaN();
      expect(series[13]).not.toBeNaN();
    }
  });

  it('trusts the stated zone when the data confirm it, even if the header names ECMWF/ERA', () => {
    const content = replaceLine(GREENSBORO, 0, (line) => replaceField(line, 4, 'ECMWF/ERA'));
    expect(parseEpw(content).source).toBe('epw');
  });

  it('detects from the data alone rows written in UTC', () => {
    // Prepare: the same days with each value moved to its UTC label (local hour + 5 h).
    const source = GREENSBORO.split(/\r?\n/);
    const content = mapRecords(GREENSBORO, (line, i) => {
      const from = source[HEADER_LINES + ((i - 5 + 120) % 120)]!.split(',');
      return line
        .split(',')
        .map((cell, f) => (f >= 6 ? from[f]! : cell))
        .join(',');
    });
    // Act
    const weather = parseEpw(content);
    // Assess: labels read as UTC, mid-hour.
    expect(weather.source).toBe('epw-pvgis');
    expect(weather.timesUtcMs[0]).toBe(instant('1980-04-16T00:30:00Z'));
  });
});

describe('parseEpw: the PVGIS export (rows in UTC, header zone +1)', () => {
  it('reads the site and marks the source epw-pvgis', () => {
    const weather = parseEpw(PVGIS_JAN);
    expect(weather.site).toEqual({ latitude: 45, longitude: 8, elevation: 250, timezone: 1 });
    expect(weather.source).toBe('epw-pvgis');
  });

  it('applies the stated irradiance time offset to UTC labels (pvlib-reference.json first_physical_timestamp)', () => {
    const weather = parseEpw(PVGIS_JAN);
    // pvgis_45n_8e_tmy_epw.time_convention.first_physical_timestamp: 2018-01-01 01:10:33.96+01:00
    expect(weather.timesUtcMs[0]).toBe(instant('2018-01-01T01:10:33.960+01:00'));
    expect(weather.timesUtcMs[71]! - weather.timesUtcMs[0]!).toBe(71 * HOUR);
  });

  it('reads the last hour of the year (pvlib-reference.json last_physical_timestamp)', () => {
    const weather = parseEpw(PVGIS_DEC);
    // Row "2016,12,31,24": last_physical_timestamp 2017-01-01 00:10:33.96+01:00
    expect(weather.timesUtcMs[23]).toBe(instant('2017-01-01T00:10:33.960+01:00'));
  });

  it('writes -0.00 irradiance as 0', () => {
    const weather = parseEpw(PVGIS_JAN);
    expect(cells(PVGIS_JAN, HEADER_LINES)[FIELD.dni]).toBe('-0.00');
    expect(Object.is(weather.dni[0], 0)).toBe(true);
  });

  it('recognises the export from its header when the data cannot decide (winter days)', () => {
    expect(parseEpw(PVGIS_JAN).source).toBe('epw-pvgis');
    // Without the hints and without clear days nothing tells the rows are UTC: the header zone is trusted.
    expect(parseEpw(withoutPvgisHints(PVGIS_JAN)).source).toBe('epw');
  });

  it('does not take the SWERA source (an EPW source that is not PVGIS) for ERA', () => {
    const content = replaceLine(withoutPvgisHints(PVGIS_JAN), 0, (line) => replaceField(line, 4, 'SWERA'));
    expect(parseEpw(content).source).toBe('epw');
  });

  it('recognises the export from clear days alone, with every PVGIS hint stripped', () => {
    const weather = parseEpw(withoutPvgisHints(PVGIS_JUL));
    expect(weather.source).toBe('epw-pvgis');
    // No offset comment left: mid-hour of the UTC label, "2011,7,20,1" -> 00:30Z.
    expect(weather.timesUtcMs[0]).toBe(instant('2011-07-20T00:30:00Z'));
  });

  it('recognises the export from header and data together', () => {
    const weather = parseEpw(PVGIS_JUL);
    expect(weather.source).toBe('epw-pvgis');
    expect(weather.timesUtcMs[0]).toBe(instant('2011-07-20T00:10:33.960Z'));
  });
});

describe('parseEpw: leap years', () => {
  /** A full year of identical records for `year`, with or without Feb 29. */
  function fullYear(year: number, withFeb29: boolean): string {
    const header = PVGIS_JAN.split('\n').slice(0, HEADER_LINES);
    header[7] = 'DATA PERIODS,1,1,Data,Wednesday, 1/ 1,12/31';
    const template = cells(PVGIS_JAN, HEADER_LINES + 12);
    const rows: string[] = [];
    for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 24 * HOUR) {
      const date = new Date(t);
      const [month, day] = [date.getUTCMonth() + 1, date.getUTCDate()];
      if (month === 2 && day === 29 && !withFeb29) continue;
      for (let h = 1; h <= 24; h++) rows.push([year, month, day, h, ...template.slice(4)].join(','));
    }
    return [...header, ...rows].join('\n');
  }

  it('reads 8784 records when the file has Feb 29', () => {
    const weather = parseEpw(fullYear(2020, true));
    expect(weather.timesUtcMs.length).toBe(8784);
    const feb29 = (31 + 28) * 24;
    expect(weather.timesUtcMs[feb29]).toBe(instant('2020-02-29T00:10:33.960Z'));
    expect(weather.timesUtcMs[8783]).toBe(instant('2020-12-31T23:10:33.960Z'));
  });

  it('reads a leap year written without Feb 29 (8760 records)', () => {
    const weather = parseEpw(fullYear(2020, false));
    expect(weather.timesUtcMs.length).toBe(8760);
    expect(weather.timesUtcMs[(31 + 28) * 24]).toBe(instant('2020-03-01T00:10:33.960Z'));
  });

  it('rejects Feb 29 in a year that has none', () => {
    const content = fullYear(2020, true).replace(/^2020,/gm, '2019,');
    expect(reasonOf(() => parseEpw(content))).toBe('bad-timestamp');
  });
});

describe('parseEpw: broken input', () => {
  it('rejects a full-year period that lacks a day', () => {
    const content = replaceLine(PVGIS_JAN, 7, () => 'DATA PERIODS,1,1,Data,Thursday, 1/ 1,12/31');
    expect(reasonOf(() => parseEpw(content))).toBe('wrong-record-count');
  });

  it('rejects a record count that is not whole days', () => {
    const content = PVGIS_JAN.split('\n').slice(0, -3).join('\n');
    expect(reasonOf(() => parseEpw(content))).toBe('wrong-record-count');
  });

  it('rejects sub-hourly data', () => {
    const content = replaceLine(PVGIS_JAN, 7, (line) => replaceField(line, 2, '4'));
    expect(reasonOf(() => parseEpw(content))).toBe('unsupported-interval');
  });

  it('rejects an impossible latitude', () => {
    const content = replaceLine(PVGIS_JAN, 0, (line) => replaceField(line, 6, '95'));
    expect(reasonOf(() => parseEpw(content))).toBe('bad-header');
  });

  it('rejects a file without DATA PERIODS', () => {
    const content = replaceLine(PVGIS_JAN, 7, () => 'COMMENTS 3,');
    expect(reasonOf(() => parseEpw(content))).toBe('bad-header');
  });

  it('rejects a truncated record', () => {
    const content = replaceLine(PVGIS_JAN, HEADER_LINES + 5, (line) =>
      line.split(',').slice(0, 15).join(','),
    );
    expect(reasonOf(() => parseEpw(content))).toBe('missing-column');
  });

  it('rejects a GHI column that is entirely missing', () => {
    const content = mapRecords(PVGIS_JAN, (line) => replaceField(line, FIELD.ghi, '9999'));
    expect(reasonOf(() => parseEpw(content))).toBe('all-missing');
  });

  it('rejects a skipped hour', () => {
    const content = replaceLine(PVGIS_JAN, HEADER_LINES + 3, (line) => replaceField(line, 3, '5'));
    expect(reasonOf(() => parseEpw(content))).toBe('bad-timestamp');
  });
});

describe('parseEpw: physical ranges', () => {
  /** Line (1-based) of the Greensboro record for 16 April, 13:00. */
  const LINE = HEADER_LINES + 13;
  const withField = (field: number, value: string) =>
    replaceLine(GREENSBORO, LINE - 1, (line) => replaceField(line, field, value));

  it('refuses a wind speed of 200 m/s, naming the line', () => {
    const error = errorOf(() => parseEpw(withField(FIELD.windSpeed, '200')));
    expect([error.reason, error.quantity, error.value, error.line, error.format]).toEqual([
      'out-of-range',
      'windSpeed',
      200,
      LINE,
      'epw',
    ]);
  });

  it('refuses GHI 1e308, which an "at or above 9999 is missing" rule would have hidden', () => {
    const error = errorOf(() => parseEpw(withField(FIELD.ghi, '1e308')));
    expect([error.reason, error.quantity, error.line]).toEqual(['out-of-range', 'ghi', LINE]);
  });

  it('refuses DNI above the extraterrestrial normal irradiance of 16 April + 2 % (1382 W/m²)', () => {
    const error = errorOf(() => parseEpw(withField(FIELD.dni, '1420')));
    expect([error.reason, error.quantity, error.line]).toEqual(['out-of-range', 'dni', LINE]);
  });

  it('still reads the exact missing codes as missing', () => {
    expect(parseEpw(withField(FIELD.windSpeed, '999')).windSpeed[12]).toBeNaN();
  });
});

import {
  PVGIS_FALLBACK_TIME_OFFSET_HOURS,
  parsePvgisTmyCsv,
  readPvgisTmyJson,
} from '@pvd/shared/pv/weather/pvgis-tmy';
import { describe, expect, it } from 'vitest';
import { errorOf, instant, readFixture, reasonOf, replaceField, replaceLine } from './fixture';

const JSON_TEXT = readFixture('pvgis-45n8e-tmy-jan1-3.json');
const CSV_TEXT = readFixture('pvgis-45n8e-tmy-jan1-3.csv');
/** Line (0-based) of the csv column names: 4 location lines, month,year and 12 months before it. */
const CSV_COLUMN_LINE = 17;

const json = () =>
  JSON.parse(JSON_TEXT) as {
    inputs: { location: Record<string, unknown> };
    outputs: { tmy_hourly: Record<string, unknown>[] };
  };

describe('readPvgisTmyJson', () => {
  it('reads the site from inputs.location, with time zone 0', () => {
    const weather = readPvgisTmyJson(json());
    expect(weather.site).toEqual({ latitude: 45, longitude: 8, elevation: 250, timezone: 0 });
    expect(weather.source).toBe('pvgis-tmy-json');
  });

  it('adds the irradiance time offset to the UTC labels (pvlib-reference.json first_physical_timestamp)', () => {
    const weather = readPvgisTmyJson(json());
    // pvgis_45n_8e_tmy_json.time_convention.first_physical_timestamp: 2018-01-01 00:10:33.96+00:00
    expect(weather.timesUtcMs[0]).toBe(instant('2018-01-01T00:10:33.960Z'));
    expect(weather.timesUtcMs[71]).toBe(instant('2018-01-03T23:10:33.960Z'));
  });

  it('maps G(h), Gb(n), Gd(h), T2m, WS10m and SP without conversion', () => {
    const weather = readPvgisTmyJson(json());
    // Record "20180101:0900": G(h) 149, Gb(n) 125.3, Gd(h) 117, T2m 3.23, WS10m 0.97, SP 99600
    expect([weather.ghi[9], weather.dni[9], weather.dhi[9]]).toEqual([149, 125.3, 117]);
    expect([weather.tempAir[9], weather.windSpeed[9], weather.pressure?.[9]]).toEqual([3.23, 0.97, 99600]);
  });

  it('falls back to 0.5 h when the response has no irradiance time offset', () => {
    const data = json();
    delete data.inputs.location.irradiance_time_offset;
    const weather = readPvgisTmyJson(data);
    expect(PVGIS_FALLBACK_TIME_OFFSET_HOURS).toBe(0.5);
    expect(weather.timesUtcMs[0]).toBe(instant('2018-01-01T00:30:00Z'));
  });

  it('rejects records without a G(h) field, naming it', () => {
    const data = json();
    for (const row of data.outputs.tmy_hourly) delete row['G(h)'];
    const error = errorOf(() => readPvgisTmyJson(data));
    expect([error.reason, error.column]).toEqual(['missing-column', 'G(h)']);
  });

  it('rejects a response without location', () => {
    const data = json() as { inputs?: unknown };
    delete data.inputs;
    expect(reasonOf(() => readPvgisTmyJson(data))).toBe('bad-header');
  });

  it('rejects a record count that is not whole days', () => {
    const data = json();
    data.outputs.tmy_hourly.pop();
    expect(reasonOf(() => readPvgisTmyJson(data))).toBe('wrong-record-count');
  });

  it('rejects a malformed time stamp', () => {
    const data = json();
    data.outputs.tmy_hourly[3]!['time(UTC)'] = '2018-01-01 03:00';
    expect(reasonOf(() => readPvgisTmyJson(data))).toBe('bad-timestamp');
  });
});

describe('parsePvgisTmyCsv', () => {
  it('reads the same series as the json of the same request', () => {
    const fromCsv = parsePvgisTmyCsv(CSV_TEXT);
    const fromJson = readPvgisTmyJson(json());
    expect(fromCsv.source).toBe('pvgis-tmy-csv');
    expect(fromCsv.site).toEqual(fromJson.site);
    for (const key of ['timesUtcMs', 'ghi', 'dni', 'dhi', 'tempAir', 'windSpeed', 'pressure'] as const) {
      expect(Array.from(fromCsv[key]!)).toEqual(Array.from(fromJson[key]!));
    }
  });

  it('reads the "Irradiance Time Offset (h)" header line', () => {
    const weather = parsePvgisTmyCsv(
      CSV_TEXT.replace('Irradiance Time Offset (h): 0.1761', 'Irradiance Time Offset (h): 0.25'),
    );
    expect(weather.timesUtcMs[0]).toBe(instant('2018-01-01T00:15:00Z'));
  });

  it('falls back to 0.5 h for files written before PVGIS stated the offset', () => {
    const weather = parsePvgisTmyCsv(CSV_TEXT.replace('Irradiance Time Offset (h): 0.1761\r\n', ''));
    expect(weather.timesUtcMs[0]).toBe(instant('2018-01-01T00:30:00Z'));
  });

  it('reads LF line endings as well as CRLF', () => {
    const weather = parsePvgisTmyCsv(CSV_TEXT.replace(/\r\n/g, '\n'));
    expect(weather.timesUtcMs.length).toBe(72);
  });

  it('rejects the "basic" output, which has no site', () => {
    const basic = CSV_TEXT.split('\r\n')
      .slice(CSV_COLUMN_LINE, CSV_COLUMN_LINE + 73)
      .join('\r\n');
    expect(basic.startsWith('time(UTC),')).toBe(true);
    expect(reasonOf(() => parsePvgisTmyCsv(basic))).toBe('bad-header');
  });

  it('rejects a file without the SP column, naming it', () => {
    const content = replaceLine(CSV_TEXT, CSV_COLUMN_LINE, (line) => line.replace(',SP', ',P'));
    const error = errorOf(() => parsePvgisTmyCsv(content));
    expect([error.reason, error.column, error.line]).toEqual(['missing-column', 'SP', CSV_COLUMN_LINE + 1]);
  });

  it('matches column names whatever their case and spacing, but keeps G(h) apart from Gb(n)', () => {
    const content = replaceLine(CSV_TEXT, CSV_COLUMN_LINE, (line) =>
      line.replace('G(h)', 'g (h)').replace('WS10m', 'ws10m'),
    );
    expect(Array.from(parsePvgisTmyCsv(content).ghi)).toEqual(Array.from(parsePvgisTmyCsv(CSV_TEXT).ghi));
  });

  it('rejects a file without a column line', () => {
    const content = replaceLine(CSV_TEXT, CSV_COLUMN_LINE, () => 'data');
    expect(reasonOf(() => parsePvgisTmyCsv(content))).toBe('missing-column');
  });

  it('rejects an unreadable time offset', () => {
    const content = CSV_TEXT.replace(
      'Irradiance Time Offset (h): 0.1761',
      'Irradiance Time Offset (h): soon',
    );
    expect(reasonOf(() => parsePvgisTmyCsv(content))).toBe('bad-header');
  });

  it('rejects a missing hour', () => {
    const content = replaceLine(CSV_TEXT, CSV_COLUMN_LINE + 5, (line) =>
      replaceField(line, 0, '20180101:0500'),
    );
    expect(reasonOf(() => parsePvgisTmyCsv(content))).toBe('bad-timestamp');
  });
});

describe('PVGIS TMY: physical ranges', () => {
  it('refuses a json year whose irradiance and temperature are 1e308, naming the first record', () => {
    // Prepare: every value of records 10 on set to 1e308, as in the reported attack.
    const data = json();
    for (const row of data.outputs.tmy_hourly.slice(9)) {
      for (const key of ['G(h)', 'Gb(n)', 'Gd(h)', 'T2m']) row[key] = 1e308;
    }
    // Act
    const error = errorOf(() => readPvgisTmyJson(data));
    // Assess: JSON has no lines, `line` is the record number and the message says so.
    expect([error.reason, error.quantity, error.value, error.line]).toEqual([
      'out-of-range',
      'ghi',
      1e308,
      10,
    ]);
    expect(error.message).toContain('record 10 of outputs.tmy_hourly');
  });

  it('refuses a json value beyond the double range (JSON.parse gives Infinity)', () => {
    const text = JSON_TEXT.replace('"T2m": 2.04', '"T2m": 1e309');
    expect(text).not.toBe(JSON_TEXT);
    const error = errorOf(() => readPvgisTmyJson(JSON.parse(text)));
    expect([error.reason, error.quantity, error.value, error.line]).toEqual([
      'out-of-range',
      'tempAir',
      Number.POSITIVE_INFINITY,
      1,
    ]);
  });

  it('refuses a json value that is a string, and keeps null as missing', () => {
    const data = json();
    data.outputs.tmy_hourly[4]!.WS10m = null;
    expect(readPvgisTmyJson(data).windSpeed[4]).toBeNaN();
    data.outputs.tmy_hourly[4]!.WS10m = 'NaN';
    const error = errorOf(() => readPvgisTmyJson(data));
    expect([error.reason, error.quantity, error.line]).toEqual(['bad-value', 'windSpeed', 5]);
  });

  it('refuses a year at -5000 °C in the csv, naming the line', () => {
    // Record 20180101:0300 is on line CSV_COLUMN_LINE + 5 (1-based); T2m is its second field.
    const content = replaceLine(CSV_TEXT, CSV_COLUMN_LINE + 4, (line) => replaceField(line, 1, '-5000'));
    const error = errorOf(() => parsePvgisTmyCsv(content));
    expect([error.reason, error.quantity, error.value, error.line]).toEqual([
      'out-of-range',
      'tempAir',
      -5000,
      CSV_COLUMN_LINE + 5,
    ]);
  });
});

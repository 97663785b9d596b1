import {
  detectHourlyFormat,
  parseMonthlyClimate,
  parseWeatherFile,
  WeatherFormatError,
} from '@pvd/shared/pv/weather/index';
import { describe, expect, it } from 'vitest';
import { errorOf, readFixture, reasonOf } from './fixture';

describe('parseWeatherFile', () => {
  it.each([
    ['greensboro-apr16-20.epw', 'epw'],
    ['pvgis-45n8e-jan1-3.epw', 'epw-pvgis'],
    ['tmy3-greensboro-jan1-3.csv', 'tmy3'],
    ['tmy3-solaranywhere-greensboro-jan1-2.csv', 'tmy3'],
    ['tmy2-greensboro-apr16-18.tm2', 'tmy2'],
    ['nsrdb-psm3-30min-greensboro-apr16-18.csv', 'nsrdb-psm3'],
    ['nsrdb-psm4-hourly-greensboro-apr16-18.csv', 'nsrdb-psm4'],
    ['pvgis-45n8e-tmy-jan1-3.json', 'pvgis-tmy-json'],
    ['pvgis-45n8e-tmy-jan1-3.csv', 'pvgis-tmy-csv'],
  ])('recognises %s from its content as %s', (name, source) => {
    // The name is withheld: detection must work from the content alone.
    expect(parseWeatherFile(readFixture(name)).source).toBe(source);
  });

  it('ignores a misleading file name', () => {
    expect(parseWeatherFile(readFixture('tmy3-greensboro-jan1-3.csv'), 'weather.epw').source).toBe('tmy3');
  });

  it('ignores a byte-order mark and leading blank lines', () => {
    const content = `\uFEFF${readFixture('pvgis-45n8e-tmy-jan1-3.csv')}`;
    expect(parseWeatherFile(content).source).toBe('pvgis-tmy-csv');
    expect(parseWeatherFile(`\r\n${readFixture('greensboro-apr16-20.epw')}`).source).toBe('epw');
    expect(parseWeatherFile(`\n\n${readFixture('pvgis-45n8e-tmy-jan1-3.json')}`).source).toBe(
      'pvgis-tmy-json',
    );
  });

  it('rejects an empty file', () => {
    expect(reasonOf(() => parseWeatherFile(''))).toBe('empty-file');
    expect(reasonOf(() => parseWeatherFile(' \r\n\t'))).toBe('empty-file');
  });

  it('rejects unknown content and names the file in the message', () => {
    let error: unknown;
    try {
      parseWeatherFile('date,ghi\n2020-01-01,0\n', 'meter.csv');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(WeatherFormatError);
    expect((error as WeatherFormatError).reason).toBe('unknown-format');
    expect((error as WeatherFormatError).message).toContain('meter.csv');
  });

  it('lists the formats it reads in the unknown-format message', () => {
    const error = errorOf(() => parseWeatherFile('date,ghi\n2020-01-01,0\n'));
    for (const format of ['EPW', 'TMY3', 'SolarAnywhere', 'TMY2', 'PSM3/PSM4', '30-minute', 'PVGIS TMY'])
      expect(error.message).toContain(format);
    expect(errorOf(() => parseWeatherFile('x\n', 'site.tm2')).message).toContain('TMY2 file starts with');
  });

  it('says what an .epw file should start with when it is not one', () => {
    let message = '';
    try {
      parseWeatherFile('HEADER,1\n1,2,3\n', 'site.EPW');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('LOCATION');
  });

  it('rejects invalid JSON', () => {
    expect(reasonOf(() => parseWeatherFile('{"outputs": '))).toBe('invalid-json');
  });

  it('rejects monthly climate json, which parseMonthlyClimate reads', () => {
    expect(reasonOf(() => parseWeatherFile(readFixture('pvgis-mrcalc-45n8e-2019-2020.json')))).toBe(
      'unknown-format',
    );
  });
});

describe('detectHourlyFormat', () => {
  it.each([
    ['tmy2-greensboro-apr16-18.tm2', 'tmy2'],
    ['nsrdb-psm3-30min-greensboro-apr16-18.csv', 'nsrdb-psm'],
    ['tmy3-solaranywhere-greensboro-jan1-2.csv', 'tmy3'],
  ])('recognises %s as %s', (name, format) => {
    expect(detectHourlyFormat(readFixture(name))).toBe(format);
  });

  it('returns undefined for text no reader knows', () => {
    expect(detectHourlyFormat('hello')).toBeUndefined();
    expect(detectHourlyFormat('')).toBeUndefined();
  });
});

describe('parseMonthlyClimate', () => {
  it('recognises PVGIS MRcalc and NASA POWER climatology responses', () => {
    expect(parseMonthlyClimate(readFixture('pvgis-mrcalc-45n8e-2019-2020.json')).source).toBe(
      'pvgis-monthly',
    );
    expect(parseMonthlyClimate(readFixture('nasa-power-climatology-45n8e.json')).source).toBe(
      'nasa-power-climatology',
    );
  });

  it('rejects hourly TMY json', () => {
    expect(reasonOf(() => parseMonthlyClimate(readFixture('pvgis-45n8e-tmy-jan1-3.json')))).toBe(
      'unknown-format',
    );
  });

  it('rejects empty and invalid content', () => {
    expect(reasonOf(() => parseMonthlyClimate(''))).toBe('empty-file');
    expect(reasonOf(() => parseMonthlyClimate('not json'))).toBe('invalid-json');
  });
});

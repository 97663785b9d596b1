import { checkDeclaredWeatherFile, toWeatherFile } from '@pvd/functions/_lib/climate/weather-files';
import type { AppError } from '@pvd/functions/_lib/errors';
import { describe, expect, it } from 'vitest';

function refusal(fileName: string, size: number): AppError | undefined {
  try {
    checkDeclaredWeatherFile(fileName, size);
    return undefined;
  } catch (error) {
    return error as AppError;
  }
}

describe('checkDeclaredWeatherFile', () => {
  it('accepts .epw, .csv, .json and .tm2 files up to 5 MB, whatever the case of the ending', () => {
    expect(refusal('beijing.epw', 1_800_000)).toBeUndefined();
    expect(refusal('13723.TM2', 1_300_000)).toBeUndefined();
    expect(refusal('723170TYA.CSV', 1_700_000)).toBeUndefined();
    expect(refusal('tmy_45.000_8.000.json', 5 * 1024 * 1024)).toBeUndefined();
  });

  it('refuses other endings with 119 (HTTP 415)', () => {
    expect(refusal('weather.xlsx', 1000)).toMatchObject({
      code: 119,
      status: 415,
      messageKey: 'weatherFileTypeInvalid',
    });
    expect(refusal('epw', 1000)).toMatchObject({ code: 119 });
  });

  it('refuses files over 5 MB with 119 (HTTP 413)', () => {
    expect(refusal('big.epw', 5 * 1024 * 1024 + 1)).toMatchObject({
      code: 119,
      status: 413,
      messageKey: 'weatherFileTooLarge',
    });
  });
});

describe('toWeatherFile', () => {
  it('answers the file’s name, format, site and its name, years, size and rounded annual figures', () => {
    const answer = toWeatherFile({
      id: 'w1',
      accountId: 'a1',
      fileName: 'site.epw',
      format: 'epw',
      site: { name: 'Greensboro', latitude: 36.1, longitude: -79.95, elevation: 273, timezone: -5 },
      records: 8760,
      years: { first: 1991, last: 2005 },
      derived: {
        ghiMonthly: new Array(12).fill(100),
        ghiAnnual: 1652.1234,
        tempMin: -10,
        tempMean: 14.567,
        tempMax: 35,
        best: { surfaceTilt: 30, surfaceAzimuth: 180, poaAnnual: 1900 },
      },
      objectKey: 'weather/a1/w1',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(answer).toEqual({
      weatherFileId: 'w1',
      fileName: 'site.epw',
      readable: true,
      format: 'epw',
      siteName: 'Greensboro',
      years: { first: 1991, last: 2005 },
      latitude: 36.1,
      longitude: -79.95,
      elevation: 273,
      records: 8760,
      ghiAnnual: 1652.12,
      tempMean: 14.57,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('lists a record that no longer reads with no figures, so its owner can delete it', () => {
    const answer = toWeatherFile({
      id: 'w2',
      accountId: 'a1',
      objectKey: 'weather/a1/w2',
      fileName: 'broken.json',
      createdAt: '2026-01-02T00:00:00.000Z',
      unreadable: true,
    });
    expect(answer).toMatchObject({ weatherFileId: 'w2', readable: false, ghiAnnual: null, format: null });
  });

  it('answers no years for a file kept before its years were, and no name for a site without one', () => {
    const answer = toWeatherFile({
      id: 'w3',
      accountId: 'a1',
      fileName: 'old.json',
      format: 'pvgis-tmy-json',
      site: { latitude: 45, longitude: 8, elevation: 250, timezone: 0 },
      records: 8760,
      derived: {
        ghiMonthly: new Array(12).fill(100),
        ghiAnnual: 1200,
        tempMin: -10,
        tempMean: 12,
        tempMax: 32,
        best: { surfaceTilt: 35, surfaceAzimuth: 180, poaAnnual: 1400 },
      },
      objectKey: 'weather/a1/w3',
      createdAt: '2026-01-03T00:00:00.000Z',
    });
    expect(answer).toMatchObject({ siteName: null, years: null });
  });
});

/**
 * A weather file uploaded for a project as a climate source (API.md "Calls the product adds"):
 * upload, read, list, use by the engine calls (first, before any online source), ownership, delete.
 * Needs no internet: the file is the climate.
 */

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { pvgisTmyAnswer, weatherFixture } from '../../functions/climate/support/fake-sources';
import { accountIdOf, demo, loginAs, newActivatedUser } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { onlyUseInTestsSnapshotTable, onlyUseInTestsTableClient, withoutUploads } from '../../support/table';
import { putWeatherFile, uploadWeatherFile } from './support/weather-upload';

interface WeatherFile {
  weatherFileId: string;
  fileName: string;
  format: string;
  siteName: string | null;
  years: { first: number; last: number } | null;
  latitude: number;
  longitude: number;
  records: number;
  ghiAnnual: number;
  tempMean: number;
}

interface Source {
  id: string;
  label: string;
  isEstimate: boolean;
  notice?: string;
  weatherFileId?: string;
}

const beijingYear = JSON.stringify(pvgisTmyAnswer({ latitude: 39.9, longitude: 116.4 }));

let owner: Awaited<ReturnType<typeof newActivatedUser>>;
let saved: WeatherFile;

beforeAll(async () => {
  owner = await newActivatedUser('en');
  const answer = await uploadWeatherFile<WeatherFile>(owner.token, 'beijing-tmy.json', beijingYear);
  if (answer.code !== 0) throw new Error(`saveWeatherFile failed: ${answer.code} ${answer.message}`);
  saved = answer.data;
});

describe('climate/saveWeatherFile', () => {
  it('reads the uploaded year and answers its format, site and annual figures', () => {
    expect(saved).toMatchObject({
      fileName: 'beijing-tmy.json',
      format: 'pvgis-tmy-json',
      latitude: 39.9,
      longitude: 116.4,
      records: 8760,
      // The fake PVGIS year (tests/functions/climate/support/fake-sources.ts) is dated 2021.
      years: { first: 2021, last: 2021 },
      siteName: null,
    });
    expect(saved.ghiAnnual).toBeGreaterThan(1400);
    expect(saved.tempMean).toBeGreaterThan(5);
  });

  it('lists the file for its owner only, newest first', async () => {
    const mine = await callApi<WeatherFile[]>('climate/queryWeatherFiles', {}, { token: owner.token });
    const theirs = await callApi<WeatherFile[]>(
      'climate/queryWeatherFiles',
      {},
      { token: await loginAs(demo.user) },
    );
    expect(mine.data.map((f) => f.weatherFileId)).toEqual([saved.weatherFileId]);
    expect(theirs.data.map((f) => f.weatherFileId)).not.toContain(saved.weatherFileId);
  });

  it('refuses content that is no weather file with 119 and the reader’s reason, and changes nothing', async () => {
    // Prepare
    const uploadId = await putWeatherFile(owner.token, 'notes.csv', 'date,remark\n2024-01-01,sunny\n');
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const answer = await callApi<{ reason: string }>(
      'climate/saveWeatherFile',
      { uploadId, fileName: 'notes.csv' },
      { token: owner.token, culture: 'zh-CN' },
    );
    // Assess
    expect(answer).toMatchObject({ code: 119, status: 415, data: { reason: 'unknown-format' } });
    expect(answer.message).toContain('无法读取该气象文件');
    // A refused file consumes its single-use upload; nothing else changes.
    expect(withoutUploads(await onlyUseInTestsSnapshotTable())).toEqual(withoutUploads(before));
  });

  it('refuses a file of a few days with 119: the engine needs a whole year', async () => {
    const answer = await uploadWeatherFile<{ reason: string; records: number }>(
      owner.token,
      'three-days.json',
      weatherFixture('pvgis-45n8e-tmy-jan1-3.json'),
    );
    expect(answer).toMatchObject({
      code: 119,
      message: 'The weather file must hold a whole year of hourly or half-hourly records',
      data: { reason: 'wrong-record-count', records: 72 },
    });
  });

  it('refuses a year with a physically impossible value with 119, naming the reason and the record', async () => {
    // Prepare: record 100 of the year at 1e308 °C (JSON has no lines: `line` is the record number).
    const year = pvgisTmyAnswer({ latitude: 39.9, longitude: 116.4 }) as {
      outputs: { tmy_hourly: Record<string, unknown>[] };
    };
    year.outputs.tmy_hourly[99]!.T2m = 1e308;
    // Act
    const answer = await uploadWeatherFile<{ reason: string; format: string; line: number; detail: string }>(
      owner.token,
      'hot.json',
      JSON.stringify(year),
    );
    // Assess
    expect(answer).toMatchObject({
      code: 119,
      data: {
        reason: 'out-of-range',
        format: 'pvgis-tmy-json',
        line: 100,
        quantity: 'tempAir',
        value: 1e308,
      },
    });
    expect(answer.data.detail).toContain('record 100 of outputs.tmy_hourly');
  });

  it('reads a 30-minute NSRDB PSM3 year: 17520 records, the same annual GHI as the hourly year', async () => {
    // Prepare: the Beijing year written as PSM3 30-minute data in UTC, each hour's values at
    // HH:00 and HH:30.
    const year = pvgisTmyAnswer({ latitude: 39.9, longitude: 116.4 }) as {
      outputs: { tmy_hourly: Record<string, number | string>[] };
    };
    const lines = [
      'Source,Location ID,City,State,Country,Latitude,Longitude,Time Zone,Elevation,Local Time Zone,Version',
      'NSRDB,0,Beijing,-,China,39.9,116.4,0,250,8,3.2.2',
      'Year,Month,Day,Hour,Minute,GHI,DNI,DHI,Temperature,Wind Speed,Pressure',
    ];
    for (const record of year.outputs.tmy_hourly) {
      const stamp = String(record['time(UTC)']);
      const [y, m, d, h] = [stamp.slice(0, 4), stamp.slice(4, 6), stamp.slice(6, 8), stamp.slice(9, 11)].map(
        Number,
      );
      const values = [record['G(h)'], record['Gb(n)'], record['Gd(h)'], record.T2m, record.WS10m, 990];
      for (const minute of [0, 30]) lines.push([y, m, d, h, minute, ...values].join(','));
    }
    // Act
    const answer = await uploadWeatherFile<WeatherFile>(
      owner.token,
      'beijing-psm3-30min.csv',
      lines.join('\n'),
    );
    // Assess
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ format: 'nsrdb-psm3', records: 17_520, latitude: 39.9 });
    expect(Math.abs(answer.data.ghiAnnual / saved.ghiAnnual - 1)).toBeLessThan(0.001);
    // A half-hourly year counts twice in the engine's budget of 800 array-years.
    const generation = (count: number) =>
      callApi(
        'inverter/queryMonthPowerGeneration',
        {
          latitude: 39.9,
          longitude: 116.4,
          arrays: Array.from({ length: count }, (_, i) => ({
            peakPowerKw: 5,
            inclination: i % 40,
            azimuth: 180,
          })),
          weatherFileId: answer.data.weatherFileId,
        },
        { token: owner.token },
      );
    expect(await generation(401)).toMatchObject({
      code: 118,
      message: 'The design is too large to simulate at once (too many arrays or DC inputs)',
    });
    expect((await generation(400)).code).toBe(0);
    await callApi(
      'climate/deleteWeatherFile',
      { weatherFileId: answer.data.weatherFileId },
      { token: owner.token },
    );
  });

  it('refuses another account’s upload with 114 and an unknown upload with 118', async () => {
    const uploadId = await putWeatherFile(owner.token, 'x.epw', 'LOCATION,x');
    const other = await loginAs(demo.user);
    const foreign = await callApi(
      'climate/saveWeatherFile',
      { uploadId, fileName: 'x.epw' },
      { token: other },
    );
    const unknown = await callApi(
      'climate/saveWeatherFile',
      { uploadId: 'unknown', fileName: 'x.epw' },
      {
        token: owner.token,
      },
    );
    expect(foreign).toMatchObject({ code: 114, status: 403 });
    expect(unknown).toMatchObject({
      code: 118,
      message: 'The uploaded file was not found; please upload it again',
    });
  });
});

describe('climate/createWeatherFileUpload', () => {
  it('refuses other file types with 119 (415) and files over 5 MB with 119 (413), changing nothing', async () => {
    const before = await onlyUseInTestsSnapshotTable();
    const type = await callApi(
      'climate/createWeatherFileUpload',
      { fileName: 'site.xlsx', size: 1000 },
      {
        token: owner.token,
      },
    );
    const size = await callApi(
      'climate/createWeatherFileUpload',
      { fileName: 'site.epw', size: 6_000_000 },
      {
        token: owner.token,
      },
    );
    expect(type).toMatchObject({
      code: 119,
      status: 415,
      message: 'The weather file must be .epw, .csv, .json or .tm2',
    });
    expect(size).toMatchObject({ code: 119, status: 413, message: 'The weather file must not exceed 5 MB' });
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });
});

describe('engine calls with a weather file', () => {
  it('use the named file first and name it as the source', async () => {
    const answer = await callApi<{ annual: { GlobalRadiation: number }; source: Source }>(
      'Common/queryRadiationInfo',
      {
        Latitude: '39.91',
        Longitude: '116.41',
        TiltAngle: '30',
        AzimuthAngle: '180',
        weatherFileId: saved.weatherFileId,
      },
      { token: owner.token },
    );
    expect(answer.code).toBe(0);
    expect(answer.data.source).toEqual({
      id: 'weather-file',
      label: 'Uploaded weather file: beijing-tmy.json',
      isEstimate: false,
      latitude: 39.9,
      longitude: 116.4,
      weatherFileId: saved.weatherFileId,
      // Its name, so a reader names the source in their own language (climateSourceLabel).
      fileName: 'beijing-tmy.json',
      // How far its site is (to the km), so a reader says so in their own (climateSourceNotice).
      distanceKm: 1,
      // The fake PVGIS year (tests/functions/climate/support/fake-sources.ts) is dated 2021.
      years: { first: 2021, last: 2021 },
    });
    expect(answer.data.annual.GlobalRadiation).toBeCloseTo(saved.ghiAnnual, 1);
  });

  it('say how far the file’s site is from a distant project', async () => {
    const answer = await callApi<{ source: Source }>(
      'project/queryLocationAdditional',
      { latitude: '31.23', longitude: '121.47', weatherFileId: saved.weatherFileId },
      { token: owner.token },
    );
    expect(answer.data.source.notice).toMatch(
      /^The weather file is for a site about 10\d\d km from this location\.$/,
    );
  });

  it('refuse another account’s file with 114 and change nothing', async () => {
    const other = await loginAs(demo.user);
    const before = await onlyUseInTestsSnapshotTable();
    const use = await callApi(
      'inverter/queryMonthPowerGeneration',
      {
        latitude: 39.91,
        longitude: 116.41,
        arrays: [{ peakPowerKw: 5, inclination: 30, azimuth: 180 }],
        weatherFileId: saved.weatherFileId,
      },
      { token: other },
    );
    const remove = await callApi(
      'climate/deleteWeatherFile',
      { weatherFileId: saved.weatherFileId },
      { token: other },
    );
    expect(use).toMatchObject({ code: 114, status: 403 });
    expect(remove).toMatchObject({ code: 114, status: 403 });
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });
});

describe('climate/deleteWeatherFile', () => {
  it('deletes the owner’s file; it is then neither listed nor usable', async () => {
    // Prepare
    const second = await uploadWeatherFile<WeatherFile>(owner.token, 'second.json', beijingYear);
    // Act
    const deleted = await callApi(
      'climate/deleteWeatherFile',
      { weatherFileId: second.data.weatherFileId },
      {
        token: owner.token,
      },
    );
    const list = await callApi<WeatherFile[]>('climate/queryWeatherFiles', {}, { token: owner.token });
    const use = await callApi(
      'Common/getBestTilt',
      { Latitude: '39.9', Longitude: '116.4', weatherFileId: second.data.weatherFileId },
      { token: owner.token },
    );
    // Assess
    expect(deleted).toMatchObject({ code: 0, data: null });
    expect(list.data.map((f) => f.weatherFileId)).toEqual([saved.weatherFileId]);
    expect(use).toMatchObject({ code: 115, status: 404 });
  });
});

// Before the fix, a record whose derived values failed the schema on read (1e308 became Infinity,
// stored as null) made list, delete and every engine call answer 500: its owner was locked out.
describe('a stored weather file that no longer reads', () => {
  it('is listed without figures, refused by the engine with 119, and can be deleted', async () => {
    // Prepare
    const user = await newActivatedUser('en');
    const accountId = await accountIdOf(user.email);
    const id = `broken-${Date.now()}`;
    await onlyUseInTestsTableClient().send(
      new PutCommand({
        TableName: inject('runtime').tableName,
        Item: {
          PK: `WEATHERFILE#${id}`,
          SK: 'META',
          GSI1PK: `ACCOUNT#${accountId}#WEATHERFILES`,
          GSI1SK: '2026-11-01T00:00:00.000Z',
          type: 'WeatherFile',
          id,
          accountId,
          fileName: 'huge-values.json',
          format: 'pvgis-tmy-json',
          site: { latitude: 30, longitude: 120, elevation: 10, timezone: 0 },
          records: 8760,
          derived: JSON.stringify({ ghiAnnual: null, tempMean: null }),
          objectKey: `weather/${accountId}/${id}`,
          createdAt: '2026-11-01T00:00:00.000Z',
        },
      }),
    );
    // Act
    const listed = await callApi<{ weatherFileId: string; readable: boolean }[]>(
      'climate/queryWeatherFiles',
      {},
      { token: user.token },
    );
    const used = await callApi(
      'Common/getBestTilt',
      { Latitude: '30', Longitude: '120', weatherFileId: id },
      { token: user.token },
    );
    const deleted = await callApi('climate/deleteWeatherFile', { weatherFileId: id }, { token: user.token });
    const after = await callApi<unknown[]>('climate/queryWeatherFiles', {}, { token: user.token });
    // Assess
    expect(listed).toMatchObject({
      code: 0,
      data: [{ weatherFileId: id, readable: false, ghiAnnual: null }],
    });
    expect(used).toMatchObject({
      code: 119,
      message: 'This weather file can no longer be read; delete it and upload it again',
    });
    expect(deleted.code).toBe(0);
    expect(after.data).toEqual([]);
  });
});

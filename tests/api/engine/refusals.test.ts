/**
 * Every engine and climate call refuses bad input, bad tokens and the wrong role with the spec's
 * codes, and changes nothing (the bad-input matrix of tests/support/bad-input.ts), plus the range
 * checks of the engine's inputs.
 */
import { describe, expect, it } from 'vitest';
import { demo, expiredTokenFor, loginAs } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { badInputCases } from '../../support/bad-input';
import { onlyUseInTestsSnapshotTable } from '../../support/table';

describe('engine and climate calls refuse bad input and change nothing', async () => {
  const token = await loginAs(demo.user);
  const expiredToken = await expiredTokenFor(demo.user);
  const maintain = await loginAs(demo.maintain);
  const place = { Latitude: '39.91', Longitude: '116.41' };
  const item = { componentPeakPower: '450', componentTotalCount: '10', azimuth: '180', inclination: '30' };
  const matrix = {
    'Common/queryHorizontalRadiationInfo': badInputCases({
      goodBody: place,
      required: ['Latitude', 'Longitude'],
      token,
      expiredToken,
    }),
    'Common/queryRadiationInfo': badInputCases({
      goodBody: { ...place, TiltAngle: '30', AzimuthAngle: '180' },
      required: ['Latitude', 'Longitude', 'TiltAngle', 'AzimuthAngle'],
      token,
      expiredToken,
    }),
    'Common/getBestTilt': badInputCases({
      goodBody: { ...place, AzimuthAngle: '180' },
      required: ['Latitude', 'Longitude'],
      token,
      expiredToken,
    }),
    'Common/getBestAzimuth': badInputCases({
      goodBody: { ...place, TiltAngle: '30' },
      required: ['Latitude', 'Longitude'],
      token,
      expiredToken,
    }),
    'Common/queryIrradianceLossAndHeatLoss': badInputCases({
      goodBody: {
        latitude: '39.91',
        longitude: '116.41',
        pvArrayLayout: [{ Inclination: '30', Azimuth: '180', PanelEfficiency: '21' }],
      },
      required: ['latitude', 'longitude', 'pvArrayLayout'],
      token,
      expiredToken,
    }),
    'project/queryLocationAdditional': badInputCases({
      goodBody: { longitude: '116.41', latitude: '39.91', address: 'Beijing' },
      required: ['longitude', 'latitude'],
      strings: ['address'],
      token,
      expiredToken,
    }),
    'inverter/queryMonthPowerGeneration': badInputCases({
      goodBody: {
        latitude: '39.91',
        longitude: '116.41',
        arrays: [{ peakPowerKw: '5', inclination: 30, azimuth: 180 }],
      },
      required: ['latitude', 'longitude', 'arrays'],
      token,
      expiredToken,
    }),
    'project/queryProjectReportData': badInputCases({
      goodBody: {
        proLatitude: '39.91',
        proLongitude: '116.41',
        inverters: [{ inverterName: 'SUN-5K', inverterItems: [item] }],
      },
      required: ['proLatitude', 'proLongitude', 'inverters'],
      token,
      expiredToken,
    }),
    'climate/createWeatherFileUpload': badInputCases({
      goodBody: { fileName: 'site.epw', size: 1000 },
      required: ['fileName', 'size'],
      strings: ['fileName'],
      token,
      expiredToken,
      wrongRoleToken: maintain,
    }),
    'climate/saveWeatherFile': badInputCases({
      goodBody: { uploadId: 'no-such-upload', fileName: 'site.epw' },
      required: ['uploadId', 'fileName'],
      strings: ['uploadId', 'fileName'],
      token,
      expiredToken,
      wrongRoleToken: maintain,
    }),
    'climate/queryWeatherFiles': badInputCases({
      goodBody: {},
      required: [],
      token,
      expiredToken,
      wrongRoleToken: maintain,
    }),
    'climate/deleteWeatherFile': badInputCases({
      goodBody: { weatherFileId: 'no-such-file' },
      required: ['weatherFileId'],
      strings: ['weatherFileId'],
      token,
      expiredToken,
      wrongRoleToken: maintain,
    }),
  };
  const cases = Object.entries(matrix).flatMap(([path, list]) => list.map((c) => ({ ...c, path })));

  it.each(cases)('$path: $name → $code', async ({ path, body, rawBody, token: t, code, status }) => {
    const before = await onlyUseInTestsSnapshotTable();
    expect(await callApi(path, body, { rawBody, token: t })).toMatchObject({ code, status });
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });

  it('refuses coordinates and angles out of range, and text that is not a number, with field errors (118)', async () => {
    // Act
    const answer = await callApi<{ fieldErrors: { field: string; key: string; message: string }[] }>(
      'Common/queryRadiationInfo',
      { Latitude: '91', Longitude: '-180.5', TiltAngle: '-1', AzimuthAngle: 'south' },
      { token },
    );
    // Assess
    expect(answer).toMatchObject({ code: 118, status: 400 });
    expect(answer.data.fieldErrors.map((e) => [e.field, e.key])).toEqual([
      ['Latitude', 'tooLarge'],
      ['Longitude', 'tooSmall'],
      // A tilt below 0 is refused as the editor's tilt field refuses it.
      ['TiltAngle', 'notNegative'],
      ['AzimuthAngle', 'numberRequired'],
    ]);
    expect(answer.data.fieldErrors[3]?.message).toBe('Please enter a number');
  });

  it('refuses losses that sum to 100 % or more with the spec’s message', async () => {
    const answer = await callApi(
      'inverter/queryMonthPowerGeneration',
      {
        latitude: 39.91,
        longitude: 116.41,
        arrays: [{ peakPowerKw: 5, inclination: 30, azimuth: 180 }],
        systemLoss: { soilinglosses: 50, mismatchlosses: 50 },
      },
      { token },
    );
    expect(answer.code).toBe(118);
    expect(answer.data).toMatchObject({
      fieldErrors: [{ field: 'systemLoss', message: 'the sum of the loss ratio has exceeded 100%' }],
    });
  });

  it('answers 115 (404) for a weather file that does not exist', async () => {
    const answer = await callApi(
      'Common/queryHorizontalRadiationInfo',
      { ...place, weatherFileId: 'nope' },
      { token },
    );
    expect(answer).toMatchObject({
      code: 115,
      status: 404,
      message: 'This weather file does not exist or was deleted',
    });
  });
});

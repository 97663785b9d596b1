/**
 * The request schemas of the engine and climate calls (shared/api/engine.ts, climate.ts): the
 * spec sends numbers as strings, and every range is checked.
 */

import {
  queryIrradianceLossAndHeatLoss,
  queryMonthPowerGeneration,
  queryRadiationInfo,
} from '@pvd/shared/api/engine';
import { queryProjectReportData } from '@pvd/shared/api/project-report';
import { describe, expect, it } from 'vitest';

describe('engine request schemas', () => {
  it('queryRadiationInfo reads the spec’s string payload', () => {
    const input = queryRadiationInfo.request.parse({
      Latitude: '39.91',
      Longitude: '116.41',
      TiltAngle: '30',
      AzimuthAngle: '180',
    });
    expect(input).toEqual({ Latitude: 39.91, Longitude: 116.41, TiltAngle: 30, AzimuthAngle: 180 });
  });

  it('queryRadiationInfo refuses a tilt above 90° and an azimuth above 360°', () => {
    const result = queryRadiationInfo.request.safeParse({
      Latitude: '39.91',
      Longitude: '116.41',
      TiltAngle: '91',
      AzimuthAngle: '361',
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['TiltAngle', 'AzimuthAngle']);
  });

  it('queryIrradianceLossAndHeatLoss needs at least one array', () => {
    const result = queryIrradianceLossAndHeatLoss.request.safeParse({
      latitude: '39.91',
      longitude: '116.41',
      pvArrayLayout: [],
    });
    expect(result.error?.issues[0]?.message).toBe('pvArrayRequired');
  });

  it('queryMonthPowerGeneration needs each array’s power and refuses losses summing to 100 % or more', () => {
    const base = { latitude: 39.91, longitude: 116.41 };
    const noPower = queryMonthPowerGeneration.request.safeParse({
      ...base,
      arrays: [{ inclination: 30, azimuth: 180 }],
    });
    const tooLossy = queryMonthPowerGeneration.request.safeParse({
      ...base,
      arrays: [{ peakPowerKw: 5, inclination: 30, azimuth: 180 }],
      systemLoss: { soilinglosses: 60, mismatchlosses: 40, componentagingdecay: 0.6 },
    });
    expect(noPower.error?.issues[0]).toMatchObject({
      message: 'arrayPowerRequired',
      path: ['arrays', 0, 'peakPowerKw'],
    });
    expect(tooLossy.error?.issues[0]?.message).toBe('lossSumTooLarge');
  });

  it('queryProjectReportData needs an inverter with at least one array part', () => {
    const result = queryProjectReportData.request.safeParse({
      proLatitude: '39.91',
      proLongitude: '116.41',
      inverters: [{ inverterName: 'X', inverterItems: [] }],
    });
    expect(result.error?.issues[0]?.message).toBe('pvArrayRequired');
  });
});

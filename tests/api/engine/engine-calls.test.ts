/**
 * The engine calls through the local runtime, as the browser makes them. The runtime has no route
 * to PVGIS or NASA POWER here, so the answers come from the clear-sky estimate and must say so;
 * online sources are tested with fake servers in online-sources.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { demo, loginAs } from '../../support/accounts';
import { callApi } from '../../support/api-client';

interface Source {
  id: string;
  label: string;
  isEstimate: boolean;
  notice?: string;
  latitude: number;
  longitude: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const beijing = { Latitude: '39.91', Longitude: '116.41' };
const sum = (values: Record<string, number>) => MONTHS.reduce((total, m) => total + values[m]!, 0);

/** The product never shows an estimate as measured: the flag and the notice go together. */
function expectHonest(source: Source): void {
  expect(['pvgis-tmy', 'nasa-power', 'clear-sky-estimate']).toContain(source.id);
  expect(source.isEstimate).toBe(source.id === 'clear-sky-estimate');
  if (source.isEstimate) expect(source.notice).toBeTruthy();
  expect(source.latitude).toBe(39.91);
  expect(source.longitude).toBe(116.41);
}

let user: string;
beforeAll(async () => {
  user = await loginAs(demo.user);
});

describe('Common/queryHorizontalRadiationInfo', () => {
  it('answers GJan..GDec [kWh/m²] for the spec’s string coordinates, with the source', async () => {
    // Act
    const answer = await callApi<Record<string, number> & { GAnnual: number; source: Source }>(
      'Common/queryHorizontalRadiationInfo',
      beijing,
      { token: user },
    );
    // Assess
    expect(answer.code).toBe(0);
    const months = MONTHS.map((m) => answer.data[`G${m}`]!);
    expect(months.every((value) => value > 0)).toBe(true);
    expect(answer.data.GJun).toBeGreaterThan(answer.data.GDec);
    expect(answer.data.GAnnual).toBeCloseTo(
      months.reduce((a, b) => a + b, 0),
      0,
    );
    expect(answer.data.GAnnual).toBeGreaterThan(1000);
    expect(answer.data.GAnnual).toBeLessThan(2000);
    expectHonest(answer.data.source);
  });

  it('falls back to the clear-sky estimate, flagged, with the notice in the caller’s language', async () => {
    const en = await callApi<{ source: Source }>('Common/queryHorizontalRadiationInfo', beijing, {
      token: user,
      culture: 'en',
    });
    const zh = await callApi<{ source: Source }>('Common/queryHorizontalRadiationInfo', beijing, {
      token: user,
      culture: 'zh-CN',
    });
    // Whatever the network, an estimate is never unflagged; without a route out it is the estimate.
    if (en.data.source.id === 'clear-sky-estimate') {
      expect(en.data.source).toMatchObject({ isEstimate: true, label: expect.stringMatching(/^Estimate/) });
      expect(en.data.source.notice).toMatch(/not measured data/);
      expect(zh.data.source.label).toMatch(/^估算值/);
      expect(zh.data.source.notice).toContain('并非实测数据');
    } else {
      expect(en.data.source.isEstimate).toBe(false);
    }
  });
});

describe('Common/queryRadiationInfo', () => {
  it('answers Energy, GlobalRadiation and TiltedRadiation keyed Jan..Dec, and their annual sums', async () => {
    // Act
    const answer = await callApi<{
      Energy: Record<string, number>;
      GlobalRadiation: Record<string, number>;
      TiltedRadiation: Record<string, number>;
      annual: { Energy: number; GlobalRadiation: number; TiltedRadiation: number };
      source: Source;
    }>('Common/queryRadiationInfo', { ...beijing, TiltAngle: '30', AzimuthAngle: '180' }, { token: user });
    // Assess
    expect(answer.code).toBe(0);
    for (const series of [answer.data.Energy, answer.data.GlobalRadiation, answer.data.TiltedRadiation]) {
      expect(Object.keys(series)).toEqual(MONTHS);
    }
    expect(answer.data.annual.TiltedRadiation).toBeCloseTo(sum(answer.data.TiltedRadiation), 0);
    expect(answer.data.annual.TiltedRadiation).toBeGreaterThan(answer.data.annual.GlobalRadiation);
    // kWh/kWp below kWh/m² on the plane: a performance ratio between 0.7 and 0.95.
    const ratio = answer.data.annual.Energy / answer.data.annual.TiltedRadiation;
    expect(ratio).toBeGreaterThan(0.7);
    expect(ratio).toBeLessThan(0.95);
    expectHonest(answer.data.source);
  });
});

describe('Common/getBestTilt and Common/getBestAzimuth', () => {
  interface Best {
    BestTilt: number;
    BestAzimuth: number;
    TiltedRadiation: number;
    source: Source;
  }

  it('getBestTilt keeps the given azimuth and finds the tilt; getBestAzimuth the reverse', async () => {
    const tilt = await callApi<Best>(
      'Common/getBestTilt',
      { ...beijing, TiltAngle: '10', AzimuthAngle: '180' },
      {
        token: user,
      },
    );
    const azimuth = await callApi<Best>(
      'Common/getBestAzimuth',
      { ...beijing, TiltAngle: '30', AzimuthAngle: '90' },
      { token: user },
    );
    expect(tilt.data.BestAzimuth).toBe(180);
    expect(tilt.data.BestTilt).toBeGreaterThan(25);
    expect(tilt.data.BestTilt).toBeLessThan(50);
    expect(azimuth.data.BestTilt).toBe(30);
    expect(azimuth.data.BestAzimuth).toBeGreaterThan(160);
    expect(azimuth.data.BestAzimuth).toBeLessThan(200);
    expectHonest(tilt.data.source);
  });

  it('both answer the best pair when no angle is given', async () => {
    const tilt = await callApi<Best>('Common/getBestTilt', beijing, { token: user });
    const azimuth = await callApi<Best>('Common/getBestAzimuth', beijing, { token: user });
    expect(tilt.data).toEqual(azimuth.data);
    expect(tilt.data.TiltedRadiation).toBeGreaterThan(0);
  });
});

describe('project/queryLocationAdditional', () => {
  it('answers the temperatures and best angles of the location', async () => {
    const answer = await callApi<Record<string, number> & { source: Source }>(
      'project/queryLocationAdditional',
      { longitude: '116.41', latitude: '39.91', address: '北京市东城区' },
      { token: user },
    );
    expect(answer.code).toBe(0);
    const { MinTemperature, AvgTemperature, MaxTemperature, BestTilt, BestAzimuth } = answer.data;
    expect(MinTemperature).toBeLessThan(AvgTemperature!);
    expect(AvgTemperature).toBeLessThan(MaxTemperature!);
    expect(MinTemperature).toBeGreaterThanOrEqual(-50);
    expect(MaxTemperature).toBeLessThanOrEqual(80);
    expect(BestTilt).toBeGreaterThan(25);
    expect(BestAzimuth).toBeGreaterThan(160);
    expectHonest(answer.data.source);
  });
});

describe('Common/queryIrradianceLossAndHeatLoss', () => {
  it('answers the irradiance loss against the best orientation and the heat loss [%]', async () => {
    const answer = await callApi<{ irradianceLoss: number; heatloss: number; source: Source }>(
      'Common/queryIrradianceLossAndHeatLoss',
      {
        latitude: '39.91',
        longitude: '116.41',
        bestTilt: '35',
        bestAzimuth: '180',
        avgTemperature: '15',
        pvArrayLayout: [
          { Inclination: '20', Azimuth: '150', PanelEfficiency: '21.3' },
          { Inclination: '90', Azimuth: '270', PanelEfficiency: '21.3' },
        ],
      },
      { token: user },
    );
    expect(answer.code).toBe(0);
    expect(answer.data.irradianceLoss).toBeGreaterThan(10);
    expect(answer.data.irradianceLoss).toBeLessThan(60);
    expect(answer.data.heatloss).toBeGreaterThan(0);
    expect(answer.data.heatloss).toBeLessThan(15);
    expectHonest(answer.data.source);
  });
});

describe('inverter/queryMonthPowerGeneration', () => {
  it('answers monthly, annual and 25-year energy [kWh] of the arrays', async () => {
    const answer = await callApi<{
      monthlyPowerGeneration: Record<string, number>;
      totalPowerGeneration: number;
      yearlyPowerGeneration: number[];
      specificYield: number;
      dcCapacityKw: number;
      source: Source;
    }>(
      'inverter/queryMonthPowerGeneration',
      {
        latitude: '39.91',
        longitude: '116.41',
        arrays: [
          { componentPeakPower: '450', componentTotalCount: '20', inclination: '30', azimuth: '180' },
          { peakPowerKw: 3, inclination: 15, azimuth: 90 },
        ],
        systemLoss: { soilinglosses: 3, lidlosses: 2, componentagingdecay: 0.6 },
        generationFactor: '1.0',
      },
      { token: user },
    );
    expect(answer.code).toBe(0);
    expect(answer.data.dcCapacityKw).toBe(12);
    expect(Object.keys(answer.data.monthlyPowerGeneration)).toEqual(MONTHS);
    expect(answer.data.totalPowerGeneration).toBeCloseTo(sum(answer.data.monthlyPowerGeneration), 0);
    expect(answer.data.specificYield).toBeGreaterThan(1000);
    expect(answer.data.specificYield).toBeLessThan(2000);
    expect(answer.data.yearlyPowerGeneration).toHaveLength(25);
    expect(answer.data.yearlyPowerGeneration[24]).toBeLessThan(answer.data.yearlyPowerGeneration[0]!);
    expectHonest(answer.data.source);
  });
});

describe('project/queryProjectReportData', () => {
  const body = {
    proLatitude: '39.91',
    proLongitude: '116.41',
    inverters: [
      {
        inverterName: 'SUN-10K',
        inverterItems: [
          { componentPeakPower: '450', componentTotalCount: '12', azimuth: '180', inclination: '30' },
          { componentPeakPower: '450', componentTotalCount: '10', azimuth: '90', inclination: '30' },
        ],
      },
    ],
  };

  it('answers generation, horizontal radiation, energy saving and currency as objects, not JSON strings', async () => {
    // Act
    const answer = await callApi<{
      currency: { code: string; rate: number } | null;
      powergeneration: {
        totalPowerGeneration: number;
        monthlyPowerGeneration: Record<string, number>;
        yearlyPowerGeneration: number[];
      };
      horizontalradiation: Record<string, number>;
      energySaving: Record<string, number>;
      source: Source;
    }>('project/queryProjectReportData', body, { token: user, culture: 'zh-CN' });
    // Assess
    expect(answer.code).toBe(0);
    expect(typeof answer.data.powergeneration).toBe('object');
    expect(answer.data.powergeneration.totalPowerGeneration).toBeCloseTo(
      sum(answer.data.powergeneration.monthlyPowerGeneration),
      0,
    );
    expect(Object.keys(answer.data.horizontalradiation)).toEqual(MONTHS.map((m) => `G${m}`));
    expect(answer.data.energySaving.CO2E).toBeCloseTo(
      answer.data.powergeneration.totalPowerGeneration * 0.2556,
      0,
    );
    // The default currency of a Chinese caller is CNY [WIZ-11], when the catalogue holds it.
    if (answer.data.currency !== null) expect(answer.data.currency.code).toBe('CNY');
    expect(answer.data.source.label).toMatch(/[\u4e00-\u9fff]/); // labelled in Chinese
  });

  it('is open to the maintainer, who shares the report route', async () => {
    const maintain = await loginAs(demo.maintain);
    const answer = await callApi('project/queryProjectReportData', body, { token: maintain });
    expect(answer.code).toBe(0);
  });
});

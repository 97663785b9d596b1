/**
 * Before the bound, one valid 876 KB queryProjectReportData (20 inverters × 500 arrays; the schema
 * allowed 200 × 500) took 12-22 s and blocked the local runtime. The request is now bounded by
 * what the editor produces (50 inverters, an item per MPPT, at most 64) and the engine's work by
 * a budget of 800 array-years: beyond it 118, within it an answer.
 */
import { ENGINE_MAX_ARRAY_YEARS, PROJECT_MAX_INVERTERS } from '@pvd/shared/constants/limits';
import { beforeAll, describe, expect, it } from 'vitest';
import { demo, loginAs } from '../../support/accounts';
import { callApi } from '../../support/api-client';

const item = (i: number) => ({
  componentPeakPower: 450,
  componentTotalCount: 20,
  azimuth: 160 + (i % 40),
  inclination: 10 + (i % 30),
});

function report(inverterCount: number, itemsEach: number) {
  return {
    proLatitude: 30.27,
    proLongitude: 120.15,
    inverters: Array.from({ length: inverterCount }, (_, i) => ({
      inverterName: `SUN-${i}`,
      inverterItems: Array.from({ length: itemsEach }, (_, j) => item(i * itemsEach + j)),
      ratedacoutputpower: 100_000,
    })),
  };
}

let token: string;

beforeAll(async () => {
  token = await loginAs(demo.user);
});

describe('the engine’s bounds', () => {
  it('refuses the 20 × 500 report with 118 before any work', async () => {
    // Act
    const answer = await callApi('project/queryProjectReportData', report(20, 500), { token });
    // Assess
    expect(answer).toMatchObject({ status: 400, code: 118 });
    expect(JSON.stringify(answer.data)).toContain('tooManyArrays');
  });

  it('refuses more inverters than a project holds, and more items in all than the budget', async () => {
    // Act
    const inverters = await callApi('project/queryProjectReportData', report(PROJECT_MAX_INVERTERS + 1, 1), {
      token,
    });
    const items = await callApi('project/queryProjectReportData', report(PROJECT_MAX_INVERTERS, 17), {
      token,
    });
    // Assess
    expect(inverters.code).toBe(118);
    expect(items.code).toBe(118);
    expect(PROJECT_MAX_INVERTERS * 17).toBeGreaterThan(ENGINE_MAX_ARRAY_YEARS);
  });

  it('answers the largest project the editor allows: 50 inverters of 12 MPPTs', async () => {
    // Act
    const answer = await callApi<{ powergeneration: { totalPowerGeneration: number } }>(
      'project/queryProjectReportData',
      report(PROJECT_MAX_INVERTERS, 12),
      { token },
    );
    // Assess
    expect(answer.code).toBe(0);
    expect(answer.data.powergeneration.totalPowerGeneration).toBeGreaterThan(0);
  });
});

/**
 * P50/P90/P99 in project/queryProjectDesignResults and the report by id [UNC-1]: a grid project
 * with its own budget (irradiation 6 %, σ_iav 5 %) worked by hand, the finance at P90 beside the
 * P50's [UNC-6]; a project without the section takes the defaults [UNC-7]; an item out of range
 * is refused at its field.
 */
import type { YieldUncertainty } from '@pvd/shared/project/report/yield-uncertainty';
import { beforeAll, describe, expect, it } from 'vitest';
import { newActivatedUser, type TestUser } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { type CatalogueIds, catalogueIds, gridProjectBody } from './support/projects';

interface Results {
  annualYieldKwh: number;
  source: { id: string };
  finance: { paybackYears: number | null; netPresentValue: number } | null;
  uncertainty: YieldUncertainty;
}

let owner: TestUser;
let ids: CatalogueIds;
let projectId = '';

/** A grid-connected investment that pays back: 3 CNY per W, every kWh sold at 0.8. */
const payingInvestment = {
  needInvestment: true,
  currency: 'CNY',
  totalCost: 3,
  onGridElectricityPrice: 0.8,
  sellingPriceOnExpiryOfTheFeedInTariff: 0.8,
  electricitySalesSubsidy: 0,
  installationAllowance: 0,
};
const uncertainty = { budget: { irradiation: 6 }, interannualSigmaPercent: 5 };
const body = () => ({ ...gridProjectBody(ids, 'P90 grid'), investment: payingInvestment, uncertainty });

beforeAll(async () => {
  owner = await newActivatedUser();
  ids = await catalogueIds(owner.token);
  const created = await callApi<string>('project/createtUserGridConnectedProject', body(), {
    token: owner.token,
  });
  expect(created.code).toBe(0);
  projectId = created.data;
});

const results = (draft: unknown) =>
  callApi<Results>(
    'project/queryProjectDesignResults',
    { proType: 0, projectId: null, body: draft },
    {
      token: owner.token,
    },
  );

describe('the yield uncertainty of the live results', () => {
  it('answers P50/P90/P99 of its own budget, worked by hand, and the finance at P90', async () => {
    const live = await results(body());
    expect(live.code).toBe(0);
    const { uncertainty: u, annualYieldKwh, finance } = live.data;
    // σ_budget² = 6² + 3² + 3² + 2² + 0² + 3² = 36 + 9 + 9 + 4 + 0 + 9 = 67; σ₁² = 67 + 5² = 92
    // σ₁ = 9.5917 %; P90/P50 = 1 − 1.2816 × 0.095917 = 0.877073; P99/P50 = 1 − 2.3263 × 0.095917 = 0.776868
    expect(u.p50).toBe(annualYieldKwh);
    expect(u.sigmaPercent).toBeCloseTo(9.5917, 4);
    expect(u.p90 / u.p50).toBeCloseTo(0.877073, 5);
    expect(u.p99 / u.p50).toBeCloseTo(0.776868, 5);
    // ten years: σ₁₀² = 67 + (0.25 × 9/2)² + 5²/10 = 67 + 1.265625 + 2.5 = 70.765625 → σ₁₀ = 8.4122 %
    expect(u.sigmaTenYearPercent).toBeCloseTo(8.4122, 4);
    expect(u).toMatchObject({ interannualBasis: 'entered', irradiationSource: live.data.source.id });
    expect(u.budget.irradiation).toBe(6);
    // The finance at P90: every kWh sold at 0.8, so less energy earns less and pays back later.
    expect(u.financeAtP90).not.toBeNull();
    expect(u.financeAtP90!.netPresentValue).toBeLessThan(finance!.netPresentValue);
    expect(u.financeAtP90!.paybackYears!).toBeGreaterThan(finance!.paybackYears!);
  });

  it('gives the saved project’s report the same figures', async () => {
    const [live, report] = await Promise.all([
      results(body()),
      callApi<{ uncertainty: YieldUncertainty }>(
        'project/queryProjectReportDataById',
        { proId: projectId },
        {
          token: owner.token,
        },
      ),
    ]);
    expect(report.code).toBe(0);
    expect(report.data.uncertainty).toEqual(live.data.uncertainty);
  });

  it('takes the defaults of the climate source without the section [UNC-7]', async () => {
    const { uncertainty: _, ...withoutSection } = body();
    const live = await results(withoutSection);
    expect(live.code).toBe(0);
    const u = live.data.uncertainty;
    expect(u.budget).toMatchObject({
      transposition: 3,
      moduleRating: 3,
      soiling: 2,
      snow: 0,
      simulationModel: 3,
    });
    expect(u.interannualBasis).toBe('zone');
  });

  it('refuses an item out of range at its field (118)', async () => {
    const live = await results({ ...body(), uncertainty: { budget: { irradiation: 60 } } });
    expect(live.code).toBe(118);
    expect(JSON.stringify(live)).toMatch(/uncertainty.*budget.*irradiation|irradiation/);
  });
});

/**
 * project/queryProjectDesignResults: the editor's live results for an unsaved draft.
 * A saved project's draft gives exactly the figures of its report (queryProjectReportDataById:
 * one code computes both); a draft without strings is simulated array by array; a draft without
 * PV arrays is refused with a clear 118; a saved project's id is checked first (113, 114).
 */

import type { ProjectView } from '@pvd/shared/api/project';
import { beforeAll, describe, expect, it } from 'vitest';
import { draftFromView } from '@/features/project-editor/model/draft';
import { rectangleCorners } from '../../shared/project/support/drawn-array';
import { demo, loginAs, newActivatedUser, type TestUser } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { onlyUseInTestsSnapshotTable } from '../../support/table';
import { type CatalogueIds, catalogueIds, gridProjectBody, storageProjectBody } from './support/projects';

interface Results {
  basis: 'strings' | 'arrays';
  dcCapacityKw: number;
  annualYieldKwh: number;
  monthlyYieldKwh: Record<string, number>;
  specificYield: number;
  performanceRatio: number;
  shadingLossPercent: number;
  shading: { annual: { horizon: number; nearShading: number; rows: number; electrical: number } } | null;
  lossChain: LossChain;
  source: { id: string; label: string; isEstimate: boolean };
  selfUse: { selfUseRatio: number; selfSufficiency: number } | null;
  bill?: { savings: { total: number } };
  finance: {
    currency: string;
    paybackYear: number | null;
    paybackYears?: number | null;
    usesDefaultPrices?: boolean;
    firstYearSavings?: number;
    netPresentValue: number;
    internalRateOfReturn: number | null;
    levelizedCostOfEnergy: number | null;
  } | null;
}

interface Report {
  powergeneration: { monthlyPowerGeneration: Record<string, number>; totalPowerGeneration: number };
  source: { id: string; isEstimate: boolean };
  selfUse: { selfUseRatio: number; selfSufficiency: number } | null;
  finance: Results['finance'] & object;
  shadingLossPercent: number;
  lossChain: LossChain;
}

interface LossChain {
  steps: { key: string; lossPercent: number; ofNominalPercent: number }[];
  performanceRatioPercent: number;
}

let owner: TestUser;
let stranger: TestUser;
let ids: CatalogueIds;
const projects = { grid: '', storage: '' };

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

const gridBody = () => ({ ...gridProjectBody(ids, 'Live grid'), investment: payingInvestment });
const storageBody = () => storageProjectBody(ids, 'Live storage');

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newActivatedUser(), newActivatedUser()]);
  ids = await catalogueIds(owner.token);
  const create = async (path: string, body: unknown) =>
    (await callApi<string>(`project/${path}`, body, { token: owner.token })).data;
  [projects.grid, projects.storage] = await Promise.all([
    create('createtUserGridConnectedProject', gridBody()),
    create('createtUserEnergyStorageProject', storageBody()),
  ]);
});

const results = (body: unknown, token = owner.token) =>
  callApi<Results>('project/queryProjectDesignResults', body, { token });
const report = (proId: string) =>
  callApi<Report>('project/queryProjectReportDataById', { proId }, { token: owner.token });

describe('project/queryProjectDesignResults', () => {
  it('gives a saved grid project’s draft the figures of its report, investment and loss waterfall included', async () => {
    // Act
    const [live, saved] = await Promise.all([
      results({ proType: 0, projectId: projects.grid, body: gridBody() }),
      report(projects.grid),
    ]);
    // Assess
    expect(live.code).toBe(0);
    const data = live.data;
    expect(data.basis).toBe('strings');
    expect(data.annualYieldKwh).toBe(saved.data.powergeneration.totalPowerGeneration);
    expect(data.monthlyYieldKwh).toEqual(saved.data.powergeneration.monthlyPowerGeneration);
    expect(data.dcCapacityKw).toBeCloseTo(4.92, 3);
    expect(data.specificYield).toBeCloseTo(data.annualYieldKwh / 4.92, 1);
    expect(data.performanceRatio).toBeGreaterThan(0.5);
    expect(data.performanceRatio).toBeLessThan(1);
    expect(data.source).toMatchObject({ id: saved.data.source.id, isEstimate: saved.data.source.isEstimate });
    expect(data.selfUse).toBeNull();
    // The loss waterfall is the report's, and ends at the performance ratio of the figures.
    expect(data.lossChain).toEqual(saved.data.lossChain);
    const chainEnd = data.lossChain.steps.reduce((rest, step) => rest - step.ofNominalPercent, 100);
    expect(chainEnd).toBeCloseTo(data.lossChain.performanceRatioPercent, 2);
    expect(data.lossChain.performanceRatioPercent).toBeCloseTo(data.performanceRatio * 100, 2);
    const {
      currency,
      paybackYear,
      paybackYears,
      netPresentValue,
      internalRateOfReturn,
      levelizedCostOfEnergy,
    } = saved.data.finance;
    // The investment is the project's own: not the defaults [REP-8].
    expect(data.finance).toEqual({
      currency,
      paybackYear,
      paybackYears,
      netPresentValue,
      internalRateOfReturn,
      levelizedCostOfEnergy,
      usesDefaultPrices: false,
      // A project without a load exports every kWh, at 0.8 here [FIN-6].
      firstYearSavings: data.bill!.savings.total,
    });
    expect(data.bill!.savings.total).toBeCloseTo(data.annualYieldKwh * 0.8, -1);
  });

  it('gives the demo user’s projects, opened in the editor as they are, the figures of their reports', async () => {
    // Prepare: the editor's own draft of each demo project (draftFromView), as on opening it.
    const token = await loginAs(demo.user);
    const list = await callApi<{ resultData: { Id: string; ProName: string }[] }>(
      'project/PageQueryUserProject',
      { limit: 50 },
      { token },
    );
    const demos = list.data.resultData.filter(
      (row) => row.ProName.startsWith('杭州西湖区') || row.ProName.startsWith('Beijing'),
    );
    expect(demos).toHaveLength(2);
    for (const row of demos) {
      const view = await callApi<ProjectView>(
        'project/getUserProjectBaseInfo',
        { projectId: row.Id },
        { token },
      );
      const draft = draftFromView(view.data);
      // Act
      const [live, saved] = await Promise.all([
        results({ proType: draft.proType, projectId: draft.projectId, body: draft.body }, token),
        callApi<Report>('project/queryProjectReportDataById', { proId: row.Id }, { token }),
      ]);
      // Assess
      expect(live.code).toBe(0);
      expect(live.data.annualYieldKwh).toBe(saved.data.powergeneration.totalPowerGeneration);
      expect(live.data.monthlyYieldKwh).toEqual(saved.data.powergeneration.monthlyPowerGeneration);
      expect(live.data.selfUse?.selfUseRatio ?? null).toBe(saved.data.selfUse?.selfUseRatio ?? null);
      expect(live.data.finance?.netPresentValue ?? null).toBe(saved.data.finance?.netPresentValue ?? null);
      expect(live.data.shadingLossPercent).toBe(saved.data.shadingLossPercent);
    }
  });

  it('gives a saved storage project’s draft its report’s self-use ratio and self-sufficiency', async () => {
    // Act
    const [live, saved] = await Promise.all([
      results({ proType: 1, projectId: projects.storage, body: storageBody() }),
      report(projects.storage),
    ]);
    // Assess
    expect(live.code).toBe(0);
    expect(live.data.annualYieldKwh).toBe(saved.data.powergeneration.totalPowerGeneration);
    expect(live.data.selfUse).toEqual({
      selfUseRatio: saved.data.selfUse!.selfUseRatio,
      selfSufficiency: saved.data.selfUse!.selfSufficiency,
    });
  });

  it('follows the draft, not the saved project: more panels on the strings give more energy', async () => {
    // Prepare
    const body = gridBody();
    body.pvArray[0]!.panelcount = 16;
    for (const dc of body.inverter[0]!.inverters[0]!.DC) dc.numberOfComponentsPerString = 8;
    // Act
    const [live, saved] = await Promise.all([
      results({ proType: 0, projectId: projects.grid, body }),
      report(projects.grid),
    ]);
    // Assess
    expect(live.data.dcCapacityKw).toBeCloseTo(6.56, 3);
    expect(live.data.annualYieldKwh).toBeGreaterThan(saved.data.powergeneration.totalPowerGeneration * 1.2);
  });

  it('simulates a new draft with arrays and no string design array by array, saving nothing', async () => {
    // Prepare
    const before = await onlyUseInTestsSnapshotTable();
    const body = { ...gridProjectBody(ids, 'Not saved'), inverter: [] };
    // Act
    const answer = await results({ proType: 0, projectId: null, body });
    // Assess
    expect(answer.code).toBe(0);
    expect(answer.data.basis).toBe('arrays');
    expect(answer.data.dcCapacityKw).toBeCloseTo(4.92, 3);
    expect(answer.data.annualYieldKwh).toBeGreaterThan(0);
    expect(answer.data.finance).not.toBeNull();
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });

  it.each([
    ['grid-connected', 0, gridProjectBody],
    ['storage', 1, storageProjectBody],
  ] as const)(
    'shades a drawn array of two groups in a %s project: a shading loss > 0 and less energy than the same panels unshaded',
    async (_kind, proType, projectBody) => {
      // Prepare: 16 panels of 2.278 × 1.134 m at 30°, south, drawn as two groups of method 4 (double
      // vertical row) 2.5 m apart on a 5 m × 12 m area (tests/shared/project/support/drawn-array.ts),
      // against the same 16 panels as a manual array (no rows).
      const manual = { ...projectBody(ids, 'Rows'), inverter: [] };
      const array = {
        ...manual.pvArray[0]!,
        panelcount: 16,
        inclination: 30,
        azimuth: 180,
        panel: { componentlength: 2.278, componentwidth: 1.134 },
      };
      manual.pvArray = [array];
      const layout = {
        areaLatLngs: rectangleCorners(5, 12),
        loadMapWay: 'plan',
        rowSpacing: 2.5,
        layingMethod: 4,
      };
      const drawn = { ...manual, pvArray: [{ ...array, insertway: 2, layout }] };
      // Act
      const [open, rows] = await Promise.all([
        results({ proType, projectId: null, body: manual }),
        results({ proType, projectId: null, body: drawn }),
      ]);
      // Assess
      expect([open.code, rows.code]).toEqual([0, 0]);
      expect(open.data.shadingLossPercent).toBe(0);
      expect(rows.data.shadingLossPercent).toBeGreaterThan(0);
      // The rows' electrical effect is a step of its own, so the waterfall shows what the yield took.
      expect(open.data.shading).toBeNull();
      expect(rows.data.shading!.annual.rows).toBe(rows.data.shadingLossPercent);
      expect(rows.data.shading!.annual.electrical).toBeGreaterThan(0);
      expect(rows.data.dcCapacityKw).toBe(open.data.dcCapacityKw);
      expect(rows.data.annualYieldKwh).toBeLessThan(open.data.annualYieldKwh);
    },
  );

  it('refuses a draft without PV arrays with 118 pvArrayRequired', async () => {
    // Act
    const answer = await results({
      proType: 0,
      projectId: null,
      body: { ...gridProjectBody(ids), pvArray: [], inverter: [] },
    });
    // Assess
    expect([answer.code, answer.status]).toEqual([118, 400]);
    expect(JSON.stringify(answer.data)).toContain('pvArrayRequired');
  });

  it('checks a saved project’s owner first: 114 for another user’s, 113 for none; nothing changed', async () => {
    // Prepare
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const answers = await Promise.all([
      results({ proType: 0, projectId: projects.grid, body: gridBody() }, stranger.token),
      results({ proType: 0, projectId: 'no-such-project', body: gridBody() }),
      results({ proType: 1, projectId: projects.grid, body: gridBody() }),
    ]);
    // Assess
    expect(answers.map((a) => [a.code, a.status, a.data === null])).toEqual([
      [114, 403, true],
      [113, 404, true],
      [118, 400, false],
    ]);
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });
});

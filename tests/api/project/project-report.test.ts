/**
 * project/queryProjectReportDataById: every section of the caller's project's report with the
 * engine's figures computed from it. The runtime has no route to the online climate sources, so
 * the figures come from the clear-sky estimate, named as such; the same design sent to
 * queryProjectReportData gives the same numbers. Open to user and maintain like the report route,
 * for the caller's own projects only.
 */
import type { ProjectRecord } from '@pvd/shared/project/record/project';
import { beforeAll, describe, expect, it } from 'vitest';
import { demo, expiredTokenFor, loginAs, newActivatedUser, type TestUser } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { badInputCases } from '../../support/bad-input';
import { onlyUseInTestsSnapshotTable } from '../../support/table';
import { type CatalogueIds, catalogueIds, gridProjectBody, storageProjectBody } from './support/projects';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface Flows {
  pv: number;
  load: number;
  selfUseRatio: number;
  selfSufficiency: number;
}

interface Report {
  currency: { code: string } | null;
  powergeneration: {
    monthlyPowerGeneration: Record<string, number>;
    totalPowerGeneration: number;
    yearlyPowerGeneration: number[];
  };
  horizontalradiation: Record<string, number>;
  energySaving: { CO2E: number };
  source: { id: string; label: string; isEstimate: boolean; notice?: string };
  probase: {
    projectId: string;
    proName: string;
    proType: number;
    isComplete: number;
    proImage: string | null;
  };
  mapLocation: { proLatitude: number; proLongitude: number };
  pvarray: { id: string; roofDrawingImg: string | null }[];
  inverter: { modelname: string }[];
  systemloss: { soilinglosses: number; isDefault: boolean };
  userload: { loadMonthlyElectricityConsumptionTotal: number } | null;
  investment: { currency: string; needInvestment: boolean; isDefault: boolean };
  lineLoss: { dcLineLoss: number; acLineLoss: number };
  selfUse: {
    batteryNominalCapacityKwh: number;
    selfUseRatio: number;
    selfSufficiency: number;
    annual: Flows;
    monthly: (Flows & { month: string })[];
  } | null;
  finance: {
    currency: string;
    investment: number;
    paybackYear: number | null;
    netPresentValue: number;
    internalRateOfReturn: number | null;
    levelizedCostOfEnergy: number | null;
    cashFlow: { cumulativeCashFlow: number[] };
  } | null;
}

let owner: TestUser;
let stranger: TestUser;
let maintain: string;
let ids: CatalogueIds;
const projects = { grid: '', storage: '', paying: '' };

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

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newActivatedUser(), newActivatedUser()]);
  maintain = await loginAs(demo.maintain);
  ids = await catalogueIds(owner.token);
  const create = async (path: string, body: unknown) =>
    (await callApi<string>(`project/${path}`, body, { token: owner.token })).data;
  [projects.grid, projects.storage, projects.paying] = await Promise.all([
    create('createtUserGridConnectedProject', gridProjectBody(ids)),
    create('createtUserEnergyStorageProject', {
      ...storageProjectBody(ids),
      investment: { needInvestment: false },
    }),
    create('createtUserGridConnectedProject', {
      ...gridProjectBody(ids, 'Paying home'),
      investment: payingInvestment,
    }),
  ]);
});

const report = (proId: string, token = owner.token, culture: 'zh-CN' | 'en' = 'en') =>
  callApi<Report>('project/queryProjectReportDataById', { proId }, { token, culture });

describe('project/queryProjectReportDataById', () => {
  it('answers a grid project’s sections and its generation, with the climate source named', async () => {
    // Act
    const answer = await report(projects.grid);
    // Assess
    expect(answer.code).toBe(0);
    const data = answer.data;
    expect(data.powergeneration.totalPowerGeneration).toBeGreaterThan(0);
    expect(Object.keys(data.powergeneration.monthlyPowerGeneration)).toEqual(MONTHS);
    expect(data.powergeneration.yearlyPowerGeneration).toHaveLength(25);
    expect(MONTHS.every((m) => data.horizontalradiation[`G${m}`]! > 0)).toBe(true);
    expect(data.energySaving.CO2E).toBeGreaterThan(0);
    // Offline the estimate is used, and an estimate always says so.
    expect(data.source.label).toBeTruthy();
    expect(data.source.isEstimate).toBe(data.source.id === 'clear-sky-estimate');
    if (data.source.isEstimate) expect(data.source.notice).toBeTruthy();
    expect(data.probase).toMatchObject({
      projectId: projects.grid,
      proType: 0,
      isComplete: 1,
      proImage: null,
    });
    expect(data.mapLocation).toMatchObject({ proLatitude: 30.28, proLongitude: 120.15 });
    expect(data.pvarray).toEqual([expect.objectContaining({ id: 'array-1', roofDrawingImg: null })]);
    expect(data.inverter.map((group) => group.modelname)).toEqual(['SUN-5K-G']);
    expect(data.systemloss).toMatchObject({ soilinglosses: 3, isDefault: true });
    expect(data.userload).toBeNull();
    expect(data.selfUse).toBeNull();
    // Two 20 m runs of 4 mm² and 10 m of 6 mm² copper: small but real cable losses.
    expect(data.lineLoss.dcLineLoss).toBeGreaterThan(0.5);
    expect(data.lineLoss.dcLineLoss).toBeLessThan(2);
    expect(data.lineLoss.acLineLoss).toBeGreaterThan(0.2);
    expect(data.lineLoss.acLineLoss).toBeLessThan(1);
    // No investment saved: the defaults, in USD for an English caller, and their pages.
    expect(data.investment).toMatchObject({ currency: 'USD', needInvestment: true, isDefault: true });
    expect(data.currency?.code).toBe('USD');
    expect(data.finance?.currency).toBe('USD');
  });

  it('gives the numbers queryProjectReportData gives for the same design', async () => {
    // Prepare: the project as saved, and its design written as a client of queryProjectReportData
    // would: one SUN-5K-G with the 12 panels of its two strings.
    const project = (
      await callApi<ProjectRecord>(
        'project/getUserProjectBaseInfo',
        { projectId: projects.grid },
        { token: owner.token },
      )
    ).data;
    const [array] = project.pvArray;
    const [group] = project.inverter;
    const byId = await report(projects.grid);
    const { dcLineLoss, acLineLoss } = byId.data.lineLoss;
    const inverters = [
      {
        inverterName: group!.modelname,
        invertercount: 1,
        ratedacoutputpower: group!.info.ratedacoutputpower,
        maxeffec: group!.info.maxeffec,
        europeeffec: group!.info.europeeffec,
        inverterItems: [
          {
            componentPeakPower: array!.panel.peakpower,
            componentTotalCount: 12,
            inclination: array!.inclination,
            azimuth: array!.azimuth,
            tempCoefficientPmax: array!.panel.tempCoefficientPmax ?? null,
            waferMaterial: array!.panel.wafermaterial,
          },
        ],
      },
    ];
    // Act
    const byDesign = await callApi<Report>(
      'project/queryProjectReportData',
      { proLatitude: '30.28', proLongitude: '120.15', inverters, systemLoss: null, dcLineLoss, acLineLoss },
      { token: owner.token },
    );
    // Assess
    expect([group!.modelname, array!.panel.peakpower, array!.inclination, array!.azimuth]).toEqual([
      'SUN-5K-G',
      410,
      24,
      180,
    ]);
    expect(dcLineLoss).toBeGreaterThan(0);
    expect(byDesign.code).toBe(0);
    for (const part of ['powergeneration', 'horizontalradiation', 'energySaving', 'source'] as const) {
      expect(byId.data[part]).toEqual(byDesign.data[part]);
    }
  });

  it('answers a storage project’s load, battery and self-use figures within 0..100 %, without investment pages', async () => {
    // Act
    const answer = await report(projects.storage, owner.token, 'zh-CN');
    // Assess
    expect(answer.code).toBe(0);
    const data = answer.data;
    expect(data.powergeneration.totalPowerGeneration).toBeGreaterThan(0);
    expect(data.source.label).toBeTruthy();
    expect(data.userload?.loadMonthlyElectricityConsumptionTotal).toBe(4740.5);
    const selfUse = data.selfUse!;
    expect(selfUse.batteryNominalCapacityKwh).toBeCloseTo(4.8 * Math.max(2, ids.batteryMin), 3);
    for (const ratio of [selfUse.selfUseRatio, selfUse.selfSufficiency]) {
      expect(ratio).toBeGreaterThan(0);
      expect(ratio).toBeLessThanOrEqual(100);
    }
    expect(selfUse.monthly.map((month) => month.month)).toEqual(MONTHS);
    for (const month of selfUse.monthly) {
      expect(month.selfUseRatio).toBeGreaterThanOrEqual(0);
      expect(month.selfUseRatio).toBeLessThanOrEqual(100);
    }
    // The year's load is the user's monthly consumption; the PV is the year's generation.
    expect(selfUse.annual.load).toBeCloseTo(4740.5, 0);
    expect(selfUse.annual.pv).toBeCloseTo(data.powergeneration.totalPowerGeneration, -1);
    expect(data.investment.needInvestment).toBe(false);
    expect(data.finance).toBeNull();
  });

  it('gives a project with a paying investment its payback year, NPV, IRR and LCOE in the project’s currency', async () => {
    const finance = (await report(projects.paying)).data.finance!;
    expect(finance.currency).toBe('CNY');
    // 4.92 kW at 3 per W.
    expect(finance.investment).toBeCloseTo(14_760, 3);
    expect(finance.paybackYear).toBeGreaterThanOrEqual(1);
    expect(finance.paybackYear).toBeLessThanOrEqual(10);
    expect(finance.cashFlow.cumulativeCashFlow).toHaveLength(26);
    expect(finance.cashFlow.cumulativeCashFlow[finance.paybackYear!]).toBeGreaterThan(0);
    expect(finance.netPresentValue).toBeGreaterThan(0);
    expect(finance.internalRateOfReturn).toBeGreaterThan(0);
    expect(finance.levelizedCostOfEnergy).toBeGreaterThan(0);
  });

  it('answers only the caller’s own projects: 114 for another user’s, 113 for none, for maintain too; nothing read or changed', async () => {
    // Prepare
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const answers = await Promise.all([
      report(projects.grid, stranger.token),
      report('no-such-project'),
      report(projects.grid, maintain),
      report('no-such-project', maintain),
    ]);
    // Assess
    expect(answers.map((a) => [a.code, a.status, a.data])).toEqual([
      [114, 403, null],
      [113, 404, null],
      [114, 403, null],
      [113, 404, null],
    ]);
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });
});

const PROJECT = 'the-grid-project';
const TOKENS = { owner: 'owner-token', expired: 'expired-token' };
const badInput = [
  ...badInputCases({
    goodBody: { proId: PROJECT },
    required: ['proId'],
    strings: ['proId'],
    token: TOKENS.owner,
    expiredToken: TOKENS.expired,
  }),
  {
    name: 'proId out of its alphabet',
    body: { proId: 'not an id!' },
    token: TOKENS.owner,
    code: 118,
    status: 400,
  },
  { name: 'empty proId', body: { proId: '' }, token: TOKENS.owner, code: 115, status: 400 },
];

describe('project/queryProjectReportDataById refuses bad input and changes nothing', () => {
  let expired: string;
  beforeAll(async () => {
    expired = await expiredTokenFor(owner.email);
  });

  it.each(badInput)('$name → $code', async ({ body, rawBody, token, code, status }) => {
    // Prepare
    const before = await onlyUseInTestsSnapshotTable();
    const tokens: Record<string, string> = { [TOKENS.owner]: owner.token, [TOKENS.expired]: expired };
    const resolved = body && JSON.parse(JSON.stringify(body).replaceAll(PROJECT, projects.grid));
    // Act
    const answer = await callApi('project/queryProjectReportDataById', resolved, {
      rawBody,
      token: token && (tokens[token] ?? token),
    });
    // Assess
    expect([answer.code, answer.status]).toEqual([code, status]);
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });
});

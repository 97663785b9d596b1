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
  pvToLoad: number;
  pvToBattery: number;
  batteryToLoad: number;
  pvToGrid: number;
  gridToLoad: number;
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
  systemloss: { soilinglosses: number; componentagingdecay: number; isDefault: boolean };
  userload: { loadMonthlyElectricityConsumptionTotal: number } | null;
  investment: { currency: string; needInvestment: boolean; needLoan: boolean; isDefault: boolean };
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
    discountRate: number;
    investment: number;
    paybackYear: number | null;
    paybackYears: number | null;
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
    const {
      totalPowerGeneration: total,
      monthlyPowerGeneration,
      yearlyPowerGeneration,
    } = data.powergeneration;
    // The months add up to the year (each rounded to 0.01 kWh); year t of 25 is the first year
    // × (1 − 0.6 % · (t − 1)), the default linear ageing [ENG-3] [WIZ-10].
    expect(Math.abs(MONTHS.reduce((sum, m) => sum + monthlyPowerGeneration[m]!, 0) - total)).toBeLessThan(
      0.061,
    );
    expect(yearlyPowerGeneration).toHaveLength(25);
    for (const [i, kwh] of yearlyPowerGeneration.entries()) {
      expect(Math.abs(kwh - total * (1 - 0.006 * i))).toBeLessThanOrEqual(0.01);
    }
    expect(MONTHS.every((m) => data.horizontalradiation[`G${m}`]! > 0)).toBe(true);
    // 0.2556 kg CO2 equivalent per kWh generated [FIN-3], answered to 0.01 kg.
    expect(Math.abs(data.energySaving.CO2E - total * 0.2556)).toBeLessThanOrEqual(0.005 + 1e-9);
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
    // Each MPPT's string of six: I_mp² × R × 2 with R = 0.0175 Ω·mm²/m (copper, the default
    // material) × 20 m / 4 mm², in W to 0.01 [STR-5]; as a share of the strings' 2 × 6 × 410 W,
    // to 0.001 %.
    const stringLossW = Math.round(array!.panel.mppcurrent ** 2 * ((0.0175 * 20) / 4) * 2 * 100) / 100;
    expect(dcLineLoss).toBeCloseTo(((2 * stringLossW) / (2 * 6 * 410)) * 100, 3);
    expect(byDesign.code).toBe(0);
    for (const part of ['powergeneration', 'horizontalradiation', 'energySaving', 'source'] as const) {
      expect(byId.data[part]).toEqual(byDesign.data[part]);
    }
  });

  it('answers a storage project’s load, battery and self-use figures, each share from its own flows, without investment pages', async () => {
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
    expect([selfUse.selfUseRatio, selfUse.selfSufficiency]).toEqual([
      selfUse.annual.selfUseRatio,
      selfUse.annual.selfSufficiency,
    ]);
    expect(selfUse.monthly.map((month) => month.month)).toEqual(MONTHS);
    // Each period's shares from its own flows (kWh to 0.01, shares to 0.01 %): self-use is the
    // PV not exported (to the load or the battery) per PV, self-sufficiency the load served by
    // PV and battery per load; the PV and the load are each split without remainder.
    for (const flows of [selfUse.annual, ...selfUse.monthly]) {
      expect(flows.selfUseRatio).toBeGreaterThan(0);
      expect(flows.selfUseRatio).toBeLessThanOrEqual(100);
      // A share's own rounding (0.005 %) and that of its two flows (0.005 kWh each, over the whole).
      const expectShare = (answered: number, part: number, whole: number) =>
        expect(Math.abs(answered - (100 * part) / whole)).toBeLessThanOrEqual(0.005 + 1.5 / whole);
      expectShare(flows.selfUseRatio, flows.pvToLoad + flows.pvToBattery, flows.pv);
      expectShare(flows.selfSufficiency, flows.pvToLoad + flows.batteryToLoad, flows.load);
      expect(Math.abs(flows.pvToLoad + flows.pvToBattery + flows.pvToGrid - flows.pv)).toBeLessThan(0.02);
      expect(Math.abs(flows.pvToLoad + flows.batteryToLoad + flows.gridToLoad - flows.load)).toBeLessThan(
        0.02,
      );
    }
    // The year's load is the user's monthly consumption; the PV is the year's generation.
    expect(selfUse.annual.load).toBeCloseTo(4740.5, 0);
    expect(selfUse.annual.pv).toBeCloseTo(data.powergeneration.totalPowerGeneration, -1);
    expect(data.investment.needInvestment).toBe(false);
    expect(data.finance).toBeNull();
  });

  it('gives a project with a paying investment the payback year, NPV, IRR and LCOE worked by hand from its inputs', async () => {
    // Prepare: the project's own inputs, as the report answers them.
    const data = (await report(projects.paying)).data;
    const finance = data.finance!;
    const firstYearKwh = data.powergeneration.totalPowerGeneration;
    const ageingPerYear = data.systemloss.componentagingdecay / 100;
    const rate = finance.discountRate / 100;
    expect([data.systemloss.componentagingdecay, finance.discountRate]).toEqual([0.6, 6]);
    expect(data.investment).toMatchObject({ ...payingInvestment, needLoan: false });
    // Act: the figures worked by hand (docs/requirements.md FIN-1, ENG-3, WIZ-10, WIZ-11):
    // 12 panels × 410 W = 4.92 kW at 3 per W, paid at year 0 with no loan and no allowance;
    // year t of 25 yields E_t = E_1 · (1 − 0.006 · (t − 1)) (linear ageing), all of it exported
    // (a grid project has no load) at 0.8 per kWh, no subsidy; no operating costs.
    const investment = 3 * 4920;
    const energy = Array.from({ length: 26 }, (_, t) =>
      t === 0 ? 0 : firstYearKwh * (1 - ageingPerYear * (t - 1)),
    );
    const net = energy.map((kwh, t) => (t === 0 ? -investment : kwh * 0.8));
    const cumulative = net.map((_, t) => net.slice(0, t + 1).reduce((a, b) => a + b, 0));
    const presentValue = (values: number[], r: number) =>
      values.reduce((sum, value, t) => sum + value / (1 + r) ** t, 0);
    // Payback [FIN-1]: the first year whose cumulative income is positive; its fraction by a
    // straight line through that year.
    const payback = cumulative.findIndex((sum) => sum > 0);
    const paybackYears =
      payback - 1 + -cumulative[payback - 1]! / (cumulative[payback]! - cumulative[payback - 1]!);
    // IRR: the rate where the NPV is 0, by bisection on [0, 1] (one sign change: one root).
    let [low, high] = [0, 1];
    while (high - low > 1e-12) {
      const middle = (low + high) / 2;
      if (presentValue(net, middle) > 0) low = middle;
      else high = middle;
    }
    // LCOE: discounted costs (the investment) over discounted energy, at the report's rate.
    const lcoe = investment / presentValue(energy, rate);
    // Assess: within the answer's rounding (money 3 decimals, % and years 2, LCOE 4 [FIN-5]).
    const within = (actual: number | null, expected: number, decimals: number) =>
      expect(Math.abs(actual! - expected)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);
    expect(finance.currency).toBe('CNY');
    within(finance.investment, investment, 3);
    expect(finance.cashFlow.cumulativeCashFlow).toHaveLength(26);
    for (const [t, sum] of finance.cashFlow.cumulativeCashFlow.entries()) within(sum, cumulative[t]!, 3);
    expect(finance.paybackYear).toBe(payback);
    within(finance.paybackYears, paybackYears, 2);
    within(finance.netPresentValue, presentValue(net, rate), 3);
    within(finance.internalRateOfReturn, ((low + high) / 2) * 100, 2);
    within(finance.levelizedCostOfEnergy, lcoe, 4);
    // Paid back inside the life, after more than a year: the fraction above was checked too.
    expect(payback).toBeGreaterThan(1);
    expect(payback).toBeLessThan(25);
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

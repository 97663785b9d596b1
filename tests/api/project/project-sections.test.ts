/**
 * The calls that read one section of a project (userload, investment with its defaults in the
 * caller's currency, systemloss with its defaults, pvarray, inverter) and the completeness check:
 * good input, the owner check before anything is read (113, 114), the user role only, and every
 * kind of bad input refused with nothing changed.
 */
import { systemLossWithDefaults } from '@pvd/shared/project/record/system-loss';
import { beforeAll, describe, expect, it } from 'vitest';
import { demo, expiredTokenFor, loginAs, newActivatedUser, type TestUser } from '../../support/accounts';
import { type ApiAnswer, callApi } from '../../support/api-client';
import { badInputCases } from '../../support/bad-input';
import { onlyUseInTestsSnapshotTable } from '../../support/table';
import { type CatalogueIds, catalogueIds, gridProjectBody, storageProjectBody } from './support/projects';

let owner: TestUser;
let stranger: TestUser;
let maintain: string;
let ids: CatalogueIds;
let gridId: string;
let storageId: string;

/** The storage project's own losses and investment (EUR, a loan, itemised costs). */
const storageLoss = { soilinglosses: 5, mismatchlosses: 1 };
const storageInvestment = {
  needInvestment: true,
  currency: 'EUR',
  totalCost: 0.9,
  electricityPrice: 0.3,
  onGridElectricityPrice: 0.08,
  electricitySalesSubsidy: 0,
  electricitySalesSubsidyYears: 0,
  sellingPriceOnExpiryOfTheFeedInTariff: 0.08,
  installationAllowance: 0.1,
  needLoan: true,
  loanDetails: { proportion: 50, interestRate: 4, years: 10 },
  chargeDetailsShow: false,
};

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newActivatedUser('zh-CN'), newActivatedUser()]);
  maintain = await loginAs(demo.maintain);
  ids = await catalogueIds(owner.token);
  const create = (path: string, body: unknown) =>
    callApi<string>(`project/${path}`, body, { token: owner.token });
  const [grid, storage] = await Promise.all([
    create('createtUserGridConnectedProject', gridProjectBody(ids)),
    create('createtUserEnergyStorageProject', {
      ...storageProjectBody(ids),
      systemLoss: storageLoss,
      investment: storageInvestment,
    }),
  ]);
  [gridId, storageId] = [grid.data, storage.data];
});

const ask = <T>(path: string, body: unknown, token = owner.token, culture: 'zh-CN' | 'en' = 'en') =>
  callApi<T>(path, body, { token, culture });

describe('userload/queryUserProjectUserLoad', () => {
  it('answers a storage project’s load with the months under the server’s keys and their total', async () => {
    const answer = await ask<{
      daytimeLoadPowerRatio: number;
      loadMonthlyElectricityConsumption: Record<string, number>;
      loadMonthlyElectricityConsumptionTotal: number;
    }>('userload/queryUserProjectUserLoad', { projectId: storageId });
    expect(answer.code).toBe(0);
    expect(answer.data.daytimeLoadPowerRatio).toBe(40);
    expect(answer.data.loadMonthlyElectricityConsumption).toMatchObject({ Jun: 410, Jul: 520, Sep: 400 });
    expect(answer.data.loadMonthlyElectricityConsumptionTotal).toBe(4740.5);
  });

  it('answers null for a project without a load', async () => {
    const answer = await ask('userload/queryUserProjectUserLoad', { projectId: gridId });
    expect([answer.code, answer.data]).toEqual([0, null]);
  });
});

interface Investment {
  currency: string;
  totalCost: number;
  electricityPrice: number;
  onGridElectricityPrice: number;
  electricitySalesSubsidy: number;
  electricitySalesSubsidyYears: number;
  sellingPriceOnExpiryOfTheFeedInTariff: number | null;
  installationAllowance: number;
  loanDetails: { proportion: number; interestRate: number; years: number };
  isDefault: boolean;
}

/** Half away from zero at 3 decimals, as a currency conversion rounds [WIZ-12]. */
const round3 = (value: number) => Math.round(value * 1000) / 1000;

describe('investment/queryUserProjectInvestment', () => {
  it('answers the stored investment as it was saved', async () => {
    const answer = await ask<Investment>('investment/queryUserProjectInvestment', { projectId: storageId });
    expect(answer.data).toMatchObject({ ...storageInvestment, isDefault: false });
  });

  it('answers the investment defaults in CNY for a Chinese caller', async () => {
    const answer = await ask<Investment>(
      'investment/queryUserProjectInvestment',
      { projectId: gridId },
      owner.token,
      'zh-CN',
    );
    expect(answer.data).toMatchObject({
      currency: 'CNY',
      totalCost: 8,
      electricityPrice: 1,
      onGridElectricityPrice: 0.42,
      electricitySalesSubsidy: 0.42,
      electricitySalesSubsidyYears: 0,
      installationAllowance: 0.5,
      isDefault: true,
    });
  });

  it('answers them in USD for an English caller: every amount × the catalogue’s rate ratio, 3 decimals, years kept', async () => {
    // Prepare
    const rates = await ask<{ code: string; rate: number }[]>('Common/queryCurrencyOptions', {});
    const rate = (code: string) => rates.data.find((currency) => currency.code === code)!.rate;
    const ratio = rate('USD') / rate('CNY');
    // Act
    const answer = await ask<Investment>('investment/queryUserProjectInvestment', { projectId: gridId });
    // Assess: with the seeded 0.1408 USD per CNY, 8 per W is 1.126.
    expect(answer.data).toMatchObject({
      currency: 'USD',
      totalCost: round3(8 * ratio),
      electricityPrice: round3(1 * ratio),
      onGridElectricityPrice: round3(0.42 * ratio),
      electricitySalesSubsidy: round3(0.42 * ratio),
      sellingPriceOnExpiryOfTheFeedInTariff: round3(0.42 * ratio),
      installationAllowance: round3(0.5 * ratio),
      electricitySalesSubsidyYears: 0,
      loanDetails: { proportion: 0, interestRate: 0, years: 0 },
      isDefault: true,
    });
  });
});

describe('systemloss/queryUserProSystemLoss', () => {
  it('answers the default losses for a project without losses', async () => {
    const answer = await ask('systemloss/queryUserProSystemLoss', { projectid: gridId });
    expect(answer.data).toEqual({ ...systemLossWithDefaults(null), isDefault: true });
    expect(answer.data).toMatchObject({ soilinglosses: 3, lidlosses: 2, componentagingdecay: 0.6 });
  });

  it('answers the project’s own losses, the defaults where it has none', async () => {
    const answer = await ask('systemloss/queryUserProSystemLoss', { projectid: storageId });
    expect(answer.data).toMatchObject({
      ...storageLoss,
      lidlosses: 2,
      componentagingdecay: 0.6,
      isDefault: false,
    });
  });
});

describe('pvarray/queryProPvArrayList', () => {
  it('answers the arrays with their panel copies, peak power and roof image address', async () => {
    const answer = await ask<
      { id: string; peakpower: number; panel: { source: string }; roofDrawingImg: null }[]
    >('pvarray/queryProPvArrayList', { proid: gridId });
    expect(answer.code).toBe(0);
    expect(answer.data).toHaveLength(1);
    expect(answer.data[0]).toMatchObject({
      id: 'array-1',
      peakpower: 4.92,
      panel: { source: 'system' },
      roofDrawingImg: null,
    });
  });
});

describe('inverter/queryUserProInverter', () => {
  it('answers the groups with their model and battery copies and the DC and AC check results', async () => {
    const grid = await ask<
      {
        modelname: string;
        invertercount: number;
        battery: unknown;
        inverters: {
          DC: { mpptNo: string; checkResult: string | null }[];
          AC: { totalStringPower: number };
        }[];
      }[]
    >('inverter/queryUserProInverter', { proId: gridId });
    const storage = await ask<{ battery: { batterymodel: string } }[]>('inverter/queryUserProInverter', {
      proId: storageId,
    });
    expect(grid.data).toHaveLength(1);
    expect(grid.data[0]).toMatchObject({ modelname: 'SUN-5K-G', invertercount: 1, battery: null });
    expect(grid.data[0]!.inverters[0]!.DC.map((row) => [row.mpptNo, row.checkResult])).toEqual([
      ['MPPT1', 'warning'],
      ['MPPT2', 'warning'],
    ]);
    expect(grid.data[0]!.inverters[0]!.AC.totalStringPower).toBe(4920);
    expect(storage.data[0]!.battery.batterymodel).toBe('US5000');
  });
});

interface Completeness {
  isComplete: number;
  reasons: { kind: string; arrayId?: string; connectedPanels?: number; pvArrayId?: string }[];
  excessPanels: { arrayId: string; panelcount: number; connectedPanels: number }[];
}

describe('project/editCheckProComplete', () => {
  const check = (body: unknown, token = owner.token) =>
    ask<Completeness>('project/editCheckProComplete', body, token);
  const sections = () => {
    const { pvArray, inverter } = gridProjectBody(ids);
    return { pvArray, inverter };
  };

  it('finds the data sent complete, with or without the project they belong to', async () => {
    const alone = await check(sections());
    const withId = await check({ ...sections(), projectId: gridId });
    for (const answer of [alone, withId]) {
      expect(answer.code).toBe(0);
      expect(answer.data).toEqual({ isComplete: 1, reasons: [], excessPanels: [] });
    }
  });

  it('gives every reason the data are not complete, and flags excess panels without blocking', async () => {
    // Prepare: 14 panels of which 12 wired; then 10 panels with 12 wired; then strings on a removed array.
    const short = sections();
    short.pvArray[0]!.panelcount = 14;
    const excess = sections();
    excess.pvArray[0]!.panelcount = 10;
    const orphan = sections();
    orphan.inverter[0]!.inverters[0]!.DC[1]!.pvArrayId = 'removed-array';
    // Act
    const [a, b, c, none] = await Promise.all([check(short), check(excess), check(orphan), check({})]);
    // Assess
    expect(a.data.isComplete).toBe(0);
    expect(a.data.reasons).toEqual([
      { kind: 'array-not-fully-connected', arrayId: 'array-1', panelcount: 14, connectedPanels: 12 },
    ]);
    expect(b.data).toEqual({
      isComplete: 1,
      reasons: [],
      excessPanels: [{ arrayId: 'array-1', panelcount: 10, connectedPanels: 12 }],
    });
    expect(c.data.reasons.map((reason) => reason.kind)).toEqual([
      'array-not-fully-connected',
      'string-refers-to-removed-array',
    ]);
    expect(none.data).toEqual({
      isComplete: 0,
      reasons: [{ kind: 'no-inverter' }, { kind: 'no-pv-array' }],
      excessPanels: [],
    });
  });

  it('refuses out-of-range data with field errors (118)', async () => {
    const bad = sections();
    bad.pvArray[0]!.panelcount = 0;
    const answer = await check(bad);
    expect(answer).toMatchObject({ code: 118, status: 400 });
    expect(fieldsOf(answer)).toEqual(['pvArray.0.panelcount']);
  });
});

function fieldsOf(answer: ApiAnswer<unknown>): string[] {
  return ((answer.data as { fieldErrors?: { field: string }[] } | null)?.fieldErrors ?? []).map(
    (e) => e.field,
  );
}

/** Each call with the body naming a project `id`. */
const readers: [string, (id: string) => Record<string, unknown>][] = [
  ['userload/queryUserProjectUserLoad', (id) => ({ projectId: id })],
  ['investment/queryUserProjectInvestment', (id) => ({ projectId: id })],
  ['systemloss/queryUserProSystemLoss', (id) => ({ projectid: id })],
  ['pvarray/queryProPvArrayList', (id) => ({ proid: id })],
  ['inverter/queryUserProInverter', (id) => ({ proId: id })],
  ['project/editCheckProComplete', (id) => ({ projectId: id, pvArray: [], inverter: [] })],
];

describe('the owner check, before anything is read', () => {
  it.each(readers)(
    '%s: 114 for another user’s project, 113 for none, 114 for the maintain role; nothing read or changed',
    async (path, body) => {
      // Prepare
      const before = await onlyUseInTestsSnapshotTable();
      // Act
      const foreign = await ask(path, body(gridId), stranger.token);
      const missing = await ask(path, body('no-such-project'));
      const byMaintain = await ask(path, body(gridId), maintain);
      // Assess
      expect([foreign.code, foreign.status, foreign.data]).toEqual([114, 403, null]);
      expect([missing.code, missing.status, missing.data]).toEqual([113, 404, null]);
      expect([byMaintain.code, byMaintain.status, byMaintain.data]).toEqual([114, 403, null]);
      expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
    },
  );
});

/**
 * Every kind of bad input for each call. The cases are listed before the set-up runs, so they
 * name the project and the tokens by placeholders that each case resolves when it runs.
 */
const PROJECT = 'the-grid-project';
const TOKENS = { owner: 'owner-token', maintain: 'maintain-token', expired: 'expired-token' };
const badInput = readers.flatMap(([path, body]) => {
  const goodBody = body(PROJECT);
  const idField = Object.keys(goodBody)[0]!;
  const token = TOKENS.owner;
  return [
    ...badInputCases({
      goodBody,
      // The check's project id is optional; its arrays and inverters default to none.
      required: path === 'project/editCheckProComplete' ? [] : [idField],
      strings: [idField],
      token,
      expiredToken: TOKENS.expired,
      wrongRoleToken: TOKENS.maintain,
    }),
    {
      name: `${idField} out of its alphabet`,
      body: { ...goodBody, [idField]: 'not an id!' },
      token,
      code: 118,
      status: 400,
    },
    { name: `empty ${idField}`, body: { ...goodBody, [idField]: '' }, token, code: 115, status: 400 },
  ].map((c) => ({ ...c, path }));
});

describe('bad input is refused with the spec’s code and nothing changes', () => {
  let expired: string;
  beforeAll(async () => {
    expired = await expiredTokenFor(owner.email);
  });
  const resolveToken = (token?: string) =>
    ({ [TOKENS.owner]: owner.token, [TOKENS.maintain]: maintain, [TOKENS.expired]: expired })[token ?? ''] ??
    token;
  const resolveBody = (body: unknown) =>
    body === undefined ? undefined : JSON.parse(JSON.stringify(body).replaceAll(PROJECT, gridId));

  it.each(badInput)('$path: $name → $code', async ({ path, body, rawBody, token, code, status }) => {
    // Prepare
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const answer = await callApi(path, resolveBody(body), { rawBody, token: resolveToken(token) });
    // Assess
    expect([answer.code, answer.status]).toEqual([code, status]);
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });
});

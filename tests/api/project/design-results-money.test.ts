/**
 * project/queryProjectDesignResults and the report data with a meter file and a tariff [FIN-6]:
 * a storage project with a 15-minute meter year, the Guangdong preset, zero export and
 * time-of-use with grid charging; a grid-connected project with a meter year and no tariff (the
 * flat tariff of its prices: what it uses itself saves the import price). The live results and
 * the report answer the same sections, computed at the load's interval.
 */
import type { ProjectView } from '@pvd/shared/api/project';
import type { BillSection } from '@pvd/shared/project/report/bill-section';
import type { LoadSection } from '@pvd/shared/project/report/load-section';
import type { FinanceReport } from '@pvd/shared/project/report/report-finance';
import type { StorageSection } from '@pvd/shared/project/report/storage-section';
import { beforeAll, describe, expect, it } from 'vitest';
import { draftFromView } from '@/features/project-editor/model/draft';
import { newActivatedUser, type TestUser } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { knownLoadFigures, knownLoadFile, saveMeterFile } from './support/load-files';
import {
  type CatalogueIds,
  catalogueIds,
  factoryStorageBody,
  flatInvestment,
  gridProjectBody,
  guangdongSections,
  storageProjectBody,
} from './support/projects';

interface Sections {
  load: LoadSection | null;
  bill: BillSection;
  storage: StorageSection | null;
  finance:
    | (Pick<FinanceReport, 'paybackYear' | 'netPresentValue' | 'battery' | 'investmentItems'> & {
        firstYearSavings?: number;
        cashFlow?: FinanceReport['cashFlow'];
      })
    | null;
}

let owner: TestUser;
let ids: CatalogueIds;
const projects = { storage: '', grid: '', factory: '' };

const investment = flatInvestment;

const storageSections = guangdongSections('time-of-use');

async function create(call: string, body: unknown): Promise<string> {
  const created = await callApi<string>(`project/${call}`, body, { token: owner.token });
  expect(created.code).toBe(0);
  return created.data;
}

beforeAll(async () => {
  owner = await newActivatedUser();
  ids = await catalogueIds(owner.token);
  [projects.storage, projects.grid] = await Promise.all([
    create('createtUserEnergyStorageProject', {
      ...storageProjectBody(ids, 'Meter storage'),
      ...storageSections,
      investment,
    }),
    create('createtUserGridConnectedProject', { ...gridProjectBody(ids, 'Meter grid'), investment }),
  ]);
  projects.factory = await create(
    'createtUserEnergyStorageProject',
    await factoryStorageBody(ids, owner.token, investment),
  );
  for (const projectId of [projects.storage, projects.grid]) {
    const saved = await saveMeterFile(owner.token, projectId, 'meter-15.csv', knownLoadFile(15));
    expect(saved.code).toBe(0);
  }
}, 120_000);

/** The live results of the project's draft as the editor opens it, and its report. */
async function liveAndReport(projectId: string) {
  const view = await callApi<ProjectView>(
    'project/getUserProjectBaseInfo',
    { projectId },
    { token: owner.token },
  );
  const draft = draftFromView(view.data);
  const [live, report] = await Promise.all([
    callApi<Sections>(
      'project/queryProjectDesignResults',
      { proType: draft.proType, projectId, body: draft.body },
      { token: owner.token },
    ),
    callApi<Sections>('project/queryProjectReportDataById', { proId: projectId }, { token: owner.token }),
  ]);
  expect([live.code, report.code]).toEqual([0, 0]);
  return { live: live.data, report: report.data };
}

const sumOf = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

describe('the design results of a storage project with a meter file and the Guangdong preset', () => {
  it('runs at the meter’s 15 minutes: its load, the three bills, zero export and the battery’s life', async () => {
    const { live, report } = await liveAndReport(projects.storage);
    const figures = knownLoadFigures(15);
    expect(live.load).toMatchObject({ source: 'meterFile', fileName: 'meter-15.csv', stepMinutes: 15 });
    expect(live.load!.annualKwh).toBeCloseTo(figures.kwh, 0);
    expect(live.load!.peakKw).toBeCloseTo(figures.peak, 3);
    const { bill, storage } = live;
    // The preset's name in the caller's language (en).
    expect(bill).toMatchObject({
      tariffKind: 'project',
      currency: 'CNY',
      tariffName: 'Guangdong Pearl River Delta general I&C TOU',
    });
    // Each bill is its parts: energy by period, demand by month, fixed, less the export credit.
    for (const one of [bill.withoutPv, bill.withPv, bill.withPvAndBattery!]) {
      expect(one.energy).toBeCloseTo(sumOf(one.energyByPeriod.map((p) => p.energy)), 2);
      expect(one.demand).toBeCloseTo(sumOf(one.byMonth.map((m) => m.demand)), 2);
      expect(one.total).toBeCloseTo(one.energy + one.demand + one.fixed - one.exportCredit, 2);
      expect(one.byMonth).toHaveLength(12);
      // Zero export [TAR-8]: nothing is credited.
      expect(one.exportCredit).toBe(0);
    }
    expect(bill.withoutPv.total).toBeGreaterThan(bill.withPv.total);
    expect(bill.withPv.total).toBeGreaterThan(bill.withPvAndBattery!.total);
    expect(bill.savings.total).toBeCloseTo(bill.savings.pv + bill.savings.battery!, 2);
    expect(storage).toMatchObject({ strategy: 'time-of-use', gridCharging: true, stepMinutes: 15 });
    expect(storage!.energy.pvToGrid).toBe(0);
    expect(storage!.energy.pvCurtailed).toBeGreaterThan(0);
    expect(storage!.pvOnlyCurtailedKwh).toBeGreaterThan(storage!.energy.pvCurtailed);
    expect(storage!.reserveKwh).toBeCloseTo(storage!.usableCapacityKwh * 0.1, 2);
    expect(storage!.life).toHaveLength(25);
    expect(sumOf(storage!.socHistogramPercent)).toBeCloseTo(100, 1);
    expect(storage!.typicalDays[0]!.hours).toHaveLength(24);
    // The money: the battery's own cost at its default, its savings the bill's.
    const finance = live.finance!;
    expect(finance.firstYearSavings).toBe(bill.savings.total);
    expect(finance.investmentItems).toMatchObject({ batteryCostIsDefault: true, stated: false });
    expect(finance.investmentItems!.battery).toBeGreaterThan(0);
    expect(finance.battery!.firstYearSavings).toBeCloseTo(bill.savings.battery!, 2);
    // The report answers the same sections.
    expect(report.load).toEqual(live.load);
    expect(report.bill).toEqual(live.bill);
    expect(report.storage).toEqual(live.storage);
    expect(report.finance!.netPresentValue).toBe(finance.netPresentValue);
    expect(report.finance!.battery).toEqual(finance.battery);
  }, 120_000);
});

describe('the design results of a grid-connected project with a meter file', () => {
  it('saves the import price on what it uses itself and sells the rest at the on-grid price', async () => {
    const { live, report } = await liveAndReport(projects.grid);
    expect(live.storage).toBeNull();
    expect(live.bill).toMatchObject({ tariffKind: 'flat', withPvAndBattery: null });
    const pvOnly = live.load!.pvOnly;
    expect(pvOnly.pvToLoad).toBeGreaterThan(0);
    // The flat tariff [TAR-4]: 1 a kWh bought, 0.4 a kWh sold, nothing else.
    expect(live.bill.savings.pv).toBeCloseTo(pvOnly.pvToLoad * 1 + pvOnly.pvToGrid * 0.4, 0);
    expect(report.finance!.cashFlow!.selfConsumptionIncome[1]).toBeCloseTo(pvOnly.pvToLoad, 0);
    expect(report.finance!.cashFlow!.exportIncome[1]).toBeCloseTo(pvOnly.pvToGrid * 0.4, 0);
    expect(report.bill).toEqual(live.bill);
    expect(live.finance!.battery).toBeNull();
  }, 120_000);
});

describe('the design results of a C&I storage project on the seeded cabinets', () => {
  it('dispatches the cabinet by its datasheet and the typical shape named, at the load step’s energy', async () => {
    const { live, report } = await liveAndReport(projects.factory);
    expect(live.load).toMatchObject({
      source: 'typicalShape',
      typicalShape: 'factory-two-shifts',
      stepMinutes: 60,
    });
    expect(live.load!.annualKwh).toBeCloseTo(400_000, -1);
    const storage = live.storage!;
    // The datasheet's figures, not the nominal × 0.9 at the default 85 %.
    expect(storage).toMatchObject({
      strategy: 'peak-shaving',
      usableCapacityKwh: 202,
      maxPowerKw: 100,
      roundTripEfficiencyPercent: 89,
    });
    expect(storage.peakTargetsKw).toHaveLength(12);
    expect(storage.energy.pvToGrid).toBe(0);
    expect(storage.life[0]!.cycles).toBeGreaterThan(0);
    // The cabinet's own cost: 215 kWh at the default 800 CNY/kWh.
    expect(live.finance!.investmentItems).toMatchObject({ battery: 172_000, batteryCostIsDefault: true });
    expect(live.bill.savings.battery).toBeGreaterThan(0);
    expect(report.storage).toEqual(storage);
  }, 120_000);
});

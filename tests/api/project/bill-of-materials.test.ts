/**
 * project/exportProjectBillOfMaterials: the caller's project's bill of materials and quote as an
 * .xlsx, read back here with SheetJS: its quantities are the project's, counted by hand from the
 * body that created it (support/projects.ts: 12 panels in one manual array, one inverter, two
 * strings on 20 m of 4 mm² cable each, 10 m of 6 mm² AC cable). Refusals store nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { demo, loginAs, newActivatedUser, type TestUser } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { onlyUseInTestsListObjects } from '../../support/bucket';
import { type CatalogueIds, catalogueIds, gridProjectBody, storageProjectBody } from './support/projects';

interface ReportFigures {
  powergeneration: { totalPowerGeneration: number };
  lossChain: { performanceRatioPercent: number };
  finance: {
    currency: string;
    paybackYear: number | null;
    paybackYears: number | null;
    netPresentValue: number;
    internalRateOfReturn: number | null;
  } | null;
}

interface LiveFigures {
  performanceRatio: number;
  finance: Record<string, unknown> | null;
}

interface BomFile {
  url: string;
  fileName: string;
  bytes: number;
}

let owner: TestUser;
let stranger: TestUser;
let ids: CatalogueIds;
const projects = { grid: '', storage: '' };

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newActivatedUser(), newActivatedUser()]);
  ids = await catalogueIds(owner.token);
  const create = async (path: string, body: unknown) =>
    (await callApi<string>(`project/${path}`, body, { token: owner.token })).data;
  [projects.grid, projects.storage] = await Promise.all([
    create('createtUserGridConnectedProject', gridProjectBody(ids, 'Hangzhou / home: 4.9 kW')),
    create('createtUserEnergyStorageProject', storageProjectBody(ids)),
  ]);
  await Promise.all([
    callApi(
      'account/editAccount',
      { accountName: 'Installer', company: 'Sunny Roofs Ltd', phone: '+86 571 8888 0000', timezone: 'UP14' },
      { token: owner.token },
    ),
    callApi(
      'account/insertOrEditAccountCompany',
      { companyconnect: 'sales@sunny.example' },
      { token: owner.token },
    ),
  ]);
});

const exportBom = (proId: string, token: string, culture: 'zh-CN' | 'en' = 'en') =>
  callApi<BomFile>('project/exportProjectBillOfMaterials', { proId }, { token, culture });

/** The workbook behind a download link: its sheets as arrays of rows. */
async function workbookAt(url: string) {
  const download = await fetch(url);
  expect(download.status).toBe(200);
  const book = XLSX.read(new Uint8Array(await download.arrayBuffer()), { type: 'array', cellStyles: true });
  const rows = (name: string) =>
    XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name]!, { header: 1, defval: null, blankrows: false });
  /** The widths the workbook gives a sheet's columns. [characters] */
  const widths = (name: string) => (book.Sheets[name]!['!cols'] ?? []).map((column) => column.wch);
  return { names: book.SheetNames, rows, widths, headers: download.headers };
}

describe('project/exportProjectBillOfMaterials refusals', () => {
  it('answers 113 for a missing project, 114 for another account’s and for a maintainer; stores nothing', async () => {
    // Prepare
    const maintain = await loginAs(demo.maintain);
    const before = await onlyUseInTestsListObjects('reports/');
    // Act
    const answers = await Promise.all([
      exportBom('no-such-project', owner.token),
      exportBom(projects.grid, stranger.token),
      exportBom(projects.grid, maintain),
    ]);
    // Assess
    expect(answers.map((a) => [a.code, a.status, a.data])).toEqual([
      [113, 404, null],
      [114, 403, null],
      [114, 403, null],
    ]);
    expect(await onlyUseInTestsListObjects('reports/')).toEqual(before);
  });
});

describe('project/exportProjectBillOfMaterials', () => {
  it('writes the bill with the project’s quantities and the quote with the company and the date, in English', async () => {
    // Prepare: the inverter's phases set the AC cable's cores.
    const [material, inverter] = await Promise.all([
      callApi<{ MaterialName: string }>(
        'cablematerial/queryUserDefaultCableMaterialInfo',
        {},
        { token: owner.token },
      ),
      callApi<{ mainsvoltype: string }>(
        'inverter/queryInverterInfo',
        { id: ids.gridInverterId },
        { token: owner.token },
      ),
    ]);
    const cores = inverter.data.mainsvoltype === 'Three-Phase' ? 5 : 3;
    const dayOnTheAccountsClock = () => new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);
    const dayBefore = dayOnTheAccountsClock();
    // Act
    const answer = await exportBom(projects.grid, owner.token);
    // Assess
    expect(answer.code, answer.message).toBe(0);
    expect(answer.data.fileName).toMatch(/^\d{14}_Hangzhou _ home_ 4\.9 kW_bill-of-materials\.xlsx$/);
    const book = await workbookAt(answer.data.url);
    expect(book.headers.get('content-disposition')).toContain(encodeURIComponent(answer.data.fileName));
    expect(book.names).toEqual(['Bill of materials', 'Quote', 'Key figures']);
    const bom = book.rows('Bill of materials');
    expect(bom[0]).toEqual([
      'Category',
      'Manufacturer',
      'Model / specification',
      'Quantity',
      'Unit',
      'Unit price',
      'Total',
    ]);
    const quantities = bom.slice(1, -1).map((row) => [row[0], row[2], row[3], row[4]]);
    expect(quantities).toEqual([
      ['PV module', expect.stringMatching(/^LR5-54HPH-410M/), 12, 'pcs'],
      ['Inverter', 'SUN-5K-G', 1, 'pcs'],
      // 2 × 20 m × 1 string on each of the two MPPTs.
      ['DC cable', `${material.data.MaterialName}, 4 mm²`, 80, 'm'],
      ['AC cable', `${material.data.MaterialName}, ${cores} × 6 mm²`, 10, 'm'],
      // A manual array: portrait rows, 2 × 12 × (1.134 m + 0.02 m) of rail; 12 panels in 2 runs.
      ['Mounting rail', 'Manual arrays (portrait assumed)', 27.7, 'm'],
      ['Mid clamp', 'Manual arrays (portrait assumed)', 20, 'pcs'],
      ['End clamp', 'Manual arrays (portrait assumed)', 8, 'pcs'],
    ]);
    const quote = Object.fromEntries(book.rows('Quote').map((row) => [row[0], row[1]]));
    expect(quote).toMatchObject({
      Company: 'Sunny Roofs Ltd',
      Contact: `sales@sunny.example · +86 571 8888 0000 · ${owner.email}`,
      Project: 'Hangzhou / home: 4.9 kW',
      Owner: '张先生',
    });
    expect([dayBefore, dayOnTheAccountsClock()]).toContain(quote.Date);
    expect(quote['Installed capacity (kWp)']).toBe(4.92);
    // Each column as wide as its widest text and a little: the model's name, the unit's word;
    // the note under the table spills over the empty cells instead of widening its column.
    const widths = book.widths('Bill of materials');
    expect(widths).toHaveLength(7);
    const widest = (c: number) => Math.max(...bom.slice(0, -1).map((row) => String(row[c] ?? '').length));
    for (const c of [0, 2, 4]) expect(widths[c]).toBe(Math.max(6, widest(c) + 2));
    expect(widths[0]).toBeLessThan(30);
  });

  it('gives a complete project’s key figures as the report and the live results give them [REP-7]', async () => {
    // Prepare: the report's data and the editor's live results of the same project.
    const [answer, report, live] = await Promise.all([
      exportBom(projects.grid, owner.token),
      callApi<ReportFigures>(
        'project/queryProjectReportDataById',
        { proId: projects.grid },
        { token: owner.token },
      ),
      callApi<LiveFigures>(
        'project/queryProjectDesignResults',
        {
          proType: 0,
          projectId: projects.grid,
          body: gridProjectBody(ids, 'Hangzhou / home: 4.9 kW'),
        },
        { token: owner.token },
      ),
    ]);
    expect([answer.code, report.code, live.code]).toEqual([0, 0, 0]);
    const book = await workbookAt(answer.data.url);
    const figures = Object.fromEntries(book.rows('Key figures').map((row) => [row[0], row.slice(1)]));
    // Assess: the figures to the decimals the screen and the PDF print, with their units.
    const finance = report.data.finance!;
    const one = (value: number) => Math.round(value * 10) / 10;
    expect(figures['Installed capacity (kWp)']).toEqual([4.92, 'kWp']);
    expect(figures['Annual generation (year 1)']).toEqual([
      Math.round(report.data.powergeneration.totalPowerGeneration),
      'kWh',
    ]);
    expect(figures['Performance ratio (PR)']).toEqual([
      one(report.data.lossChain.performanceRatioPercent),
      '%',
    ]);
    expect(figures['Performance ratio (PR)']![0]).toBe(one(live.data.performanceRatio * 100));
    // The payback's two figures, named apart: the period with its fraction, and the year.
    expect(figures['Payback period']).toEqual([one(finance.paybackYears!), 'years']);
    expect(figures['Payback year']![0]).toBe(`Year ${finance.paybackYear}`);
    expect(finance.paybackYear).toBe(Math.ceil(finance.paybackYears!));
    expect(live.data.finance).toMatchObject({
      paybackYear: finance.paybackYear,
      paybackYears: finance.paybackYears,
      netPresentValue: finance.netPresentValue,
      usesDefaultPrices: true,
    });
    expect(figures['Net present value']).toEqual([Math.round(finance.netPresentValue), finance.currency]);
    expect(figures['Internal rate of return']![0]).toBe(
      Math.round(finance.internalRateOfReturn! * 100) / 100,
    );
    // The project has no investment of its own: the sheet says the figures use the defaults.
    expect(book.rows('Key figures').flat()).toContain(
      'The investment figures use the default costs and prices (the project has no investment of its own).',
    );
  });

  it('counts the storage project’s batteries and words the workbook in Chinese', async () => {
    // Act
    const answer = await exportBom(projects.storage, owner.token, 'zh-CN');
    // Assess
    expect(answer.code, answer.message).toBe(0);
    expect(answer.data.fileName).toMatch(/_物料清单\.xlsx$/);
    const book = await workbookAt(answer.data.url);
    expect(book.names).toEqual(['物料清单', '报价单', '主要指标']);
    const battery = book.rows('物料清单').find((row) => row[0] === '电池');
    expect(battery?.slice(2, 5)).toEqual(['US5000', Math.max(2, ids.batteryMin), '件']);
    expect(book.rows('报价单')[0]?.[0]).toBe('报价单');
    // A Chinese character counts two: '光伏组件' (4) and its padding make the category column 10 wide.
    expect(book.widths('物料清单')[0]).toBe(10);
    expect(book.rows('主要指标').map((row) => row[0])).toContain('回收年份');
  });
});

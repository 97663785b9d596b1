/**
 * project/exportProjectReportPdf of a storage project billed by the Guangdong preset, with zero
 * export and peak shaving [TAR-14] [TAR-5] [TAR-6] [TAR-13]: its report prints the tariff, bill,
 * battery operation and battery life pages in both languages, each on a page of its own with no
 * page left with only a heading or a line [REP-6]; a grid-connected project without a tariff
 * or a load prints none of them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { newActivatedUser, type TestUser } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { lonelyPages, pageTexts } from '../../support/report-pdf-pages';
import {
  catalogueIds,
  flatInvestment,
  gridProjectBody,
  guangdongSections,
  storageProjectBody,
} from './support/projects';

let owner: TestUser;
const projects = { storage: '', grid: '' };

const investment = flatInvestment;

const guangdongPeakShaving = guangdongSections('peak-shaving');

/** Words only each new page prints, in each language. */
const PAGE_WORDS = {
  en: {
    tariff: 'Weekdays: period by month and hour',
    bill: 'First-year electricity bill',
    storage: 'Battery operation',
    storageLife: 'Battery life and economics',
  },
  'zh-CN': {
    tariff: '工作日：逐月逐时的时段',
    bill: '首年电费',
    storage: '储能运行',
    storageLife: '电池寿命与经济性',
  },
} as const;

async function create(call: string, body: unknown): Promise<string> {
  const created = await callApi<string>(`project/${call}`, body, { token: owner.token });
  expect(created.code, created.message).toBe(0);
  return created.data;
}

async function printedPages(proId: string, culture: 'en' | 'zh-CN'): Promise<string[]> {
  const answer = await callApi<{ url: string }>(
    'project/exportProjectReportPdf',
    { proId },
    { token: owner.token, culture },
  );
  expect(answer.code, answer.message).toBe(0);
  return pageTexts(new Uint8Array(await (await fetch(answer.data.url)).arrayBuffer()));
}

/** The pages (1 = the first) whose text holds `words`. */
const pagesWith = (pages: readonly string[], words: string) =>
  pages.flatMap((page, i) => (page.includes(words) ? [i + 1] : []));

beforeAll(async () => {
  owner = await newActivatedUser();
  const ids = await catalogueIds(owner.token);
  [projects.storage, projects.grid] = await Promise.all([
    create('createtUserEnergyStorageProject', {
      ...storageProjectBody(ids, 'Guangdong peak shaving'),
      ...guangdongPeakShaving,
    }),
    create('createtUserGridConnectedProject', { ...gridProjectBody(ids, 'Plain grid'), investment }),
  ]);
});

describe('project/exportProjectReportPdf of a storage project with a tariff', () => {
  it('prints the tariff, bill and battery pages in both languages, in order, none lonely [REP-6]', async () => {
    // Act
    const [english, chinese] = await Promise.all([
      printedPages(projects.storage, 'en'),
      printedPages(projects.storage, 'zh-CN'),
    ]);
    // Assess
    for (const [pages, language] of [
      [english, 'en'],
      [chinese, 'zh-CN'],
    ] as const) {
      const words = PAGE_WORDS[language];
      const first = (key: keyof typeof words) => pagesWith(pages, words[key])[0];
      const order = [first('tariff'), first('bill'), first('storage'), first('storageLife')];
      expect(
        order.every((page) => page !== undefined),
        `${language}: ${order}`,
      ).toBe(true);
      expect([...order].sort((a, b) => a! - b!)).toEqual(order);
      expect(new Set(order).size).toBe(4);
      expect(lonelyPages(pages), language).toEqual([]);
    }
    // The English bill page names the preset and the three cases.
    const bill = english[pagesWith(english, PAGE_WORDS.en.bill)[0]! - 1]!;
    expect(bill).toContain('Guangdong');
    expect(bill).toContain('With PV and battery');
    expect(english[pagesWith(english, PAGE_WORDS.en.storage)[0]! - 1]).toContain('Peak shaving');
    expect(chinese[pagesWith(chinese, PAGE_WORDS['zh-CN'].storage)[0]! - 1]).toContain('削峰');
  }, 180_000);

  it('prints none of them for a grid-connected project without a tariff or a load', async () => {
    const pages = await printedPages(projects.grid, 'en');
    for (const words of Object.values(PAGE_WORDS.en)) expect(pagesWith(pages, words)).toEqual([]);
    expect(lonelyPages(pages)).toEqual([]);
  }, 120_000);
});

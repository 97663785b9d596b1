/**
 * project/exportProjectReportPdf: the caller's complete project printed to PDF from the web's
 * report route, stored under reports/ and answered as a download link. Refusals come before
 * anything is rendered or stored: 113 for a missing project, 114 for another account's (for
 * maintain too), 118 'projectIncomplete' with the completeness reasons.
 *
 * The success path needs the real report page (it sets the ready attribute the renderer waits
 * for): until that page is merged, the placeholder page never gets ready and the call answers -1
 * after the renderer's 25 s bound.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { popplerReport } from '../../functions/_lib/report-pdf/support/poppler';
import { accountIdOf, demo, loginAs, newActivatedUser, type TestUser } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { onlyUseInTestsListObjects } from '../../support/bucket';
import { diagramPages, lonelyPages, pageTexts } from '../../support/report-pdf-pages';
import { catalogueIds, gridProjectBody, storageProjectBody } from './support/projects';

interface ReportPdf {
  url: string;
  fileName: string;
  bytes: number;
  pages: number;
}

let owner: TestUser;
let stranger: TestUser;
let maintain: string;
const projects = { complete: '', incomplete: '', surroundings: '', factory: '' };

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newActivatedUser(), newActivatedUser()]);
  maintain = await loginAs(demo.maintain);
  const ids = await catalogueIds(owner.token);
  const create = async (body: unknown) =>
    (await callApi<string>('project/createtUserGridConnectedProject', body, { token: owner.token })).data;
  // A box 3 m tall south of the pin and hills of 10° all round [SUR-10].
  const at = (eastM: number, northM: number) => ({
    lat: 30.28 + northM / 111_320,
    lng: 120.15 + eastM / 96_170,
  });
  const surroundings = {
    obstacles: [
      { id: 'tank', kind: 'box', footprint: [at(-2, -8), at(2, -8), at(2, -5), at(-2, -5)], heightM: 3 },
    ],
    horizon: { source: 'manual', points: [0, 90, 180, 270].map((azimuth) => ({ azimuth, elevation: 10 })) },
  };
  [projects.complete, projects.incomplete, projects.surroundings, projects.factory] = await Promise.all([
    create(gridProjectBody(ids, 'Report home')),
    create({ ...gridProjectBody(ids, 'No inverter yet'), inverter: [] }),
    create({ ...gridProjectBody(ids, 'Report hills'), surroundings }),
    (
      await callApi<string>('project/createtUserEnergyStorageProject', factoryBody(ids), {
        token: owner.token,
      })
    ).data,
  ]);
});

/**
 * A factory roof on five hybrid inverters of two strings each (one group of five units, as the auto
 * design gives it), with their batteries: a block diagram of ten input rows, taller than a page at
 * full size.
 */
function factoryBody(ids: Awaited<ReturnType<typeof catalogueIds>>) {
  const body = storageProjectBody(ids, 'Factory PV + battery');
  const [group] = body.inverter;
  const units = Array.from({ length: 5 }, () => structuredClone(group!.inverters[0]!));
  return {
    ...body,
    pvArray: [{ ...body.pvArray[0]!, pvarrayname: 'Factory roof', panelcount: 60 }],
    inverter: [{ ...group!, invertercount: 5, inverters: units }],
  };
}

type ProjectRow = { Id: string; ProName: string; ProType: number };

/** The first of the demo user's projects that `matches`. */
async function demoProject(token: string, matches: (row: ProjectRow) => boolean): Promise<ProjectRow> {
  const list = await callApi<{ resultData: ProjectRow[] }>(
    'project/PageQueryUserProject',
    { limit: 50 },
    { token },
  );
  return list.data.resultData.find(matches)!;
}

const exportPdf = (proId: string, token: string, culture: 'zh-CN' | 'en' = 'en') =>
  callApi<ReportPdf>('project/exportProjectReportPdf', { proId }, { token, culture });

describe('project/exportProjectReportPdf refusals', () => {
  it('answers 113 for a missing project and 114 for another account’s, for maintain too; stores nothing', async () => {
    // Prepare
    const before = await onlyUseInTestsListObjects('reports/');
    // Act
    const answers = await Promise.all([
      exportPdf('no-such-project', owner.token),
      exportPdf(projects.complete, stranger.token),
      exportPdf(projects.complete, maintain),
      exportPdf('no-such-project', maintain),
    ]);
    // Assess
    expect(answers.map((a) => [a.code, a.status, a.data])).toEqual([
      [113, 404, null],
      [114, 403, null],
      [114, 403, null],
      [113, 404, null],
    ]);
    expect(await onlyUseInTestsListObjects('reports/')).toEqual(before);
  });

  it('answers 118 projectIncomplete with the completeness reasons for an incomplete project; stores nothing', async () => {
    // Prepare
    const before = await onlyUseInTestsListObjects('reports/');
    // Act
    const [english, chinese] = await Promise.all([
      exportPdf(projects.incomplete, owner.token),
      exportPdf(projects.incomplete, owner.token, 'zh-CN'),
    ]);
    // Assess
    expect(english).toMatchObject({
      code: 118,
      status: 400,
      message: 'The project is not complete, so its report cannot be made',
      data: {
        reasons: [
          { kind: 'no-inverter' },
          { kind: 'array-not-fully-connected', arrayId: 'array-1', panelcount: 12, connectedPanels: 0 },
        ],
      },
    });
    expect(chinese.message).toBe('项目未完成，无法生成报告');
    expect(await onlyUseInTestsListObjects('reports/')).toEqual(before);
  });
});

describe('project/exportProjectReportPdf with the report page (needs the real report page)', () => {
  it('stores the demo project’s PDF under reports/ and links it as a named download; a second request joins the first', async () => {
    // Prepare: the demo user's grid-connected project, printed in Chinese.
    const token = await loginAs(demo.user);
    const project = await demoProject(token, (row) => row.ProType === 0 && row.ProName.startsWith('杭州'));
    const prefix = `reports/${await accountIdOf(demo.user)}/${project.Id}/`;
    const before = await onlyUseInTestsListObjects(prefix);
    // Act: two requests at once.
    const [first, second] = await Promise.all([
      exportPdf(project.Id, token, 'zh-CN'),
      exportPdf(project.Id, token, 'zh-CN'),
    ]);
    // Assess: one render, one file, named by the date and the project (Chinese kept).
    expect(first.code, first.message).toBe(0);
    expect(second.data).toEqual(first.data);
    const { url, fileName, bytes, pages } = first.data;
    expect(fileName).toMatch(/^\d{14}_杭州.*\.pdf$/);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(await onlyUseInTestsListObjects(prefix)).toEqual([...before, `${prefix}zh-CN/${fileName}`].sort());
    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
    const body = new Uint8Array(await download.arrayBuffer());
    expect(body.byteLength).toBe(bytes);
    expect(new TextDecoder().decode(body.subarray(0, 5))).toBe('%PDF-');
  }, 90_000);

  it('prints two projects and two languages asked for at once, each PDF with its own project in its own language, as separate files', async () => {
    // Prepare
    const token = await loginAs(demo.user);
    const storage = await demoProject(token, (row) => row.ProType === 1);
    const grid = await demoProject(token, (row) => row.ProType === 0 && row.ProName.startsWith('杭州'));
    // Act: the storage project in both languages and the grid project, at once.
    const answers = await Promise.all([
      exportPdf(storage.Id, token, 'zh-CN'),
      exportPdf(storage.Id, token, 'en'),
      exportPdf(grid.Id, token, 'en'),
    ]);
    // Assess
    expect(answers.map((answer) => answer.code)).toEqual([0, 0, 0]);
    expect(new Set(answers.map((answer) => answer.data.url)).size).toBe(3);
    const [storageChinese, storageEnglish, gridEnglish] = await Promise.all(
      answers.map(
        async (answer) =>
          popplerReport(new Uint8Array(await (await fetch(answer.data.url)).arrayBuffer())).text,
      ),
    );
    expect(storageChinese).toContain('光伏系统设计报告');
    expect(storageChinese).not.toContain('PV system design report');
    for (const english of [storageEnglish, gridEnglish]) {
      expect(english).toContain('PV system design report');
      expect(english).not.toContain('光伏系统设计报告');
    }
    // Each report is its own project's: its name, never the other's; the storage one has its self-use pages.
    for (const text of [storageChinese, storageEnglish]) {
      expect(text).toContain(storage.ProName);
      expect(text).not.toContain(grid.ProName);
    }
    expect(gridEnglish).toContain(grid.ProName);
    expect(gridEnglish).not.toContain(storage.ProName);
    expect(storageEnglish).toMatch(/self-use/i);
    expect(gridEnglish).not.toMatch(/self-use ratio/i);
  }, 90_000);

  it('adds the surroundings page (sun path, shading losses by month) only to a project with surroundings', async () => {
    // Act
    const [plain, shaded] = await Promise.all([
      exportPdf(projects.complete, owner.token),
      exportPdf(projects.surroundings, owner.token),
    ]);
    // Assess
    expect([plain.code, shaded.code]).toEqual([0, 0]);
    expect(shaded.data.pages).toBe(plain.data.pages + 1);
    const textOf = async (url: string) =>
      popplerReport(new Uint8Array(await (await fetch(url)).arrayBuffer())).text;
    const [plainText, shadedText] = await Promise.all([textOf(plain.data.url), textOf(shaded.data.url)]);
    expect(shadedText).toContain('Sun path and surroundings');
    expect(shadedText).toContain('Shading losses by month');
    expect(shadedText).toContain('Far horizon');
    expect(plainText).not.toContain('Sun path and surroundings');
  }, 90_000);

  it('leaves no page with only a heading or a line, and prints the block diagram whole on one page [REP-6]', async () => {
    // Prepare: the demo grid project in Chinese, and the five-inverter storage factory in English.
    const token = await loginAs(demo.user);
    const grid = await demoProject(token, (row) => row.ProType === 0 && row.ProName.startsWith('杭州'));
    // Act
    const [chinese, english] = await Promise.all([
      exportPdf(grid.Id, token, 'zh-CN'),
      exportPdf(projects.factory, owner.token, 'en'),
    ]);
    // Assess
    expect([chinese.code, english.code]).toEqual([0, 0]);
    const pagesOf = async (url: string) => pageTexts(new Uint8Array(await (await fetch(url)).arrayBuffer()));
    const [zhPages, enPages] = await Promise.all([pagesOf(chinese.data.url), pagesOf(english.data.url)]);
    expect(lonelyPages(zhPages)).toEqual([]);
    expect(lonelyPages(enPages)).toEqual([]);
    for (const [pages, language] of [
      [zhPages, 'zh-CN'],
      [enPages, 'en'],
    ] as const) {
      const diagram = diagramPages(pages, language);
      expect(diagram.pages).toHaveLength(1);
      expect(diagram.whole).toEqual([true]);
      expect(diagram.notePage).toBe(diagram.pages[0]);
    }
    // The factory's battery sits on its hybrid inverter's port, on the diagram's page.
    const diagramPage = enPages[diagramPages(enPages, 'en').pages[0]! - 1]!;
    expect(diagramPage).toContain('DC/battery port');
    expect(diagramPage).toContain('MPPT2');
  }, 120_000);
});

/**
 * The project's tariff copy, grid limits and storage strategy [TAR-14]: absent in a project saved
 * without them (today's figures: the flat tariff, no limits, self-consumption); a preset, a
 * library tariff or a tariff of its own copied in, kept as catalogue copies are [PRJ-9] (a library
 * edit shows only after a refresh, a deleted library tariff keeps its copy); a save that leaves a
 * section out keeps it, null removes it; a bad tariff of its own is 118 naming the field.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { newActivatedUser, type TestUser } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { type CatalogueIds, catalogueIds, gridProjectBody, storageProjectBody } from './support/projects';

interface Tariff {
  name: string;
  periods: Record<string, { import: number }>;
  weekday: string[][];
}

interface View {
  version: number;
  tariff?: { source: string; sourceId: string | null; version: number; tariff: Tariff };
  gridLimits?: { exportLimit: { kind: string; kw?: number; percent?: number }; importLimitKw: number | null };
  storageStrategy?: Record<string, unknown>;
}

let owner: TestUser;
let stranger: TestUser;
let ids: CatalogueIds;
let guangdong: Tariff;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newActivatedUser(), newActivatedUser()]);
  ids = await catalogueIds(owner.token);
  const presets = await callApi<{ id: string; tariff: Tariff }[]>(
    'tariff/queryTariffPresets',
    {},
    { token: owner.token },
  );
  guangdong = presets.data.find((preset) => preset.id === 'guangdong-prd-general-ic')!.tariff;
});

const view = async (projectId: string) =>
  (await callApi<View>('project/getUserProjectBaseInfo', { projectId }, { token: owner.token })).data;

async function createStorage(extra: Record<string, unknown> = {}, token = owner.token) {
  return callApi<string>(
    'project/createtUserEnergyStorageProject',
    { ...storageProjectBody(ids), ...extra },
    { token },
  );
}

async function editStorage(projectId: string, version: number, extra: Record<string, unknown> = {}) {
  return callApi<{ version: number }>(
    'project/editUserEnergyStorageProject',
    { ...storageProjectBody(ids), projectId, version, ...extra },
    { token: owner.token },
  );
}

async function libraryTariff(name: string, token = owner.token) {
  const inserted = await callApi<{ id: string }>(
    'tariff/insertUserTariff',
    { tariff: { ...guangdong, name } },
    { token },
  );
  expect(inserted.code).toBe(0);
  return inserted.data.id;
}

const sections = {
  tariff: { source: 'preset', presetId: 'guangdong-prd-general-ic' },
  gridLimits: { exportLimit: { kind: 'zero' }, importLimitKw: 630 },
  storageStrategy: {
    strategy: 'peak-shaving',
    gridCharging: true,
    peakTargetKw: 400,
    backupReservePercent: 10,
  },
};

describe('a project without the new sections', () => {
  it('holds none: its defaults are the flat tariff, no grid limits and self-consumption', async () => {
    const project = await view((await createStorage()).data);
    expect(project).not.toHaveProperty('tariff');
    expect(project).not.toHaveProperty('gridLimits');
    expect(project).not.toHaveProperty('storageStrategy');
    expect(project).not.toHaveProperty('userLoad');
  });
});

describe('a project with a preset, grid limits and a strategy', () => {
  let projectId: string;

  beforeAll(async () => {
    const created = await createStorage(sections);
    expect(created.code).toBe(0);
    projectId = created.data;
  });

  it('keeps a copy of the preset, the limits and the strategy', async () => {
    const project = await view(projectId);
    expect(project.tariff).toMatchObject({
      source: 'preset',
      sourceId: 'guangdong-prd-general-ic',
      version: 0,
    });
    expect(project.tariff!.tariff.periods).toEqual(guangdong.periods);
    expect(project.gridLimits).toEqual(sections.gridLimits);
    expect(project.storageStrategy).toEqual(sections.storageStrategy);
  });

  it('is read in the reader’s language: the preset’s name and note, in the editor and the report', async () => {
    const read = (culture: 'en' | 'zh-CN') =>
      Promise.all([
        callApi<View>('project/getUserProjectBaseInfo', { projectId }, { token: owner.token, culture }),
        callApi<{ tariff: View['tariff'] }>(
          'project/queryProjectReportDataById',
          { proId: projectId },
          { token: owner.token, culture },
        ),
      ]);
    const [[zhView, zhReport], [enView, enReport]] = await Promise.all([read('zh-CN'), read('en')]);
    for (const tariff of [zhView.data.tariff, zhReport.data.tariff]) {
      expect(tariff!.tariff.name).toBe('广东珠三角 一般工商业 峰谷分时');
      expect((tariff!.tariff as { note?: string }).note).toMatch(/^时段与比价取自通知/);
    }
    for (const tariff of [enView.data.tariff, enReport.data.tariff]) {
      expect(tariff!.tariff.name).toBe('Guangdong Pearl River Delta general I&C TOU');
      expect((tariff!.tariff as { note?: string }).note).toMatch(/^Periods and ratios from the notice/);
    }
  });

  it('keeps them through a save that leaves them out, and removes one sent as null', async () => {
    const kept = await editStorage(projectId, 1);
    expect(kept.code).toBe(0);
    const afterKept = await view(projectId);
    expect(afterKept.tariff?.sourceId).toBe('guangdong-prd-general-ic');
    expect(afterKept.gridLimits).toEqual(sections.gridLimits);
    const removed = await editStorage(projectId, 2, {
      tariff: null,
      gridLimits: { exportLimit: { kind: 'percentOfInverters', percent: 60 } },
    });
    expect(removed.code).toBe(0);
    const afterRemoved = await view(projectId);
    expect(afterRemoved).not.toHaveProperty('tariff');
    expect(afterRemoved.gridLimits).toEqual({
      exportLimit: { kind: 'percentOfInverters', percent: 60 },
      importLimitKw: null,
    });
    expect(afterRemoved.storageStrategy).toEqual(sections.storageStrategy);
  });

  it('goes along with a copy of the project', async () => {
    const copy = await callApi<string>(
      'project/copyProject',
      { projectId, projectName: 'Copy with limits' },
      { token: owner.token },
    );
    expect((await view(copy.data)).gridLimits).toEqual((await view(projectId)).gridLimits);
  });
});

describe('a tariff of the user’s library', () => {
  it('is copied in, refreshed only when asked, and kept when the library deletes it', async () => {
    // Prepare
    const tariffId = await libraryTariff('Factory B');
    const created = await createStorage({ tariff: { source: 'library', tariffId } });
    const projectId = created.data;
    await callApi(
      'tariff/updateUserTariff',
      { id: tariffId, version: 1, tariff: { ...guangdong, name: 'Factory B (2027)' } },
      { token: owner.token },
    );
    // Act
    const kept = await editStorage(projectId, 1, { tariff: { source: 'library', tariffId } });
    const afterKept = await view(projectId);
    const refreshed = await editStorage(projectId, 2, {
      tariff: { source: 'library', tariffId },
      refreshCatalogue: true,
    });
    const afterRefresh = await view(projectId);
    await callApi('tariff/deleteUserTariff', { id: tariffId }, { token: owner.token });
    const afterDelete = await editStorage(projectId, 3, {
      tariff: { source: 'library', tariffId },
      refreshCatalogue: true,
    });
    // Assess
    expect([created.code, kept.code, refreshed.code, afterDelete.code]).toEqual([0, 0, 0, 0]);
    expect(afterKept.tariff).toMatchObject({
      source: 'library',
      sourceId: tariffId,
      version: 1,
      tariff: { name: 'Factory B' },
    });
    expect(afterRefresh.tariff).toMatchObject({ version: 2, tariff: { name: 'Factory B (2027)' } });
    expect((await view(projectId)).tariff).toMatchObject({
      version: 2,
      tariff: { name: 'Factory B (2027)' },
    });
  });

  it('refuses a library tariff the caller does not have (118 on tariff.tariffId)', async () => {
    const theirs = await libraryTariff('Not yours', stranger.token);
    const answer = await createStorage({ tariff: { source: 'library', tariffId: theirs } });
    expect(answer.code).toBe(118);
    expect((answer.data as unknown as { fieldErrors: { field: string; key: string }[] }).fieldErrors).toEqual(
      [expect.objectContaining({ field: 'tariff.tariffId', key: 'catalogueItemGone' })],
    );
  });
});

describe('a tariff of the project’s own', () => {
  it('is stored as sent, and refused naming the field when its schedule is bad', async () => {
    const own = { ...guangdong, name: 'Negotiated' };
    const created = await createStorage({ tariff: { source: 'own', tariff: own } });
    expect((await view(created.data)).tariff).toMatchObject({
      source: 'own',
      sourceId: null,
      tariff: { name: 'Negotiated' },
    });
    const weekday = guangdong.weekday.map((hours, month) => (month === 3 ? [...hours, 'flat'] : hours));
    const bad = await createStorage({ tariff: { source: 'own', tariff: { ...own, weekday } } });
    expect(bad.code).toBe(118);
    expect(
      (bad.data as unknown as { fieldErrors: { field: string; key: string }[] }).fieldErrors,
    ).toContainEqual(
      expect.objectContaining({ field: 'tariff.tariff.weekday.3.24', key: 'tariffHoursPerDay' }),
    );
  });
});

describe('a grid-connected project', () => {
  it('keeps a tariff and grid limits but no storage strategy', async () => {
    const created = await callApi<string>(
      'project/createtUserGridConnectedProject',
      { ...gridProjectBody(ids), ...sections },
      { token: owner.token },
    );
    const project = await view(created.data);
    expect(project.tariff?.sourceId).toBe('guangdong-prd-general-ic');
    expect(project.gridLimits).toEqual(sections.gridLimits);
    expect(project).not.toHaveProperty('storageStrategy');
  });
});

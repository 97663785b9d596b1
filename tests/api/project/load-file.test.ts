/**
 * A project's meter data file [LOAD-5]: upload by pre-signed link, preview (nothing stored, the
 * upload kept for the save), save (the year in the bucket, the reference and summary in the
 * record, the project reopened with them), ownership (113/114), bad files refused with the row
 * and column in the caller's language and nothing stored, copy and share carrying the load on
 * objects of their own, removal and deletion.
 */
import { decodeLoadYear } from '@pvd/functions/_lib/load/load-codec';
import { buildZip, workbookEntries } from '@tests/functions/catalogue/support/zip';
import { intervalStarts, knownKw, START_2023, utf8 } from '@tests/shared/load/meter-file/support/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { newActivatedUser, type TestUser } from '../../support/accounts';
import { type ApiAnswer, callApi } from '../../support/api-client';
import { onlyUseInTestsDeleteObject, onlyUseInTestsGetObject } from '../../support/bucket';
import { onlyUseInTestsSnapshotTable, withoutUploads } from '../../support/table';
import {
  knownLoadFigures,
  knownLoadFile,
  loadObjects,
  type MeterFileAnswer,
  putLoadFile,
  saveMeterFile,
} from './support/load-files';
import { type CatalogueIds, catalogueIds, gridProjectBody, storageProjectBody } from './support/projects';

interface View {
  version: number;
  userLoad?: { typicalShape?: string; meterFile?: MeterFileAnswer | null };
  proUserLoadInformation: { loadAnnualElectricityConsumption: number } | null;
}

interface Refusal {
  reason: string;
  row: number | null;
  column: string | null;
}

let owner: TestUser;
let stranger: TestUser;
let ids: CatalogueIds;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newActivatedUser(), newActivatedUser('zh-CN')]);
  ids = await catalogueIds(owner.token);
});

async function storageProject(token = owner.token): Promise<string> {
  const created = await callApi<string>('project/createtUserEnergyStorageProject', storageProjectBody(ids), {
    token,
  });
  expect(created.code).toBe(0);
  return created.data;
}

const view = (projectId: string, token = owner.token) =>
  callApi<View>('project/getUserProjectBaseInfo', { projectId }, { token });

/** The stored year of a meter file, unpacked. */
async function storedYear(accountId: string, projectId: string, meterFileId: string) {
  const bytes = await onlyUseInTestsGetObject(`loads/${accountId}/${projectId}/${meterFileId}`);
  return bytes && decodeLoadYear(bytes);
}

/** What a refused call may not change: the table (uploads aside), the bucket's loads, the record. */
async function expectNothingStored(act: () => Promise<ApiAnswer<unknown>>, projectId: string) {
  const [table, loads, record] = await Promise.all([
    onlyUseInTestsSnapshotTable(),
    loadObjects(),
    view(projectId),
  ]);
  const answer = await act();
  expect(withoutUploads(await onlyUseInTestsSnapshotTable())).toEqual(withoutUploads(table));
  expect(await loadObjects()).toEqual(loads);
  expect((await view(projectId)).data).toEqual(record.data);
  return answer;
}

describe('saveLoadFile', () => {
  let projectId: string;
  let saved: ApiAnswer<{ version: number; meterFile: MeterFileAnswer }>;

  beforeAll(async () => {
    projectId = await storageProject();
    saved = await saveMeterFile(owner.token, projectId, 'factory-2023.csv', knownLoadFile(15));
  });

  it('reads a 15-minute year and answers its summary, heat map and typical week', () => {
    const { kwh } = knownLoadFigures(15);
    expect(saved.code).toBe(0);
    expect(saved.data.version).toBe(2);
    const { meterFile } = saved.data;
    expect(meterFile).toMatchObject({
      fileName: 'factory-2023.csv',
      stepMinutes: 15,
      choices: {},
      needs: [],
    });
    expect(meterFile.summary).toMatchObject({
      stepMinutes: 15,
      steps: 35_040,
      firstIntervalStart: '2023-01-01T00:00',
      coveredDays: 365,
      filledSteps: 0,
      duplicateRows: 0,
      partial: false,
      unit: 'kW',
      peakKw: 3.5,
      typicalWeekStepMinutes: 15,
    });
    expect(meterFile.summary.annualKwh).toBeCloseTo(kwh, 1);
    // 12 × 24 mean kW; July's weekday noon mixes 3.5 (weekdays) and 2.5 (weekends).
    expect(meterFile.summary.monthHourKw).toHaveLength(12);
    expect(meterFile.summary.monthHourKw[0]).toHaveLength(24);
    expect(meterFile.summary.monthHourKw[0]![3]).toBe(1);
    // Monday first, 96 quarter-hours a day: 3 kW at Monday noon, 2 kW at Sunday noon, each 0.5 kW
    // more on July's five Mondays of 52 and five Sundays of 53.
    const week = meterFile.summary.typicalWeekKw;
    expect(week.map((day) => day.length)).toEqual([96, 96, 96, 96, 96, 96, 96]);
    expect(week[0]![48]).toBeCloseTo(3 + 2.5 / 52, 3);
    expect(week[6]![48]).toBeCloseTo(2 + 2.5 / 53, 3);
    expect(meterFile.guesses.unit).toEqual({ value: 'kW', from: 'file' });
  });

  it('keeps the year in the bucket at the file’s interval', async () => {
    const year = await storedYear(owner.accountId, projectId, saved.data.meterFile.id);
    expect(year?.series).toMatchObject({ stepMinutes: 15, firstIntervalStart: '2023-01-01T00:00' });
    const starts = intervalStarts(START_2023, 15, 365);
    expect(year!.series.kw).toHaveLength(35_040);
    expect(starts.findIndex((m, i) => Math.abs(year!.series.kw[i]! - knownKw(m)) > 1e-6)).toBe(-1);
  });

  it('reopens the project with the meter file, and an editor’s save keeps it', async () => {
    const reopened = await view(projectId);
    expect(reopened.data.version).toBe(2);
    expect(reopened.data.userLoad?.meterFile).toEqual(saved.data.meterFile);
    // The editor saves on the version saveLoadFile answered, without knowing userLoad.
    const edited = await callApi<{ version: number }>(
      'project/editUserEnergyStorageProject',
      { ...storageProjectBody(ids), projectId, version: saved.data.version },
      { token: owner.token },
    );
    expect(edited).toMatchObject({ code: 0, data: { version: 3 } });
    expect((await view(projectId)).data.userLoad?.meterFile).toEqual(saved.data.meterFile);
  });

  it('carries the meter file kept into the report’s data, for its load page', async () => {
    const report = await callApi<{ loadSource?: { meterFile?: MeterFileAnswer | null } | null }>(
      'project/queryProjectReportDataById',
      { proId: projectId },
      { token: owner.token },
    );
    expect(report.code).toBe(0);
    expect(report.data.loadSource?.meterFile).toEqual(saved.data.meterFile);
  });

  it('uses its upload once: a second save of the same upload is 118', async () => {
    const uploadId = await putLoadFile(owner.token, 'week.csv', knownLoadFile(60, 8), projectId);
    const body = { projectId, uploadId, fileName: 'week.csv' };
    const first = await callApi('userload/saveLoadFile', body, { token: owner.token });
    const second = await callApi('userload/saveLoadFile', body, { token: owner.token });
    expect(first.code).toBe(0);
    expect(second).toMatchObject({
      code: 118,
      message: 'The uploaded file was not found; please upload it again',
    });
  });
});

describe('previewLoadFile', () => {
  it('answers the preview with what was guessed, stores nothing and keeps the upload for the save', async () => {
    // Prepare: no unit in the header, so the unit is guessed (energy per interval, kWh) and asked for.
    const projectId = await storageProject();
    const bytes = knownLoadFile(15, 14, 'time,value');
    const uploadId = await putLoadFile(owner.token, 'portal.csv', bytes, projectId);
    const body = { projectId, uploadId, fileName: 'portal.csv' };
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const guessed = await callApi<MeterFileAnswer>('userload/previewLoadFile', body, { token: owner.token });
    const corrected = await callApi<MeterFileAnswer>(
      'userload/previewLoadFile',
      { ...body, choices: { unit: 'kW' } },
      { token: owner.token },
    );
    // Assess: read as kWh per quarter-hour, 3 is a mean power of 12 kW; as kW, 3 kW.
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
    expect(guessed.data).toMatchObject({ fileName: 'portal.csv', needs: ['unit'] });
    expect(guessed.data.guesses.unit).toEqual({ value: 'kWh', from: 'default' });
    expect(guessed.data.summary).toMatchObject({ partial: true, coveredDays: 14, peakKw: 12 });
    expect(corrected.data.needs).toEqual([]);
    expect(corrected.data.guesses.unit).toEqual({ value: 'kW', from: 'choice' });
    expect(corrected.data.summary.peakKw).toBe(3);
    const save = await callApi<{ meterFile: MeterFileAnswer }>(
      'userload/saveLoadFile',
      { ...body, choices: { unit: 'kW' } },
      { token: owner.token },
    );
    expect(save.code).toBe(0);
    expect(save.data.meterFile).toMatchObject({ choices: { unit: 'kW' }, summary: { peakKw: 3 } });
  });

  it('previews a file for a project not saved yet', async () => {
    const uploadId = await putLoadFile(owner.token, 'new.csv', knownLoadFile(30, 10));
    const answer = await callApi<MeterFileAnswer>(
      'userload/previewLoadFile',
      { uploadId, fileName: 'new.csv' },
      { token: owner.token },
    );
    expect(answer).toMatchObject({ code: 0, data: { summary: { stepMinutes: 30, coveredDays: 10 } } });
  });
});

describe('ownership', () => {
  it('answers 114 to anyone but the owner and 113 for no project, storing nothing', async () => {
    const projectId = await storageProject();
    const bytes = knownLoadFile(60, 8);
    const ownUpload = await putLoadFile(owner.token, 'a.csv', bytes, projectId);
    const strangerUpload = await putLoadFile(stranger.token, 'b.csv', bytes);
    const calls = [
      () =>
        callApi(
          'userload/createLoadFileUpload',
          { projectId, fileName: 'b.csv', size: 10 },
          { token: stranger.token },
        ),
      () =>
        callApi(
          'userload/saveLoadFile',
          { projectId, uploadId: strangerUpload, fileName: 'b.csv' },
          { token: stranger.token },
        ),
      () =>
        callApi(
          'userload/previewLoadFile',
          { projectId, uploadId: strangerUpload, fileName: 'b.csv' },
          { token: stranger.token },
        ),
      () => callApi('userload/deleteLoadFile', { projectId }, { token: stranger.token }),
      // The owner's upload in a stranger's call on the stranger's own project.
      () =>
        callApi(
          'userload/previewLoadFile',
          { uploadId: ownUpload, fileName: 'a.csv' },
          { token: stranger.token },
        ),
    ];
    for (const call of calls) {
      const answer = await expectNothingStored(call, projectId);
      expect([answer.code, answer.status]).toEqual([114, 403]);
    }
    const missing = await callApi(
      'userload/deleteLoadFile',
      { projectId: 'no-such-project' },
      { token: owner.token },
    );
    expect(missing.code).toBe(113);
    // The owner's upload is still there for the owner.
    const own = await callApi(
      'userload/saveLoadFile',
      { projectId, uploadId: ownUpload, fileName: 'a.csv' },
      { token: owner.token },
    );
    expect(own.code).toBe(0);
  });
});

/** `days` of 15-minute `time,kW` lines, header first, `value(i)` on data row i. */
const quarterHours = (days: number, value = (_i: number) => '2') => [
  'time,kW',
  ...intervalStarts(START_2023, 15, days).map(
    (m, i) => `${new Date(m * 60_000).toISOString().slice(0, 16).replace('T', ' ')},${value(i)}`,
  ),
];
const text = (rows: string[]) => utf8(`${rows.join('\n')}\n`);

describe('bad files', () => {
  let projectId: string;
  beforeAll(async () => {
    projectId = await storageProject();
  });

  const withRow = (index: number, line: string) => {
    const rows = quarterHours(8);
    rows[index] = line;
    return text(rows);
  };
  const backwards = () => {
    const rows = quarterHours(10);
    rows.splice(500, 0, '2023-01-02 00:00,2');
    return text(rows);
  };
  const bomb = () =>
    buildZip([
      ...workbookEntries(),
      { name: 'xl/worksheets/sheet2.xml', content: new Uint8Array(50 * 1024 * 1024) },
    ]);
  const png = new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
  ]);

  it.each([
    [
      'an empty file',
      'empty.csv',
      () => utf8(' \n\n'),
      119,
      { reason: 'empty', row: null, column: null },
      'The meter data file is empty',
    ],
    [
      'a file that is not a table',
      'photo.csv',
      () => png,
      119,
      { reason: 'notTable' },
      'The file is not a table',
    ],
    [
      'a zip bomb named .xlsx',
      'bomb.xlsx',
      bomb,
      119,
      { reason: 'spreadsheetExpandsTooMuch' },
      'expands to more',
    ],
    [
      'no numbers',
      'names.csv',
      () => text(['name,city', 'Anna,Berlin', 'Li,Hangzhou']),
      118,
      { reason: 'noValues' },
      'No consumption values',
    ],
    [
      'a time that cannot be read',
      'bad-time.csv',
      () => withRow(100, '2023-13-45 00:00,2'),
      118,
      { reason: 'badTimestamp', row: 101, column: 'A "time"' },
      'Row 101, column A "time": the time 2023-13-45 00:00 cannot be read',
    ],
    [
      'times that go back',
      'back.csv',
      backwards,
      118,
      { reason: 'backwards', row: 501, column: null },
      'Row 501 is earlier',
    ],
    [
      'a negative value',
      'net.csv',
      () => text(quarterHours(8, (i) => (i === 300 ? '-0.4' : '2'))),
      118,
      { reason: 'negative', row: 302, column: 'B "kW"' },
      'Row 302, column B "kW" is negative',
    ],
    [
      'fewer than 7 days',
      'short.csv',
      () => text(quarterHours(6)),
      118,
      { reason: 'tooShort' },
      'less than 7 days (only 6)',
    ],
  ] as const)(
    'refuses %s, naming where, and stores nothing',
    async (_name, fileName, bytes, code, data, message) => {
      const uploadId = await putLoadFile(owner.token, fileName, bytes(), projectId);
      const answer = await expectNothingStored(
        () =>
          callApi<Refusal>(
            'userload/saveLoadFile',
            { projectId, uploadId, fileName },
            { token: owner.token },
          ),
        projectId,
      );
      expect(answer).toMatchObject({ code, data });
      expect(answer.message).toContain(message);
    },
  );

  it('refuses in the caller’s language, and names the choice a zone needs', async () => {
    const uploadId = await putLoadFile(
      owner.token,
      'neg.csv',
      text(quarterHours(8, (i) => (i === 300 ? '-1' : '2'))),
      projectId,
    );
    const answer = await callApi(
      'userload/previewLoadFile',
      { projectId, uploadId, fileName: 'neg.csv' },
      { token: owner.token, culture: 'zh-CN' },
    );
    expect(answer.message).toContain('第 302 行 B "kW" 列为负值');
    const zone = await callApi<{ fieldErrors: { field: string }[] }>(
      'userload/previewLoadFile',
      {
        projectId,
        uploadId: await putLoadFile(owner.token, 'z.csv', text(quarterHours(8)), projectId),
        fileName: 'z.csv',
        choices: { timeZone: 'Mars/Olympus' },
      },
      { token: owner.token },
    );
    expect(zone).toMatchObject({ code: 118, data: { reason: 'timeZoneUnknown' } });
    expect(zone.message).toContain('Mars/Olympus');
    expect(zone.data.fieldErrors.map((error) => error.field)).toEqual(['choices.timeZone']);
  });

  it('refuses a declared file too large or not a table’s name before the upload (119)', async () => {
    const large = await callApi(
      'userload/createLoadFileUpload',
      { projectId, fileName: 'big.csv', size: 20 * 1024 * 1024 + 1 },
      { token: owner.token },
    );
    const pdf = await callApi(
      'userload/createLoadFileUpload',
      { projectId, fileName: 'bill.pdf', size: 100 },
      { token: owner.token },
    );
    expect(large).toMatchObject({ code: 119, status: 413 });
    expect(pdf).toMatchObject({ code: 119, status: 415, message: expect.stringContaining('.xlsx') });
  });
});

describe('copy, share, replace and delete', () => {
  let projectId: string;
  let file: MeterFileAnswer;
  let recipient: TestUser;

  beforeAll(async () => {
    recipient = await newActivatedUser();
    projectId = await storageProject();
    const saved = await saveMeterFile(owner.token, projectId, 'home.csv', knownLoadFile(60, 30));
    file = saved.data.meterFile;
  });

  it('copies the load to an object of the copy’s own, independent of the original', async () => {
    const copy = await callApi<string>(
      'project/copyProject',
      { projectId, projectName: 'Copy' },
      { token: owner.token },
    );
    const copied = (await view(copy.data)).data.userLoad?.meterFile;
    expect(copied).toEqual(file);
    expect(await storedYear(owner.accountId, copy.data, file.id)).toBeDefined();
    // Removing the original's meter file leaves the copy's.
    const removed = await callApi<{ version: number }>(
      'userload/deleteLoadFile',
      { projectId },
      { token: owner.token },
    );
    expect(removed.code).toBe(0);
    expect(await storedYear(owner.accountId, projectId, file.id)).toBeUndefined();
    expect((await view(projectId)).data.userLoad?.meterFile ?? null).toBeNull();
    expect(await storedYear(owner.accountId, copy.data, file.id)).toBeDefined();
    expect((await view(copy.data)).data.userLoad?.meterFile).toEqual(file);
    // Deleting the copy deletes its load.
    expect(
      (await callApi('project/deleteUserProject', { projectId: copy.data }, { token: owner.token })).code,
    ).toBe(0);
    expect(await loadObjects()).not.toContainEqual(expect.stringContaining(copy.data));
  });

  it('shares the load into the recipient’s account', async () => {
    const resaved = await saveMeterFile(owner.token, projectId, 'home.csv', knownLoadFile(60, 30));
    const shared = await callApi(
      'project/ShareProject',
      { projectId, sharedUserLoginEmail: recipient.email },
      { token: owner.token },
    );
    expect(shared.code).toBe(0);
    const list = await callApi<{ resultData: { Id: string }[] }>(
      'project/PageQueryUserProject',
      { limit: 10, offset: 1 },
      { token: recipient.token },
    );
    const theirs = list.data.resultData[0]!.Id;
    const meterFile = (await view(theirs, recipient.token)).data.userLoad?.meterFile;
    expect(meterFile?.id).toBe(resaved.data.meterFile.id);
    expect(await storedYear(recipient.accountId, theirs, meterFile!.id)).toBeDefined();
  });

  it('replaces the meter file: the old year goes, the new one stays', async () => {
    const before = (await view(projectId)).data.userLoad!.meterFile!;
    const replaced = await saveMeterFile(owner.token, projectId, 'quarter.csv', knownLoadFile(15, 10));
    expect(replaced.data.meterFile.stepMinutes).toBe(15);
    expect(await storedYear(owner.accountId, projectId, before.id)).toBeUndefined();
    expect(await storedYear(owner.accountId, projectId, replaced.data.meterFile.id)).toBeDefined();
  });

  it('deletes the load with the project', async () => {
    expect(await loadObjects()).toContainEqual(expect.stringContaining(projectId));
    expect((await callApi('project/deleteUserProject', { projectId }, { token: owner.token })).code).toBe(0);
    expect(await loadObjects()).not.toContainEqual(expect.stringContaining(projectId));
  });
});

describe('a meter file whose stored year is lost', () => {
  it('makes the report’s data say so in the caller’s language (118), instead of failing bare', async () => {
    // Prepare: the record names the file, the bucket no longer holds its year.
    const projectId = await storageProject();
    const saved = await saveMeterFile(owner.token, projectId, 'lost.csv', knownLoadFile(60, 8));
    expect(saved.code).toBe(0);
    await onlyUseInTestsDeleteObject(`loads/${owner.accountId}/${projectId}/${saved.data.meterFile.id}`);
    for (const [culture, message] of [
      ['en', "The project's meter file can no longer be read: upload it again on the load step"],
      ['zh-CN', '项目的电表文件已无法读取：请在用户负载步骤重新上传该文件'],
    ] as const) {
      // Act
      const report = await callApi(
        'project/queryProjectReportDataById',
        { proId: projectId },
        { token: owner.token, culture },
      );
      // Assess
      expect({ code: report.code, message: report.message }).toEqual({ code: 118, message });
    }
  });
});

describe('grid-connected projects', () => {
  it('keep a load too: their own consumption figures and a meter file', async () => {
    const created = await callApi<string>(
      'project/createtUserGridConnectedProject',
      {
        ...gridProjectBody(ids),
        proUserLoadInformation: { daytimeLoadPowerRatio: 60, loadAnnualElectricityConsumption: 3650 },
        userLoad: { typicalShape: 'office' },
      },
      { token: owner.token },
    );
    const saved = await saveMeterFile(owner.token, created.data, 'office.csv', knownLoadFile(30, 20));
    const project = (await view(created.data)).data;
    expect(saved.code).toBe(0);
    expect(project.proUserLoadInformation?.loadAnnualElectricityConsumption).toBe(3650);
    expect(project.userLoad).toMatchObject({ typicalShape: 'office', meterFile: { fileName: 'office.csv' } });
  });
});

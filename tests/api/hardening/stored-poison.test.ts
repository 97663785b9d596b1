/**
 * A project stored before the work bounds, or written around the API, that breaks them: before,
 * a complete project with one array drawn over a 1° × 1° square was listed with Export offered,
 * and queryProjectReportDataById filled it until the process ran out of memory. Now every call
 * that would fill, simulate or multiply it answers 118 naming the area, the list and the editor's
 * read still show it, and its owner can delete it; a body beyond the schema (or unpacking past
 * 4 MB) answers 118 'storedProjectUnreadable' on read instead of -1.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ProjectView } from '@pvd/shared/api/project';
import { PROJECT_LIMITS } from '@pvd/shared/constants/limits';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { draftFromView } from '@/features/project-editor/model/draft';
import { TEST_SITE } from '../../shared/project/support/drawn-array';
import { newActivatedUser, type TestUser } from '../../support/accounts';
import { type ApiAnswer, callApi } from '../../support/api-client';
import { onlyUseInTestsGetItem, onlyUseInTestsTableClient } from '../../support/table';
import { fieldKeys } from '../catalogue/support/answers';
import { listProjects } from '../project/support/project-images';
import { catalogueIds, gridProjectBody } from '../project/support/projects';

let owner: TestUser;
let recipient: TestUser;

beforeAll(async () => {
  [owner, recipient] = await Promise.all([newActivatedUser(), newActivatedUser()]);
});

const bodyKey = (projectId: string) => ({ PK: `ACCOUNT#${owner.accountId}`, SK: `PROJECTBODY#${projectId}` });

/** A complete grid project of the owner, saved through the API; answers its id. */
async function savedProject(name: string): Promise<string> {
  const created = await callApi<string>(
    'project/createtUserGridConnectedProject',
    gridProjectBody(await catalogueIds(owner.token), name),
    { token: owner.token },
  );
  expect(created.code).toBe(0);
  return created.data;
}

/** Rewrites the project's stored body as `change` makes it (gzip'd JSON), around the API. */
async function rewriteBody(projectId: string, change: (record: Record<string, unknown>) => unknown) {
  const item = await onlyUseInTestsGetItem(bodyKey(projectId).PK, bodyKey(projectId).SK);
  const record = JSON.parse(gunzipSync(item!.body as Uint8Array).toString('utf8'));
  const changed = change(record);
  const body = gzipSync(typeof changed === 'string' ? changed : JSON.stringify(record));
  await onlyUseInTestsTableClient().send(
    new PutCommand({ TableName: inject('runtime').tableName, Item: { ...item, body } }),
  );
}

/** The array drawn over the attack's square: corners 1° of latitude and longitude apart. */
function drawnOverOneDegree(record: Record<string, unknown>) {
  const [array] = record.pvArray as Record<string, unknown>[];
  const { latitude: lat, longitude: lng } = TEST_SITE;
  array!.insertway = 2;
  array!.layout = {
    areaLatLngs: [
      { lat, lng },
      { lat, lng: lng + 1 },
      { lat: lat + 1, lng: lng + 1 },
      { lat: lat + 1, lng },
    ],
    loadMapWay: 'plan',
    rowSpacing: 2.5,
    layingMethod: 4,
    removedPanels: [],
  };
}

const call = <T = unknown>(path: string, body: unknown) =>
  callApi<T>(`project/${path}`, body, { token: owner.token });
const codeAndFields = (answer: ApiAnswer) => [answer.code, ...fieldKeys(answer)];

describe('a stored project beyond the bounds', () => {
  it('is listed and opened, refused with 118 by every call that would fill, simulate or copy it, and deleted', async () => {
    // Prepare: a complete project, then its array drawn over the 1° square in the table.
    const projectId = await savedProject('Poisoned');
    await rewriteBody(projectId, drawnOverOneDegree);
    const area = ['pvArray.0.layout.areaLatLngs', 'drawnAreaTooLarge'];
    // Act
    const listed = (await listProjects(owner.token)).find((row) => row.Id === projectId);
    const view = await call<ProjectView>('getUserProjectBaseInfo', { projectId });
    const draft = draftFromView(view.data);
    const refusals = [
      await call('queryProjectReportDataById', { proId: projectId }),
      await call('exportProjectReportPdf', { proId: projectId }),
      await call('copyProject', { projectId, projectName: 'Copy of poison' }),
      await call('ShareProject', { projectId, sharedUserLoginEmail: recipient.email }),
      await call('editUserGridConnectedProject', { ...draft.body, projectId, version: draft.version }),
    ];
    const live = await call('queryProjectDesignResults', { proType: 0, projectId, body: draft.body });
    const deleted = await call('deleteUserProject', { projectId });
    // Assess
    expect(listed).toMatchObject({ IsComplete: 1 });
    expect(view.code).toBe(0);
    expect(refusals.map(codeAndFields)).toEqual(refusals.map(() => [118, area]));
    expect(codeAndFields(live)).toEqual([118, [`body.${area[0]}`, area[1]]]);
    expect(deleted.code).toBe(0);
    expect(await listProjects(recipient.token)).toEqual([]);
  });

  it.each([
    [
      'more corners than an area may have',
      (record: Record<string, unknown>) => {
        drawnOverOneDegree(record);
        const [array] = record.pvArray as { layout: { areaLatLngs: unknown[] } }[];
        const corner = { lat: TEST_SITE.latitude, lng: TEST_SITE.longitude };
        array!.layout.areaLatLngs = Array.from({ length: PROJECT_LIMITS.polygonVertices + 1 }, () => corner);
      },
    ],
    ['JSON unpacking to more than 4 MB', () => `${' '.repeat(5 * 1024 * 1024)}{}`],
  ])('answers 118 on read for a body with %s, is listed and deleted', async (_kind, change) => {
    // Prepare
    const projectId = await savedProject('Unreadable');
    await rewriteBody(projectId, change);
    // Act
    const view = await call('getUserProjectBaseInfo', { projectId });
    const report = await call('queryProjectReportDataById', { proId: projectId });
    const listed = (await listProjects(owner.token)).some((row) => row.Id === projectId);
    const deleted = await call('deleteUserProject', { projectId });
    // Assess
    for (const answer of [view, report]) {
      expect([answer.code, answer.status]).toEqual([118, 400]);
      expect(answer.message).toBe(
        'This project was stored beyond today’s limits or is damaged, so it cannot be opened; you can delete it',
      );
    }
    expect([listed, deleted.code]).toEqual([true, 0]);
  });
});

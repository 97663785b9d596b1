/**
 * The project record's calls refuse bad input, bad tokens and the maintain role with the spec's
 * codes and change nothing: missing, wrong-typed, out-of-range and oversized
 * fields, bad JSON, a body over the API's limit, and a nested rule (a tilt of 91°) with its field.
 */
import { describe, expect, it } from 'vitest';
import { demo, expiredTokenFor, loginAs, newActivatedUser } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { badInputCases } from '../../support/bad-input';
import { onlyUseInTestsSnapshotTable } from '../../support/table';
import { catalogueIds, gridProjectBody, storageProjectBody } from './support/projects';

describe('project calls refuse bad input and change nothing', async () => {
  const user = await newActivatedUser();
  const token = user.token;
  const [expiredToken, maintain] = await Promise.all([expiredTokenFor(user.email), loginAs(demo.maintain)]);
  const ids = await catalogueIds(token);
  const grid = gridProjectBody(ids);
  const storage = storageProjectBody(ids);
  const created = await callApi<string>('project/createtUserGridConnectedProject', grid, { token });
  const createdStorage = await callApi<string>('project/createtUserEnergyStorageProject', storage, { token });
  const projectId = created.data;
  const sections = ['projectBase', 'mapLocation'];
  const common = { token, expiredToken, wrongRoleToken: maintain };
  const matrix = {
    'project/createtUserGridConnectedProject': badInputCases({
      goodBody: grid,
      required: sections,
      ...common,
    }),
    'project/createtUserEnergyStorageProject': badInputCases({
      goodBody: storage,
      required: sections,
      ...common,
    }),
    'project/editUserGridConnectedProject': badInputCases({
      goodBody: { ...grid, projectId, version: 1 },
      required: [...sections, 'projectId', 'version'],
      strings: ['projectId'],
      ...common,
    }),
    'project/editUserEnergyStorageProject': badInputCases({
      goodBody: { ...storage, projectId: createdStorage.data, version: 1 },
      required: [...sections, 'projectId', 'version'],
      strings: ['projectId'],
      ...common,
    }),
    'project/deleteUserProject': badInputCases({
      goodBody: { projectId },
      required: ['projectId'],
      strings: ['projectId'],
      ...common,
    }),
    'project/getUserProjectBaseInfo': badInputCases({
      goodBody: { projectId },
      required: ['projectId'],
      strings: ['projectId'],
      ...common,
    }),
    'project/exportProjectBillOfMaterials': badInputCases({
      goodBody: { proId: projectId },
      required: ['proId'],
      strings: ['proId'],
      ...common,
    }),
    'project/PageQueryUserProject': badInputCases({
      goodBody: { limit: 10, offset: 1, whereCondition: { proNameOrAddress: '' } },
      required: [],
      ...common,
    }),
  };
  const cases = Object.entries(matrix).flatMap(([path, list]) => list.map((c) => ({ ...c, path })));

  it.each(cases)('$path: $name → $code', async ({ path, body, rawBody, token: t, code, status }) => {
    const before = await onlyUseInTestsSnapshotTable();
    expect(await callApi(path, body, { rawBody, token: t })).toMatchObject({ code, status });
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });

  it('refuses an out-of-range nested field and an oversized name with their field errors', async () => {
    // Prepare
    const before = await onlyUseInTestsSnapshotTable();
    const tilted = { ...grid, pvArray: [{ ...grid.pvArray[0], inclination: 91 }] };
    const longName = { ...grid, projectBase: { ...grid.projectBase, proName: '名'.repeat(101) } };
    // Act
    const answers = await Promise.all(
      [tilted, longName].map((body) =>
        callApi<{ fieldErrors: { field: string; key: string; message: string }[] }>(
          'project/createtUserGridConnectedProject',
          body,
          { token, culture: 'zh-CN' },
        ),
      ),
    );
    // Assess
    expect(answers.map((a) => [a.code, a.data.fieldErrors.map((e) => `${e.field}:${e.key}`)])).toEqual([
      [118, ['pvArray.0.inclination:tooLarge']],
      [118, ['projectBase.proName:tooLong']],
    ]);
    expect(answers[0]!.data.fieldErrors[0]!.message).toBe('数值过大');
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });

  // A security probe stored NUL and U+202E (right-to-left override) in project names, and they
  // reached the PDF's file name.
  it('refuses NUL, the right-to-left override and a line break in a project name (118), storing nothing', async () => {
    // Prepare
    const before = await onlyUseInTestsSnapshotTable();
    const named = (proName: string) => ({ ...grid, projectBase: { ...grid.projectBase, proName } });
    // Act
    const created = [];
    for (const name of ['Roof\u0000East', 'Invoice\u202Efdp.exe', 'two\nlines']) {
      created.push(
        await callApi<{ fieldErrors: { field: string; key: string; message: string }[] }>(
          'project/createtUserGridConnectedProject',
          named(name),
          { token, culture: 'en' },
        ),
      );
    }
    const edited = await callApi<{ fieldErrors: { field: string; key: string }[] }>(
      'project/editUserGridConnectedProject',
      { ...named('Roof\u202EEast'), projectId, version: 1 },
      { token },
    );
    const copied = await callApi<{ fieldErrors: { field: string; key: string }[] }>(
      'project/copyProject',
      { projectId, projectName: 'copy\u2066of\u2069' },
      { token },
    );
    // Assess
    for (const answer of created) {
      expect(answer).toMatchObject({ status: 400, code: 118 });
      expect(answer.data.fieldErrors).toEqual([
        {
          field: 'projectBase.proName',
          key: 'controlCharacters',
          message: 'Must not contain control characters, line breaks or text-direction controls',
        },
      ]);
    }
    expect(edited.data.fieldErrors.map((e) => `${e.field}:${e.key}`)).toEqual([
      'projectBase.proName:controlCharacters',
    ]);
    expect(copied.data.fieldErrors.map((e) => `${e.field}:${e.key}`)).toEqual([
      'projectName:controlCharacters',
    ]);
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });

  it('answers a missing name with 115 and the spec’s message key in the caller’s language', async () => {
    const answer = await callApi<{ fieldErrors: { field: string; key: string; message: string }[] }>(
      'project/createtUserGridConnectedProject',
      { ...grid, projectBase: { ...grid.projectBase, proName: '' } },
      { token, culture: 'zh-CN' },
    );
    expect(answer.code).toBe(115);
    expect(answer.data.fieldErrors).toEqual([
      { field: 'projectBase.proName', key: 'checkProNameFail', message: '请输入项目名称' },
    ]);
  });

  it('refuses a body over 1 MB (413) without reading it', async () => {
    const huge = { ...grid, projectBase: { ...grid.projectBase, proName: 'x'.repeat(1_100_000) } };
    const answer = await callApi('project/createtUserGridConnectedProject', huge, { token });
    expect(answer).toMatchObject({ code: 118, status: 413 });
  });
});

/**
 * 50 concurrent edits of one project read at the same version [PRJ-4]: each answers 0
 * or 117, at most one lands, and the stored project — its list row and its body alike — equals
 * the accepted write (or the original when DynamoDB cancelled every conflicting transaction).
 */
import { expect, it } from 'vitest';
import { newActivatedUser } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { catalogueIds, gridProjectBody } from './support/projects';

it('lets at most one of 50 concurrent edits land, and stores exactly that one, whole', async () => {
  // Prepare
  const user = await newActivatedUser();
  const ids = await catalogueIds(user.token);
  const projectId = (
    await callApi<string>('project/createtUserGridConnectedProject', gridProjectBody(ids, 'original'), {
      token: user.token,
    })
  ).data;
  const names = Array.from({ length: 50 }, (_, i) => `edit ${i}`);
  // Act
  const answers = await Promise.all(
    names.map((name, i) => {
      const body = gridProjectBody(ids, name);
      // Each writer also changes the panel count, so a half-written mix would show.
      body.pvArray[0]!.panelcount = 12 + i;
      return callApi(
        'project/editUserGridConnectedProject',
        { ...body, projectId, version: 1 },
        { token: user.token },
      );
    }),
  );
  // Assess
  expect(answers.every((a) => a.code === 0 || a.code === 117)).toBe(true);
  const winners = names.flatMap((name, i) => (answers[i]!.code === 0 ? [{ name, panelcount: 12 + i }] : []));
  expect(winners.length).toBeLessThanOrEqual(1);
  const stored = await callApi<{
    version: number;
    projectBase: { proName: string };
    pvArray: { panelcount: number }[];
  }>('project/getUserProjectBaseInfo', { projectId }, { token: user.token });
  const row = await callApi<{ resultData: { ProName: string }[] }>(
    'project/PageQueryUserProject',
    {},
    { token: user.token },
  );
  const expected = winners[0] ?? { name: 'original', panelcount: 12 };
  expect(stored.data.version).toBe(1 + winners.length);
  expect(stored.data.projectBase.proName).toBe(expected.name);
  expect(stored.data.pvArray[0]!.panelcount).toBe(expected.panelcount);
  expect(row.data.resultData.map((r) => r.ProName)).toEqual([expected.name]);
});

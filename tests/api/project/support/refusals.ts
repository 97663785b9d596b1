/** Bad-input matrices of the project calls: every case refused with its code, the table unchanged after all. */
import { beforeAll, expect, it } from 'vitest';
import { expiredTokenFor } from '../../../support/accounts';
import { callApi } from '../../../support/api-client';
import type { BadInputCase } from '../../../support/bad-input';
import { onlyUseInTestsSnapshotTable } from '../../../support/table';

/**
 * Inside a `describe`: one test per case of `matrix` (call path → its cases from `badInputCases`),
 * one per call that an expired session answers 101, then one that the table is as it was before
 * the first (one snapshot each side keeps it fast).
 *
 * The expired session is made just before its call: DynamoDB Local's TTL job deletes expired
 * items after a while, and a session made at collection could be gone (100) by the time it is used.
 */
export function itRefusesEachCase(
  matrix: Record<string, BadInputCase[]>,
  expired: { email: string; goodBodies: Record<string, unknown> },
): void {
  const cases = Object.entries(matrix).flatMap(([path, list]) => list.map((c) => ({ ...c, path })));
  let before: string[];

  beforeAll(async () => {
    before = await onlyUseInTestsSnapshotTable();
  });

  it.each(cases)('$path: $name → $code', async ({ path, body, rawBody, token, code, status }) => {
    expect(await callApi(path, body, { rawBody, token })).toMatchObject({ code, status });
  });

  it.each(Object.entries(expired.goodBodies))('%s: an expired session → 101', async (path, body) => {
    const token = await expiredTokenFor(expired.email);
    expect(await callApi(path, body, { token })).toMatchObject({ code: 101, status: 401 });
  });

  it('changed nothing through all of these refusals', async () => {
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });
}

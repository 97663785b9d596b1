/** Bad-input matrices of the project calls: every case refused with its code, the table unchanged after all. */

import { expiredTokenFor } from '@tests/support/accounts';
import { callApi } from '@tests/support/api-client';
import { badInputCases } from '@tests/support/bad-input';
import { onlyUseInTestsSnapshotTable } from '@tests/support/table';
import { beforeAll, expect, it } from 'vitest';

/** The calls' bodies a test sends, by call path; every field is a required text. */
export type GoodBodies = Record<string, Record<string, string>>;

/**
 * Inside a `describe`: for each call of `goodBodies`, one test per kind of bad input (each field
 * missing, wrong-typed and oversized, bad JSON, no or unknown token, the wrong role) and one that
 * an expired session answers 101; then one that the table is as it was before the first (one
 * snapshot each side keeps it fast).
 *
 * The expired session is made just before its call: DynamoDB Local's TTL job deletes expired
 * items after a while, and a session made at collection could be gone (100) by the time it is used.
 */
export function itRefusesBadInput(
  goodBodies: GoodBodies,
  caller: { token: string; email: string; wrongRoleToken: string },
): void {
  const cases = Object.entries(goodBodies).flatMap(([path, goodBody]) =>
    badInputCases({
      goodBody,
      required: Object.keys(goodBody),
      strings: Object.keys(goodBody),
      token: caller.token,
      wrongRoleToken: caller.wrongRoleToken,
    }).map((c) => ({ ...c, path })),
  );
  let before: string[];

  beforeAll(async () => {
    before = await onlyUseInTestsSnapshotTable();
  });

  it.each(cases)('$path: $name → $code', async ({ path, body, rawBody, token, code, status }) => {
    expect(await callApi(path, body, { rawBody, token })).toMatchObject({ code, status });
  });

  it.each(Object.entries(goodBodies))('%s: an expired session → 101', async (path, body) => {
    const token = await expiredTokenFor(caller.email);
    expect(await callApi(path, body, { token })).toMatchObject({ code: 101, status: 401 });
  });

  it('changed nothing through all of these refusals', async () => {
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });
}

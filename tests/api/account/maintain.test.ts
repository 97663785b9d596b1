import { describe, expect, it } from 'vitest';
import { demo, expiredTokenFor, loginAs } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { badInputCases } from '../../support/bad-input';
import { onlyUseInTestsSnapshotTable } from '../../support/table';

interface UserPage {
  resultData: { loginemail: string; accountrole: number; activated: boolean }[];
  limit: number;
  offset: number;
  totalCount: number;
}

describe('account/pageQueryUser (maintainer)', () => {
  it('pages the accounts and searches by part of the e-mail', async () => {
    const token = await loginAs(demo.maintain);
    const all = await callApi<UserPage>('account/pageQueryUser', { limit: 2, offset: 1 }, { token });
    const found = await callApi<UserPage>(
      'account/pageQueryUser',
      { limit: 10, offset: 1, whereCondition: { loginEmail: 'DEMO-ADM' } },
      { token },
    );
    expect(all.code).toBe(0);
    expect(all.data.resultData).toHaveLength(2);
    expect(all.data.totalCount).toBeGreaterThanOrEqual(3);
    expect(found.data.resultData).toEqual([
      expect.objectContaining({ loginemail: 'demo-admin@example.com', accountrole: 2, activated: true }),
    ]);
    expect(found.data.totalCount).toBe(1);
  });

  it('answers the last page for an offset past the end', async () => {
    const token = await loginAs(demo.maintain);
    const page = await callApi<UserPage>(
      'account/pageQueryUser',
      { limit: 10, offset: 999, whereCondition: { loginEmail: 'demo-' } },
      { token },
    );
    expect(page.data).toMatchObject({ offset: 1, totalCount: 3 });
  });

  describe('refuses bad input, the user role and bad tokens', async () => {
    const cases = badInputCases({
      goodBody: { limit: 10, offset: 1, whereCondition: { loginEmail: 'demo' } },
      required: [],
      token: await loginAs(demo.maintain),
      expiredToken: await expiredTokenFor(demo.maintain),
      wrongRoleToken: await loginAs(demo.user),
    });
    it.each(cases)('$name → $code', async ({ body, rawBody, token, code, status }) => {
      const before = await onlyUseInTestsSnapshotTable();
      expect(await callApi('account/pageQueryUser', body, { rawBody, token })).toMatchObject({
        code,
        status,
      });
      expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
    });
    it('a page size over 100 → 118', async () => {
      const answer = await callApi(
        'account/pageQueryUser',
        { limit: 1000, offset: 1 },
        { token: await loginAs(demo.maintain) },
      );
      expect(answer.code).toBe(118);
    });
  });
});

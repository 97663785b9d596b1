import { describe, expect, it } from 'vitest';
import {
  accountIdOf,
  demo,
  expiredTokenFor,
  loginAs,
  newActivatedUser,
  newMaintainer,
} from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { badInputCases } from '../../support/bad-input';
import { onlyUseInTestsSnapshotTable } from '../../support/table';

describe('sessions: logout, password change, set by the maintainer', () => {
  it('logout ends this session only', async () => {
    // Prepare
    const user = await newActivatedUser();
    const otherSession = await loginAs(user.email, user.password);
    // Act
    const out = await callApi('account/logout', {}, { token: user.token });
    // Assess
    expect(out.code).toBe(0);
    expect((await callApi('account/queryAccountInfo', {}, { token: user.token })).code).toBe(100);
    expect((await callApi('account/queryAccountInfo', {}, { token: otherSession })).code).toBe(0);
  });

  it('updatePwd ends every session of the account, and the new password works', async () => {
    const user = await newActivatedUser();
    const otherSession = await loginAs(user.email, user.password);
    const changed = await callApi(
      'account/updatePwd',
      { password: 'changed-password' },
      { token: user.token },
    );
    expect(changed.code).toBe(0);
    expect((await callApi('account/queryAccountInfo', {}, { token: user.token })).code).toBe(100);
    expect((await callApi('account/queryAccountInfo', {}, { token: otherSession })).code).toBe(100);
    expect(await loginAs(user.email, 'changed-password')).toHaveLength(43);
  });

  it('setPasswordByMaintain sets the password and the user’s old session is refused', async () => {
    // Prepare
    const user = await newActivatedUser();
    const maintainer = await loginAs(demo.maintain);
    // Act
    const set = await callApi(
      'account/setPasswordByMaintain',
      { accountId: user.accountId, password: 'set-by-maintain' },
      { token: maintainer },
    );
    // Assess
    expect(set.code).toBe(0);
    expect((await callApi('account/queryAccountInfo', {}, { token: user.token })).code).toBe(100);
    expect(await loginAs(user.email, 'set-by-maintain')).toHaveLength(43);
  });

  // Before the fix, a maintainer could set the admin's password and log in as admin.
  it('a maintainer may not set the password of the admin or of another maintainer (114, nothing changed)', async () => {
    // Prepare
    const maintainer = await loginAs(demo.maintain);
    const otherMaintainer = await newMaintainer();
    const targets = [await accountIdOf(demo.admin), otherMaintainer.accountId];
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const answers = await Promise.all(
      targets.map((accountId) =>
        callApi(
          'account/setPasswordByMaintain',
          { accountId, password: 'taken-over-1' },
          { token: maintainer },
        ),
      ),
    );
    // Assess
    for (const answer of answers) expect(answer).toMatchObject({ code: 114, status: 403 });
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
    expect((await callApi('account/login', { email: demo.admin, password: 'taken-over-1' })).code).toBe(106);
  });

  it('a maintainer may set their own password; the admin may set a maintainer’s', async () => {
    // Prepare
    const maintainer = await newMaintainer();
    const admin = await loginAs(demo.admin);
    // Act
    const own = await callApi(
      'account/setPasswordByMaintain',
      { accountId: maintainer.accountId, password: 'own-new-password' },
      { token: maintainer.token },
    );
    const byAdmin = await callApi(
      'account/setPasswordByMaintain',
      { accountId: maintainer.accountId, password: 'set-by-the-admin' },
      { token: admin },
    );
    // Assess
    expect(own.code).toBe(0);
    expect(byAdmin.code).toBe(0);
    expect(await loginAs(maintainer.email, 'set-by-the-admin')).toHaveLength(43);
  });

  it('the account list says where the caller may set the password', async () => {
    // Prepare
    const maintainer = await newMaintainer();
    const search = (token: string) =>
      callApi<{ resultData: { loginemail: string; passwordSettable: boolean }[] }>(
        'account/pageQueryUser',
        { limit: 100, offset: 1, whereCondition: { loginEmail: 'demo-' } },
        { token },
      );
    const settable = (rows: { loginemail: string; passwordSettable: boolean }[]) =>
      Object.fromEntries(rows.map((row) => [row.loginemail, row.passwordSettable]));
    // Act
    const byMaintainer = await search(maintainer.token);
    const byAdmin = await search(await loginAs(demo.admin));
    // Assess
    expect(settable(byMaintainer.data.resultData)).toEqual({
      [demo.user]: true,
      [demo.maintain]: false,
      [demo.admin]: false,
    });
    expect(Object.values(settable(byAdmin.data.resultData))).toEqual([true, true, true]);
  });

  it('an expired session answers 101', async () => {
    const token = await expiredTokenFor(demo.user);
    expect(await callApi('account/queryAccountInfo', {}, { token })).toMatchObject({
      code: 101,
      status: 401,
    });
  });

  it('the admin may call maintain calls', async () => {
    const admin = await loginAs(demo.admin);
    expect((await callApi('account/pageQueryUser', { limit: 10, offset: 1 }, { token: admin })).code).toBe(0);
  });

  describe('refuses bad input and changes nothing', async () => {
    const user = await newActivatedUser();
    const updatePwd = badInputCases({
      goodBody: { password: 'another-password' },
      required: ['password'],
      strings: ['password'],
      token: user.token,
      expiredToken: await expiredTokenFor(user.email),
    });
    it.each(updatePwd)('updatePwd: $name → $code', async ({ body, rawBody, token, code, status }) => {
      const before = await onlyUseInTestsSnapshotTable();
      expect(await callApi('account/updatePwd', body, { rawBody, token })).toMatchObject({ code, status });
      expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
    });
    const logout = badInputCases({
      goodBody: {},
      required: [],
      token: user.token,
      expiredToken: await expiredTokenFor(user.email),
    });
    it.each(logout)('logout: $name → $code', async ({ body, rawBody, token, code, status }) => {
      const answer = await callApi('account/logout', body, { rawBody, token });
      expect(answer).toMatchObject({ code, status });
    });
    const setByMaintain = badInputCases({
      goodBody: { accountId: user.accountId, password: 'maintained-password' },
      required: ['accountId', 'password'],
      strings: ['accountId', 'password'],
      token: await loginAs(demo.maintain),
      expiredToken: await expiredTokenFor(demo.maintain),
      wrongRoleToken: await loginAs(demo.user),
    });
    it.each(setByMaintain)(
      'setPasswordByMaintain: $name → $code',
      async ({ body, rawBody, token, code, status }) => {
        const before = await onlyUseInTestsSnapshotTable();
        expect(await callApi('account/setPasswordByMaintain', body, { rawBody, token })).toMatchObject({
          code,
          status,
        });
        expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
      },
    );
    it('setPasswordByMaintain: an empty password → "password cannot be empty"', async () => {
      const answer = await callApi(
        'account/setPasswordByMaintain',
        { accountId: user.accountId, password: '' },
        { token: await loginAs(demo.maintain) },
      );
      expect(answer.code).toBe(115);
      expect(JSON.stringify(answer.data)).toContain('password cannot be empty');
    });
    it('setPasswordByMaintain: an unknown account → 108', async () => {
      const answer = await callApi(
        'account/setPasswordByMaintain',
        { accountId: 'no-such-account', password: 'maintained-password' },
        { token: await loginAs(demo.maintain) },
      );
      expect(answer).toMatchObject({ code: 108, status: 404 });
    });
  });
});

import { describe, expect, it } from 'vitest';
import { demo, expiredTokenFor, loginAs, newActivatedUser } from '../../support/accounts';
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

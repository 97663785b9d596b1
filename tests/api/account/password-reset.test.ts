import { FORGOT_PASSWORD_ANSWER_MS } from '@pvd/functions/_lib/auth/even-timing';
import { describe, expect, it } from 'vitest';
import { demo, loginAs, newActivatedUser, uniqueEmail } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { badInputCases } from '../../support/bad-input';
import { linkKey, mailsTo, waitForMail } from '../../support/mail';
import { onlyUseInTestsSnapshotTable } from '../../support/table';

describe('account/forGetPassword and account/resetPassword', () => {
  it('answers the same for an unknown e-mail, sends nothing and changes nothing', async () => {
    // Prepare
    const email = uniqueEmail('unknown');
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const unknown = await callApi('account/forGetPassword', { email });
    const known = await callApi('account/forGetPassword', { email: 'demo-admin@example.com' });
    // Assess
    expect(unknown).toEqual(known);
    expect(await mailsTo(email)).toHaveLength(0);
    expect((await onlyUseInTestsSnapshotTable()).length).toBe(before.length + 1); // only the admin's reset key
  });

  // Before the fix, a known e-mail was answered 2-3× slower than an unknown one.
  it('takes at least the same floor for a known and an unknown e-mail', async () => {
    // Act
    const timed = async (email: string) => {
      const started = performance.now();
      await callApi('account/forGetPassword', { email });
      return performance.now() - started;
    };
    const unknown = await timed(uniqueEmail('nobody'));
    const known = await timed(demo.user);
    // Assess: neither answers before the floor, so the faster branch cannot show.
    expect(unknown).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS);
    expect(known).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS);
  });

  it('mails a single-use reset link that sets a new password and ends every session', async () => {
    // Prepare
    const user = await newActivatedUser('zh-CN');
    const since = Math.floor(Date.now() / 1000) - 1;
    await callApi('account/forGetPassword', { email: user.email }, { culture: 'zh-CN' });
    const mail = await waitForMail(user.email, /重置/, since);
    expect(mail.body.text).toMatch(/\/resetPwd\?l=cn&key=/);
    // Act
    const reset = await callApi('account/resetPassword', {
      key: linkKey(mail),
      password: 'brand-new-password',
    });
    const reused = await callApi('account/resetPassword', {
      key: linkKey(mail),
      password: 'another-password',
    });
    // Assess
    expect(reset.code).toBe(0);
    expect(reused.code).toBe(118);
    expect((await callApi('account/queryAccountInfo', {}, { token: user.token })).code).toBe(100);
    expect(await loginAs(user.email, 'brand-new-password')).toMatch(/.{43}/);
    expect((await callApi('account/login', { email: user.email, password: user.password })).code).toBe(106);
  });

  it('checkResetPasswordKey says whether a key is alive without consuming it', async () => {
    // Prepare
    const user = await newActivatedUser('en');
    const since = Math.floor(Date.now() / 1000) - 1;
    await callApi('account/forGetPassword', { email: user.email }, { culture: 'en' });
    const mail = await waitForMail(user.email, /reset/i, since);
    const key = linkKey(mail);
    // Act
    const before = await onlyUseInTestsSnapshotTable();
    const alive = await callApi('account/checkResetPasswordKey', { key });
    const aliveAgain = await callApi('account/checkResetPasswordKey', { key });
    const unchanged = await onlyUseInTestsSnapshotTable();
    const unknown = await callApi('account/checkResetPasswordKey', { key: 'unknown-key' });
    const reset = await callApi('account/resetPassword', { key, password: 'brand-new-password' });
    const used = await callApi('account/checkResetPasswordKey', { key });
    const missing = await callApi('account/checkResetPasswordKey', {});
    // Assess
    expect(mail.body.text).toContain('expires in 1 hour.');
    expect(mail.body.text).not.toContain('hour(s)');
    expect([alive.data, aliveAgain.data]).toEqual([{ alive: true }, { alive: true }]);
    // Only the rate counter of the source address moves.
    expect(unchanged.filter((item) => !item.includes('"RATE#'))).toEqual(
      before.filter((item) => !item.includes('"RATE#')),
    );
    expect(unknown.data).toEqual({ alive: false });
    expect(reset.code).toBe(0);
    expect(used.data).toEqual({ alive: false });
    expect(missing.code).toBe(115);
  });

  it('refuses an unknown reset key with 118 and changes nothing', async () => {
    const before = await onlyUseInTestsSnapshotTable();
    const answer = await callApi('account/resetPassword', { key: 'unknown-key', password: 'new-password-1' });
    expect(answer.code).toBe(118);
    expect(answer.message).toBe('The link is invalid or has expired');
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });

  describe('refuses bad input and changes nothing', () => {
    const forgot = badInputCases({
      goodBody: { email: 'x@example.com' },
      required: ['email'],
      strings: ['email'],
    });
    it.each(forgot)('forGetPassword: $name → $code', async ({ body, rawBody, code, status }) => {
      const before = await onlyUseInTestsSnapshotTable();
      expect(await callApi('account/forGetPassword', body, { rawBody })).toMatchObject({ code, status });
      expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
    });
    const reset = badInputCases({
      goodBody: { key: 'abc', password: 'new-password-1' },
      required: ['key', 'password'],
      strings: ['key', 'password'],
    });
    it.each(reset)('resetPassword: $name → $code', async ({ body, rawBody, code, status }) => {
      const before = await onlyUseInTestsSnapshotTable();
      expect(await callApi('account/resetPassword', body, { rawBody })).toMatchObject({ code, status });
      expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
    });
  });
});

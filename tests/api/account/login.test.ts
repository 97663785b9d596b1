import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { uniqueEmail } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { badInputCases } from '../../support/bad-input';
import { onlyUseInTestsSnapshotTable } from '../../support/table';

describe('account/login', () => {
  it('answers a token, the name, the role and the expiry 7 days ahead', async () => {
    // Act
    const answer = await callApi<{
      token: string;
      accountName: string;
      accountRole: number;
      expiresAt: number;
    }>('account/login', { email: 'demo-maintain@example.com', password: inject('runtime').demoPassword });
    // Assess
    expect(answer.code).toBe(0);
    expect(answer.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.data).toMatchObject({ accountName: 'Demo Maintainer', accountRole: 1 });
    const sevenDays = 7 * 24 * 3600 * 1000;
    expect(Math.abs(answer.data.expiresAt - (Date.now() + sevenDays))).toBeLessThan(60_000);
  });

  it('trims the e-mail and ignores its case', async () => {
    const answer = await callApi('account/login', {
      email: '  Demo-User@Example.COM ',
      password: inject('runtime').demoPassword,
    });
    expect(answer.code).toBe(0);
  });

  it('answers 106 alike for a wrong password and an unknown e-mail, and changes nothing', async () => {
    // Prepare
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const wrongPassword = await callApi('account/login', {
      email: 'demo-user@example.com',
      password: 'not-the-password',
    });
    const unknownEmail = await callApi('account/login', {
      email: uniqueEmail('nobody'),
      password: 'not-the-password',
    });
    // Assess
    expect(wrongPassword).toMatchObject({
      status: 200,
      code: 106,
      message: 'The email address or password is wrong',
    });
    expect(unknownEmail).toEqual(wrongPassword);
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });

  it('answers the message in the caller’s language', async () => {
    const answer = await callApi(
      'account/login',
      { email: 'demo-user@example.com', password: 'nope-nope' },
      { culture: 'zh-CN' },
    );
    expect(answer.message).toBe('邮箱或密码错误');
  });

  it('limits repeated wrong logins of one e-mail with 116, even with the right password after', async () => {
    // Prepare: the test runtime allows 5 failures per e-mail per window
    const email = uniqueEmail('limited');
    for (let i = 0; i < 5; i += 1) {
      expect((await callApi('account/login', { email, password: `wrong-${i}-password` })).code).toBe(106);
    }
    // Act
    const limited = await callApi('account/login', { email, password: 'wrong-again-password' });
    // Assess
    expect(limited).toMatchObject({ status: 429, code: 116 });
  });

  it('answers 555 for an account that is not activated yet', async () => {
    // Prepare
    const email = uniqueEmail('inactive');
    const password = `pw-${randomBytes(6).toString('hex')}`;
    expect((await callApi('account/register', { email, password, timeZoneId: 'UP8' })).code).toBe(0);
    // Act
    const answer = await callApi('account/login', { email, password });
    // Assess
    expect(answer.code).toBe(555);
  });

  describe('refuses bad input with the spec’s code and changes nothing', () => {
    const cases = badInputCases({
      goodBody: { email: 'demo-user@example.com', password: 'whatever-password' },
      required: ['email', 'password'],
      strings: ['email', 'password'],
      missingCodes: { email: 104, password: 105 },
    });
    it.each(cases)('$name → $code', async ({ body, rawBody, code, status }) => {
      const before = await onlyUseInTestsSnapshotTable();
      const answer = await callApi('account/login', body, { rawBody });
      expect(answer).toMatchObject({ code, status });
      expect(typeof answer.message).toBe('string');
      expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
    });

    it('an invalid e-mail format → 118 with the field named', async () => {
      const answer = await callApi<{ fieldErrors: { field: string; message: string }[] }>('account/login', {
        email: 'not-an-email',
        password: 'x',
      });
      expect(answer.code).toBe(118);
      expect(answer.data.fieldErrors).toContainEqual(
        expect.objectContaining({ field: 'email', message: 'Please enter a valid email address' }),
      );
    });
  });
});

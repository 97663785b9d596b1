import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { newActivatedUser, uniqueEmail } from '../../support/accounts';
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

  it('limits repeated wrong logins of one e-mail from one address with 116', async () => {
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

  // A security probe: five wrong passwords locked the account for everyone, so anyone who knew an
  // e-mail could lock its owner out. Each test calls from loopback addresses of its own.
  describe('counts failures per e-mail and source address, and per source over every e-mail', () => {
    const wrong = (email: string, from: string, headers?: Record<string, string>) =>
      callApi('account/login', { email, password: 'not-the-password' }, { from, headers });

    it('accepts the right password from an address that has not failed while another is locked out', async () => {
      // Prepare
      const owner = await newActivatedUser();
      for (let i = 0; i < 5; i += 1) expect((await wrong(owner.email, '127.0.19.1')).code).toBe(106);
      const right = { email: owner.email, password: owner.password };
      // Act
      const attacker = await callApi('account/login', right, { from: '127.0.19.1' });
      const elsewhere = await callApi('account/login', right, { from: '127.0.19.2' });
      // Assess
      expect(attacker).toMatchObject({ status: 429, code: 116 });
      expect(elsewhere.code).toBe(0);
    });

    it('limits an address that fails on many e-mails on its own (20 failures in the window)', async () => {
      // Prepare
      const owner = await newActivatedUser();
      for (let i = 0; i < 20; i += 1)
        expect((await wrong(uniqueEmail('spray'), '127.0.19.3')).code).toBe(106);
      const right = { email: owner.email, password: owner.password };
      // Act
      const sprayer = await callApi('account/login', right, { from: '127.0.19.3' });
      const elsewhere = await callApi('account/login', right, { from: '127.0.19.4' });
      // Assess
      expect(sprayer).toMatchObject({ status: 429, code: 116 });
      expect(elsewhere.code).toBe(0);
    });

    // The same probe: the address the limits count was whatever the caller put in x-viewer-ip.
    it('counts the connection’s address, not an x-viewer-ip the client sends', async () => {
      // Prepare: failures from .5 that name .6, then from .7 naming a new address each time
      const framed = await newActivatedUser();
      const spread = await newActivatedUser();
      for (let i = 0; i < 5; i += 1) {
        expect((await wrong(framed.email, '127.0.19.5', { 'x-viewer-ip': '127.0.19.6' })).code).toBe(106);
        expect((await wrong(spread.email, '127.0.19.7', { 'x-viewer-ip': `198.51.100.${i}` })).code).toBe(
          106,
        );
      }
      // Act
      const victim = await callApi(
        'account/login',
        { email: framed.email, password: framed.password },
        { from: '127.0.19.6' },
      );
      const spreader = await callApi(
        'account/login',
        { email: spread.email, password: spread.password },
        { from: '127.0.19.7', headers: { 'x-viewer-ip': '198.51.100.99' } },
      );
      // Assess
      expect(victim.code).toBe(0);
      expect(spreader).toMatchObject({ status: 429, code: 116 });
    });
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

import { describe, expect, it } from 'vitest';
import { accountIdOf, uniqueEmail } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { badInputCases } from '../../support/bad-input';
import { linkKey, mailsTo, waitForMail } from '../../support/mail';
import { onlyUseInTestsGetItem, onlyUseInTestsSnapshotTable } from '../../support/table';

const nowSeconds = () => Math.floor(Date.now() / 1000) - 1;

describe('account/register and account/accountActivation', () => {
  it('registers, mails an activation link in the caller’s language, and the link activates once', async () => {
    // Prepare
    const email = uniqueEmail('reg');
    const since = nowSeconds();
    // Act
    const registered = await callApi(
      'account/register',
      { email, password: 'first-password', timeZoneId: 'UP55' },
      { culture: 'zh-CN' },
    );
    const mail = await waitForMail(email, /激活/, since);
    const key = linkKey(mail);
    const activated = await callApi('account/accountActivation', { key });
    const again = await callApi('account/accountActivation', { key });
    const login = await callApi('account/login', { email, password: 'first-password' });
    // Assess
    expect(registered.code).toBe(0);
    expect(mail.body.text).toMatch(/\/activation\?l=cn&key=/);
    expect(activated.code).toBe(0);
    expect(again.code).toBe(107);
    expect(login.code).toBe(0);
    const account = await onlyUseInTestsGetItem(`ACCOUNT#${await accountIdOf(email)}`, 'PROFILE');
    expect(account).toMatchObject({ timezone: 'UP55', activated: true, role: 0 });
    expect(JSON.stringify(account)).not.toContain('first-password');
  });

  it('sends an English link (l=en) for an English registration', async () => {
    const email = uniqueEmail('reg-en');
    const since = nowSeconds();
    await callApi(
      'account/register',
      { email, password: 'first-password', timeZoneId: 'UTC' },
      { culture: 'en' },
    );
    const mail = await waitForMail(email, /Activate/, since);
    expect(mail.body.text).toMatch(/\/activation\?l=en&key=/);
  });

  it('re-sends the link when an unactivated e-mail registers again; each link keeps its own password', async () => {
    // Prepare
    const email = uniqueEmail('again');
    const since = nowSeconds();
    await callApi('account/register', { email, password: 'password-one', timeZoneId: 'UP8' });
    const firstMail = await waitForMail(email, /./, since);
    await callApi('account/register', { email, password: 'password-two', timeZoneId: 'UP9' });
    await expect.poll(async () => (await mailsTo(email)).length).toBe(2);
    const secondMail = (await mailsTo(email)).at(-1)!;
    // Act: the newest link activates with the password chosen when it was sent
    await callApi('account/accountActivation', { key: linkKey(secondMail) });
    // Assess
    expect((await callApi('account/login', { email, password: 'password-two' })).code).toBe(0);
    expect((await callApi('account/login', { email, password: 'password-one' })).code).toBe(106);
    expect((await callApi('account/accountActivation', { key: linkKey(firstMail) })).code).toBe(107);
  });

  it('answers 111 for an activated e-mail and changes nothing', async () => {
    const before = await onlyUseInTestsSnapshotTable();
    const answer = await callApi('account/register', {
      email: 'Demo-User@example.com',
      password: 'some-password',
      timeZoneId: 'UP8',
    });
    expect(answer).toMatchObject({ code: 111, status: 409 });
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });

  it('refuses a password under 8 characters and an unknown time zone (118)', async () => {
    const short = await callApi('account/register', {
      email: uniqueEmail(),
      password: 'short',
      timeZoneId: 'UP8',
    });
    const zone = await callApi('account/register', {
      email: uniqueEmail(),
      password: 'long-enough',
      timeZoneId: 'UP99',
    });
    expect(short.code).toBe(118);
    expect(zone.code).toBe(118);
  });

  it('answers 107 for an unknown activation key and changes nothing', async () => {
    const before = await onlyUseInTestsSnapshotTable();
    const answer = await callApi('account/accountActivation', { key: 'not-a-real-key' });
    expect(answer.code).toBe(107);
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });

  describe('refuses bad input and changes nothing', () => {
    const register = badInputCases({
      goodBody: { email: 'someone@example.com', password: 'long-enough', timeZoneId: 'UP8' },
      required: ['email', 'password', 'timeZoneId'],
      strings: ['email', 'password'],
      missingCodes: { email: 109, password: 110 },
    });
    it.each(register)('register: $name → $code', async ({ body, rawBody, code, status }) => {
      const before = await onlyUseInTestsSnapshotTable();
      expect(await callApi('account/register', body, { rawBody })).toMatchObject({ code, status });
      expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
    });
    const activation = badInputCases({ goodBody: { key: 'abc' }, required: ['key'], strings: ['key'] });
    it.each(activation)('accountActivation: $name → $code', async ({ body, rawBody, code, status }) => {
      const before = await onlyUseInTestsSnapshotTable();
      expect(await callApi('account/accountActivation', body, { rawBody })).toMatchObject({ code, status });
      expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
    });
  });
});

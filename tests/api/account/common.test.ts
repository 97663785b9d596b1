import { describe, expect, it } from 'vitest';
import { demo, expiredTokenFor, loginAs, newActivatedUser } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { badInputCases } from '../../support/bad-input';
import { waitForMail } from '../../support/mail';
import { onlyUseInTestsSnapshotTable } from '../../support/table';

interface Template {
  templateClass: string;
  language: string;
  emailtitle: string;
  emailcontent: string;
  version: number;
}

describe('Common/getTimezones', () => {
  it('lists UM12 … UTC … UP14 with half and quarter hours, labelled in the caller’s language', async () => {
    const en = await callApi<{ value: string; label: string }[]>(
      'Common/getTimezones',
      {},
      { culture: 'en' },
    );
    const zh = await callApi<{ value: string; label: string }[]>(
      'Common/getTimezones',
      {},
      { culture: 'zh-CN' },
    );
    const values = en.data.map((z) => z.value);
    expect(values[0]).toBe('UM12');
    expect(values.at(-1)).toBe('UP14');
    expect(values).toEqual(expect.arrayContaining(['UTC', 'UM95', 'UP55', 'UP575', 'UP875', 'UP1275']));
    expect(en.data.find((z) => z.value === 'UP575')?.label).toBe('(UTC+05:45) Nepal Time, Kathmandu');
    expect(zh.data.find((z) => z.value === 'UP8')?.label).toContain('北京');
  });
});

describe('e-mail templates (maintainer)', () => {
  it('lists the six seeded templates and reads one', async () => {
    const token = await loginAs(demo.maintain);
    const all = await callApi<Template[]>('Common/queryAllEmailTemplate', {}, { token });
    const one = await callApi<Template>(
      'Common/queryEmailTemplate',
      { templateClass: 'activation', language: 'en' },
      { token },
    );
    expect(all.data.map((t) => `${t.templateClass}/${t.language}`).sort()).toEqual([
      'activation/en',
      'activation/zh-CN',
      'projectShared/en',
      'projectShared/zh-CN',
      'resetPassword/en',
      'resetPassword/zh-CN',
    ]);
    expect(one.data.emailcontent).toContain('{{link}}');
  });

  it('saves a sanitized template, refuses a stale version with 117, and the next mail uses it', async () => {
    // Prepare
    const token = await loginAs(demo.maintain);
    const current = (
      await callApi<Template>(
        'Common/queryEmailTemplate',
        { templateClass: 'resetPassword', language: 'en' },
        { token },
      )
    ).data;
    // Act
    const saved = await callApi<Template>(
      'Common/editEmailTemplate',
      {
        templateClass: 'resetPassword',
        language: 'en',
        emailTitle: 'Edited reset title',
        emailContent:
          '<p onclick="x()">Reset here: <a href="{{link}}">{{link}}</a></p><script>alert(1)</script>' +
          // Once stored as <a href="https://x.example/" onmouseover="alert(1)">.
          `<p><a href="https://x.example/" title='" onmouseover="alert(1)'>help</a></p>`,
        version: current.version,
      },
      { token },
    );
    const stale = await callApi(
      'Common/editEmailTemplate',
      {
        templateClass: 'resetPassword',
        language: 'en',
        emailTitle: 't',
        emailContent: '<p>x</p>',
        version: current.version,
      },
      { token },
    );
    const user = await newActivatedUser('en');
    const since = Math.floor(Date.now() / 1000) - 1;
    await callApi('account/forGetPassword', { email: user.email }, { culture: 'en' });
    const mail = await waitForMail(user.email, /Edited reset title/, since);
    // Assess
    expect(saved.code).toBe(0);
    expect(saved.data.emailcontent).not.toMatch(/script|onclick/);
    expect(saved.data.emailcontent).toContain(
      '<a href="https://x.example/" title="&quot; onmouseover=&quot;alert(1)">help</a>',
    );
    expect(saved.data.version).toBe(current.version + 1);
    expect(stale).toMatchObject({ code: 117, status: 409 });
    expect(mail.body.text).toContain('/resetPwd?l=en&key=');
    expect(mail.body.html).toContain('Reset here: <a href=');
    expect(mail.body.html).not.toContain('script');
    expect(mail.body.html).not.toContain('onmouseover="');
    // Put the seeded text back: the e2e suite shares this runtime and reads the real reset mail.
    const restored = await callApi(
      'Common/editEmailTemplate',
      {
        templateClass: 'resetPassword',
        language: 'en',
        emailTitle: current.emailtitle,
        emailContent: current.emailcontent,
        version: saved.data.version,
      },
      { token },
    );
    expect(restored.code).toBe(0);
  });

  describe('refuses bad input, the user role and bad tokens, and changes nothing', async () => {
    const token = await loginAs(demo.maintain);
    const expiredToken = await expiredTokenFor(demo.maintain);
    const wrongRoleToken = await loginAs(demo.user);
    const matrix = {
      'Common/queryAllEmailTemplate': badInputCases({
        goodBody: {},
        required: [],
        token,
        expiredToken,
        wrongRoleToken,
      }),
      'Common/queryEmailTemplate': badInputCases({
        goodBody: { templateClass: 'activation', language: 'en' },
        required: ['templateClass', 'language'],
        token,
        expiredToken,
        wrongRoleToken,
      }),
      'Common/editEmailTemplate': badInputCases({
        goodBody: {
          templateClass: 'activation',
          language: 'en',
          emailTitle: 'T',
          emailContent: '<p>c</p>',
          version: 0,
        },
        // Before the fix, without a version the save overwrote whatever was there.
        required: ['templateClass', 'language', 'emailTitle', 'emailContent', 'version'],
        strings: ['emailTitle', 'emailContent'],
        token,
        expiredToken,
        wrongRoleToken,
      }),
    };
    const cases = Object.entries(matrix).flatMap(([path, list]) => list.map((c) => ({ ...c, path })));
    it.each(cases)('$path: $name → $code', async ({ path, body, rawBody, token: t, code, status }) => {
      const before = await onlyUseInTestsSnapshotTable();
      expect(await callApi(path, body, { rawBody, token: t })).toMatchObject({ code, status });
      expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
    });
    it('an empty content after sanitizing → 118 "email content cannot be empty"', async () => {
      const { version } = (
        await callApi<Template>(
          'Common/queryEmailTemplate',
          { templateClass: 'activation', language: 'en' },
          { token },
        )
      ).data;
      const answer = await callApi(
        'Common/editEmailTemplate',
        {
          templateClass: 'activation',
          language: 'en',
          emailTitle: 'T',
          emailContent: '<script>x</script>',
          version,
        },
        { token },
      );
      expect(answer.code).toBe(118);
      expect(answer.message).toBe('email content cannot be empty');
    });
  });
});

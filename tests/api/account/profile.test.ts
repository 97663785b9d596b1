import { describe, expect, it } from 'vitest';
import { blankPng } from '../../e2e/support/tiny-png';
import { demo, expiredTokenFor, loginAs, newActivatedUser } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { badInputCases } from '../../support/bad-input';
import { onlyUseInTestsSnapshotTable, withoutUploads } from '../../support/table';

/** The smallest valid PNG: a 1×1 transparent pixel. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function uploadImage(token: string, bytes: Buffer, contentType: string) {
  const answer = await callApi<{ uploadId: string; url: string; headers: Record<string, string> }>(
    'upload/createImageUpload',
    { purpose: 'companyLogo', contentType, size: bytes.length },
    { token },
  );
  expect(answer.code).toBe(0);
  const put = await fetch(answer.data.url, { method: 'PUT', headers: answer.data.headers, body: bytes });
  expect(put.status).toBe(200);
  return answer.data.uploadId;
}

describe('person and company settings', () => {
  it('queryAccountInfo answers the caller’s account; editAccount saves it', async () => {
    // Prepare
    const user = await newActivatedUser();
    // Act
    const edited = await callApi(
      'account/editAccount',
      { email: user.email, accountName: ' 张三 ', company: 'Sun Co', phone: '+86 10 1234', timezone: 'UP8' },
      { token: user.token },
    );
    const info = await callApi<Record<string, unknown>>(
      'account/queryAccountInfo',
      {},
      { token: user.token },
    );
    // Assess
    expect(edited).toMatchObject({ code: 0, data: { accountName: '张三' } });
    expect(info.data).toMatchObject({
      email: user.email,
      accountName: '张三',
      company: 'Sun Co',
      phone: '+86 10 1234',
      timezone: 'UP8',
      accountRole: 0,
    });
  });

  it('editAccount refuses an empty account name and a phone that is not a number, beside the fields', async () => {
    // Prepare
    const user = await newActivatedUser();
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const answer = await callApi(
      'account/editAccount',
      { accountName: '   ', company: 'Sun Co', phone: 'call me maybe', timezone: 'UP8' },
      { token: user.token, culture: 'zh-CN' },
    );
    const fewDigits = await callApi(
      'account/editAccount',
      { accountName: 'Li', phone: '+(1)-2', timezone: 'UP8' },
      { token: user.token, culture: 'en' },
    );
    const after = await onlyUseInTestsSnapshotTable();
    const good = await callApi(
      'account/editAccount',
      { accountName: 'Li', phone: '+86 (10) 1234-5678', timezone: 'UP8' },
      { token: user.token },
    );
    // Assess
    expect(answer.code).toBe(118);
    expect((answer.data as { fieldErrors: { field: string; message: string }[] }).fieldErrors).toMatchObject([
      { field: 'accountName', message: '请输入账户名称' },
      { field: 'phone', message: '请输入正确的电话号码（数字、空格、+、-、括号，至少 5 位数字）' },
    ]);
    expect((fewDigits.data as { fieldErrors: { field: string }[] }).fieldErrors.map((e) => e.field)).toEqual([
      'phone',
    ]);
    expect(after).toEqual(before);
    expect(good.code).toBe(0);
  });

  it('editAccount refuses a change of the login e-mail and changes nothing', async () => {
    const user = await newActivatedUser();
    const before = await onlyUseInTestsSnapshotTable();
    const answer = await callApi(
      'account/editAccount',
      { email: 'other@example.com', accountName: 'Li', timezone: 'UP8' },
      { token: user.token },
    );
    expect(answer.code).toBe(118);
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });

  it('keeps one company name, the account’s: saved with the company settings, read by both, kept by a person edit without it', async () => {
    // Prepare
    const user = await newActivatedUser();
    await callApi(
      'account/editAccount',
      { accountName: 'Li', company: 'Sun Co', timezone: 'UP8' },
      { token: user.token },
    );
    // Act
    const saved = await callApi<{ company: string }>(
      'account/insertOrEditAccountCompany',
      { company: ' Sun Power Ltd ', companyconnect: 'tel 123', companyinfo: '' },
      { token: user.token },
    );
    const edited = await callApi(
      'account/editAccount',
      { accountName: 'Li Wei', phone: '+86 10 1234', timezone: 'UP8' },
      { token: user.token },
    );
    const company = await callApi<{ company: string }>(
      'account/queryAccountCompanyInfo',
      {},
      { token: user.token },
    );
    const account = await callApi<{ company: string; accountName: string }>(
      'account/queryAccountInfo',
      {},
      { token: user.token },
    );
    // Assess
    expect(saved.data.company).toBe('Sun Power Ltd');
    expect(edited.code).toBe(0);
    expect(company.data.company).toBe('Sun Power Ltd');
    expect(account.data).toMatchObject({ company: 'Sun Power Ltd', accountName: 'Li Wei' });
  });

  it('saves company contact, description and a logo checked by content, and serves the logo', async () => {
    // Prepare
    const user = await newActivatedUser();
    const uploadId = await uploadImage(user.token, tinyPng, 'image/png');
    // Act
    const saved = await callApi<{ companylogo: string | null }>(
      'account/insertOrEditAccountCompany',
      { companyconnect: 'tel 123', companyinfo: 'We build PV.', logoUploadId: uploadId },
      { token: user.token },
    );
    const read = await callApi<{ companylogo: string; companyconnect: string }>(
      'account/queryAccountCompanyInfo',
      {},
      { token: user.token },
    );
    // Assess
    expect(saved.code).toBe(0);
    expect(read.data.companyconnect).toBe('tel 123');
    const logo = await fetch(read.data.companylogo);
    expect(logo.status).toBe(200);
    expect(Buffer.from(await logo.arrayBuffer()).equals(tinyPng)).toBe(true);
  });

  it('refuses an upload whose bytes are not the declared image (119) and keeps the old company data', async () => {
    const user = await newActivatedUser();
    await callApi(
      'account/insertOrEditAccountCompany',
      { companyconnect: 'kept', companyinfo: '' },
      { token: user.token },
    );
    const uploadId = await uploadImage(user.token, Buffer.from('<script>alert(1)</script>'), 'image/png');
    const before = await onlyUseInTestsSnapshotTable();
    const answer = await callApi(
      'account/insertOrEditAccountCompany',
      { companyconnect: 'changed', companyinfo: '', logoUploadId: uploadId },
      { token: user.token },
    );
    expect(answer).toMatchObject({ code: 119, status: 415 });
    expect(withoutUploads(await onlyUseInTestsSnapshotTable())).toEqual(withoutUploads(before));
  });

  // Before the fix, a PNG signature followed by HTML was accepted as a logo.
  it('refuses a PNG signature followed by HTML (119, 415): the header is read through to its size', async () => {
    const user = await newActivatedUser();
    const disguised = Buffer.concat([tinyPng.subarray(0, 8), Buffer.from('<html><script>alert(1)</script>')]);
    const uploadId = await uploadImage(user.token, disguised, 'image/png');
    const answer = await callApi(
      'account/insertOrEditAccountCompany',
      { companyconnect: '', companyinfo: '', logoUploadId: uploadId },
      { token: user.token, culture: 'en' },
    );
    const company = await callApi<{ companylogo: string | null }>(
      'account/queryAccountCompanyInfo',
      {},
      { token: user.token },
    );
    expect(answer).toMatchObject({ code: 119, status: 415 });
    expect(answer.message).toMatch(/^The file is not a readable PNG, JPEG, GIF or WebP image/);
    expect(company.data.companylogo).toBeNull();
  });

  it('refuses a logo whose header declares more than 8 000 px a side or 40 megapixels (119, 413)', async () => {
    // Prepare: whole, decodable PNGs of a few kilobytes (a decompression bomb's shape)
    const user = await newActivatedUser();
    const huge = await uploadImage(user.token, blankPng(10_000, 10_000), 'image/png');
    const square = await uploadImage(user.token, blankPng(7_000, 7_000), 'image/png'); // 49 MP
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const answers = [];
    for (const logoUploadId of [huge, square]) {
      answers.push(
        await callApi(
          'account/insertOrEditAccountCompany',
          { companyconnect: 'changed', companyinfo: '', logoUploadId },
          { token: user.token, culture: 'zh-CN' },
        ),
      );
    }
    // Assess
    for (const answer of answers) {
      expect(answer).toMatchObject({ code: 119, status: 413 });
      expect(answer.message).toBe('图片尺寸过大：每边最多 8000 像素，总共最多 4000 万像素');
    }
    expect(withoutUploads(await onlyUseInTestsSnapshotTable())).toEqual(withoutUploads(before));
  });

  it('refuses another account’s upload with 114', async () => {
    const owner = await newActivatedUser();
    const thief = await newActivatedUser();
    const uploadId = await uploadImage(owner.token, tinyPng, 'image/png');
    const answer = await callApi(
      'account/insertOrEditAccountCompany',
      { companyconnect: '', companyinfo: '', logoUploadId: uploadId },
      { token: thief.token },
    );
    expect(answer).toMatchObject({ code: 114, status: 403 });
  });

  // Before the fix these answered 118 (400); the contract says a refused file is 119 with 415 / 413.
  it('createImageUpload refuses non-image types (119, 415) and files over 2 MB (119, 413)', async () => {
    const token = await loginAs(demo.user);
    const pdf = await callApi(
      'upload/createImageUpload',
      { purpose: 'companyLogo', contentType: 'application/pdf', size: 100 },
      { token },
    );
    const big = await callApi(
      'upload/createImageUpload',
      { purpose: 'companyLogo', contentType: 'image/png', size: 2 * 1024 * 1024 + 1 },
      { token },
    );
    expect(pdf).toMatchObject({
      code: 119,
      status: 415,
      message: 'Only PNG, JPEG, GIF or WebP images can be uploaded',
    });
    expect(big).toMatchObject({ code: 119, status: 413, message: 'The image must not exceed 2 MB' });
  });

  it('refuses a file of another size than declared (119, 413): real S3 refuses the PUT, the emulator does not', async () => {
    const user = await newActivatedUser();
    const answer = await callApi<{ uploadId: string; url: string; headers: Record<string, string> }>(
      'upload/createImageUpload',
      { purpose: 'companyLogo', contentType: 'image/png', size: 10 },
      { token: user.token },
    );
    await fetch(answer.data.url, { method: 'PUT', headers: answer.data.headers, body: tinyPng });
    const used = await callApi(
      'account/insertOrEditAccountCompany',
      { companyconnect: '', companyinfo: '', logoUploadId: answer.data.uploadId },
      { token: user.token },
    );
    expect(used).toMatchObject({ code: 119, status: 413 });
  });

  describe('refuses bad input and changes nothing', async () => {
    const user = await newActivatedUser();
    const expired = await expiredTokenFor(user.email);
    const matrix = {
      'account/queryAccountInfo': badInputCases({
        goodBody: {},
        required: [],
        token: user.token,
        expiredToken: expired,
      }),
      'account/editAccount': badInputCases({
        goodBody: { accountName: 'n', company: 'c', phone: '+86 10 1234', timezone: 'UP8' },
        required: ['accountName', 'timezone'],
        strings: ['accountName', 'company', 'phone'],
        token: user.token,
        expiredToken: expired,
      }),
      'account/queryAccountCompanyInfo': badInputCases({
        goodBody: {},
        required: [],
        token: user.token,
        expiredToken: expired,
      }),
      'account/insertOrEditAccountCompany': badInputCases({
        goodBody: { company: 'c', companyconnect: 'a', companyinfo: 'b' },
        required: [],
        strings: ['company', 'companyconnect', 'companyinfo'],
        token: user.token,
        expiredToken: expired,
      }),
      'upload/createImageUpload': badInputCases({
        goodBody: { purpose: 'companyLogo', contentType: 'image/png', size: 100 },
        required: ['purpose', 'contentType', 'size'],
        token: user.token,
        expiredToken: expired,
      }),
    };
    const cases = Object.entries(matrix).flatMap(([path, list]) => list.map((c) => ({ ...c, path })));
    it.each(cases)('$path: $name → $code', async ({ path, body, rawBody, token, code, status }) => {
      const before = await onlyUseInTestsSnapshotTable();
      expect(await callApi(path, body, { rawBody, token })).toMatchObject({ code, status });
      expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
    });
  });
});

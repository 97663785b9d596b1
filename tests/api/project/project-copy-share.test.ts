/**
 * copyProject and ShareProject [PRJ-5]: an independent deep copy, images included, in the caller's
 * partition or in the recipient's (marked with who shared it and when, shown in their list, mailed
 * in their language); the original untouched either way. 108 for an e-mail without an activated
 * user, 118 for oneself, 116 past the sender's limit; ownership (113/114) before anything is read;
 * bad input and the maintain role refused.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { demo, loginAs, newActivatedUser, uniqueEmail } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { mailsTo, waitForMail } from '../../support/mail';
import { onlyUseInTestsSnapshotTable } from '../../support/table';
import { fieldKeys } from '../catalogue/support/answers';
import {
  BLUE_PNG,
  createGridProject,
  fetchImage,
  listProjects,
  RED_PNG,
  setArrayImage,
  setProjectImage,
  viewProject,
} from './support/project-images';
import { catalogueIds, gridProjectBody } from './support/projects';
import { type GoodBodies, itRefusesBadInput } from './support/refusals';

/** The default RATE_LIMIT_SHARES_PER_ACCOUNT and RATE_LIMIT_WINDOW_SECONDS of the runtime. */
const SHARES_PER_WINDOW = 20;
const WINDOW_SECONDS = 900;

async function registerWithoutActivating(): Promise<string> {
  const email = uniqueEmail('unactivated');
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const answer = await callApi('account/register', { email, password, timeZoneId: 'UP8' });
  expect(answer.code).toBe(0);
  return email;
}

// One set-up for the whole file, at collection, so the bad-input matrix can use its tokens too.
const [owner, stranger, recipient, eager, unactivatedEmail, maintain] = await Promise.all([
  newActivatedUser(),
  newActivatedUser(),
  // The recipient registered in Chinese: their mail comes in Chinese whatever the sender's language.
  newActivatedUser('zh-CN'),
  // `eager` uses up their share limit.
  newActivatedUser(),
  // Registered, never activated.
  registerWithoutActivating(),
  loginAs(demo.maintain),
]);
const ids = await catalogueIds(owner.token);

/** A project of the owner with a project image (red) and a roof image (blue). */
async function projectWithImages(name?: string): Promise<string> {
  const projectId = await createGridProject(owner.token, ids, name);
  expect((await setProjectImage(owner.token, projectId, RED_PNG)).code).toBe(0);
  expect((await setArrayImage(owner.token, projectId, 'array-1', BLUE_PNG)).code).toBe(0);
  return projectId;
}

const copy = (projectId: string, projectName: string, token = owner.token) =>
  callApi<string>('project/copyProject', { projectId, projectName }, { token });
const share = (projectId: string, sharedUserLoginEmail: string, token = owner.token) =>
  callApi('project/ShareProject', { projectId, sharedUserLoginEmail }, { token });

describe('bad input to copy and share changes nothing', () => {
  const user = stranger.token;
  const goodBodies: GoodBodies = {
    'project/copyProject': { projectId: 'some-project', projectName: 'A copy' },
    'project/ShareProject': { projectId: 'some-project', sharedUserLoginEmail: 'someone@example.com' },
  };
  it.each([
    [
      'project/copyProject',
      { projectId: '../x', projectName: 'x'.repeat(101) },
      [
        ['projectId', 'invalidValue'],
        ['projectName', 'tooLong'],
      ],
    ],
    [
      'project/ShareProject',
      { projectId: 'ok-id', sharedUserLoginEmail: 'not an e-mail' },
      [['sharedUserLoginEmail', 'emailInvalid']],
    ],
  ] as const)('%s: values out of range (118 with their field errors)', async (path, body, errors) => {
    const answer = await callApi(path, body, { token: user });
    expect(answer).toMatchObject({ status: 400, code: 118 });
    expect(fieldKeys(answer)).toEqual(errors);
  });

  it('asks for the recipient’s e-mail in the share dialog’s words when it is missing (115 shareEmailRequired)', async () => {
    const answer = await callApi(
      'project/ShareProject',
      { projectId: 'ok-id', sharedUserLoginEmail: '' },
      { token: user },
    );
    expect(answer.code).toBe(115);
    expect(fieldKeys(answer)).toEqual([['sharedUserLoginEmail', 'shareEmailRequired']]);
  });

  itRefusesBadInput(goodBodies, { token: user, email: stranger.email, wrongRoleToken: maintain });
});

describe('copyProject', () => {
  it('makes a copy under the new name at version 1, with images of its own, beside the original', async () => {
    // Prepare
    const original = await projectWithImages('Roof A');
    const before = (await viewProject(owner.token, original)).data;
    // Act
    const copied = await copy(original, '  Roof A (copy)  ');
    const view = (await viewProject(owner.token, copied.data)).data;
    // Assess
    expect(copied.code).toBe(0);
    expect(copied.data).not.toBe(original);
    expect(view).toMatchObject({ version: 1, sharedBy: null, projectBase: { proName: 'Roof A (copy)' } });
    expect(view.createTime > before.lastModifyTime).toBe(true);
    expect(view.lastModifyTime).toBe(view.createTime);
    expect((await fetchImage(view.proImage!)).bytes).toEqual(RED_PNG);
    expect((await fetchImage(view.pvArray[0]!.roofDrawingImg!)).bytes).toEqual(BLUE_PNG);
    expect(new URL(view.proImage!).pathname).not.toBe(new URL(before.proImage!).pathname);
    expect((await listProjects(owner.token)).map((row) => row.Id)).toEqual(
      expect.arrayContaining([original, copied.data]),
    );
  });

  it('is independent: editing the copy or resetting its image leaves the original, deleting the original leaves the copy', async () => {
    // Prepare
    const original = await projectWithImages('Roof B');
    const copyId = (await copy(original, 'Roof B copy')).data;
    // Act
    const edited = await callApi(
      'project/editUserGridConnectedProject',
      { ...gridProjectBody(ids, 'Roof B copy, edited'), projectId: copyId, version: 1 },
      { token: owner.token },
    );
    await callApi('project/SetProjectDefaultImage', { proId: copyId }, { token: owner.token });
    const originalAfterEdit = (await viewProject(owner.token, original)).data;
    const originalImage = await fetchImage(originalAfterEdit.proImage!);
    await callApi('project/deleteUserProject', { projectId: original }, { token: owner.token });
    const copyAfterDelete = (await viewProject(owner.token, copyId)).data;
    // Assess
    expect(edited.code).toBe(0);
    expect(originalAfterEdit).toMatchObject({ version: 1, projectBase: { proName: 'Roof B' } });
    expect(originalImage.bytes).toEqual(RED_PNG);
    expect(copyAfterDelete).toMatchObject({ version: 2, projectBase: { proName: 'Roof B copy, edited' } });
    expect(copyAfterDelete.proImage).toBeNull();
    expect((await fetchImage(copyAfterDelete.pvArray[0]!.roofDrawingImg!)).bytes).toEqual(BLUE_PNG);
  });

  it('needs a name: empty or blank answers 115 projectNameRequired, nothing stored', async () => {
    // Prepare
    const original = await createGridProject(owner.token, ids);
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const empty = await copy(original, '');
    const blank = await callApi(
      'project/copyProject',
      { projectId: original, projectName: '   ' },
      {
        token: owner.token,
        culture: 'zh-CN',
      },
    );
    // Assess
    expect([empty.code, blank.code]).toEqual([115, 115]);
    expect(fieldKeys(blank)).toEqual([['projectName', 'projectNameRequired']]);
    expect((blank.data as { fieldErrors: { message: string }[] }).fieldErrors[0]!.message).toBe(
      '请输入新项目名称',
    );
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });

  it('answers 114 for another user’s project and 113 for none, copying nothing', async () => {
    // Prepare
    const original = await projectWithImages();
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const foreign = await copy(original, 'Mine now', stranger.token);
    const missing = await copy('no-such-project', 'Mine now', stranger.token);
    // Assess
    expect(foreign).toMatchObject({ status: 403, code: 114, data: null });
    expect(missing).toMatchObject({ status: 404, code: 113 });
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });
});

describe('ShareProject', () => {
  it('gives the recipient their own marked copy with images, listed as shared, and a mail in their language', async () => {
    // Prepare
    const original = await projectWithImages('共享的屋顶 Shared roof');
    await callApi(
      'project/editUserGridConnectedProject',
      {
        ...gridProjectBody(ids, '共享的屋顶 Shared roof'),
        mapLocation: { ...gridProjectBody(ids).mapLocation, weatherFileId: 'owners-weather-file' },
        projectId: original,
        version: 1,
      },
      { token: owner.token },
    );
    const sendersBefore = (await viewProject(owner.token, original)).data;
    const since = Math.floor(Date.now() / 1000) - 1;
    // Act
    const answer = await share(original, recipient.email.toUpperCase());
    // Assess
    expect(answer).toMatchObject({ code: 0, data: null });
    const row = (await listProjects(recipient.token)).find((r) => r.ProName === '共享的屋顶 Shared roof')!;
    expect(row.SharedBy).toMatchObject({ email: owner.email });
    expect(Date.parse(row.SharedBy!.sharedAt)).toBeGreaterThanOrEqual(since * 1000);
    const received = (await viewProject(recipient.token, row.Id)).data;
    expect(received).toMatchObject({
      version: 1,
      sharedBy: row.SharedBy,
      mapLocation: { weatherFileId: null },
    });
    expect((await fetchImage(received.proImage!)).bytes).toEqual(RED_PNG);
    expect((await fetchImage(received.pvArray[0]!.roofDrawingImg!)).bytes).toEqual(BLUE_PNG);
    expect((await viewProject(owner.token, original)).data).toEqual({
      ...sendersBefore,
      proImage: expect.any(String),
      pvArray: [{ ...sendersBefore.pvArray[0], roofDrawingImg: expect.any(String) }],
    });
    expect((await listProjects(owner.token)).some((r) => r.Id === row.Id)).toBe(false);
    const mail = await waitForMail(recipient.email, /分享/, since);
    expect(mail.subject).toContain('共享的屋顶 Shared roof');
    expect(mail.body.text).toContain(owner.email);
    expect(mail.body.text).toContain(`${inject('runtime').siteUrl}/user/project`);
  });

  it('lets the recipient work on their copy alone: their edit and their copy of it never reach the sender', async () => {
    // Prepare
    const original = await projectWithImages('Roof for two');
    await share(original, recipient.email);
    const received = (await listProjects(recipient.token)).find((r) => r.ProName === 'Roof for two')!;
    // Act
    const edited = await callApi(
      'project/editUserGridConnectedProject',
      { ...gridProjectBody(ids, 'Roof for two, my way'), projectId: received.Id, version: 1 },
      { token: recipient.token },
    );
    const ownCopy = await copy(received.Id, 'My own roof', recipient.token);
    const deleted = await callApi(
      'project/deleteUserProject',
      { projectId: received.Id },
      { token: recipient.token },
    );
    // Assess
    expect([edited.code, ownCopy.code, deleted.code]).toEqual([0, 0, 0]);
    expect((await viewProject(recipient.token, ownCopy.data)).data.sharedBy).toBeNull();
    const senders = (await viewProject(owner.token, original)).data;
    expect(senders).toMatchObject({ version: 1, projectBase: { proName: 'Roof for two' } });
    expect((await fetchImage(senders.proImage!)).status).toBe(200);
  });

  it('answers 108 for an unknown e-mail, an unactivated account and a maintainer, sharing and mailing nothing', async () => {
    // Prepare
    const original = await createGridProject(owner.token, ids);
    const unknown = uniqueEmail('nobody');
    const before = await onlyUseInTestsSnapshotTable();
    const mailsBefore = (await mailsTo(unactivatedEmail)).length;
    // Act
    const answers = await Promise.all([
      share(original, unknown),
      share(original, unactivatedEmail),
      share(original, demo.maintain),
    ]);
    // Assess
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 404, code: 108 });
      expect(fieldKeys(answer)).toEqual([['sharedUserLoginEmail', 'shareRecipientNotFound']]);
    }
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
    expect(await mailsTo(unknown)).toEqual([]);
    expect((await mailsTo(unactivatedEmail)).length).toBe(mailsBefore);
  });

  it('refuses sharing with oneself (118 shareToSelf), whatever the case of the e-mail', async () => {
    // Prepare
    const original = await createGridProject(owner.token, ids);
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const answer = await share(original, ` ${owner.email.toUpperCase()} `);
    // Assess
    expect(answer).toMatchObject({ status: 400, code: 118 });
    expect(fieldKeys(answer)).toEqual([['sharedUserLoginEmail', 'shareToSelf']]);
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });

  it('answers 114 for another user’s project and 113 for none, sharing nothing', async () => {
    // Prepare
    const original = await createGridProject(owner.token, ids);
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const foreign = await share(original, recipient.email, stranger.token);
    const missing = await share('no-such-project', recipient.email, stranger.token);
    // Assess
    expect(foreign).toMatchObject({ status: 403, code: 114, data: null });
    expect(missing).toMatchObject({ status: 404, code: 113 });
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });

  it('limits a sender’s shares per window, refused ones counted too (116): no spam, no probing of e-mails', async () => {
    // Prepare: not at the end of a fixed window, so every attempt counts in the same one.
    const intoWindow = (Date.now() / 1000) % WINDOW_SECONDS;
    if (intoWindow > WINDOW_SECONDS - 20)
      await new Promise((r) => setTimeout(r, (WINDOW_SECONDS - intoWindow + 1) * 1000));
    const original = await (async () => {
      const eagerIds = await catalogueIds(eager.token);
      return createGridProject(eager.token, eagerIds, 'Eager roof');
    })();
    for (let i = 0; i < SHARES_PER_WINDOW; i++) {
      expect((await share(original, uniqueEmail('probe'), eager.token)).code).toBe(108);
    }
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const limited = await share(original, recipient.email, eager.token);
    // Assess
    expect(limited).toMatchObject({ status: 429, code: 116 });
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
    expect((await listProjects(recipient.token)).some((row) => row.ProName === 'Eager roof')).toBe(false);
  });
});

/**
 * A project's images [PRJ-8]: UploadProjectImage, SetProjectDefaultImage and
 * pvarray/uploadPvArrayImage take a checked image upload, show in the editor's read
 * (getUserProjectBaseInfo: proImage, roofDrawingImg), delete the object they replace and never
 * make the project's version stale; deleteUserProject removes every object of the project.
 * Ownership (113/114) comes before anything is read or an upload is used up.
 */
import { describe, expect, inject, it } from 'vitest';
import { blankPng } from '../../e2e/support/tiny-png';
import { demo, loginAs, newActivatedUser } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { onlyUseInTestsListObjects, onlyUseInTestsPutObject } from '../../support/bucket';
import { onlyUseInTestsSnapshotTable, withoutUploads } from '../../support/table';
import { fieldKeys } from '../catalogue/support/answers';
import { uploadImage } from '../catalogue/support/uploads';
import {
  BLUE_PNG,
  createGridProject,
  fetchImage,
  objectKeyOf,
  RED_PNG,
  setArrayImage,
  setProjectImage,
  viewProject,
} from './support/project-images';
import { catalogueIds, gridProjectBody } from './support/projects';
import { type GoodBodies, itRefusesBadInput } from './support/refusals';

// One set-up for the whole file, at collection, so the bad-input matrix can use its tokens too.
const [owner, stranger, maintain] = await Promise.all([
  newActivatedUser(),
  newActivatedUser(),
  loginAs(demo.maintain),
]);
const ids = await catalogueIds(owner.token);

describe('bad input to the image calls changes nothing', () => {
  const user = stranger.token;
  const goodBodies: GoodBodies = {
    'project/UploadProjectImage': { pro_id: 'some-project', uploadId: 'some-upload' },
    'project/SetProjectDefaultImage': { proId: 'some-project' },
    'pvarray/uploadPvArrayImage': { proid: 'some-project', pvArrayId: 'array-1', uploadId: 'some-upload' },
  };
  const malformedIds = {
    'project/UploadProjectImage': { pro_id: '../x', uploadId: 'u/1' },
    'project/SetProjectDefaultImage': { proId: '../x' },
    'pvarray/uploadPvArrayImage': { proid: '../x', pvArrayId: 'a b', uploadId: 'u/1' },
  };
  it.each(Object.entries(malformedIds))('%s: ids that are not ids (118 invalidValue)', async (path, body) => {
    const answer = await callApi(path, body, { token: user });
    expect(answer).toMatchObject({ status: 400, code: 118 });
    expect(fieldKeys(answer)).toEqual(Object.keys(body).map((field) => [field, 'invalidValue']));
  });

  itRefusesBadInput(goodBodies, { token: user, email: stranger.email, wrongRoleToken: maintain });
});

/** UploadProjectImage with an upload id made beforehand. */
function useUpload(token: string, projectId: string, uploadId: string) {
  return callApi('project/UploadProjectImage', { pro_id: projectId, uploadId }, { token });
}

describe('UploadProjectImage', () => {
  it('sets the image from a checked upload, shows it in the project, and leaves the version alone', async () => {
    // Prepare
    const projectId = await createGridProject(owner.token, ids);
    // Act
    const answer = await setProjectImage(owner.token, projectId, RED_PNG);
    const view = (await viewProject(owner.token, projectId)).data;
    const edit = await callApi(
      'project/editUserGridConnectedProject',
      { ...gridProjectBody(ids), projectId, version: 1 },
      { token: owner.token },
    );
    // Assess
    expect(answer.code).toBe(0);
    expect((await fetchImage(answer.data.url)).bytes).toEqual(RED_PNG);
    expect((await fetchImage(view.proImage!)).bytes).toEqual(RED_PNG);
    expect(view.version).toBe(1);
    expect(edit.code).toBe(0);
  });

  it('replaces the image and deletes the replaced one’s object', async () => {
    // Prepare
    const projectId = await createGridProject(owner.token, ids);
    const first = (await setProjectImage(owner.token, projectId, RED_PNG)).data.url;
    // Act
    const second = (await setProjectImage(owner.token, projectId, BLUE_PNG)).data.url;
    // Assess
    expect((await fetchImage(first)).status).toBe(404);
    expect((await fetchImage(second)).bytes).toEqual(BLUE_PNG);
    expect((await fetchImage((await viewProject(owner.token, projectId)).data.proImage!)).bytes).toEqual(
      BLUE_PNG,
    );
  });

  it('refuses bytes that are not the declared image (119, 415) and an image above 2 MB (119, 413)', async () => {
    // Prepare
    const projectId = await createGridProject(owner.token, ids);
    const text = new TextEncoder().encode('<html>not an image</html>');
    const uploadId = await uploadImage(owner.token, text, 'image/png', 'projectImage');
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const notImage = await useUpload(owner.token, projectId, uploadId);
    const tooLarge = await callApi(
      'upload/createImageUpload',
      { purpose: 'projectImage', contentType: 'image/png', size: 2 * 1024 * 1024 + 1 },
      { token: owner.token },
    );
    // Assess
    expect(notImage).toMatchObject({ status: 415, code: 119 });
    expect(tooLarge).toMatchObject({ status: 413, code: 119 });
    expect(withoutUploads(await onlyUseInTestsSnapshotTable())).toEqual(withoutUploads(before));
    expect((await viewProject(owner.token, projectId)).data.proImage).toBeNull();
  });

  it('refuses an image whose header declares more than 8 000 px a side or 40 megapixels (119, 413)', async () => {
    // Prepare: whole, decodable PNGs of a few kilobytes (a 10 000 px one slowed the report 4×)
    const projectId = await createGridProject(owner.token, ids);
    const huge = await uploadImage(owner.token, blankPng(10_000, 10_000), 'image/png', 'projectImage');
    const square = await uploadImage(owner.token, blankPng(7_000, 7_000), 'image/png', 'projectImage');
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const answers = [
      await useUpload(owner.token, projectId, huge),
      await useUpload(owner.token, projectId, square),
    ];
    // Assess
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 413, code: 119 });
      expect(answer.message).toBe(
        'The image is too large: at most 8,000 pixels a side and 40 megapixels in all',
      );
    }
    expect(withoutUploads(await onlyUseInTestsSnapshotTable())).toEqual(withoutUploads(before));
    expect((await viewProject(owner.token, projectId)).data.proImage).toBeNull();
  });

  it('takes an upload once, only of its own purpose, and never another account’s (118, 118, 114)', async () => {
    // Prepare
    const projectId = await createGridProject(owner.token, ids);
    const used = await uploadImage(owner.token, RED_PNG, 'image/png', 'projectImage');
    await useUpload(owner.token, projectId, used);
    const logo = await uploadImage(owner.token, RED_PNG, 'image/png', 'companyLogo');
    const strangers = await uploadImage(stranger.token, RED_PNG, 'image/png', 'projectImage');
    // Act
    const again = await useUpload(owner.token, projectId, used);
    const otherPurpose = await useUpload(owner.token, projectId, logo);
    const foreignUpload = await useUpload(owner.token, projectId, strangers);
    // Assess
    expect(again.code).toBe(118);
    expect(otherPurpose.code).toBe(118);
    expect(foreignUpload).toMatchObject({ status: 403, code: 114 });
  });

  it('answers 114 on another user’s project without using their upload, and 113 for no project', async () => {
    // Prepare
    const projectId = await createGridProject(owner.token, ids);
    const uploadId = await uploadImage(stranger.token, RED_PNG, 'image/png', 'projectImage');
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const foreign = await useUpload(stranger.token, projectId, uploadId);
    const missing = await useUpload(stranger.token, 'no-such-project', uploadId);
    // Assess
    expect(foreign).toMatchObject({ status: 403, code: 114, data: null });
    expect(missing).toMatchObject({ status: 404, code: 113 });
    // The upload record is still there: the refusals read nothing and used nothing up.
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });

  it('is not for the maintain role: no project image upload and no call (114)', async () => {
    // Act
    const upload = await callApi(
      'upload/createImageUpload',
      { purpose: 'projectImage', contentType: 'image/png', size: 100 },
      { token: maintain },
    );
    const arrayUpload = await callApi(
      'upload/createImageUpload',
      { purpose: 'pvArrayImage', contentType: 'image/png', size: 100 },
      { token: maintain },
    );
    // Assess
    expect(upload).toMatchObject({ status: 403, code: 114 });
    expect(arrayUpload).toMatchObject({ status: 403, code: 114 });
  });
});

describe('SetProjectDefaultImage', () => {
  it('goes back to the default image: the item and the object go; a second call changes nothing', async () => {
    // Prepare
    const projectId = await createGridProject(owner.token, ids);
    const url = (await setProjectImage(owner.token, projectId)).data.url;
    // Act
    const reset = await callApi(
      'project/SetProjectDefaultImage',
      { proId: projectId },
      { token: owner.token },
    );
    const afterReset = await onlyUseInTestsSnapshotTable();
    const again = await callApi(
      'project/SetProjectDefaultImage',
      { proId: projectId },
      { token: owner.token },
    );
    // Assess
    expect([reset.code, again.code]).toEqual([0, 0]);
    expect((await viewProject(owner.token, projectId)).data.proImage).toBeNull();
    expect((await fetchImage(url)).status).toBe(404);
    expect(await onlyUseInTestsSnapshotTable()).toEqual(afterReset);
  });

  it('answers 114 on another user’s project (its image stays) and 113 for no project', async () => {
    // Prepare
    const projectId = await createGridProject(owner.token, ids);
    const url = (await setProjectImage(owner.token, projectId)).data.url;
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const foreign = await callApi(
      'project/SetProjectDefaultImage',
      { proId: projectId },
      { token: stranger.token },
    );
    const missing = await callApi(
      'project/SetProjectDefaultImage',
      { proId: 'no-such-project' },
      { token: owner.token },
    );
    // Assess
    expect(foreign).toMatchObject({ status: 403, code: 114 });
    expect(missing).toMatchObject({ status: 404, code: 113 });
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
    expect((await fetchImage(url)).status).toBe(200);
  });
});

describe('pvarray/uploadPvArrayImage', () => {
  it('gives an array its roof image, shown with the array in both reads; a new one replaces it and deletes the old object', async () => {
    // Prepare
    const projectId = await createGridProject(owner.token, ids);
    // Act
    const first = await setArrayImage(owner.token, projectId, 'array-1', RED_PNG);
    const second = await setArrayImage(owner.token, projectId, 'array-1', BLUE_PNG);
    const view = (await viewProject(owner.token, projectId)).data;
    const arrays = await callApi<{ id: string; roofDrawingImg: string | null }[]>(
      'pvarray/queryProPvArrayList',
      { proid: projectId },
      { token: owner.token },
    );
    // Assess
    expect([first.code, second.code]).toEqual([0, 0]);
    expect((await fetchImage(first.data.url)).status).toBe(404);
    expect((await fetchImage(view.pvArray[0]!.roofDrawingImg!)).bytes).toEqual(BLUE_PNG);
    expect((await fetchImage(arrays.data[0]!.roofDrawingImg!)).bytes).toEqual(BLUE_PNG);
    expect(view.proImage).toBeNull();
    expect(view.version).toBe(1);
  });

  it('refuses an array the stored project does not hold (118 pvArrayNotInProject) without using the upload', async () => {
    // Prepare
    const projectId = await createGridProject(owner.token, ids);
    const uploadId = await uploadImage(owner.token, RED_PNG, 'image/png', 'pvArrayImage');
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const answer = await callApi(
      'pvarray/uploadPvArrayImage',
      { proid: projectId, pvArrayId: 'array-9', uploadId },
      { token: owner.token, culture: 'zh-CN' },
    );
    // Assess
    expect(answer).toMatchObject({ status: 400, code: 118 });
    expect(fieldKeys(answer)).toEqual([['pvArrayId', 'pvArrayNotInProject']]);
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });

  it('answers 114 on another user’s project and 113 for no project, using nothing up', async () => {
    // Prepare
    const projectId = await createGridProject(owner.token, ids);
    const uploadId = await uploadImage(stranger.token, RED_PNG, 'image/png', 'pvArrayImage');
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const foreign = await callApi(
      'pvarray/uploadPvArrayImage',
      { proid: projectId, pvArrayId: 'array-1', uploadId },
      { token: stranger.token },
    );
    const missing = await callApi(
      'pvarray/uploadPvArrayImage',
      { proid: 'no-such-project', pvArrayId: 'array-1', uploadId },
      { token: stranger.token },
    );
    // Assess
    expect(foreign).toMatchObject({ status: 403, code: 114, data: null });
    expect(missing).toMatchObject({ status: 404, code: 113 });
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });
});

describe('deleteUserProject', () => {
  it('deletes the project image, the roof images and every report of the project from the bucket', async () => {
    // Prepare
    const bucket = inject('runtime').bucket;
    const projectId = await createGridProject(owner.token, ids);
    const other = await createGridProject(owner.token, ids);
    const image = objectKeyOf((await setProjectImage(owner.token, projectId)).data.url, bucket);
    const roof = objectKeyOf((await setArrayImage(owner.token, projectId)).data.url, bucket);
    const otherImage = objectKeyOf((await setProjectImage(owner.token, other)).data.url, bucket);
    const reports = `reports/${owner.accountId}/${projectId}/`;
    await onlyUseInTestsPutObject(`${reports}2026-11-24-report.pdf`, '%PDF-1.7 test');
    await onlyUseInTestsPutObject(`${reports}charts/monthly.png`, 'png');
    expect(await onlyUseInTestsListObjects(`images/${owner.accountId}/`)).toEqual(
      expect.arrayContaining([image, roof, otherImage]),
    );
    // Act
    const deleted = await callApi('project/deleteUserProject', { projectId }, { token: owner.token });
    // Assess
    expect(deleted.code).toBe(0);
    const left = await onlyUseInTestsListObjects(`images/${owner.accountId}/`);
    expect(left).not.toContain(image);
    expect(left).not.toContain(roof);
    expect(left).toContain(otherImage);
    expect(await onlyUseInTestsListObjects(reports)).toEqual([]);
  });
});

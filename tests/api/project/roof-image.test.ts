/**
 * The user's roof image an array is drawn on [WIZ-5]: pvarray/setPvArrayRoofImage takes a
 * checked upload of purpose roofImage, stores it beside the array's roof drawing (neither replaces
 * the other), answers it in getUserProjectBaseInfo as `roofImageUrl`, and is refused with nothing
 * changed for a foreign or missing project (114/113), a bad or used upload (118/119) and an array
 * the stored project does not hold (118).
 */
import { describe, expect, it } from 'vitest';
import { rectangleCorners } from '../../shared/project/support/drawn-array';
import { demo, loginAs, newActivatedUser } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { onlyUseInTestsSnapshotTable, withoutUploads } from '../../support/table';
import { fieldKeys } from '../catalogue/support/answers';
import { uploadImage } from '../catalogue/support/uploads';
import {
  arrayImages,
  BLUE_PNG,
  createGridProject,
  fetchImage,
  objectPath,
  RED_PNG,
  setArrayImage,
  setRoofImage,
  viewProject,
} from './support/project-images';
import { catalogueIds, gridProjectBody } from './support/projects';
import { type GoodBodies, itRefusesBadInput } from './support/refusals';

const [owner, stranger, maintain] = await Promise.all([
  newActivatedUser(),
  newActivatedUser(),
  loginAs(demo.maintain),
]);
const ids = await catalogueIds(owner.token);
const PATH = 'pvarray/setPvArrayRoofImage';

describe('bad input to setPvArrayRoofImage changes nothing', () => {
  const goodBodies: GoodBodies = {
    [PATH]: { proid: 'some-project', pvArrayId: 'array-1', uploadId: 'some-upload' },
  };
  it('refuses ids that are not ids (118 invalidValue)', async () => {
    const answer = await callApi(
      PATH,
      { proid: '../x', pvArrayId: 'a b', uploadId: 'u/1' },
      { token: stranger.token },
    );
    expect(answer).toMatchObject({ status: 400, code: 118 });
    expect(fieldKeys(answer)).toEqual([
      ['proid', 'invalidValue'],
      ['pvArrayId', 'invalidValue'],
      ['uploadId', 'invalidValue'],
    ]);
  });

  itRefusesBadInput(goodBodies, { token: stranger.token, email: stranger.email, wrongRoleToken: maintain });
});

describe('pvarray/setPvArrayRoofImage', () => {
  it('stores the roof image beside the array’s drawing, answers it in the project, replaces it, and leaves the version alone', async () => {
    // Prepare
    const projectId = await createGridProject(owner.token, ids);
    await setArrayImage(owner.token, projectId, 'array-1', BLUE_PNG);
    // Act
    const first = await setRoofImage(
      owner.token,
      projectId,
      await uploadImage(owner.token, RED_PNG, 'image/png', 'roofImage'),
    );
    const second = await setRoofImage(
      owner.token,
      projectId,
      await uploadImage(owner.token, BLUE_PNG, 'image/png', 'roofImage'),
    );
    const images = await arrayImages(owner.token, projectId);
    // Assess
    expect([first.code, second.code]).toEqual([0, 0]);
    expect((await fetchImage(first.data.url)).status).toBe(404);
    expect((await fetchImage(images.roof!)).bytes).toEqual(BLUE_PNG);
    expect((await fetchImage(images.drawing!)).bytes).toEqual(BLUE_PNG);
    expect(images.roof).not.toEqual(images.drawing);
    expect(images.version).toBe(1);
  });

  it('answers no roof image for an array that has none', async () => {
    const projectId = await createGridProject(owner.token, ids);
    expect((await arrayImages(owner.token, projectId)).roof).toBeNull();
  });

  it('takes only a checked roofImage upload of the caller, once (118, 118, 119, 114), changing nothing', async () => {
    // Prepare
    const projectId = await createGridProject(owner.token, ids);
    const used = await uploadImage(owner.token, RED_PNG, 'image/png', 'roofImage');
    await setRoofImage(owner.token, projectId, used);
    const drawingPurpose = await uploadImage(owner.token, RED_PNG, 'image/png', 'pvArrayImage');
    const text = new TextEncoder().encode('<html>not an image</html>');
    const notImage = await uploadImage(owner.token, text, 'image/png', 'roofImage');
    const strangers = await uploadImage(stranger.token, RED_PNG, 'image/png', 'roofImage');
    const before = await arrayImages(owner.token, projectId);
    const table = await onlyUseInTestsSnapshotTable();
    // Act
    const again = await setRoofImage(owner.token, projectId, used);
    const otherPurpose = await setRoofImage(owner.token, projectId, drawingPurpose);
    const unreadable = await setRoofImage(owner.token, projectId, notImage);
    const foreignUpload = await setRoofImage(owner.token, projectId, strangers);
    // Assess
    expect(again).toMatchObject({ status: 400, code: 118 });
    expect(otherPurpose).toMatchObject({ status: 400, code: 118 });
    expect(unreadable).toMatchObject({ status: 415, code: 119 });
    expect(foreignUpload).toMatchObject({ status: 403, code: 114 });
    expect(withoutUploads(await onlyUseInTestsSnapshotTable())).toEqual(withoutUploads(table));
    const after = await arrayImages(owner.token, projectId);
    expect((await fetchImage(after.roof!)).bytes).toEqual(RED_PNG);
    expect(objectPath(after.roof!)).toEqual(objectPath(before.roof!));
  });

  it('refuses an array the stored project does not hold (118 pvArrayNotInProject) without using the upload', async () => {
    // Prepare
    const projectId = await createGridProject(owner.token, ids);
    const uploadId = await uploadImage(owner.token, RED_PNG, 'image/png', 'roofImage');
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const answer = await callApi(
      PATH,
      { proid: projectId, pvArrayId: 'array-9', uploadId },
      { token: owner.token, culture: 'zh-CN' },
    );
    const after = await onlyUseInTestsSnapshotTable();
    const later = await setRoofImage(owner.token, projectId, uploadId);
    // Assess
    expect(answer).toMatchObject({ status: 400, code: 118 });
    expect(fieldKeys(answer)).toEqual([['pvArrayId', 'pvArrayNotInProject']]);
    expect(after).toEqual(before);
    expect(later.code).toBe(0);
  });

  it('answers 114 on another user’s project and 113 for no project, using nothing up', async () => {
    // Prepare
    const projectId = await createGridProject(owner.token, ids);
    const uploadId = await uploadImage(stranger.token, RED_PNG, 'image/png', 'roofImage');
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const foreign = await setRoofImage(stranger.token, projectId, uploadId);
    const missing = await setRoofImage(stranger.token, 'no-such-project', uploadId);
    // Assess
    expect(foreign).toMatchObject({ status: 403, code: 114, data: null });
    expect(missing).toMatchObject({ status: 404, code: 113 });
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
    expect((await arrayImages(owner.token, projectId)).roof).toBeNull();
  });
});

describe('layout.backdrop', () => {
  const BACKDROP = {
    centreEastM: 4.5,
    centreNorthM: -2,
    rotationDeg: 7,
    metresPerPixel: 0.015,
    widthPx: 1600,
    heightPx: 1200,
  };

  /** The grid project body with array-1 drawn on `loadMapWay` with the placement. */
  function drawnBody(loadMapWay: 'image' | 'plan', backdrop: Record<string, number> = BACKDROP) {
    const body = gridProjectBody(ids, `Roof image ${loadMapWay}`);
    const array = body.pvArray[0]!;
    Object.assign(array, {
      insertway: 2,
      layout: {
        areaLatLngs: rectangleCorners(5, 12),
        loadMapWay,
        rowSpacing: 2.5,
        layingMethod: 4,
        backdrop,
      },
    });
    return body;
  }

  it('is stored with an array drawn on the roof image and read back as it was', async () => {
    const created = await callApi<string>('project/createtUserGridConnectedProject', drawnBody('image'), {
      token: owner.token,
    });
    expect(created.code).toBe(0);
    const view = (await viewProject(owner.token, created.data)).data as unknown as {
      pvArray: { layout: { loadMapWay: string; backdrop?: unknown } | null }[];
    };
    expect(view.pvArray[0]!.layout).toMatchObject({ loadMapWay: 'image', backdrop: BACKDROP });
  });

  it('is dropped for an array drawn on another backdrop', async () => {
    const created = await callApi<string>('project/createtUserGridConnectedProject', drawnBody('plan'), {
      token: owner.token,
    });
    expect(created.code).toBe(0);
    const view = (await viewProject(owner.token, created.data)).data as unknown as {
      pvArray: { layout: Record<string, unknown> | null }[];
    };
    expect(view.pvArray[0]!.layout).toMatchObject({ loadMapWay: 'plan' });
    expect(view.pvArray[0]!.layout).not.toHaveProperty('backdrop');
  });

  it('refuses a placement without a scale (118 on its path), storing nothing', async () => {
    const body = drawnBody('image', { ...BACKDROP, metresPerPixel: 0 });
    const before = await onlyUseInTestsSnapshotTable();
    const answer = await callApi('project/createtUserGridConnectedProject', body, { token: owner.token });
    expect(answer).toMatchObject({ status: 400, code: 118 });
    expect(fieldKeys(answer)).toEqual([['pvArray.0.layout.backdrop.metresPerPixel', 'tooSmall']]);
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });

  it('is not for the maintain role: no roofImage upload (114)', async () => {
    const answer = await callApi(
      'upload/createImageUpload',
      { purpose: 'roofImage', contentType: 'image/png', size: 10 },
      { token: maintain },
    );
    expect(answer).toMatchObject({ status: 403, code: 114 });
  });
});

describe('the roof image with the project', () => {
  it('goes with a copy as an object of the copy’s own, and with the project when it is deleted', async () => {
    // Prepare
    const projectId = await createGridProject(owner.token, ids);
    await setRoofImage(
      owner.token,
      projectId,
      await uploadImage(owner.token, RED_PNG, 'image/png', 'roofImage'),
    );
    const original = await arrayImages(owner.token, projectId);
    // Act
    const copied = await callApi<string>(
      'project/copyProject',
      { projectId, projectName: 'Roof copy' },
      { token: owner.token },
    );
    const copy = await arrayImages(owner.token, copied.data);
    const deleted = await callApi('project/deleteUserProject', { projectId }, { token: owner.token });
    // Assess
    expect(copied.code).toBe(0);
    expect((await fetchImage(copy.roof!)).bytes).toEqual(RED_PNG);
    expect(objectPath(copy.roof!)).not.toEqual(objectPath(original.roof!));
    expect(objectPath(copy.roof!)).toContain('roofImage-');
    expect(deleted.code).toBe(0);
    expect((await fetchImage(original.roof!)).status).toBe(404);
    expect((await fetchImage(copy.roof!)).status).toBe(200);
  });
});

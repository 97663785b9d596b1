/**
 * A save that removes an array: the array's images go with it, the drawing's picture
 * and the roof image it was drawn on, items and objects; the images of the arrays kept stay.
 */
import { describe, expect, it } from 'vitest';
import { newActivatedUser } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { onlyUseInTestsSnapshotTable } from '../../support/table';
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
} from './support/project-images';
import { catalogueIds, gridProjectBody } from './support/projects';

const owner = await newActivatedUser();
const ids = await catalogueIds(owner.token);

describe('an array removed by a save', () => {
  it('takes its images with it (drawing and roof image: items and objects)', async () => {
    // Prepare: array-1 with both images, then a save that holds array-2 only.
    const projectId = await createGridProject(owner.token, ids);
    await setArrayImage(owner.token, projectId, 'array-1', BLUE_PNG);
    await setRoofImage(
      owner.token,
      projectId,
      await uploadImage(owner.token, RED_PNG, 'image/png', 'roofImage'),
    );
    const before = await arrayImages(owner.token, projectId);
    const renamed = JSON.parse(JSON.stringify(gridProjectBody(ids)).replaceAll('array-1', 'array-2'));
    // Act
    const saved = await callApi(
      'project/editUserGridConnectedProject',
      { ...renamed, projectId, version: 1 },
      { token: owner.token },
    );
    // Assess
    expect(saved.code).toBe(0);
    expect(await arrayImages(owner.token, projectId)).toMatchObject({
      drawing: null,
      roof: null,
      version: 2,
    });
    expect((await fetchImage(before.drawing!)).status).toBe(404);
    expect((await fetchImage(before.roof!)).status).toBe(404);
    const imageItems = (await onlyUseInTestsSnapshotTable()).filter((line) =>
      line.includes(`PROJECTIMAGE#${projectId}#`),
    );
    expect(imageItems).toEqual([]);
  });

  it('leaves the images of the arrays a save keeps', async () => {
    // Prepare
    const projectId = await createGridProject(owner.token, ids);
    await setArrayImage(owner.token, projectId, 'array-1', BLUE_PNG);
    const before = await arrayImages(owner.token, projectId);
    // Act
    const saved = await callApi(
      'project/editUserGridConnectedProject',
      { ...gridProjectBody(ids, 'Renamed'), projectId, version: 1 },
      { token: owner.token },
    );
    // Assess
    expect(saved.code).toBe(0);
    const after = await arrayImages(owner.token, projectId);
    expect(objectPath(after.drawing!)).toEqual(objectPath(before.drawing!));
    expect((await fetchImage(after.drawing!)).bytes).toEqual(BLUE_PNG);
  });
});

/** Inverter images: on the form and in batch, by pre-signed upload, checked by content, served signed. */
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api-client';
import { onlyUseInTestsSnapshotTable, withoutUploads } from '../../support/table';
import { demoToken } from './support/accounts';
import { fieldKeys } from './support/answers';
import { inverterForm } from './support/bodies';
import { addInverter, type Inverter } from './support/inverters';
import { PNG_BYTES, uploadImage } from './support/uploads';

let maintain: string;
let user: string;
let admin: string;

async function fetchStatus(url: string): Promise<{ status: number; bytes: Uint8Array }> {
  const response = await fetch(url);
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
}

beforeAll(async () => {
  [maintain, user, admin] = await Promise.all([demoToken('maintain'), demoToken('user'), demoToken('admin')]);
});

describe('an inverter’s image on its form', () => {
  it('is taken from a finished upload and served to the browser at a signed address', async () => {
    // Prepare
    const uploadId = await uploadImage(maintain);
    // Act
    const model = await addInverter(maintain, { imageUploadId: uploadId });
    const read = await callApi<Inverter>('inverter/queryInverterInfo', { id: model.id }, { token: user });
    const served = await fetchStatus(read.data.img!);
    // Assess
    expect(served.status).toBe(200);
    expect(served.bytes).toEqual(PNG_BYTES);
  });

  it('is replaced (the old one deleted) and removed', async () => {
    // Prepare
    const model = await addInverter(maintain, { imageUploadId: await uploadImage(maintain) });
    const form = inverterForm({ id: model.id, modelname: model.modelname });
    // Act
    const replaced = await callApi<Inverter>(
      'inverter/insertOrEditSystemInverter',
      { ...form, version: 1, imageUploadId: await uploadImage(maintain) },
      { token: maintain },
    );
    const newImage = await fetchStatus(replaced.data.img!);
    const oldImage = await fetchStatus(model.img!);
    const removed = await callApi<Inverter>(
      'inverter/insertOrEditSystemInverter',
      { ...form, version: 2, removeImage: true },
      { token: maintain },
    );
    // Assess
    expect(newImage.status).toBe(200);
    expect(oldImage.status).toBe(404);
    expect(removed.data.img).toBeNull();
    expect((await fetchStatus(replaced.data.img!)).status).toBe(404);
  });

  it('is refused (119) when the bytes are not the declared image, and the model is not saved', async () => {
    // Prepare
    const text = new TextEncoder().encode('not an image at all');
    const uploadId = await uploadImage(maintain, text, 'image/png');
    const form = inverterForm({ imageUploadId: uploadId });
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const answer = await callApi('inverter/insertOrEditSystemInverter', form, { token: maintain });
    // Assess
    expect(answer).toMatchObject({ status: 415, code: 119 });
    expect(withoutUploads(await onlyUseInTestsSnapshotTable())).toEqual(withoutUploads(before));
  });

  it('cannot be uploaded by a user (inverter images are the maintainer’s), nor taken from another account’s upload', async () => {
    // Prepare
    const adminUpload = await uploadImage(admin);
    // Act
    const byUser = await callApi(
      'upload/createImageUpload',
      { purpose: 'inverterImage', contentType: 'image/png', size: 10 },
      { token: user },
    );
    const foreign = await callApi(
      'inverter/insertOrEditSystemInverter',
      inverterForm({ imageUploadId: adminUpload }),
      { token: maintain },
    );
    // Assess
    expect(byUser).toMatchObject({ status: 403, code: 114 });
    expect(foreign).toMatchObject({ status: 403, code: 114 });
  });
});

describe('inverterImageBatchSetting', () => {
  it('gives every ticked model its own copy of one uploaded image', async () => {
    // Prepare
    const a = await addInverter(maintain);
    const b = await addInverter(maintain);
    // Act
    const answer = await callApi<{ updated: number }>(
      'inverter/inverterImageBatchSetting',
      { inverterIds: [a.id, b.id], imageUploadId: await uploadImage(maintain) },
      { token: maintain },
    );
    const images = await Promise.all(
      [a, b].map(
        async (m) =>
          (await callApi<Inverter>('inverter/queryInverterInfo', { id: m.id }, { token: user })).data.img!,
      ),
    );
    // Assess
    expect(answer.data).toEqual({ updated: 2 });
    expect(new URL(images[0]!).pathname).not.toBe(new URL(images[1]!).pathname);
    for (const url of images) expect((await fetchStatus(url)).status).toBe(200);
  });

  it('needs an image (未选择图片) and a ticked model (未选择任意逆变器)', async () => {
    // Prepare
    const model = await addInverter(maintain);
    // Act
    const noImage = await callApi(
      'inverter/inverterImageBatchSetting',
      { inverterIds: [model.id] },
      { token: maintain, culture: 'zh-CN' },
    );
    const noModel = await callApi(
      'inverter/inverterImageBatchSetting',
      { inverterIds: [], imageUploadId: 'abc' },
      { token: maintain, culture: 'zh-CN' },
    );
    // Assess
    expect(noImage.code).toBe(115);
    expect(
      (noImage.data as { fieldErrors: { message: string }[] }).fieldErrors.map((e) => e.message),
    ).toEqual(['未选择图片']);
    expect(noModel.code).toBe(118);
    expect(
      (noModel.data as { fieldErrors: { message: string }[] }).fieldErrors.map((e) => e.message),
    ).toEqual(['未选择任意逆变器']);
  });

  it('answers 118 for a wrong-typed selection and an upload id that is not an id', async () => {
    // Act
    const answer = await callApi(
      'inverter/inverterImageBatchSetting',
      { inverterIds: 'all', imageUploadId: '../x' },
      { token: maintain },
    );
    // Assess
    expect(fieldKeys(answer)).toEqual([
      ['inverterIds', 'invalidType'],
      ['imageUploadId', 'invalidValue'],
    ]);
  });
});

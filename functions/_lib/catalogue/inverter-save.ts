/**
 * Saving system inverters: insert (unique model name), edit (version checked, name unique except
 * against its own), copy under a new name, and the batch settings of the maintainer's menu. An
 * image is taken (content checked) before the write and deleted again when the write is refused,
 * so a refused save leaves no orphan and a saved one never points at a missing image.
 */
import type { SystemInverterSpec } from '@pvd/shared/catalogue/system-inverter';
import type { Culture } from '@pvd/shared/errors/codes';
import {
  createSystemInverter,
  getSystemInverter,
  type InverterBatchFields,
  newStoredInverter,
  replaceSystemInverter,
  type StoredInverter,
  updateSystemInverterFields,
} from '../db/entities/system-inverter';
import { newId } from '../db/ids';
import { mapWithLimit } from '../db/items';
import { editAtVersion } from '../db/versioned-edit';
import { fieldRefused, itemNotFound } from '../refusals';
import { copyImageForInverter, deleteImages, takeInverterImage } from './inverter-image';

export interface InverterSave {
  spec: SystemInverterSpec;
  id?: string;
  version?: number;
  imageUploadId?: string;
  removeImage: boolean;
}

async function insertInverter(save: InverterSave, accountId: string, culture: Culture) {
  const id = newId();
  const imageKey = save.imageUploadId
    ? (await takeInverterImage(save.imageUploadId, accountId, [id]))[0]!
    : null;
  const inverter = newStoredInverter(save.spec, { id, imageKey, now: new Date() });
  if (!(await createSystemInverter(inverter))) {
    await deleteImages([imageKey]);
    throw fieldRefused('modelname', 'modelNameExists', culture);
  }
  return inverter;
}

async function editInverter(save: InverterSave & { id: string }, accountId: string, culture: Culture) {
  let newImage: string | undefined;
  const edit = await editAtVersion({
    read: () => getSystemInverter(save.id),
    // An edit without the version it read is stale (117), as one from an older read.
    expectedVersion: save.version ?? Number.NaN,
    now: new Date(),
    change: async (current, stamp): Promise<StoredInverter> => {
      // Taken only once the version is known good, so a stale edit takes no image.
      if (save.imageUploadId) [newImage] = await takeInverterImage(save.imageUploadId, accountId, [save.id]);
      const imageKey = newImage ?? (save.removeImage ? null : current.imageKey);
      return { ...current, ...save.spec, imageKey, ...stamp };
    },
    write: replaceSystemInverter,
    refuse: { missing: itemNotFound, nameTaken: () => fieldRefused('modelname', 'modelNameExists', culture) },
  }).catch(async (error: unknown) => {
    // A refused save leaves no orphan image behind.
    await deleteImages([newImage]);
    throw error;
  });
  if (edit.current.imageKey !== edit.next.imageKey) await deleteImages([edit.current.imageKey]);
  return edit.next;
}

/** insertOrEditSystemInverter: inserts without an id, edits with one. */
export function saveInverter(
  save: InverterSave,
  accountId: string,
  culture: Culture,
): Promise<StoredInverter> {
  const { id } = save;
  return id ? editInverter({ ...save, id }, accountId, culture) : insertInverter(save, accountId, culture);
}

/** CopySystemInverter: the source's fields and a copy of its image under a new unique name. */
export async function copyInverter(sourceId: string, modelname: string, culture: Culture) {
  const source = await getSystemInverter(sourceId);
  if (!source) throw itemNotFound();
  const id = newId();
  const imageKey = source.imageKey ? await copyImageForInverter(source.imageKey, id) : null;
  const { id: _id, imageKey: _image, createtime: _c, lastmodifytime: _m, version: _v, ...spec } = source;
  const copy = newStoredInverter({ ...spec, modelname }, { id, imageKey, now: new Date() });
  if (!(await createSystemInverter(copy))) {
    await deleteImages([imageKey]);
    throw fieldRefused('inverterModelName', 'modelNameExists', culture);
  }
  return copy;
}

/** The selected models, all of them, or 115/404 naming none changed. */
async function requireInverters(ids: readonly string[]): Promise<StoredInverter[]> {
  const found = await mapWithLimit(ids, 10, (id) => getSystemInverter(id));
  if (found.some((inverter) => !inverter)) throw itemNotFound();
  return found as StoredInverter[];
}

/** setInverterSeries / setSystemInverterType: the same fields on every selected model. */
export async function setInverterFields(
  ids: readonly string[],
  fields: InverterBatchFields,
): Promise<number> {
  await requireInverters(ids);
  const updated = await mapWithLimit(ids, 10, (id) => updateSystemInverterFields(id, fields));
  return updated.filter(Boolean).length;
}

/** inverterImageBatchSetting: one uploaded image, a copy of its own for each ticked model. */
export async function setInverterImages(ids: readonly string[], uploadId: string, accountId: string) {
  const current = await requireInverters(ids);
  const keys = await takeInverterImage(uploadId, accountId, ids);
  const updated = await mapWithLimit(ids, 10, (id, i) =>
    updateSystemInverterFields(id, { imageKey: keys[i]! }),
  );
  // Old images go; a model deleted meanwhile leaves its new copy unused, which goes too.
  await deleteImages(current.map((inverter) => inverter.imageKey));
  await deleteImages(keys.filter((_, i) => !updated[i]));
  return updated.filter(Boolean).length;
}

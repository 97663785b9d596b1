/**
 * A project's files in the data bucket: its image and roof images (`images/<account>/…`, named by
 * the image items), its rendered reports (`reports/<account>/<project>/…`) and its meter file's
 * load (`loads/<account>/<project>/…`).
 */
import { deleteObject, listObjectKeys, presignGet } from '../aws/s3';
import { bucketPrefixes } from '../config/resources';
import type { ProjectImage } from '../db/entities/project-image';
import { mapWithLimit } from '../db/items';
import { listProjectLoadKeys } from '../load/stored-load';

/** Where a project's reports are written (the report issue renders them here). */
export function projectReportPrefix(accountId: string, projectId: string): string {
  return `${bucketPrefixes.reports}${accountId}/${projectId}/`;
}

/** Deletes the images' objects, every report of the project and its load. */
export async function deleteProjectFiles(
  accountId: string,
  projectId: string,
  images: readonly ProjectImage[],
) {
  const reports = await listObjectKeys(projectReportPrefix(accountId, projectId));
  const loads = await listProjectLoadKeys(accountId, projectId);
  await mapWithLimit([...images.map((image) => image.key), ...reports, ...loads], 10, (key) =>
    deleteObject(key),
  );
}

/** Signed addresses of the images by slot (`PROJECT`, `ARRAY#<id>`). */
export async function imageUrls(images: readonly ProjectImage[]): Promise<Map<string, string>> {
  const urls = await mapWithLimit(images, 10, (image) => presignGet(image.key));
  return new Map(images.map((image, i) => [image.slot, urls[i]!]));
}

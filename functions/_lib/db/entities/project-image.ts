/**
 * A project's images (S3 keys) in its owner's partition, `ACCOUNT#<accountId>` /
 * `PROJECTIMAGE#<id>#<slot>`: outside the project's versioned parts (project.ts), so an upload
 * never makes an open editor stale.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { db, tableName } from '../client';
import { type Item, queryPartition } from '../items';

const partition = (accountId: string) => `ACCOUNT#${accountId}`;
const imagePrefix = (id: string) => `PROJECTIMAGE#${id}#`;

/**
 * An image of a project: `PROJECT` for the project image, `ARRAY#<arrayId>` for a roof drawing,
 * `ROOF#<arrayId>` for the user's roof image an array is drawn on.
 */
export interface ProjectImage {
  /** `PROJECT`, `ARRAY#<arrayId>` or `ROOF#<arrayId>`. */
  slot: string;
  /** S3 key. */
  key: string;
  contentType: string;
}

/** The slot of the project image. */
export const PROJECT_IMAGE_SLOT = 'PROJECT';

/** The slot of a PV array's roof image. */
export function arrayImageSlot(arrayId: string): string {
  return `ARRAY#${arrayId}`;
}

/** The slot of the user's roof image (photo, drone shot, drawing) a PV array is drawn on. */
export function roofImageSlot(arrayId: string): string {
  return `ROOF#${arrayId}`;
}

const imageSchema = z.object({ slot: z.string(), key: z.string(), contentType: z.string() });

/** The key of a project's image item. */
export function projectImageKey(accountId: string, id: string, slot: string) {
  return { PK: partition(accountId), SK: `${imagePrefix(id)}${slot}` };
}

/** The item of an image of a project (put alone, or in the project's creation). */
export function imageItem(accountId: string, id: string, image: ProjectImage): Item {
  return {
    ...projectImageKey(accountId, id, image.slot),
    type: 'ProjectImage',
    slot: image.slot,
    key: image.key,
    contentType: image.contentType,
  };
}

/** Every image of a project. */
export async function listProjectImages(accountId: string, id: string): Promise<ProjectImage[]> {
  const items = await queryPartition({
    pk: partition(accountId),
    skPrefix: imagePrefix(id),
    consistent: true,
  });
  return items.map((item) => imageSchema.parse(item));
}

/** Sets an image of a project; answers the image it replaced, if any (whose S3 object must go). */
export async function putProjectImage(
  accountId: string,
  id: string,
  image: ProjectImage,
): Promise<ProjectImage | undefined> {
  const { Attributes } = await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: imageItem(accountId, id, image),
      ReturnValues: 'ALL_OLD',
    }),
  );
  return Attributes ? imageSchema.parse(Attributes) : undefined;
}

/** Removes an image of a project; answers it, if there was one. */
export async function deleteProjectImage(accountId: string, id: string, slot: string) {
  const { Attributes } = await db().send(
    new DeleteCommand({
      TableName: tableName(),
      Key: projectImageKey(accountId, id, slot),
      ReturnValues: 'ALL_OLD',
    }),
  );
  return Attributes ? imageSchema.parse(Attributes) : undefined;
}

/**
 * Projects with images for the api tests: a grid-connected project made through the API, its
 * project and roof images set the way the editor sets them (pre-signed upload, then the call),
 * and what the editor reads back.
 */

import { tinyPng } from '@tests/e2e/support/tiny-png';
import { type ApiAnswer, callApi } from '@tests/support/api-client';
import { expect } from 'vitest';
import { uploadImage } from '../../catalogue/support/uploads';
import { type CatalogueIds, gridProjectBody } from './projects';

/** A red and a blue PNG, to tell an image from its replacement. */
export const RED_PNG = new Uint8Array(tinyPng(2, [200, 30, 30]));
export const BLUE_PNG = new Uint8Array(tinyPng(3, [30, 30, 200]));

/** The parts of getUserProjectBaseInfo the image tests read. */
export interface ProjectView {
  projectId: string;
  version: number;
  createTime: string;
  lastModifyTime: string;
  sharedBy: { accountName: string; email: string; sharedAt: string } | null;
  projectBase: { proName: string };
  mapLocation: { weatherFileId?: string | null };
  proImage: string | null;
  pvArray: { id: string; roofDrawingImg: string | null }[];
}

/** A list row of PageQueryUserProject. */
export interface ProjectRow {
  Id: string;
  ProName: string;
  SharedBy: { accountName: string; email: string; sharedAt: string } | null;
}

/** Creates a complete grid-connected project (array `array-1`); answers its id. */
export async function createGridProject(token: string, ids: CatalogueIds, name?: string): Promise<string> {
  const created = await callApi<string>(
    'project/createtUserGridConnectedProject',
    gridProjectBody(ids, name),
    {
      token,
    },
  );
  expect(created.code).toBe(0);
  return created.data;
}

/** getUserProjectBaseInfo. */
export function viewProject(token: string, projectId: string): Promise<ApiAnswer<ProjectView>> {
  return callApi<ProjectView>('project/getUserProjectBaseInfo', { projectId }, { token });
}

/** Every row of the caller's project list. */
export async function listProjects(token: string): Promise<ProjectRow[]> {
  const page = await callApi<{ resultData: ProjectRow[] }>(
    'project/PageQueryUserProject',
    { limit: 50, offset: 1 },
    { token },
  );
  return page.data.resultData;
}

/** UploadProjectImage with a new upload of `bytes`. */
export async function setProjectImage(
  token: string,
  projectId: string,
  bytes = RED_PNG,
): Promise<ApiAnswer<{ url: string }>> {
  const uploadId = await uploadImage(token, bytes, 'image/png', 'projectImage');
  return callApi<{ url: string }>('project/UploadProjectImage', { pro_id: projectId, uploadId }, { token });
}

/** pvarray/uploadPvArrayImage with a new upload of `bytes`. */
export async function setArrayImage(
  token: string,
  projectId: string,
  pvArrayId = 'array-1',
  bytes = BLUE_PNG,
): Promise<ApiAnswer<{ url: string }>> {
  const uploadId = await uploadImage(token, bytes, 'image/png', 'pvArrayImage');
  return callApi<{ url: string }>(
    'pvarray/uploadPvArrayImage',
    { proid: projectId, pvArrayId, uploadId },
    { token },
  );
}

/** The status and bytes behind a signed image address. */
export async function fetchImage(url: string): Promise<{ status: number; bytes: Uint8Array }> {
  const response = await fetch(url);
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The bucket key a signed address points at (its path without the bucket). */
export function objectKeyOf(url: string, bucket: string): string {
  return decodeURIComponent(new URL(url).pathname).replace(`/${bucket}/`, '');
}

/** setPvArrayRoofImage with an upload made beforehand. */
export function setRoofImage(
  token: string,
  projectId: string,
  uploadId: string,
  pvArrayId = 'array-1',
): Promise<ApiAnswer<{ url: string }>> {
  return callApi<{ url: string }>(
    'pvarray/setPvArrayRoofImage',
    { proid: projectId, pvArrayId, uploadId },
    { token },
  );
}

/** The array's two image addresses as the editor reads them. */
export async function arrayImages(token: string, projectId: string) {
  const view = await viewProject(token, projectId);
  const array = view.data.pvArray[0] as { roofDrawingImg: string | null; roofImageUrl?: string | null };
  return { drawing: array.roofDrawingImg, roof: array.roofImageUrl ?? null, version: view.data.version };
}

/** A signed address without its signature (the object it names). */
export function objectPath(url: string): string {
  return new URL(url).pathname;
}

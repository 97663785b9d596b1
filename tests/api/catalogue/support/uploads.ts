/** Uploading files the way the browser does: ask for a pre-signed URL, PUT the bytes, poll the job. */

import type { ImagePurpose } from '@pvd/shared/api/upload';
import type { ImportKind } from '@pvd/shared/catalogue/spreadsheet-columns';
import { callApi } from '@tests/support/api-client';
import { expect } from 'vitest';

/** A 1 × 1 PNG. */
export const PNG_BYTES = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

interface Presigned {
  uploadId?: string;
  jobId?: string;
  url: string;
  headers: Record<string, string>;
}

/** PUTs the bytes to a pre-signed URL with its signed headers; answers the HTTP status. */
export async function putBytes(signed: Presigned, bytes: Uint8Array): Promise<number> {
  const response = await fetch(signed.url, { method: 'PUT', headers: signed.headers, body: bytes });
  await response.arrayBuffer();
  return response.status;
}

/** A finished image upload of `bytes` declared as `contentType`; answers its upload id. */
export async function uploadImage(
  token: string,
  bytes: Uint8Array = PNG_BYTES,
  contentType = 'image/png',
  purpose: ImagePurpose = 'inverterImage',
) {
  const answer = await callApi<Presigned>(
    'upload/createImageUpload',
    { purpose, contentType, size: bytes.byteLength },
    { token },
  );
  expect(answer.code).toBe(0);
  expect(await putBytes(answer.data, bytes)).toBe(200);
  return answer.data.uploadId!;
}

export interface ImportJob {
  jobId: string;
  state: string;
  code: number | null;
  message: string | null;
  data: {
    imported: number;
    alreadyImported: string[];
    rowErrors: { row: number; column: string; header: string; field: string; key: string; message: string }[];
    rowErrorCount: number;
    columns: string[];
    exampleRows: number;
  } | null;
  progress: { done: number; total: number } | null;
}

/** Polls a job until it is done (the S3 event runs the import in the runtime). */
export async function waitForJob(
  jobId: string,
  token: string,
  culture: 'zh-CN' | 'en' = 'en',
): Promise<ImportJob> {
  const started = Date.now();
  while (Date.now() - started < 20_000) {
    const answer = await callApi<ImportJob>('upload/queryImportJob', { jobId }, { token, culture });
    if (answer.data?.state === 'done') return answer.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`import job ${jobId} did not finish`);
}

/** Starts an import through one of the upload calls, PUTs the file and waits for the answer. */
export async function importFile(
  path: string,
  bytes: Uint8Array,
  fileName: string,
  token: string,
  culture: 'zh-CN' | 'en' = 'en',
): Promise<ImportJob> {
  const started = await callApi<Presigned>(path, { fileName, size: bytes.byteLength }, { token });
  expect(started.code).toBe(0);
  expect(await putBytes(started.data, bytes)).toBe(200);
  return waitForJob(started.data.jobId!, token, culture);
}

/** The upload call of each import kind. */
export const UPLOAD_CALLS: Record<ImportKind, string> = {
  inverter: 'inverter/uploadInverter',
  inverterBattery: 'inverter/uploadInverterBattery',
  systemComponent: 'component/uploadSystemComponent',
};

/** The generated import template of a kind, downloaded the way the maintainer's browser does. */
export async function downloadTemplate(
  kind: ImportKind,
  language: 'zh-CN' | 'en',
  token: string,
): Promise<Uint8Array> {
  const answer = await callApi<{ url: string }>('upload/queryImportTemplate', { kind, language }, { token });
  expect(answer.code).toBe(0);
  const response = await fetch(answer.data.url);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

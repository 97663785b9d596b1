/**
 * Catalogue imports as the browser runs them [CAT-6]: the upload call (uploadInverter,
 * uploadInverterBattery or uploadSystemComponent) answers a job and a pre-signed URL, the file is
 * PUT to S3, and the job is polled until the import has answered. Templates come as signed
 * addresses from upload/queryImportTemplate.
 */
import type { ImportJob, spreadsheetUploadCall } from '@pvd/shared/api/import';
import * as importCalls from '@pvd/shared/api/import';
import type { ImportKind } from '@pvd/shared/catalogue/spreadsheet-columns';
import { api } from '@/lib/api';
import { downloadFile } from '@/lib/download';
import { putToPresignedUrl } from '@/lib/uploads';

/** One of the three spreadsheet upload calls. */
export type SpreadsheetUploadCall = ReturnType<typeof spreadsheetUploadCall>;

/** Where a running import is. */
export interface ImportProgress {
  phase: 'uploading' | 'waiting' | 'running';
  /** Rows checked or written so far, of `total` (once the import runs). */
  done?: number;
  total?: number;
}

/** Time between two looks at the job. [ms] */
export const POLL_INTERVAL_MS = 800;
/** How long the browser waits for an import before it gives up looking. [ms] */
export const POLL_TIMEOUT_MS = 5 * 60_000;

/** The import did not answer within POLL_TIMEOUT_MS (it may still finish). */
export class ImportTimeoutError extends Error {
  constructor(readonly jobId: string) {
    super(`import job ${jobId} did not finish in time`);
    this.name = 'ImportTimeoutError';
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** Polls the job until it is done; reports its progress on the way. */
export async function pollImportJob(
  jobId: string,
  onProgress: (progress: ImportProgress) => void,
  signal?: AbortSignal,
): Promise<ImportJob> {
  const deadline = Date.now() + POLL_TIMEOUT_MS;
  for (;;) {
    const job = await api(importCalls.queryImportJob, { jobId }, { signal });
    if (job.state === 'done') return job;
    onProgress({ phase: job.state === 'running' ? 'running' : 'waiting', ...job.progress });
    if (Date.now() > deadline) throw new ImportTimeoutError(jobId);
    await sleep(POLL_INTERVAL_MS, signal);
  }
}

/**
 * Imports `file` with `call`: starts the job (119 when the declared file is refused, which the
 * caller shows), uploads the bytes, and waits for the import's answer.
 */
export async function importSpreadsheet(
  call: SpreadsheetUploadCall,
  file: File,
  onProgress: (progress: ImportProgress) => void,
  signal?: AbortSignal,
): Promise<ImportJob> {
  onProgress({ phase: 'uploading' });
  const started = await api(call, { fileName: file.name, size: file.size }, { quiet: [119], signal });
  await putToPresignedUrl(started, file, signal);
  onProgress({ phase: 'waiting' });
  return pollImportJob(started.jobId, onProgress, signal);
}

/** Downloads the import template of `kind`, its headers in the page's language. */
export async function downloadTemplate(kind: ImportKind): Promise<void> {
  const template = await api(importCalls.queryImportTemplate, { kind });
  downloadFile(template.url, template.fileName);
}

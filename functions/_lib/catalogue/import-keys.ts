/**
 * Where an import's file lives in the bucket, kept apart from the import runner so the upload
 * calls that only sign a URL do not bundle the spreadsheet reader.
 */
import { bucketPrefixes } from '../config/resources';

const KEY_PATTERN = /^imports\/(inverter|inverterBattery|systemComponent)\/([A-Za-z0-9_-]+)\.(xls|xlsx|zip)$/;

/** The S3 key of a job's file. */
export function importObjectKey(kind: string, jobId: string, extension: 'xls' | 'xlsx' | 'zip'): string {
  return `${bucketPrefixes.imports}${kind}/${jobId}.${extension}`;
}

/** The job id of an import object key, or undefined when the key is not an import's. */
export function jobIdOfKey(key: string): string | undefined {
  return KEY_PATTERN.exec(key)?.[2];
}

/** `.data/runtime.json`: where the running local runtime's emulators are, for scripts such as `npm run account`. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataRoot } from '../config/paths';
import type { Runtime } from './runtime';

const file = join(dataRoot, 'runtime.json');
const forwarded = [
  'AWS_REGION',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_ENDPOINT_URL_DYNAMODB',
  'AWS_ENDPOINT_URL_S3',
  'AWS_ENDPOINT_URL_SESV2',
  'TABLE_NAME',
  'BUCKET_NAME',
  'SITE_URL',
];

export function writeRuntimeFile(runtime: Runtime): void {
  mkdirSync(dataRoot, { recursive: true });
  const env = Object.fromEntries(forwarded.map((name) => [name, process.env[name] ?? '']));
  writeFileSync(
    file,
    `${JSON.stringify({ siteUrl: runtime.siteUrl, mailUrl: runtime.mailUrl, env }, null, 2)}\n`,
  );
}

export function removeRuntimeFile(): void {
  rmSync(file, { force: true });
}

/**
 * Templates cached in S3 `templates/`: the key carries a hash of the column definitions, so a
 * changed definition makes a new template and an unchanged one is built once. The browser gets a
 * signed address that downloads the file under its proper name.
 */
import { createHash } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { type ImportKind, importDefinitions } from '@pvd/shared/catalogue/spreadsheet-columns';
import type { Culture } from '@pvd/shared/errors/codes';
import { headObject, putObject, s3 } from '../aws/s3';
import { config } from '../config/env';
import { bucketPrefixes } from '../config/resources';
import { SPREADSHEET_CONTENT_TYPES } from './spreadsheet-file';
import { buildTemplate, templateFileName } from './template';

function templateKey(kind: ImportKind, language: Culture): string {
  const definition = importDefinitions[kind];
  const hash = createHash('sha256').update(JSON.stringify(definition.columns)).digest('hex').slice(0, 12);
  return `${bucketPrefixes.templates}${kind}-${language}-${hash}.xlsx`;
}

/** A signed download address of the template, building and caching it on first use. */
export async function templateDownload(kind: ImportKind, language: Culture) {
  const definition = importDefinitions[kind];
  const key = templateKey(kind, language);
  if (!(await headObject(key))) {
    await putObject(key, buildTemplate(definition, language), SPREADSHEET_CONTENT_TYPES.xlsx);
  }
  const fileName = templateFileName(definition, language);
  const url = await getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: config().BUCKET_NAME,
      Key: key,
      ResponseContentDisposition: `attachment; filename="template.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    }),
    { expiresIn: 900 },
  );
  return { url, fileName };
}

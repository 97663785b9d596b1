/**
 * Import job: one catalogue spreadsheet on its way from the upload call through the S3-triggered
 * import to its result [CAT-6]. The browser polls it. Messages are stored as keys and put in the
 * caller's language when read.
 *
 * Keys: `IMPORTJOB#<jobId>` / `JOB`; `expiresAt` (TTL) 7 days after it was created.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { IMPORT_KINDS } from '@pvd/shared/catalogue/spreadsheet-columns';
import * as z from 'zod';
import { db, epochSeconds, isAlive, tableName, writeUnlessRefused } from '../client';

const JOB_LIFETIME_MS = 7 * 24 * 3600 * 1000;
const jobKey = (jobId: string) => ({ PK: `IMPORTJOB#${jobId}`, SK: 'JOB' });

const storedRowError = z.object({
  row: z.number(),
  column: z.string(),
  header: z.string(),
  field: z.string(),
  key: z.string(),
});

const resultSchema = z.object({
  imported: z.number(),
  alreadyImported: z.array(z.string()),
  rowErrors: z.array(storedRowError),
  rowErrorCount: z.number(),
  columns: z.array(z.string()),
  /** Example rows skipped; absent from jobs recorded before the template marked its example. */
  exampleRows: z.number().default(0),
});
export type ImportResult = z.output<typeof resultSchema>;

const importJobItemSchema = z.object({
  jobId: z.string(),
  kind: z.enum(IMPORT_KINDS),
  accountId: z.string(),
  fileName: z.string(),
  /** Where the file is put: imports/<kind>/<jobId>.<ext>. */
  objectKey: z.string(),
  /** Declared size. [bytes] */
  size: z.number(),
  state: z.enum(['waiting', 'running', 'done']),
  code: z.number().nullable(),
  /** A validation message key more precise than the code's message, or null. */
  messageKey: z.string().nullable(),
  result: resultSchema.nullable(),
  progress: z.object({ done: z.number(), total: z.number() }).nullable(),
  createtime: z.string(),
  finishtime: z.string().nullable(),
  expiresAt: z.number(),
});
export type ImportJobItem = z.infer<typeof importJobItemSchema>;

export type NewImportJob = Pick<
  ImportJobItem,
  'jobId' | 'kind' | 'accountId' | 'fileName' | 'objectKey' | 'size'
>;

/** Records a waiting job when its upload is handed out. */
export async function createImportJob(job: NewImportJob, nowMs = Date.now()): Promise<ImportJobItem> {
  const item: ImportJobItem = {
    ...job,
    state: 'waiting',
    code: null,
    messageKey: null,
    result: null,
    progress: null,
    createtime: new Date(nowMs).toISOString(),
    finishtime: null,
    expiresAt: epochSeconds(nowMs + JOB_LIFETIME_MS),
  };
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...jobKey(job.jobId), type: 'ImportJob', ...item } }),
  );
  return item;
}

/** The job if it exists and has not expired. */
export async function getImportJob(jobId: string, nowMs = Date.now()): Promise<ImportJobItem | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: jobKey(jobId), ConsistentRead: true }),
  );
  const job = Item ? importJobItemSchema.parse(Item) : undefined;
  return isAlive(job, nowMs) ? job : undefined;
}

/**
 * Moves a waiting job to running; false when it is not waiting (S3 may deliver an event twice:
 * only the first delivery imports).
 */
export async function startImportJob(jobId: string): Promise<boolean> {
  return writeUnlessRefused(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: jobKey(jobId),
        UpdateExpression: 'SET #state = :running',
        ConditionExpression: '#state = :waiting',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':running': 'running', ':waiting': 'waiting' },
      }),
    ),
  );
}

/** Rows written (or skipped) so far, for the browser's progress bar. */
export async function updateImportProgress(jobId: string, done: number, total: number): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: jobKey(jobId),
      UpdateExpression: 'SET progress = :p',
      ExpressionAttributeValues: { ':p': { done, total } },
    }),
  );
}

export interface ImportOutcome {
  code: number;
  messageKey: string | null;
  result: ImportResult;
}

/** Records the job's answer: code, message key and result. */
export async function finishImportJob(
  jobId: string,
  outcome: ImportOutcome,
  now = new Date(),
): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: jobKey(jobId),
      UpdateExpression:
        'SET #state = :done, code = :code, messageKey = :key, #result = :result, finishtime = :now',
      ExpressionAttributeNames: { '#state': 'state', '#result': 'result' },
      ExpressionAttributeValues: {
        ':done': 'done',
        ':code': outcome.code,
        ':key': outcome.messageKey,
        ':result': outcome.result,
        ':now': now.toISOString(),
      },
    }),
  );
}

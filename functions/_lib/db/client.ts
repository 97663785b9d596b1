/** The DynamoDB document client, built once per container and shared by every entity. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  QueryCommand,
  type QueryCommandInput,
  type QueryCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { config } from '../config/env';

let documentClient: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

/** The table's name. */
export function tableName(): string {
  return config().TABLE_NAME;
}

/** Seconds since epoch, the unit of the TTL attribute `expiresAt`. */
export function epochSeconds(ms: number = Date.now()): number {
  return Math.floor(ms / 1000);
}

/** True while an item with a TTL is alive: TTL deletion lags, so every read checks it. */
export function isAlive(item: { expiresAt?: number } | undefined, nowMs: number = Date.now()): boolean {
  return item !== undefined && (item.expiresAt === undefined || item.expiresAt > epochSeconds(nowMs));
}

/** True for DynamoDB's refusal of a failed condition, alone or inside a transaction. */
export function isConditionFailure(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException';
}

/**
 * Awaits a conditional write (or transaction): true when it was written, false when its condition
 * (or one of the transaction's) refused it. Any other failure is thrown.
 *
 * @example
 * const deleted = await writeUnlessRefused(db().send(new TransactWriteCommand({ TransactItems })));
 */
export async function writeUnlessRefused(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Every item a query matches, page after page: DynamoDB answers at most 1 MB per page, and a
 * list that stopped at the first page would lose items silently once it grew.
 *
 * @example
 * const items = await queryAllPages({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :p', ExpressionAttributeValues: { ':p': 'ACCOUNTS' } });
 */
export async function queryAllPages(
  query: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<NonNullable<QueryCommandOutput['Items']>> {
  const items: NonNullable<QueryCommandOutput['Items']> = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({ ...query, TableName: tableName(), ExclusiveStartKey: startKey }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

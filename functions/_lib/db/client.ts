/** The DynamoDB document client, built once per container and shared by every entity. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';

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

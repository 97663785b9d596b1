/**
 * Direct reads of the test runtime's table, to check that a refused call changed nothing. A
 * Scan is fine here (tests only; production code never scans).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';

let client: DynamoDBDocumentClient | undefined;

/** A document client on the test runtime's DynamoDB Local. */
export function onlyUseInTestsTableClient(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: inject('runtime').dynamoDbEndpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
  );
  return client;
}

/** Items that change as a side effect of any call (rate counters, sessions of logins) are left out. */
const volatile = /^(RATE#|SESSION#)/;

/** Every item of the table except volatile ones, as sorted JSON lines. */
export async function onlyUseInTestsSnapshotTable(): Promise<string[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await onlyUseInTestsTableClient().send(
      new ScanCommand({
        TableName: inject('runtime').tableName,
        ExclusiveStartKey: startKey,
        ConsistentRead: true,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items
    .filter((item) => !volatile.test(String(item.PK)))
    .map((item) => JSON.stringify(item, Object.keys(item).sort()))
    .sort();
}

/**
 * A snapshot without upload records: a refused file consumes its single-use upload,
 * which is the one change a refusal of a file makes.
 */
export function withoutUploads(lines: string[]): string[] {
  return lines.filter((line) => !line.includes('"PK":"UPLOAD#'));
}

/** One item by key, or undefined. */
export async function onlyUseInTestsGetItem(
  PK: string,
  SK: string,
): Promise<Record<string, unknown> | undefined> {
  const { Items } = await onlyUseInTestsTableClient().send(
    new ScanCommand({
      TableName: inject('runtime').tableName,
      FilterExpression: 'PK = :pk AND SK = :sk',
      ExpressionAttributeValues: { ':pk': PK, ':sk': SK },
      ConsistentRead: true,
    }),
  );
  return Items?.[0];
}

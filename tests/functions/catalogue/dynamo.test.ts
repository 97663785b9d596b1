import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  mapWithLimit,
  normaliseName,
  type TransactPart,
  uniqueNameKey,
  writeGroupsAtomically,
} from '@pvd/functions/_lib/db/items';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

const table = mockClient(DynamoDBDocumentClient);

function cancelled(codes: string[]): Error {
  return Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
}

/** A group of two parts (claim + item), as the import writes them. */
const group = (name: string): TransactPart[] => [
  { Put: { TableName: 't', Item: { PK: `UNIQUE#${name}` } } },
  { Put: { TableName: 't', Item: { PK: `ITEM#${name}` } } },
];

beforeEach(() => table.reset());
// The unit project's files share a worker: the next file gets the real client back.
afterAll(() => table.restore());

describe('writeGroupsAtomically', () => {
  it('writes up to 50 two-part groups per transaction', async () => {
    // Prepare
    table.on(TransactWriteCommand).resolves({});
    const groups = Array.from({ length: 120 }, (_, i) => group(`n${i}`));
    // Act
    const written = await writeGroupsAtomically(groups);
    // Assess
    const sizes = table.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems?.length);
    expect(sizes).toEqual([100, 100, 40]);
    expect(written.every(Boolean)).toBe(true);
  });

  it('leaves out a group whose name is taken and writes the others', async () => {
    // Prepare: the second group's claim fails.
    table
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['None', 'None', 'ConditionalCheckFailed', 'None', 'None', 'None']))
      .resolves({});
    // Act
    const written = await writeGroupsAtomically([group('a'), group('b'), group('c')]);
    // Assess
    expect(written).toEqual([true, false, true]);
    const retried = table.commandCalls(TransactWriteCommand)[1]!.args[0].input.TransactItems;
    expect(retried?.map((p) => p.Put?.Item?.PK)).toEqual(['UNIQUE#a', 'ITEM#a', 'UNIQUE#c', 'ITEM#c']);
  });

  it('retries a transaction that only conflicted with another one', async () => {
    // Prepare
    table
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['TransactionConflict', 'None']))
      .resolves({});
    // Act
    const written = await writeGroupsAtomically([group('a')]);
    // Assess
    expect(written).toEqual([true]);
    expect(table.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('lets other errors through', async () => {
    // Prepare
    table.on(TransactWriteCommand).rejects(Object.assign(new Error('boom'), { name: 'InternalServerError' }));
    // Act / Assess
    await expect(writeGroupsAtomically([group('a')])).rejects.toThrow('boom');
  });
});

describe('unique names', () => {
  it('are compared in lower case with single spaces', () => {
    expect(normaliseName('  SUN-5K   G ')).toBe('sun-5k g');
    expect(uniqueNameKey('INVERTERMODEL', 'SUN-5K-G')).toEqual(uniqueNameKey('INVERTERMODEL', ' sun-5k-g'));
  });
});

describe('mapWithLimit', () => {
  it('answers in order and never runs more than the limit at once', async () => {
    // Prepare
    let running = 0;
    let most = 0;
    // Act
    const results = await mapWithLimit([5, 1, 3, 2], 2, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, n));
      running -= 1;
      return n * 10;
    });
    // Assess
    expect(results).toEqual([50, 10, 30, 20]);
    expect(most).toBe(2);
  });
});

/**
 * How a refused replace of a uniquely named item is read: a newer save (117) or a taken name
 * (118). DynamoDB's own refusals are played by a stub of the SDK client, since DynamoDB Local
 * runs transactions one at a time and never answers `TransactionConflict`.
 */
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { replaceNamedItem } from '@pvd/functions/_lib/db/named-item';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

const table = mockClient(DynamoDBDocumentClient);

function cancelled(codes: string[]): Error {
  return Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
}

/** A rename: the versioned put, the new name's claim, the old name's release. */
const rename = () =>
  replaceNamedItem({
    kind: 'TESTNAME',
    id: 'item-1',
    oldName: 'Old',
    newName: 'New',
    item: { PK: 'P', SK: 'S', version: 2 },
    expectedVersion: 1,
  });

beforeEach(() => table.reset());
// The unit project's files share a worker: the next file gets the real client back.
afterAll(() => table.restore());

describe('replaceNamedItem', () => {
  it('answers nameTaken when the new name’s claim failed its condition', async () => {
    // Prepare
    table.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed', 'None']));
    // Act, Assess
    expect(await rename()).toBe('nameTaken');
  });

  it('answers conflict when the versioned put failed its condition', async () => {
    // Prepare
    table.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None', 'None']));
    // Act, Assess
    expect(await rename()).toBe('conflict');
  });

  it('answers conflict, not nameTaken, when another transaction on the item was in flight', async () => {
    // Prepare: two saves of one version at once; DynamoDB cancels one without checking a condition.
    table.on(TransactWriteCommand).rejects(cancelled(['TransactionConflict', 'None', 'None']));
    // Act, Assess
    expect(await rename()).toBe('conflict');
  });
});

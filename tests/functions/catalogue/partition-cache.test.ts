import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  cachedList,
  MAX_AGE_MS,
  onlyUseInTestsClearListCache,
  raiseRevision,
} from '@pvd/functions/_lib/db/partition-cache';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const table = mockClient(DynamoDBDocumentClient);

/** A loader that counts its calls. */
function loader(rows: Record<string, unknown>[]) {
  const load = vi.fn(async () => rows);
  return load;
}

beforeEach(() => {
  table.reset();
  onlyUseInTestsClearListCache();
});

afterEach(() => {
  vi.useRealTimers();
});

// The unit project's files share a worker: the next file gets the real client back.
afterAll(() => table.restore());

describe('cachedList', () => {
  it('loads once and serves the cached rows while the revision stays', async () => {
    // Prepare
    table.on(GetCommand).resolves({ Item: { revision: 3 } });
    const load = loader([{ id: 'a' }]);
    // Act
    const first = await cachedList('P', 'L', load);
    const second = await cachedList('P', 'L', load);
    // Assess
    expect(first).toEqual([{ id: 'a' }]);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(table.commandCalls(GetCommand)[0]!.args[0].input).toMatchObject({
      Key: { PK: 'P', SK: 'REVISION#L' },
      ConsistentRead: true,
    });
  });

  it('reloads when another container raised the revision', async () => {
    // Prepare
    table
      .on(GetCommand)
      .resolvesOnce({ Item: { revision: 1 } })
      .resolves({ Item: { revision: 2 } });
    const load = loader([]);
    // Act
    await cachedList('P', 'L', load);
    await cachedList('P', 'L', load);
    // Assess
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('treats a list that never had a revision as revision 0, and reloads after the maximum age', async () => {
    // Prepare
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    table.on(GetCommand).resolves({});
    const load = loader([]);
    // Act
    await cachedList('P', 'L', load);
    vi.setSystemTime(MAX_AGE_MS - 1);
    await cachedList('P', 'L', load);
    vi.setSystemTime(MAX_AGE_MS + 1);
    await cachedList('P', 'L', load);
    // Assess
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps lists of different partitions apart', async () => {
    // Prepare
    table.on(GetCommand).resolves({ Item: { revision: 1 } });
    // Act
    const a = await cachedList('ACCOUNT#a', 'PANELS', loader([{ id: 'a' }]));
    const b = await cachedList('ACCOUNT#b', 'PANELS', loader([{ id: 'b' }]));
    // Assess
    expect(a).toEqual([{ id: 'a' }]);
    expect(b).toEqual([{ id: 'b' }]);
  });
});

describe('raiseRevision', () => {
  it('adds one to the list’s revision item', async () => {
    // Prepare
    table.on(UpdateCommand).resolves({});
    // Act
    await raiseRevision('CATALOGUE#INVERTER', 'INVERTERS');
    // Assess
    expect(table.commandCalls(UpdateCommand)[0]!.args[0].input).toMatchObject({
      Key: { PK: 'CATALOGUE#INVERTER', SK: 'REVISION#INVERTERS' },
      UpdateExpression: 'SET #type = :type ADD revision :one',
    });
    expect(table.commandCalls(QueryCommand)).toHaveLength(0);
  });
});

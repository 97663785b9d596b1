/**
 * The one versioned edit (functions/_lib/db/versioned-edit.ts) against the test runtime's
 * DynamoDB Local, run in this process: the stale version (117), the missing item (the caller's
 * 113 or 114), the name another item holds (118), and two edits of one version at once (exactly
 * one saved, the other 117). The items are of a kind of this test's own, in a partition of their
 * own, written with the table layer's real named-item writes and guards.
 */
import { randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { resetConfigForTests } from '@pvd/functions/_lib/config/env';
import { db, tableName } from '@pvd/functions/_lib/db/client';
import { claimName, type Item, uniqueNameKey } from '@pvd/functions/_lib/db/items';
import { replaceNamedItem, writeNewNamedItem } from '@pvd/functions/_lib/db/named-item';
import {
  type EditStamp,
  editAtVersion,
  StaleVersionError,
  type VersionedEdit,
} from '@pvd/functions/_lib/db/versioned-edit';
import { AppError, asAppError } from '@pvd/functions/_lib/errors';
import { projectNotFound } from '@pvd/functions/_lib/project/project-access';
import { fieldRefused, notYours } from '@pvd/functions/_lib/refusals';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/** The name guards' kind of this test's items. */
const NAME_KIND = 'TESTVERSIONEDNAME';
const PARTITION = `TESTVERSIONED#${randomBytes(6).toString('hex')}`;
/** The clock of every edit here. */
const NOW = new Date('2026-03-04T05:06:07.000Z');
const savedEnv = { ...process.env };

interface TestItem {
  id: string;
  name: string;
  note: string;
  version: number;
  lastmodifytime: string;
}

const keyOf = (id: string) => ({ PK: PARTITION, SK: `ITEM#${id}` });
const toItem = (item: TestItem): Item => ({ ...keyOf(item.id), type: 'TestVersioned', ...item });

async function readItem(id: string): Promise<TestItem | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keyOf(id), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { PK: _pk, SK: _sk, type: _type, ...item } = Item;
  return item as TestItem;
}

async function guardOwner(name: string): Promise<unknown> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: uniqueNameKey(NAME_KIND, name), ConsistentRead: true }),
  );
  return Item?.ownerId;
}

/** Stores a new item at version 1 with its name claimed, as the catalogue's entities do. */
async function storedItem(name: string): Promise<TestItem> {
  const item = { id: randomBytes(6).toString('hex'), name, note: 'first', version: 1, lastmodifytime: 'x' };
  const parts = [
    claimName(NAME_KIND, name, item.id),
    { Put: { TableName: tableName(), Item: toItem(item) } },
  ];
  expect(await writeNewNamedItem(parts)).toBe(true);
  return item;
}

/** An edit of `id` to `fields`, written over its version with its name claim moved. */
function editOf(
  id: string,
  expectedVersion: number,
  fields: Partial<Pick<TestItem, 'name' | 'note'>>,
  over: Partial<VersionedEdit<TestItem>> = {},
): VersionedEdit<TestItem> {
  return {
    read: () => readItem(id),
    expectedVersion,
    now: NOW,
    change: (current: TestItem, stamp: EditStamp) => ({ ...current, ...fields, ...stamp }),
    write: (current, next, version) =>
      replaceNamedItem({
        kind: NAME_KIND,
        id,
        oldName: current.name,
        newName: next.name,
        item: toItem(next),
        expectedVersion: version,
      }),
    refuse: { missing: notYours, nameTaken: () => fieldRefused('name', 'modelNameExists', 'en') },
    ...over,
  };
}

/** The code the envelope answers for what an edit threw. */
async function codeOf(edit: Promise<unknown>): Promise<number> {
  const error = asAppError(
    await edit.then(
      () => undefined,
      (thrown: unknown) => thrown,
    ),
  );
  if (!(error instanceof AppError)) throw new Error(`not refused with a code: ${String(error)}`);
  return error.code;
}

beforeAll(() => {
  const runtime = inject('runtime');
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: runtime.dynamoDbEndpoint,
    TABLE_NAME: runtime.tableName,
  });
  resetConfigForTests();
});

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in savedEnv)) delete process.env[name];
  Object.assign(process.env, savedEnv);
  resetConfigForTests();
});

describe('editAtVersion', () => {
  it('saves the edit over the version read, stamped with the next version and the clock passed in', async () => {
    // Prepare
    const item = await storedItem(`Alpha-${randomBytes(3).toString('hex')}`);
    // Act
    const { current, next } = await editAtVersion(editOf(item.id, 1, { note: 'second' }));
    // Assess
    expect(current).toEqual(item);
    expect(next).toEqual({ ...item, note: 'second', version: 2, lastmodifytime: '2026-03-04T05:06:07.000Z' });
    expect(await readItem(item.id)).toEqual(next);
  });

  it('refuses an edit of an older version with 117 before changing or writing anything', async () => {
    // Prepare: saved once since version 1 was read.
    const item = await storedItem(`Beta-${randomBytes(3).toString('hex')}`);
    await editAtVersion(editOf(item.id, 1, { note: 'second' }));
    let changed = false;
    // Act
    const edit = editAtVersion(
      editOf(
        item.id,
        1,
        { note: 'stale' },
        {
          change: (current) => {
            changed = true;
            return current;
          },
        },
      ),
    );
    // Assess
    await expect(edit).rejects.toBeInstanceOf(StaleVersionError);
    expect(await codeOf(edit)).toBe(117);
    expect(changed).toBe(false);
    expect(await readItem(item.id)).toMatchObject({ note: 'second', version: 2 });
  });

  it('refuses a missing item with the caller’s own refusal (114 for a user’s item, 113 for a project)', async () => {
    // Prepare
    const absent = `absent-${randomBytes(4).toString('hex')}`;
    // Act
    const codes = [
      await codeOf(editAtVersion(editOf(absent, 1, { note: 'x' }))),
      await codeOf(editAtVersion(editOf(absent, 1, { note: 'x' }, { refuse: { missing: projectNotFound } }))),
    ];
    // Assess
    expect(codes).toEqual([114, 113]);
    expect(await readItem(absent)).toBeUndefined();
  });

  it('refuses a rename onto another item’s name with the caller’s 118, both items and guards unchanged', async () => {
    // Prepare
    const suffix = randomBytes(3).toString('hex');
    const [held, renamed] = [await storedItem(`Gamma-${suffix}`), await storedItem(`Delta-${suffix}`)];
    // Act: the same name in another case and spacing.
    const edit = editAtVersion(editOf(renamed.id, 1, { name: ` gamma-${suffix.toUpperCase()} ` }));
    // Assess
    expect(await codeOf(edit)).toBe(118);
    await expect(edit).rejects.toMatchObject({
      data: { fieldErrors: [expect.objectContaining({ field: 'name', key: 'modelNameExists' })] },
    });
    expect(await readItem(renamed.id)).toEqual(renamed);
    expect([await guardOwner(held.name), await guardOwner(renamed.name)]).toEqual([held.id, renamed.id]);
  });

  it('refuses with the caller’s 118 a name its look before the write finds taken, writing nothing', async () => {
    // Prepare
    const item = await storedItem(`Epsilon-${randomBytes(3).toString('hex')}`);
    let written = false;
    // Act
    const edit = editAtVersion(
      editOf(
        item.id,
        1,
        { note: 'x' },
        {
          isNameTaken: async () => true,
          write: async () => {
            written = true;
            return 'saved';
          },
        },
      ),
    );
    // Assess
    expect(await codeOf(edit)).toBe(118);
    expect(written).toBe(false);
  });

  it.each([
    ['keeping the name', (i: number) => ({ note: `edit ${i}` })],
    [
      'each renaming it',
      (i: number) => ({ note: `edit ${i}`, name: `Zeta-${i}-${randomBytes(3).toString('hex')}` }),
    ],
  ])(
    'of two edits of one version at once, %s, exactly one is saved and the other answers 117',
    async (_, fields) => {
      // Prepare: both edits have read version 1 before either writes.
      const item = await storedItem(`Eta-${randomBytes(3).toString('hex')}`);
      let reads = 0;
      let bothRead: () => void = () => {};
      const barrier = new Promise<void>((resolve) => {
        bothRead = resolve;
      });
      const afterBothRead = async (current: TestItem, stamp: EditStamp, i: number) => {
        if (++reads === 2) bothRead();
        await barrier;
        return { ...current, ...fields(i), ...stamp };
      };
      // Act
      const outcomes = await Promise.allSettled(
        [0, 1].map((i) =>
          editAtVersion(
            editOf(item.id, 1, fields(i), { change: (current, stamp) => afterBothRead(current, stamp, i) }),
          ),
        ),
      );
      // Assess
      const saved = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.next] : []));
      const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
      expect(saved).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0]).toBeInstanceOf(StaleVersionError);
      expect(await codeOf(Promise.reject(refused[0]))).toBe(117);
      expect(await readItem(item.id)).toEqual(saved[0]);
      expect(saved[0]!.version).toBe(2);
      // The loser's new name was not claimed; the winner holds its own.
      expect(await guardOwner(saved[0]!.name)).toBe(item.id);
    },
  );

  it('refuses an edit that drops its stamp (a programming mistake, not a refusal)', async () => {
    // Prepare
    const item = await storedItem(`Theta-${randomBytes(3).toString('hex')}`);
    // Act
    const edit = editAtVersion(editOf(item.id, 1, {}, { change: (current) => current }));
    // Assess
    await expect(edit).rejects.toThrow('an edit must be saved with its stamp');
    expect(await readItem(item.id)).toEqual(item);
  });
});

/**
 * The tariff calls [TAR-14]: the presets with their sources in the caller's language, a user's
 * own library (insert from the JSON form, list, read it back, update on the version read, 117 on
 * a stale one, delete), owner only (114), bad schedules refused naming the field (118, nothing
 * stored), and the library's bound.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { TARIFF_LIMITS } from '@pvd/shared/constants/limits';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newActivatedUser, type TestUser } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { onlyUseInTestsSnapshotTable, onlyUseInTestsTableClient } from '../../support/table';

interface Tariff {
  name: string;
  currency: string;
  periods: Record<string, { import: number; export?: number }>;
  weekday: string[][];
  [field: string]: unknown;
}

interface Preset {
  id: string;
  name: string;
  periods: string[];
  hasDemandCharge: boolean;
  source: { issuer: string; document: string; date: string; url?: string };
  note: string | null;
  tariff: Tariff;
}

interface Item {
  id: string;
  name: string;
  currency: string;
  periods: string[];
  version: number;
  tariff: Tariff;
}

interface FieldErrors {
  fieldErrors: { field: string; key: string; message: string }[];
}

let owner: TestUser;
let stranger: TestUser;
let guangdong: Tariff;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newActivatedUser(), newActivatedUser()]);
  const presets = await callApi<Preset[]>('tariff/queryTariffPresets', {}, { token: owner.token });
  guangdong = presets.data.find((preset) => preset.id === 'guangdong-prd-general-ic')!.tariff;
});

const insert = (tariff: unknown, token = owner.token, culture: 'en' | 'zh-CN' = 'en') =>
  callApi<Item>('tariff/insertUserTariff', { tariff }, { token, culture });

describe('queryTariffPresets', () => {
  it('lists every preset with its source and date, named in the caller’s language', async () => {
    const [en, zh] = await Promise.all([
      callApi<Preset[]>('tariff/queryTariffPresets', {}, { token: owner.token, culture: 'en' }),
      callApi<Preset[]>('tariff/queryTariffPresets', {}, { token: owner.token, culture: 'zh-CN' }),
    ]);
    expect(en.data.map((preset) => preset.id)).toEqual([
      'guangdong-prd-general-ic',
      'zhejiang-ic',
      'jiangsu-general-ic',
      'shandong-ic-deep-valley',
      'shanghai-general-ic',
      'beijing-general-ic',
      'zhejiang-residential-flat',
      'two-part-template',
    ]);
    for (const preset of en.data) {
      expect(preset.source.issuer.length, preset.id).toBeGreaterThan(5);
      expect(preset.source.document.length, preset.id).toBeGreaterThan(5);
      expect(preset.source.date, preset.id).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
    }
    expect(en.data[0]).toMatchObject({
      name: 'Guangdong Pearl River Delta general I&C TOU',
      periods: ['critical', 'peak', 'flat', 'valley'],
      hasDemandCharge: false,
      source: { date: '2021-09-06' },
      tariff: { name: 'Guangdong Pearl River Delta general I&C TOU', currency: 'CNY' },
    });
    expect(zh.data[0]!.name).toBe('广东珠三角 一般工商业 峰谷分时');
    // What each preset assumed, in the caller's language: Chinese prose, English prose.
    for (const [index, preset] of zh.data.entries()) {
      expect(preset.note, preset.id).toMatch(/[\u4e00-\u9fff]{10}/);
      expect(preset.tariff.note, preset.id).toBe(preset.note);
      expect(en.data[index]!.note, preset.id).toMatch(/^[\x20-\x7e°–]+$/);
    }
    expect(en.data.find((preset) => preset.id === 'two-part-template')?.hasDemandCharge).toBe(true);
  });
});

describe('a user’s tariff library', () => {
  it('inserts a tariff from its JSON form, lists it, reads it back, updates it on its version and deletes it', async () => {
    // Insert: a preset copied and renamed, with a weekend schedule of its own.
    const weekend = Array.from({ length: 12 }, () => Array.from({ length: 24 }, () => 'valley'));
    const mine = { ...guangdong, name: 'Factory A tariff', weekend };
    const inserted = await insert(mine);
    expect(inserted).toMatchObject({
      code: 0,
      data: {
        name: 'Factory A tariff',
        currency: 'CNY',
        version: 1,
        periods: ['critical', 'peak', 'flat', 'valley'],
      },
    });
    const { id } = inserted.data;
    // List and read: the JSON form comes back as it was sent (an export).
    const list = await callApi<Item[]>(
      'tariff/queryUserTariffs',
      { name: 'factory a' },
      { token: owner.token },
    );
    expect(list.data.map((row) => row.id)).toEqual([id]);
    const read = await callApi<Item>('tariff/queryUserTariffInfo', { id }, { token: owner.token });
    expect(read.data.tariff).toEqual(mine);
    // Update on the version read; the same old version again is stale.
    const cheaper = { ...mine, periods: { ...mine.periods, valley: { import: 0.2 } } };
    const updated = await callApi<Item>(
      'tariff/updateUserTariff',
      { id, version: 1, tariff: cheaper },
      { token: owner.token },
    );
    const stale = await callApi(
      'tariff/updateUserTariff',
      { id, version: 1, tariff: mine },
      { token: owner.token },
    );
    expect(updated.data).toMatchObject({ version: 2, tariff: { periods: { valley: { import: 0.2 } } } });
    expect(stale).toMatchObject({ code: 117, status: 409 });
    // Delete: gone from the list, and reading it is 114 like any id not the caller's.
    expect((await callApi('tariff/deleteUserTariff', { id }, { token: owner.token })).code).toBe(0);
    expect((await callApi<Item[]>('tariff/queryUserTariffs', {}, { token: owner.token })).data).toEqual([]);
    expect((await callApi('tariff/queryUserTariffInfo', { id }, { token: owner.token })).code).toBe(114);
  });

  it('gives its periods back in the order they were saved in (their colours and brushes)', async () => {
    // Prepare: an order neither by name nor by price.
    const { critical, peak, flat, valley } = guangdong.periods as Record<string, { import: number }>;
    const mixed = { ...guangdong, name: 'Mixed order', periods: { valley, critical, flat, peak } };
    const inserted = await insert(mixed);
    expect(inserted.code).toBe(0);
    // Act
    const [read, list] = await Promise.all([
      callApi<Item>('tariff/queryUserTariffInfo', { id: inserted.data.id }, { token: owner.token }),
      callApi<Item[]>('tariff/queryUserTariffs', { name: 'mixed order' }, { token: owner.token }),
    ]);
    // Assess
    const order = ['valley', 'critical', 'flat', 'peak'];
    expect(Object.keys(read.data.tariff.periods)).toEqual(order);
    expect(list.data[0]!.periods).toEqual(order);
    await callApi('tariff/deleteUserTariff', { id: inserted.data.id }, { token: owner.token });
  });

  it('answers 114 to anyone but the owner, changing nothing', async () => {
    const { id } = (await insert({ ...guangdong, name: 'Owner only' })).data;
    const before = await onlyUseInTestsSnapshotTable();
    const answers = [
      await callApi('tariff/queryUserTariffInfo', { id }, { token: stranger.token }),
      await callApi(
        'tariff/updateUserTariff',
        { id, version: 1, tariff: guangdong },
        { token: stranger.token },
      ),
      await callApi('tariff/deleteUserTariff', { id }, { token: stranger.token }),
    ];
    expect(answers.map((answer) => [answer.code, answer.status])).toEqual([
      [114, 403],
      [114, 403],
      [114, 403],
    ]);
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
    const theirs = await callApi<Item[]>('tariff/queryUserTariffs', {}, { token: stranger.token });
    expect(theirs.data).toEqual([]);
  });
});

describe('bad schedules', () => {
  const twelve = <T>(make: (month: number) => T) => Array.from({ length: 12 }, (_, month) => make(month));
  const day = (name = 'flat') => Array.from({ length: 24 }, () => name);
  const flat = {
    name: 'Flat',
    currency: 'CNY',
    periods: { flat: { import: 0.8 } },
    weekday: twelve(() => day()),
  };

  it.each([
    [
      'a period used but not defined',
      {
        ...flat,
        weekday: twelve((m) => (m === 0 ? [...day().slice(0, 5), 'peak', ...day().slice(6)] : day())),
      },
      'tariff.weekday.0.5',
      'tariffPeriodUndefined',
    ],
    [
      'a month without 24 hours of periods',
      { ...flat, weekday: twelve((m) => (m === 3 ? day().slice(1) : day())) },
      'tariff.weekday.3',
      'tariffHoursPerDay',
    ],
    [
      '11 months',
      { ...flat, weekday: twelve(() => day()).slice(1) },
      'tariff.weekday',
      'tariffMonthsPerYear',
    ],
    [
      '25 hours',
      { ...flat, weekday: twelve((m) => (m === 3 ? [...day(), 'flat'] : day())) },
      'tariff.weekday.3.24',
      'tariffHoursPerDay',
    ],
    [
      'a negative price',
      { ...flat, periods: { flat: { import: -0.1 } } },
      'tariff.periods.flat.import',
      'notNegative',
    ],
    [
      'more than 6 periods',
      {
        ...flat,
        periods: Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f', 'flat'].map((p) => [p, { import: 1 }])),
      },
      'tariff.periods',
      'tariffTooManyPeriods',
    ],
  ])('refuses %s with 118 naming the field, storing nothing', async (_name, tariff, field, key) => {
    const before = await onlyUseInTestsSnapshotTable();
    const answer = await insert(tariff);
    expect(answer.code).toBe(118);
    expect((answer.data as unknown as FieldErrors).fieldErrors).toContainEqual(
      expect.objectContaining({ field, key }),
    );
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });

  it('says what is wrong in the caller’s language', async () => {
    const answer = await insert({ ...flat, weekday: twelve(() => day()).slice(1) }, owner.token, 'zh-CN');
    expect((answer.data as unknown as FieldErrors).fieldErrors[0]!.message).toBe('时段表须有 12 个月');
  });
});

describe('the library’s bound', () => {
  it(`keeps at most ${TARIFF_LIMITS.perAccount} tariffs per account (118) and counts deletions`, async () => {
    // Prepare: an account one below the bound (its count item set directly).
    const user = await newActivatedUser();
    await onlyUseInTestsTableClient().send(
      new PutCommand({
        TableName: inject('runtime').tableName,
        Item: {
          PK: `ACCOUNT#${user.accountId}`,
          SK: 'COUNT#TARIFFS',
          type: 'UserTariffCount',
          tariffCount: TARIFF_LIMITS.perAccount - 1,
        },
      }),
    );
    // Act
    const last = await insert({ ...guangdong, name: 'Last' }, user.token);
    const over = await insert({ ...guangdong, name: 'Over' }, user.token);
    await callApi('tariff/deleteUserTariff', { id: last.data.id }, { token: user.token });
    const again = await insert({ ...guangdong, name: 'Again' }, user.token);
    // Assess
    expect(last.code).toBe(0);
    expect(over).toMatchObject({
      code: 118,
      message: `The tariff library is full: an account keeps at most ${TARIFF_LIMITS.perAccount} tariffs`,
    });
    expect(again.code).toBe(0);
  });
});

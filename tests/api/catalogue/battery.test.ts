/** The battery calls: system batteries per series, common batteries, the chooser’s battery options. */
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api-client';
import { onlyUseInTestsSnapshotTable } from '../../support/table';
import { demoToken } from './support/accounts';
import { fieldKeys, type Page } from './support/answers';
import { commonBatteryForm } from './support/bodies';

interface Row {
  id: string;
  batterymodel: string;
  batterycapacity: number;
  inverterseries?: string;
  version: number;
}
interface Option {
  value: string;
  label: string;
  max: number;
  min: number;
  capacity: number;
  source: string;
}

let maintain: string;
let user: string;

beforeAll(async () => {
  [maintain, user] = await Promise.all([demoToken('maintain'), demoToken('user')]);
});

describe('pageQueryBattery', () => {
  it('pages the seeded system batteries (10+), searched by model', async () => {
    // Act
    const all = await callApi<Page<Row>>(
      'inverter/pageQueryBattery',
      { limit: 50, offset: 1 },
      { token: user },
    );
    const found = await callApi<Page<Row>>(
      'inverter/pageQueryBattery',
      { whereCondition: { modelName: 'us5000' } },
      { token: maintain },
    );
    // Assess
    expect(all.data.totalCount).toBeGreaterThanOrEqual(10);
    expect(found.data.resultData.map((b) => [b.inverterseries, b.batterymodel, b.batterycapacity])).toEqual([
      ['SUN-H-LV', 'US5000', 4.8],
    ]);
  });
});

describe('queryBatteryOptions', () => {
  it('offers a series’ batteries first, then the common batteries, with value, label, max, min and capacity', async () => {
    // Act
    const answer = await callApi<Option[]>(
      'inverter/queryBatteryOptions',
      { inverterSeries: 'SUN-H-HV' },
      { token: user },
    );
    // Assess
    const system = answer.data.filter((o) => o.source === 'system');
    expect(system.map((o) => o.label)).toContain('Battery-Box Premium HVS 2.56');
    expect(system.find((o) => o.label === 'Battery-Box Premium HVS 2.56')).toMatchObject({
      min: 2,
      max: 5,
      capacity: 2.56,
    });
    expect(answer.data.findIndex((o) => o.source === 'common')).toBe(system.length);
    expect(answer.data.some((o) => o.source === 'common')).toBe(true);
  });

  it('offers only the common batteries for a series without batteries', async () => {
    const answer = await callApi<Option[]>(
      'inverter/queryBatteryOptions',
      { inverterSeries: 'SUN-T' },
      { token: user },
    );
    expect(answer.data.every((o) => o.source === 'common')).toBe(true);
  });
});

describe('common batteries', () => {
  it('are created from the form (capacity with its kWh suffix) and listed with lower-case names', async () => {
    // Prepare
    const form = commonBatteryForm();
    // Act
    const created = await callApi<Row>('inverter/CreateCommonBattery', form, { token: maintain });
    const listed = await callApi<Page<Row>>(
      'inverter/PageQueryCommonBattery',
      { limit: 10, offset: 1, whereCondition: { modelName: form.modelName.toLowerCase() } },
      { token: user },
    );
    // Assess
    expect(created.data).toMatchObject({
      batterymodel: form.modelName,
      batterycapacity: 4.8,
      maximumnumberofparallelsseries: 16,
      version: 1,
    });
    expect(listed.data.resultData.map((b) => b.id)).toEqual([created.data.id]);
  });

  it('are updated with the version read (117 when stale) and deleted', async () => {
    // Prepare
    const created = (
      await callApi<Row>('inverter/CreateCommonBattery', commonBatteryForm(), { token: maintain })
    ).data;
    // Act
    const saved = await callApi<Row>(
      'inverter/UpdateCommonBattery',
      commonBatteryForm({ id: created.id, version: 1, capacity: 5.12 }),
      { token: maintain },
    );
    const stale = await callApi(
      'inverter/UpdateCommonBattery',
      commonBatteryForm({ id: created.id, version: 1 }),
      { token: maintain },
    );
    const deleted = await callApi('inverter/DeleteCommonBattery', { id: created.id }, { token: maintain });
    const again = await callApi('inverter/DeleteCommonBattery', { id: created.id }, { token: maintain });
    // Assess
    expect(saved.data).toMatchObject({ batterycapacity: 5.12, version: 2 });
    expect(stale.code).toBe(117);
    expect(deleted.code).toBe(0);
    expect(again).toMatchObject({ status: 404, code: 115 });
  });

  it('name every empty field with the spec’s messages (115)', async () => {
    // Act
    const answer = await callApi('inverter/CreateCommonBattery', {}, { token: maintain, culture: 'zh-CN' });
    // Assess
    expect(answer.code).toBe(115);
    expect((answer.data as { fieldErrors: { message: string }[] }).fieldErrors.map((e) => e.message)).toEqual(
      [
        '电池型号名称不能为空',
        '电池品牌不能为空',
        '电池容量不能为空',
        '电池类型不能为空',
        '最大并/串联数量不能为空',
        '最小并/串联数量不能为空',
      ],
    );
  });

  it('refuse text where a number goes (请输入数字值), counts of zero or less, and oversized text, changing nothing', async () => {
    // Prepare
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const text = await callApi('inverter/CreateCommonBattery', commonBatteryForm({ capacity: 'big' }), {
      token: maintain,
      culture: 'zh-CN',
    });
    const zero = await callApi(
      'inverter/CreateCommonBattery',
      commonBatteryForm({ capacity: 0, maximumNumberOfParallelsSeries: 0 }),
      { token: maintain, culture: 'zh-CN' },
    );
    const long = await callApi(
      'inverter/CreateCommonBattery',
      commonBatteryForm({ brand: 'B'.repeat(101) }),
      { token: maintain },
    );
    const wrongType = await callApi(
      'inverter/UpdateCommonBattery',
      commonBatteryForm({ id: ['x'], version: 1 }),
      { token: maintain },
    );
    // Assess
    expect((text.data as { fieldErrors: { message: string }[] }).fieldErrors.map((e) => e.message)).toEqual([
      '请输入数字值',
    ]);
    expect((zero.data as { fieldErrors: { message: string }[] }).fieldErrors.map((e) => e.message)).toEqual([
      '电池容量不能小于0',
      '最大并/串联数不能小于0',
    ]);
    expect(fieldKeys(long)).toEqual([['brand', 'tooLong']]);
    expect(fieldKeys(wrongType)).toEqual([['id', 'invalidType']]);
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });
});

describe('a common battery’s model and brand (unique together, any case)', () => {
  it('are refused on create when another battery has them, beside the model field, changing nothing', async () => {
    // Prepare
    const form = commonBatteryForm();
    expect((await callApi('inverter/CreateCommonBattery', form, { token: maintain })).code).toBe(0);
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const again = await callApi(
      'inverter/CreateCommonBattery',
      commonBatteryForm({ modelName: form.modelName.toUpperCase(), brand: 'PYLONTECH', capacity: 3 }),
      { token: maintain, culture: 'zh-CN' },
    );
    const english = await callApi(
      'inverter/CreateCommonBattery',
      commonBatteryForm({ modelName: form.modelName }),
      { token: maintain, culture: 'en' },
    );
    const otherBrand = await callApi(
      'inverter/CreateCommonBattery',
      commonBatteryForm({ modelName: form.modelName, brand: 'Other brand' }),
      { token: maintain },
    );
    // Assess
    expect(again).toMatchObject({ code: 118, message: '已存在该电池型号和品牌' });
    expect(fieldKeys(again)).toEqual([['modelName', 'batteryModelBrandExists']]);
    expect(english).toMatchObject({ code: 118, message: 'A battery of this model and brand already exists' });
    expect(otherBrand.code).toBe(0);
    const after = await onlyUseInTestsSnapshotTable();
    expect(after.length).toBe(before.length + 2); // the other brand's battery and its guard
  });

  it('refuse a rename onto another battery; the freed name of a deleted battery can be used again', async () => {
    // Prepare
    const first = (
      await callApi<Row>('inverter/CreateCommonBattery', commonBatteryForm(), { token: maintain })
    ).data;
    const second = (
      await callApi<Row>('inverter/CreateCommonBattery', commonBatteryForm(), { token: maintain })
    ).data;
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const onto = await callApi(
      'inverter/UpdateCommonBattery',
      commonBatteryForm({ id: second.id, version: 1, modelName: first.batterymodel }),
      { token: maintain, culture: 'zh-CN' },
    );
    const unchanged = await onlyUseInTestsSnapshotTable();
    await callApi('inverter/DeleteCommonBattery', { id: first.id }, { token: maintain });
    const renamed = await callApi<Row>(
      'inverter/UpdateCommonBattery',
      commonBatteryForm({ id: second.id, version: 1, modelName: first.batterymodel }),
      { token: maintain },
    );
    // Assess
    expect(onto).toMatchObject({ code: 118, message: '已存在该电池型号和品牌' });
    expect(unchanged).toEqual(before);
    expect(renamed).toMatchObject({ code: 0, data: { batterymodel: first.batterymodel, version: 2 } });
  });

  it('refuse a seeded battery again, and have one winner when two creates race', async () => {
    // Prepare
    const seeded = await callApi<Page<Row & { batterybrand: string }>>(
      'inverter/PageQueryCommonBattery',
      { limit: 1, offset: 1 },
      { token: maintain },
    );
    const battery = seeded.data.resultData[0]!;
    const form = commonBatteryForm();
    // Act
    const copy = await callApi(
      'inverter/CreateCommonBattery',
      commonBatteryForm({ modelName: battery.batterymodel, brand: battery.batterybrand }),
      { token: maintain },
    );
    const race = await Promise.all(
      [0, 1].map(() => callApi('inverter/CreateCommonBattery', form, { token: maintain })),
    );
    // Assess
    expect(copy.code).toBe(118);
    expect(race.map((a) => a.code).sort()).toEqual([0, 118]);
  });
});

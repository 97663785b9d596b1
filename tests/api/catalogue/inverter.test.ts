/** The system inverter calls: the maintainer's catalogue, read by every user. */
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api-client';
import { onlyUseInTestsSnapshotTable } from '../../support/table';
import { demoToken } from './support/accounts';
import { fieldKeys } from './support/answers';
import { inverterForm } from './support/bodies';
import { addInverter, type Inverter, pageInverters } from './support/inverters';

let maintain: string;
let user: string;

beforeAll(async () => {
  [maintain, user] = await Promise.all([demoToken('maintain'), demoToken('user')]);
});

describe('pageQuerySystemInverter', () => {
  it('pages the seeded catalogue: 30+ models, newest first', async () => {
    // Act
    const first = await pageInverters(user, {}, 10, 1);
    // Assess
    expect(first.totalCount).toBeGreaterThanOrEqual(30);
    expect(first.resultData).toHaveLength(10);
    expect(first.resultData[0]).toHaveProperty('img');
  });

  it('lists the seeded models (all made at one time) in natural order: SUN-10K before SUN-100K', async () => {
    // Act
    const threePhase = await pageInverters(user, { series: 'SUN-T' }, 100);
    // Assess: the seeds share one createtime, so the model name decides.
    const seeded = threePhase.resultData.filter((m) => /^SUN-\d+K-G0\d$/.test(m.modelname));
    const powers = seeded.map((m) => Number(/^SUN-(\d+)K/.exec(m.modelname)?.[1]));
    expect(powers.length).toBeGreaterThan(3);
    expect(powers).toEqual([...powers].sort((a, b) => a - b));
  });

  it('filters by model name (any case), mains voltage type, series and inverter type together', async () => {
    // Act
    const byName = await pageInverters(user, { modelname: 'sun-100k' });
    const storageThreePhase = await pageInverters(
      user,
      { mainsvoltype: 'Three-Phase', invertertype: 2 },
      100,
    );
    const series = await pageInverters(user, { series: 'sun-s', invertertype: '' }, 100);
    // Assess: other files add models of their own, so the seeded ones are looked for among them.
    expect(byName.resultData.map((m) => m.modelname)).toEqual(['SUN-100K-G06']);
    expect(storageThreePhase.resultData.map((m) => m.modelname)).toEqual(
      expect.arrayContaining(['SUN-10K-SG-HV', 'SUN-12K-SG-HV', 'SUN-15K-SG-HV', 'SUN-20K-SG-HV']),
    );
    expect(
      storageThreePhase.resultData.every((m) => m.mainsvoltype === 'Three-Phase' && m.invertertype === 2),
    ).toBe(true);
    expect(series.resultData.map((m) => m.modelname)).toEqual(
      expect.arrayContaining(['SUN-3K-G', 'SUN-10K-G']),
    );
    expect(series.resultData.every((m) => m.series.toLowerCase().includes('sun-s'))).toBe(true);
  });

  it('answers 118 for a filter value outside the spec’s codes', async () => {
    const answer = await callApi(
      'inverter/pageQuerySystemInverter',
      { whereCondition: { invertertype: 3 } },
      { token: user },
    );
    expect(fieldKeys(answer)).toEqual([['whereCondition.invertertype', 'invalidValue']]);
  });
});

describe('insertOrEditSystemInverter', () => {
  it('adds a model with the spec’s defaults: Single-Phase, 50 Hz, 220 V, one string per MPPT', async () => {
    // Prepare
    const form = inverterForm({
      mainsvoltype: undefined,
      nominalgridfrequency: undefined,
      nominalgridvoltage: undefined,
      mppnumberofstrings: undefined,
    });
    // Act
    const answer = await callApi<Inverter>('inverter/insertOrEditSystemInverter', form, { token: maintain });
    const read = await callApi<Inverter>(
      'inverter/queryInverterInfo',
      { id: answer.data.id },
      { token: user },
    );
    // Assess
    expect(read.data).toMatchObject({
      mainsvoltype: 'Single-Phase',
      nominalgridfrequency: '50',
      nominalgridvoltage: '220',
      mppnumberofstrings: '1',
      version: 1,
      img: null,
    });
  });

  it('refuses a model name that exists, in any case: 已存在该机型', async () => {
    // Prepare
    const model = await addInverter(maintain);
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const answer = await callApi(
      'inverter/insertOrEditSystemInverter',
      inverterForm({ modelname: model.modelname.toUpperCase() }),
      { token: maintain, culture: 'zh-CN' },
    );
    // Assess
    expect(answer).toMatchObject({ code: 118, message: '已存在该机型' });
    expect(fieldKeys(answer)).toEqual([['modelname', 'modelNameExists']]);
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });

  it('keeps a model’s own name on edit, and refuses another model’s name', async () => {
    // Prepare
    const a = await addInverter(maintain);
    const b = await addInverter(maintain);
    // Act
    const same = await callApi<Inverter>(
      'inverter/insertOrEditSystemInverter',
      inverterForm({ id: a.id, version: 1, modelname: a.modelname, weight: 18 }),
      { token: maintain },
    );
    const clash = await callApi(
      'inverter/insertOrEditSystemInverter',
      inverterForm({ id: a.id, version: 2, modelname: b.modelname }),
      { token: maintain },
    );
    const renamed = await callApi<Inverter>(
      'inverter/insertOrEditSystemInverter',
      inverterForm({ id: a.id, version: 2, modelname: `${a.modelname}-R` }),
      { token: maintain },
    );
    const freed = await callApi(
      'inverter/insertOrEditSystemInverter',
      inverterForm({ modelname: a.modelname }),
      { token: maintain },
    );
    // Assess
    expect(same.data).toMatchObject({ weight: 18, version: 2 });
    expect(fieldKeys(clash)).toEqual([['modelname', 'modelNameExists']]);
    expect(renamed.data.version).toBe(3);
    expect(freed.code).toBe(0);
  });

  it('refuses a stale edit with 117, and an edit without its version with 118', async () => {
    // Prepare
    const model = await addInverter(maintain);
    await callApi(
      'inverter/insertOrEditSystemInverter',
      inverterForm({ id: model.id, version: 1, modelname: model.modelname }),
      { token: maintain },
    );
    // Act
    const stale = await callApi(
      'inverter/insertOrEditSystemInverter',
      inverterForm({ id: model.id, version: 1, modelname: model.modelname }),
      { token: maintain },
    );
    const unversioned = await callApi(
      'inverter/insertOrEditSystemInverter',
      inverterForm({ id: model.id, modelname: model.modelname }),
      { token: maintain },
    );
    // Assess
    expect(stale).toMatchObject({ status: 409, code: 117 });
    expect(fieldKeys(unversioned)).toEqual([['version', 'required']]);
  });

  it('checks the slash-separated per-MPPT fields against the MPPT count', async () => {
    // Act
    const answer = await callApi(
      'inverter/insertOrEditSystemInverter',
      inverterForm({ maxdccurrent: '11/11/11', maxmppt: '7500/x' }),
      { token: maintain },
    );
    // Assess
    expect(answer.code).toBe(118);
    expect(fieldKeys(answer)).toEqual([
      ['maxdccurrent', 'perMpptCountMismatch'],
      ['maxmppt', 'perMpptInvalidNumber'],
    ]);
  });

  it('answers 115 for an empty body (机型不能为空 first), 118 for wrong types and oversized text', async () => {
    // Act
    const empty = await callApi(
      'inverter/insertOrEditSystemInverter',
      {},
      { token: maintain, culture: 'zh-CN' },
    );
    const wrong = await callApi(
      'inverter/insertOrEditSystemInverter',
      inverterForm({ mpptcount: 'two', removeImage: 'yes' }),
      { token: maintain },
    );
    const long = await callApi(
      'inverter/insertOrEditSystemInverter',
      inverterForm({ modelname: 'M'.repeat(101) }),
      { token: maintain },
    );
    // Assess
    expect(empty.code).toBe(115);
    expect((empty.data as { fieldErrors: { message: string }[] }).fieldErrors[0]?.message).toBe(
      '机型不能为空',
    );
    expect(fieldKeys(wrong)).toEqual([
      ['mpptcount', 'numberRequired'],
      ['removeImage', 'invalidType'],
    ]);
    expect(fieldKeys(long)).toEqual([['modelname', 'tooLong']]);
  });
});

describe('queryAllSystemInverterModelName and queryInverterInfo', () => {
  it('list every model name by name, and read one model whole', async () => {
    // Prepare
    const model = await addInverter(maintain);
    // Act
    const names = await callApi<{ id: string; modelname: string }[]>(
      'inverter/queryAllSystemInverterModelName',
      {},
      { token: maintain },
    );
    const info = await callApi<Inverter>('inverter/queryInverterInfo', { id: model.id }, { token: user });
    // Assess
    expect(names.data).toContainEqual({ id: model.id, modelname: model.modelname });
    expect(names.data.map((n) => n.modelname)).toEqual(
      [...names.data.map((n) => n.modelname)].sort(
        new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare,
      ),
    );
    expect(info.data).toMatchObject({ maxdccurrent: '11/11', europeeffec: 98.3, vendor: 'Huawei' });
  });

  it('answers 115 (HTTP 404) for an unknown model', async () => {
    const answer = await callApi('inverter/queryInverterInfo', { id: 'no-such-model' }, { token: user });
    expect(answer).toMatchObject({ status: 404, code: 115 });
  });
});

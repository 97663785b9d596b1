/** The system inverter calls that copy, delete and batch-set models (the maintainer's menu). */
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api-client';
import { onlyUseInTestsSnapshotTable } from '../../support/table';
import { demoToken } from './support/accounts';
import { fieldKeys } from './support/answers';
import { inverterForm, uniqueName } from './support/bodies';
import { addInverter, type Inverter, pageInverters } from './support/inverters';

let maintain: string;
let user: string;

beforeAll(async () => {
  [maintain, user] = await Promise.all([demoToken('maintain'), demoToken('user')]);
});

describe('CopySystemInverter and deleteSystemInverter', () => {
  it('copies a model under a new name, which must be given (逆变器编号不能为空) and unique', async () => {
    // Prepare
    const source = await addInverter(maintain);
    const name = uniqueName('COPY');
    // Act
    const copy = await callApi<Inverter>(
      'inverter/CopySystemInverter',
      { sourceInverterId: source.id, inverterModelName: name },
      { token: maintain },
    );
    const empty = await callApi(
      'inverter/CopySystemInverter',
      { sourceInverterId: source.id, inverterModelName: ' ' },
      { token: maintain, culture: 'zh-CN' },
    );
    const taken = await callApi(
      'inverter/CopySystemInverter',
      { sourceInverterId: source.id, inverterModelName: source.modelname },
      { token: maintain },
    );
    // Assess
    expect(copy.data).toMatchObject({ modelname: name, maxdccurrent: source.maxdccurrent, version: 1 });
    expect(copy.data.id).not.toBe(source.id);
    // A blank name counts as a missing parameter (115), with the form's message.
    expect(empty).toMatchObject({ code: 115 });
    expect((empty.data as { fieldErrors: { message: string }[] }).fieldErrors[0]?.message).toBe(
      '逆变器编号不能为空',
    );
    expect(fieldKeys(taken)).toEqual([['inverterModelName', 'modelNameExists']]);
  });

  it('deletes a model and frees its name', async () => {
    // Prepare
    const model = await addInverter(maintain);
    // Act
    const deleted = await callApi(
      'inverter/deleteSystemInverter',
      { inverterId: model.id },
      { token: maintain },
    );
    const again = await callApi(
      'inverter/deleteSystemInverter',
      { inverterId: model.id },
      { token: maintain },
    );
    const reused = await callApi(
      'inverter/insertOrEditSystemInverter',
      inverterForm({ modelname: model.modelname }),
      { token: maintain },
    );
    // Assess
    expect(deleted.code).toBe(0);
    expect(again).toMatchObject({ code: 115, status: 404 });
    expect(reused.code).toBe(0);
  });
});

describe('batch settings', () => {
  it('sets the series and the type of the selected models', async () => {
    // Prepare
    const a = await addInverter(maintain);
    const b = await addInverter(maintain);
    const series = uniqueName('SER');
    // Act
    const setSeries = await callApi(
      'inverter/setInverterSeries',
      { series, inverterIds: [a.id, b.id] },
      { token: maintain },
    );
    const setType = await callApi(
      'inverter/setSystemInverterType',
      { inverterTypeValue: 2, InverterIdArray: [a.id] },
      { token: maintain },
    );
    const listed = await pageInverters(user, { series, invertertype: 2 });
    // Assess
    expect(setSeries.data).toEqual({ updated: 2 });
    expect(setType.data).toEqual({ updated: 1 });
    expect(listed.resultData.map((m) => m.id)).toEqual([a.id]);
  });

  it('needs a selection: 请选择逆变器', async () => {
    // Act
    const series = await callApi(
      'inverter/setInverterSeries',
      { series: 'X', inverterIds: [] },
      { token: maintain, culture: 'zh-CN' },
    );
    const type = await callApi(
      'inverter/setSystemInverterType',
      { inverterTypeValue: 1, InverterIdArray: [] },
      { token: maintain },
    );
    // Assess
    expect(series.code).toBe(118);
    expect((series.data as { fieldErrors: { message: string }[] }).fieldErrors[0]?.message).toBe(
      '请选择逆变器',
    );
    expect(fieldKeys(type)).toEqual([['InverterIdArray', 'inverterSelectionRequired']]);
  });

  it('changes none of the selection when one model is unknown', async () => {
    // Prepare
    const model = await addInverter(maintain);
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const answer = await callApi(
      'inverter/setInverterSeries',
      { series: 'X', inverterIds: [model.id, 'no-such-model'] },
      { token: maintain },
    );
    // Assess
    expect(answer).toMatchObject({ code: 115, status: 404 });
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });

  it('refuses a type outside 1 and 2', async () => {
    const answer = await callApi(
      'inverter/setSystemInverterType',
      { inverterTypeValue: 3, InverterIdArray: ['x'] },
      { token: maintain },
    );
    expect(fieldKeys(answer)).toEqual([['inverterTypeValue', 'invalidValue']]);
  });
});

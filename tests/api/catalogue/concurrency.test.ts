/** Unique model names under concurrent writes: exactly one of two simultaneous inserts wins. */
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api-client';
import { demoToken } from './support/accounts';
import { inverterForm, systemPanelForm, uniqueName } from './support/bodies';

let maintain: string;
let admin: string;

beforeAll(async () => {
  [maintain, admin] = await Promise.all([demoToken('maintain'), demoToken('admin')]);
});

describe('two concurrent inserts of one model name', () => {
  it.each([1, 2, 3, 4, 5])('round %i: exactly one wins, the other answers 118 已存在该机型', async () => {
    // Prepare
    const modelname = uniqueName('RACE');
    // Act
    const answers = await Promise.all([
      callApi('inverter/insertOrEditSystemInverter', inverterForm({ modelname }), { token: maintain }),
      callApi('inverter/insertOrEditSystemInverter', inverterForm({ modelname: modelname.toLowerCase() }), {
        token: admin,
      }),
    ]);
    const names = await callApi<{ modelname: string }[]>(
      'inverter/queryAllSystemInverterModelName',
      {},
      { token: maintain },
    );
    // Assess
    expect(answers.map((a) => a.code).sort()).toEqual([0, 118]);
    expect(names.data.filter((n) => n.modelname.toLowerCase() === modelname.toLowerCase())).toHaveLength(1);
  });

  it('holds for copies too, and for system panels', async () => {
    // Prepare
    const source = (
      await callApi<{ id: string }>('inverter/insertOrEditSystemInverter', inverterForm(), {
        token: maintain,
      })
    ).data;
    const copyName = uniqueName('COPY-RACE');
    const panel = systemPanelForm();
    // Act
    const copies = await Promise.all([
      callApi(
        'inverter/CopySystemInverter',
        { sourceInverterId: source.id, inverterModelName: copyName },
        { token: maintain },
      ),
      callApi(
        'inverter/CopySystemInverter',
        { sourceInverterId: source.id, inverterModelName: copyName },
        { token: admin },
      ),
    ]);
    const panels = await Promise.all([
      callApi('component/InsertSystemComponent', panel, { token: maintain }),
      callApi('component/InsertSystemComponent', panel, { token: admin }),
    ]);
    // Assess
    expect(copies.map((a) => a.code).sort()).toEqual([0, 118]);
    expect(panels.map((a) => a.code).sort()).toEqual([0, 118]);
  });
});

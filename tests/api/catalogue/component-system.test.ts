/** The component calls of system panels (the maintainer's catalogue) and frequently used panels. */
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api-client';
import { demoToken, newActivatedUser, type TestUser } from './support/accounts';
import { fieldKeys, type Page } from './support/answers';
import { systemPanelForm } from './support/bodies';
import { addUserPanel, type Panel } from './support/user-panels';

let owner: TestUser;
let other: TestUser;
let maintain: string;

beforeAll(async () => {
  [owner, other] = await Promise.all([newActivatedUser(), newActivatedUser()]);
  maintain = await demoToken('maintain');
});

describe('system panels', () => {
  it('lets the maintainer add one that every user reads, and refuses the same manufacturer and model twice', async () => {
    // Prepare
    const form = systemPanelForm();
    // Act
    const added = await callApi<Panel>('component/InsertSystemComponent', form, { token: maintain });
    const again = await callApi(
      'component/InsertSystemComponent',
      { ...form, componentmodelname: form.componentmodelname.toLowerCase() },
      { token: maintain },
    );
    const read = await callApi<Panel>(
      'component/querySystemComponentInfo',
      { Id: added.data.Id },
      { token: owner.token },
    );
    // Assess
    expect(added.data).toMatchObject({ choseWay: 2, IsDefault: 0, componentarea: 2.58 });
    expect(fieldKeys(again)).toEqual([['componentmodelname', 'modelNameExists']]);
    expect(read.data.componentmodelname).toBe(form.componentmodelname);
  });

  it('pages the catalogue searched by manufacturer and model, the seeds included', async () => {
    // Act
    const longi = await callApi<Page<Panel & { manufacturer: string }>>(
      'component/pageQuerySystemComponent',
      { limit: 50, offset: 1, whereCondition: { manufacturer: 'longi', componentName: 'hi-mo' } },
      { token: owner.token },
    );
    const all = await callApi<Page<Panel>>(
      'component/pageQuerySystemComponent',
      { limit: 10, offset: 1 },
      { token: maintain },
    );
    // Assess
    expect(longi.data.totalCount).toBe(3);
    expect(longi.data.resultData.every((p) => p.manufacturer === 'LONGi')).toBe(true);
    expect(all.data.totalCount).toBeGreaterThanOrEqual(20);
  });

  it('edits with the version read (117 when stale, 118 when renamed onto another panel)', async () => {
    // Prepare
    const taken = (
      await callApi<Panel>('component/InsertSystemComponent', systemPanelForm(), { token: maintain })
    ).data;
    const panel = (
      await callApi<Panel>('component/InsertSystemComponent', systemPanelForm(), { token: maintain })
    ).data;
    // Act
    const saved = await callApi<Panel>(
      'component/EditSystemComponent',
      systemPanelForm({ Id: panel.Id, version: 1, peakpower: 545, mppcurrent: 13.0 }),
      { token: maintain },
    );
    const stale = await callApi(
      'component/EditSystemComponent',
      systemPanelForm({ Id: panel.Id, version: 1 }),
      { token: maintain },
    );
    const clash = await callApi(
      'component/EditSystemComponent',
      systemPanelForm({ Id: panel.Id, version: 2, componentmodelname: taken.componentmodelname }),
      { token: maintain },
    );
    // Assess
    expect(saved.data).toMatchObject({ version: 2 });
    expect(stale.code).toBe(117);
    expect(fieldKeys(clash)).toEqual([['componentmodelname', 'modelNameExists']]);
  });

  it('answers 115 with HTTP 404 for an id that is not in the catalogue', async () => {
    const answer = await callApi(
      'component/querySystemComponentInfo',
      { Id: 'no-such-panel' },
      { token: owner.token },
    );
    expect(answer).toMatchObject({
      status: 404,
      code: 115,
      message: 'This item does not exist or was deleted',
    });
  });

  it('answers 115 for a missing body and 118 for wrong types and oversized text', async () => {
    // Act
    const missing = await callApi('component/InsertSystemComponent', {}, { token: maintain });
    const wrong = await callApi(
      'component/EditSystemComponent',
      systemPanelForm({ Id: 'x', version: 'one' }),
      { token: maintain },
    );
    const long = await callApi(
      'component/InsertSystemComponent',
      systemPanelForm({ manufacturer: 'M'.repeat(101) }),
      { token: maintain },
    );
    // Assess
    expect(missing.code).toBe(115);
    expect(fieldKeys(wrong)).toEqual([['version', 'invalidType']]);
    expect(fieldKeys(long)).toEqual([['manufacturer', 'tooLong']]);
  });
});

describe('frequently used panels', () => {
  it('answer an empty list until projects record use', async () => {
    const answer = await callApi('component/queryUserFrequentlyUsedComponent', {}, { token: owner.token });
    expect(answer).toMatchObject({ code: 0, data: [] });
  });

  it('tell a system panel (2) from the caller’s custom panel (3), and refuse another user’s (114)', async () => {
    // Prepare
    const system = (
      await callApi<Page<Panel>>('component/pageQuerySystemComponent', { limit: 1 }, { token: owner.token })
    ).data.resultData[0]!;
    const own = await addUserPanel(owner);
    const foreign = await addUserPanel(other);
    // Act
    const asSystem = await callApi<{ PanelType: number }>(
      'component/queryUserFrequentlyUsedComponentInfo',
      { panelid: system.Id },
      { token: owner.token },
    );
    const asOwn = await callApi<{ PanelType: number }>(
      'component/queryUserFrequentlyUsedComponentInfo',
      { panelid: own.Id },
      { token: owner.token },
    );
    const asForeign = await callApi(
      'component/queryUserFrequentlyUsedComponentInfo',
      { panelid: foreign.Id },
      { token: owner.token },
    );
    // Assess
    expect(asSystem.data.PanelType).toBe(2);
    expect(asOwn.data.PanelType).toBe(3);
    expect(asForeign).toMatchObject({ code: 114, data: null });
  });
});

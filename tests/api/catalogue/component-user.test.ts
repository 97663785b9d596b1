/** The component calls of custom panels: the owner's only (114 for anyone else). */
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api-client';
import { onlyUseInTestsSnapshotTable } from '../../support/table';
import { newActivatedUser, type TestUser } from './support/accounts';
import { fieldKeys, type Page } from './support/answers';
import { uniqueName, userPanelForm } from './support/bodies';
import { addUserPanel, type Panel } from './support/user-panels';

let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  [owner, other] = await Promise.all([newActivatedUser(), newActivatedUser()]);
});

describe('custom panels', () => {
  it('adds a panel in the chooser’s shape; the first one becomes the default', async () => {
    // Act
    const first = await addUserPanel(owner, { manufacturer: 'LONGi' });
    const second = await addUserPanel(owner);
    // Assess
    expect(first).toMatchObject({ IsDefault: 1, choseWay: 3, componentarea: 2.58, version: 1 });
    expect(second.IsDefault).toBe(0);
  });

  it('lists the caller’s panels newest first in PascalCase, searched by manufacturer or model', async () => {
    // Prepare
    const named = await addUserPanel(owner, {
      manufacturer: 'Trina Solar',
      componentModelName: uniqueName('Vertex-S'),
    });
    // Act
    const all = await callApi<Page<Record<string, unknown>>>(
      'component/PageQueryUserComponent',
      { limit: 50, offset: 1 },
      { token: owner.token },
    );
    const found = await callApi<Page<Record<string, unknown>>>(
      'component/PageQueryUserComponent',
      { limit: 10, offset: 1, whereCondition: { manufacturerOrComponentName: 'vertex-s' } },
      { token: owner.token },
    );
    const ofOther = await callApi<Page<unknown>>(
      'component/PageQueryUserComponent',
      {},
      { token: other.token },
    );
    // Assess
    expect(all.data.resultData[0]).toMatchObject({
      Id: named.Id,
      Manufacturer: 'Trina Solar',
      PeakPower: 550,
    });
    expect(found.data.resultData.map((row) => row.Id)).toEqual([named.Id]);
    expect(ofOther.data.totalCount).toBe(0);
  });

  it('pages with a 1-based offset and answers the last page for an offset past the end', async () => {
    // Act
    const page = await callApi<Page<unknown>>(
      'component/PageQueryUserComponent',
      { limit: 1, offset: 99 },
      { token: owner.token },
    );
    // Assess
    expect(page.data.resultData).toHaveLength(1);
    expect(page.data.offset).toBe(page.data.totalCount);
  });

  it('saves an edit with the version read, and refuses a stale one with 117 changing nothing', async () => {
    // Prepare
    const panel = await addUserPanel(owner);
    const form = userPanelForm({ componentModelName: 'Edited', id: panel.Id, version: 1 });
    // Act
    const saved = await callApi<Panel>('component/updateUserComponent', form, { token: owner.token });
    const before = await onlyUseInTestsSnapshotTable();
    const stale = await callApi(
      'component/updateUserComponent',
      { ...form, componentModelName: 'Lost' },
      { token: owner.token },
    );
    // Assess
    expect(saved.data).toMatchObject({ componentmodelname: 'Edited', version: 2 });
    expect(stale).toMatchObject({ status: 409, code: 117 });
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });

  it('moves the default, never deletes the default, and deletes the others', async () => {
    // Prepare
    const panel = await addUserPanel(owner);
    // Act
    const moved = await callApi(
      'component/setDefaultUserComponent',
      { id: panel.Id },
      { token: owner.token },
    );
    const current = await callApi<Panel>(
      'component/queryUserDefaultComponentInfo',
      {},
      { token: owner.token },
    );
    const refused = await callApi('component/deleteUserComponent', { id: panel.Id }, { token: owner.token });
    const spare = await addUserPanel(owner);
    const deleted = await callApi('component/deleteUserComponent', { id: spare.Id }, { token: owner.token });
    const gone = await callApi('component/queryUserComponentInfo', { id: spare.Id }, { token: owner.token });
    // Assess
    expect(moved.code).toBe(0);
    expect(current.data).toMatchObject({ Id: panel.Id, IsDefault: 1 });
    expect(refused).toMatchObject({ code: 118, message: 'The default panel cannot be deleted' });
    expect(deleted.code).toBe(0);
    expect(gone.code).toBe(114);
  });

  it('deletes a selection all or none: never with the default in it, never an empty one', async () => {
    // Prepare
    const a = await addUserPanel(owner);
    const b = await addUserPanel(owner);
    const defaultId = (
      await callApi<Panel>('component/queryUserDefaultComponentInfo', {}, { token: owner.token })
    ).data.Id;
    // Act
    const empty = await callApi(
      'component/batchDeleteUserComponent',
      { ComponentIds: [] },
      { token: owner.token },
    );
    const withDefault = await callApi(
      'component/batchDeleteUserComponent',
      { ComponentIds: [a.Id, defaultId] },
      { token: owner.token },
    );
    const stillThere = await callApi(
      'component/queryUserComponentInfo',
      { id: a.Id },
      { token: owner.token },
    );
    const done = await callApi<{ deleted: number }>(
      'component/batchDeleteUserComponent',
      { ComponentIds: [a.Id, b.Id, a.Id] },
      { token: owner.token },
    );
    // Assess
    expect(empty).toMatchObject({ code: 118 });
    expect(fieldKeys(empty)).toEqual([['ComponentIds', 'panelSelectionRequired']]);
    expect(withDefault).toMatchObject({ code: 118, message: 'The default panel cannot be deleted' });
    expect(stillThere.code).toBe(0);
    expect(done.data).toEqual({ deleted: 2 });
  });

  it('answers 115 naming every field for an empty body', async () => {
    // Act
    const answer = await callApi('component/insertUserComponent', {}, { token: owner.token });
    // Assess
    expect(answer.code).toBe(115);
    expect(fieldKeys(answer)).toContainEqual(['manufacturer', 'required']);
    expect(fieldKeys(answer)).toContainEqual(['peakPower', 'required']);
  });

  it('answers 118 for wrong-typed fields, oversized text and a datasheet that contradicts itself', async () => {
    // Act
    const wrong = await callApi(
      'component/insertUserComponent',
      userPanelForm({ manufacturer: { a: 1 }, peakPower: 'lots' }),
      { token: owner.token },
    );
    const long = await callApi(
      'component/insertUserComponent',
      userPanelForm({ componentModelName: 'M'.repeat(101) }),
      { token: owner.token },
    );
    const contradicts = await callApi('component/insertUserComponent', userPanelForm({ mppVoltage: 60 }), {
      token: owner.token,
    });
    // Assess
    expect(fieldKeys(wrong)).toEqual([
      ['manufacturer', 'invalidType'],
      ['peakPower', 'numberRequired'],
    ]);
    expect(fieldKeys(long)).toEqual([['componentModelName', 'tooLong']]);
    expect(fieldKeys(contradicts)).toEqual([['mppVoltage', 'mppVoltageAboveVoc']]);
    expect([wrong.code, long.code, contradicts.code]).toEqual([118, 118, 118]);
  });

  it('refuses a physically impossible panel beside its fields, in both languages, changing nothing', async () => {
    // Prepare: 400 W on 1.70 m² is 23.5 %, not 99 %; +5 %/℃ on Voc has the wrong sign.
    const before = await onlyUseInTestsSnapshotTable();
    const impossible = userPanelForm({
      peakPower: 400,
      componentLength: 1.7,
      componentWidth: 1,
      mppCurrent: 9.5,
      efficiency: 99,
      tempCoefficientVoc: 5,
    });
    // Act
    const chinese = await callApi('component/insertUserComponent', impossible, {
      token: owner.token,
      culture: 'zh-CN',
    });
    const english = await callApi('component/insertUserComponent', impossible, {
      token: owner.token,
      culture: 'en',
    });
    // Assess
    expect(chinese.code).toBe(118);
    expect(fieldKeys(chinese)).toEqual([
      ['efficiency', 'efficiencyMismatch'],
      ['tempCoefficientVoc', 'tempCoefficientVocRange'],
    ]);
    const messages = (answer: typeof english) =>
      (answer.data as { fieldErrors: { message: string }[] }).fieldErrors.map((e) => e.message);
    expect(messages(chinese)[1]).toBe('开路电压温度系数须为负值，在 -1 到 0 %/℃ 之间');
    expect(messages(english)[0]).toContain('The efficiency does not match');
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });

  describe('another user’s panel', () => {
    let foreign: Panel;
    beforeAll(async () => {
      foreign = await addUserPanel(other);
    });

    it.each([
      ['component/queryUserComponentInfo', (id: string) => ({ id })],
      ['component/updateUserComponent', (id: string) => userPanelForm({ id, version: 1 })],
      ['component/deleteUserComponent', (id: string) => ({ id })],
      ['component/batchDeleteUserComponent', (id: string) => ({ ComponentIds: [id] })],
      ['component/setDefaultUserComponent', (id: string) => ({ id })],
    ])('%s answers 114, reads and changes nothing', async (path, body) => {
      // Prepare
      const before = await onlyUseInTestsSnapshotTable();
      // Act
      const answer = await callApi(path, body(foreign.Id), { token: owner.token });
      // Assess
      expect(answer).toMatchObject({ status: 403, code: 114, data: null });
      expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
    });
  });
});

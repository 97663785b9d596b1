/** The cable material calls: each user's own materials, copper the default from the start. */
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api-client';
import { onlyUseInTestsSnapshotTable } from '../../support/table';
import { newActivatedUser, type TestUser } from './support/accounts';
import { fieldKeys } from './support/answers';

interface Material {
  Id: string;
  MaterialName: string;
  Resistivity: number;
  IsDefault: 0 | 1;
  version: number;
}

let owner: TestUser;
let other: TestUser;

async function materials(
  user: TestUser,
  materialName?: string,
  culture: 'zh-CN' | 'en' = 'en',
): Promise<Material[]> {
  const answer = await callApi<Material[]>(
    'cablematerial/queryAllUserCableMaterial',
    materialName ? { materialName } : {},
    { token: user.token, culture },
  );
  return answer.data;
}

async function addMaterial(user: TestUser, material = 'Tinned copper', isDefault = 0): Promise<Material> {
  const answer = await callApi<Material>(
    'cablematerial/InsertUserCableMaterial',
    { material, resistivity: 0.0179, isDefault },
    { token: user.token },
  );
  expect(answer.code).toBe(0);
  return answer.data;
}

beforeAll(async () => {
  [owner, other] = await Promise.all([newActivatedUser('zh-CN'), newActivatedUser('en')]);
});

describe('a new account’s cable materials', () => {
  it('are copper (the default) and aluminium, named in the reader’s language whatever the account’s', async () => {
    // Act: the Chinese account read in Chinese and in English, the English one in Chinese.
    const chinese = await materials(owner, undefined, 'zh-CN');
    const chineseInEnglish = await materials(owner, undefined, 'en');
    const englishInChinese = await materials(other, undefined, 'zh-CN');
    // Assess
    expect(chinese.map((m) => [m.MaterialName, m.Resistivity, m.IsDefault])).toEqual([
      ['铜', 0.0175, 1],
      ['铝', 0.0283, 0],
    ]);
    expect(chineseInEnglish.map((m) => m.MaterialName)).toEqual(['Copper', 'Aluminium']);
    expect(englishInChinese.map((m) => m.MaterialName)).toEqual(['铜', '铝']);
    expect((await materials(other)).map((m) => m.MaterialName)).toEqual(['Copper', 'Aluminium']);
  });

  it('answer copper as the default material', async () => {
    const answer = await callApi<Material>(
      'cablematerial/queryUserDefaultCableMaterialInfo',
      {},
      { token: other.token },
    );
    expect(answer.data).toMatchObject({ MaterialName: 'Copper', IsDefault: 1 });
  });
});

describe('cable materials', () => {
  it('adds, finds by name and reads a material', async () => {
    // Act
    const added = await addMaterial(owner, 'Tinned copper');
    const found = await materials(owner, 'TINNED');
    const read = await callApi<Material>(
      'cablematerial/QueryUserCableMaterialInfo',
      { id: added.Id },
      { token: owner.token },
    );
    // Assess
    expect(added).toMatchObject({
      MaterialName: 'Tinned copper',
      Resistivity: 0.0179,
      IsDefault: 0,
      version: 1,
    });
    expect(found.map((m) => m.Id)).toEqual([added.Id]);
    expect(read.data).toEqual(added);
  });

  it('moves the star: one default at a time, listed first', async () => {
    // Prepare
    const added = await addMaterial(owner, 'Silver');
    // Act
    const moved = await callApi(
      'cablematerial/defaultUserCableMaterial',
      { id: added.Id },
      { token: owner.token },
    );
    const list = await materials(owner);
    // Assess
    expect(moved.code).toBe(0);
    expect(list[0]).toMatchObject({ Id: added.Id, IsDefault: 1 });
    expect(list.filter((m) => m.IsDefault === 1)).toHaveLength(1);
  });

  it('takes the star when added with isDefault 1', async () => {
    // Act
    const added = await addMaterial(owner, 'Gold', 1);
    const current = await callApi<Material>(
      'cablematerial/queryUserDefaultCableMaterialInfo',
      {},
      { token: owner.token },
    );
    // Assess
    expect(added.IsDefault).toBe(1);
    expect(current.data.Id).toBe(added.Id);
  });

  it('never deletes the default, deletes the others', async () => {
    // Prepare
    const current = (
      await callApi<Material>('cablematerial/queryUserDefaultCableMaterialInfo', {}, { token: owner.token })
    ).data;
    const spare = await addMaterial(owner, 'Spare');
    // Act
    const refused = await callApi(
      'cablematerial/DeleteUserCableMaterial',
      { id: current.Id },
      { token: owner.token },
    );
    const deleted = await callApi(
      'cablematerial/DeleteUserCableMaterial',
      { id: spare.Id },
      { token: owner.token },
    );
    // Assess
    expect(refused).toMatchObject({ code: 118, message: 'The default material cannot be deleted' });
    expect(deleted.code).toBe(0);
    expect((await materials(owner)).map((m) => m.Id)).not.toContain(spare.Id);
  });

  it('saves an edit with the version read, and refuses a stale one with 117', async () => {
    // Prepare
    const material = await addMaterial(owner, 'Alloy');
    // Act
    const saved = await callApi<Material>(
      'cablematerial/UpdateUserCableMaterial',
      { id: material.Id, material: 'Alloy 2', resistivity: 0.03, version: 1 },
      { token: owner.token },
    );
    const stale = await callApi(
      'cablematerial/UpdateUserCableMaterial',
      { id: material.Id, material: 'Lost', resistivity: 0.03, version: 1 },
      { token: owner.token },
    );
    // Assess
    expect(saved.data).toMatchObject({ MaterialName: 'Alloy 2', Resistivity: 0.03, version: 2 });
    expect(stale.code).toBe(117);
  });

  it('answers 115 for a missing body, 118 for text as resistivity, a zero one and an oversized name', async () => {
    // Act
    const missing = await callApi('cablematerial/InsertUserCableMaterial', {}, { token: owner.token });
    const text = await callApi(
      'cablematerial/InsertUserCableMaterial',
      { material: 'X', resistivity: 'low' },
      { token: owner.token },
    );
    const zero = await callApi(
      'cablematerial/InsertUserCableMaterial',
      { material: 'X', resistivity: 0 },
      { token: owner.token },
    );
    const long = await callApi(
      'cablematerial/InsertUserCableMaterial',
      { material: 'X'.repeat(51), resistivity: 0.02 },
      { token: owner.token },
    );
    const wrongFlag = await callApi(
      'cablematerial/InsertUserCableMaterial',
      { material: 'X', resistivity: 0.02, isDefault: 'yes' },
      { token: owner.token },
    );
    // Assess
    expect(missing.code).toBe(115);
    expect(fieldKeys(missing)).toEqual([
      ['material', 'materialRequired'],
      ['resistivity', 'resistivityRequired'],
    ]);
    expect(fieldKeys(text)).toEqual([['resistivity', 'resistivityNumeric']]);
    expect(fieldKeys(zero)).toEqual([['resistivity', 'resistivityPositive']]);
    expect(fieldKeys(long)).toEqual([['material', 'tooLong']]);
    expect(fieldKeys(wrongFlag)).toEqual([['isDefault', 'invalidValue']]);
  });

  describe('another user’s material', () => {
    let foreign: Material;
    beforeAll(async () => {
      foreign = await addMaterial(other, 'Foreign');
    });

    it.each([
      ['cablematerial/QueryUserCableMaterialInfo', (id: string) => ({ id })],
      [
        'cablematerial/UpdateUserCableMaterial',
        (id: string) => ({ id, material: 'Mine', resistivity: 0.02, version: 1 }),
      ],
      ['cablematerial/DeleteUserCableMaterial', (id: string) => ({ id })],
      ['cablematerial/defaultUserCableMaterial', (id: string) => ({ id })],
    ])('%s answers 114, reads and changes nothing', async (path, body) => {
      // Prepare
      const before = await onlyUseInTestsSnapshotTable();
      // Act
      const answer = await callApi(path, body(foreign.Id), { token: owner.token });
      // Assess
      expect(answer).toMatchObject({ status: 403, code: 114, data: null });
      expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
    });

    it('is not in the caller’s list', async () => {
      expect((await materials(owner)).map((m) => m.Id)).not.toContain(foreign.Id);
    });
  });
});

describe('a material name (unique among the user’s materials, any case)', () => {
  it('is refused on insert when the user has it already, beside the field, changing nothing', async () => {
    // Prepare
    await addMaterial(owner, 'Silver alloy');
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const again = await callApi(
      'cablematerial/InsertUserCableMaterial',
      { material: '  SILVER   alloy ', resistivity: 0.016, isDefault: 0 },
      { token: owner.token, culture: 'zh-CN' },
    );
    const english = await callApi(
      'cablematerial/InsertUserCableMaterial',
      { material: '铜', resistivity: 0.0175, isDefault: 1 },
      { token: owner.token, culture: 'en' },
    );
    // Assess
    expect(again).toMatchObject({ code: 118, message: '已存在该材料名称' });
    expect(fieldKeys(again)).toEqual([['material', 'materialNameExists']]);
    expect(english).toMatchObject({ code: 118, message: 'A material of this name already exists' });
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });

  it('is free for another user, and again once its material is deleted', async () => {
    // Prepare
    const mine = await addMaterial(owner, 'Gold wire');
    // Act
    const theirs = await callApi(
      'cablematerial/InsertUserCableMaterial',
      { material: 'gold wire', resistivity: 0.022, isDefault: 0 },
      { token: other.token },
    );
    const deleted = await callApi(
      'cablematerial/DeleteUserCableMaterial',
      { id: mine.Id },
      { token: owner.token },
    );
    const reused = await callApi(
      'cablematerial/InsertUserCableMaterial',
      { material: 'Gold Wire', resistivity: 0.022, isDefault: 0 },
      { token: owner.token },
    );
    // Assess
    expect([theirs.code, deleted.code, reused.code]).toEqual([0, 0, 0]);
  });

  it('is refused on a rename onto another material, while a rename in case only saves', async () => {
    // Prepare
    const material = await addMaterial(owner, 'Brass');
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const onto = await callApi(
      'cablematerial/UpdateUserCableMaterial',
      { id: material.Id, material: '铝', resistivity: 0.07, version: material.version },
      { token: owner.token, culture: 'zh-CN' },
    );
    const unchanged = await onlyUseInTestsSnapshotTable();
    const ownName = await callApi<Material>(
      'cablematerial/UpdateUserCableMaterial',
      { id: material.Id, material: 'BRASS', resistivity: 0.07, version: material.version },
      { token: owner.token },
    );
    // Assess
    expect(onto).toMatchObject({ code: 118, message: '已存在该材料名称' });
    expect(fieldKeys(onto)).toEqual([['material', 'materialNameExists']]);
    expect(unchanged).toEqual(before);
    expect(ownName).toMatchObject({ code: 0, data: { MaterialName: 'BRASS' } });
  });

  it('has exactly one winner when two inserts race', async () => {
    // Act
    const answers = await Promise.all(
      [0, 1].map(() =>
        callApi(
          'cablematerial/InsertUserCableMaterial',
          { material: 'Race metal', resistivity: 0.03, isDefault: 0 },
          { token: owner.token },
        ),
      ),
    );
    // Assess
    expect(answers.map((a) => a.code).sort()).toEqual([0, 118]);
    expect((await materials(owner, 'race metal')).length).toBe(1);
  });
});

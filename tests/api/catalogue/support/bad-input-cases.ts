/**
 * One case per catalogue call for the bad-input tests: a body missing a required field, one with
 * a wrong-typed field, one with an oversized text, each naming the field the answer must flag.
 */
import type { DemoRole } from './accounts';
import { systemPanelForm, userPanelForm } from './bodies';

export const long = (n: number) => 'x'.repeat(n + 1);

export interface Case {
  path: string;
  role: DemoRole;
  /** A body missing a required field, and that field (none for calls without one). */
  missing?: [Record<string, unknown>, string];
  /** A body with a wrong-typed field, and that field. */
  wrongType: [Record<string, unknown>, string];
  /** A body with an oversized text, and that field (none for calls without text). */
  oversized?: [Record<string, unknown>, string];
}

export const paged = (path: string, role: DemoRole, searchField: string): Case => ({
  path,
  role,
  wrongType: [{ limit: 'ten' }, 'limit'],
  oversized: [{ whereCondition: { [searchField]: long(100) } }, `whereCondition.${searchField}`],
});

/** The component and cablematerial calls. */
export const panelAndMaterialCases: Case[] = [
  paged('component/PageQueryUserComponent', 'user', 'manufacturerOrComponentName'),
  {
    path: 'component/insertUserComponent',
    role: 'user',
    missing: [userPanelForm({ peakPower: undefined }), 'peakPower'],
    wrongType: [userPanelForm({ efficiency: [] }), 'efficiency'],
    oversized: [userPanelForm({ manufacturer: long(100) }), 'manufacturer'],
  },
  {
    path: 'component/updateUserComponent',
    role: 'user',
    missing: [userPanelForm({ version: 1 }), 'id'],
    wrongType: [userPanelForm({ id: 'a', version: '1' }), 'version'],
    oversized: [userPanelForm({ id: long(64), version: 1 }), 'id'],
  },
  {
    path: 'component/deleteUserComponent',
    role: 'user',
    missing: [{}, 'id'],
    wrongType: [{ id: 5 }, 'id'],
    oversized: [{ id: long(64) }, 'id'],
  },
  {
    path: 'component/batchDeleteUserComponent',
    role: 'user',
    missing: [{}, 'ComponentIds'],
    wrongType: [{ ComponentIds: [1] }, 'ComponentIds.0'],
    oversized: [{ ComponentIds: [long(64)] }, 'ComponentIds.0'],
  },
  {
    path: 'component/setDefaultUserComponent',
    role: 'user',
    missing: [{}, 'id'],
    wrongType: [{ id: true }, 'id'],
    oversized: [{ id: long(64) }, 'id'],
  },
  {
    path: 'component/queryUserComponentInfo',
    role: 'user',
    missing: [{}, 'id'],
    wrongType: [{ id: {} }, 'id'],
    oversized: [{ id: long(64) }, 'id'],
  },
  {
    path: 'component/queryUserDefaultComponentInfo',
    role: 'user',
    wrongType: [[] as unknown as Record<string, unknown>, ''],
  },
  {
    path: 'component/querySystemComponentInfo',
    role: 'user',
    missing: [{}, 'Id'],
    wrongType: [{ Id: 1 }, 'Id'],
    oversized: [{ Id: long(64) }, 'Id'],
  },
  {
    path: 'component/pageQuerySystemComponent',
    role: 'maintain',
    wrongType: [{ offset: 1.5 }, 'offset'],
    oversized: [{ whereCondition: { componentName: long(100) } }, 'whereCondition.componentName'],
  },
  {
    path: 'component/uploadSystemComponent',
    role: 'maintain',
    missing: [{ fileName: 'a.xlsx' }, 'size'],
    wrongType: [{ fileName: 'a.xlsx', size: '1' }, 'size'],
    oversized: [{ fileName: long(255), size: 1 }, 'fileName'],
  },
  {
    path: 'component/EditSystemComponent',
    role: 'maintain',
    missing: [systemPanelForm({ version: 1 }), 'Id'],
    wrongType: [systemPanelForm({ Id: 'a', version: 1, peakpower: {} }), 'peakpower'],
    oversized: [
      systemPanelForm({ Id: 'a', version: 1, componentmodelname: long(100) }),
      'componentmodelname',
    ],
  },
  {
    path: 'component/InsertSystemComponent',
    role: 'maintain',
    missing: [systemPanelForm({ manufacturer: undefined }), 'manufacturer'],
    wrongType: [systemPanelForm({ wafermaterial: 3 }), 'wafermaterial'],
    oversized: [systemPanelForm({ manufacturer: long(100) }), 'manufacturer'],
  },
  {
    path: 'component/queryUserFrequentlyUsedComponent',
    role: 'user',
    wrongType: ['x' as unknown as Record<string, unknown>, ''],
  },
  {
    path: 'component/queryUserFrequentlyUsedComponentInfo',
    role: 'user',
    missing: [{}, 'panelid'],
    wrongType: [{ panelid: 7 }, 'panelid'],
    oversized: [{ panelid: 'a', panelName: long(200) }, 'panelName'],
  },
  {
    path: 'component/readPvsystFile',
    role: 'user',
    missing: [{ fileName: 'a.PAN' }, 'content'],
    wrongType: [{ fileName: 'a.PAN', content: 7 }, 'content'],
    oversized: [{ fileName: long(255), content: 'x' }, 'fileName'],
  },
  {
    path: 'cablematerial/queryAllUserCableMaterial',
    role: 'user',
    wrongType: [{ materialName: 1 }, 'materialName'],
    oversized: [{ materialName: long(50) }, 'materialName'],
  },
  {
    path: 'cablematerial/QueryUserCableMaterialInfo',
    role: 'user',
    missing: [{}, 'id'],
    wrongType: [{ id: 1 }, 'id'],
    oversized: [{ id: long(64) }, 'id'],
  },
  {
    path: 'cablematerial/queryUserDefaultCableMaterialInfo',
    role: 'user',
    wrongType: [[1] as unknown as Record<string, unknown>, ''],
  },
  {
    path: 'cablematerial/InsertUserCableMaterial',
    role: 'user',
    missing: [{ material: 'Cu' }, 'resistivity'],
    wrongType: [{ material: 'Cu', resistivity: true }, 'resistivity'],
    oversized: [{ material: long(50), resistivity: 0.02 }, 'material'],
  },
  {
    path: 'cablematerial/UpdateUserCableMaterial',
    role: 'user',
    missing: [{ material: 'Cu', resistivity: 0.02, version: 1 }, 'id'],
    wrongType: [{ id: 'a', material: 'Cu', resistivity: 0.02, version: [] }, 'version'],
    oversized: [{ id: 'a', material: long(50), resistivity: 0.02, version: 1 }, 'material'],
  },
  {
    path: 'cablematerial/DeleteUserCableMaterial',
    role: 'user',
    missing: [{}, 'id'],
    wrongType: [{ id: ['a'] }, 'id'],
    oversized: [{ id: long(64) }, 'id'],
  },
  {
    path: 'cablematerial/defaultUserCableMaterial',
    role: 'user',
    missing: [{}, 'id'],
    wrongType: [{ id: 2 }, 'id'],
    oversized: [{ id: long(64) }, 'id'],
  },
];

/**
 * Create, read, edit, list and delete of both project types [PRJ-4]: the stored record
 * with its catalogue copies, check results, capacity from the inverters and completeness; the
 * version contract (117); the type of the call; ownership (113/114) before anything is read.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { newActivatedUser, type TestUser } from '../../support/accounts';
import { type ApiAnswer, callApi } from '../../support/api-client';
import { onlyUseInTestsSnapshotTable } from '../../support/table';
import { type CatalogueIds, catalogueIds, gridProjectBody, storageProjectBody } from './support/projects';

interface View {
  projectId: string;
  version: number;
  isComplete: number;
  projectBase: { proName: string; proType: number; proCapacity: number; proCapacityKw: number };
  proUserLoadInformation: {
    loadMonthlyElectricityConsumption: Record<string, number>;
    loadMonthlyElectricityConsumptionTotal: number;
  } | null;
  pvArray: {
    id: string;
    peakpower: number;
    panel: { componentmodelname: string; source: string };
    createtime: string;
  }[];
  inverter: {
    modelname: string;
    info: { modelname: string };
    battery: { batterymodel: string } | null;
    batterycapacity: number | null;
    inverters: {
      DC: { checkResult: string | null; name: string; cableMaterialResistivity: number }[];
      AC: { checkResult: string; totalStringPower: number } | null;
    }[];
  }[];
  proImage: string | null;
  catalogueChanges: unknown[];
}

let owner: TestUser;
let stranger: TestUser;
let ids: CatalogueIds;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newActivatedUser('zh-CN'), newActivatedUser()]);
  ids = await catalogueIds(owner.token);
});

const create = (path: string, body: unknown, token = owner.token) =>
  callApi<string>(`project/${path}`, body, { token });
const view = (projectId: string, token = owner.token) =>
  callApi<View>('project/getUserProjectBaseInfo', { projectId }, { token });

describe('createtUserGridConnectedProject and getUserProjectBaseInfo', () => {
  it('stores a grid-connected project with its copies, checks, capacity and completeness', async () => {
    // Act
    const created = await create('createtUserGridConnectedProject', gridProjectBody(ids));
    const answer = await view(created.data);
    // Assess
    expect(created.code).toBe(0);
    expect(answer.code).toBe(0);
    const project = answer.data;
    expect(project).toMatchObject({
      projectId: created.data,
      version: 1,
      isComplete: 1,
      proImage: null,
      catalogueChanges: [],
    });
    expect(project.projectBase).toMatchObject({ proType: 0, proCapacityKw: 4.92 });
    // 12 × 410 W = 4.92 kW, 2 decimals.
    expect(project.pvArray[0]).toMatchObject({
      peakpower: 4.92,
      panel: { componentmodelname: 'LR5-54HPH-410M (Hi-MO 5m)', source: 'system' },
    });
    const group = project.inverter[0]!;
    expect(group.modelname).toBe('SUN-5K-G');
    expect(group.info.modelname).toBe('SUN-5K-G');
    // 13.08 A on a 13 A input: the current check warns [STR-2]; the row is a warning.
    expect(group.inverters[0]!.DC.map((entry) => entry.checkResult)).toEqual(['warning', 'warning']);
    expect(group.inverters[0]!.DC[0]).toMatchObject({ name: '铜', cableMaterialResistivity: 0.0175 });
    expect(group.inverters[0]!.AC).toMatchObject({ totalStringPower: 4920 });
    expect(project.proUserLoadInformation).toBeNull();
  });

  it('answers 113 for an id that names no project and 114 for another user’s, reading nothing', async () => {
    const created = await create('createtUserGridConnectedProject', gridProjectBody(ids));
    const missing = await view('no-such-project');
    const foreign = await view(created.data, stranger.token);
    expect([missing.code, missing.status]).toEqual([113, 404]);
    expect([foreign.code, foreign.status]).toEqual([114, 403]);
    expect(foreign.data).toBeNull();
  });
});

describe('the cables’ current-carrying capacity in the saved checks [STR-9] [STR-10]', () => {
  interface CableFigures {
    checkResult: string | null;
    designCurrent?: number | null;
    currentCapacity?: number | null;
    suggestedArea?: number | null;
    cableInstallationMethod?: string | null;
  }
  interface Saved {
    isComplete: number;
    inverter: { inverters: { DC: CableFigures[]; AC: CableFigures | null }[] }[];
  }

  it('stores an overheating AC cable as an error with its current, capacity and the size to use', async () => {
    // Prepare: the AC cable 1.5 mm² XLPE in a thermally insulated wall (A1), at the site's 38 °C
    const body = gridProjectBody(ids);
    const unit = body.inverter[0]!.inverters[0]!;
    unit.AC = { ...unit.AC, cableMaterialArea: 1.5, cableInstallationMethod: 'A1' } as typeof unit.AC;
    // Act
    const created = await create('createtUserGridConnectedProject', body);
    const saved = (
      await callApi<Saved>(
        'project/getUserProjectBaseInfo',
        { projectId: created.data },
        {
          token: owner.token,
        },
      )
    ).data;
    // Assess: SUN-5K-G at 5 500 W: 5 500 / (220 × 0.97) = 25.77 A; 19 A × √(52 / 60) = 17.69 A.
    // 4 mm² carries 35 × 0.9309 = 32.58 A and keeps the line loss at 2.40 % (under 3 %).
    const { DC, AC } = saved.inverter[0]!.inverters[0]!;
    expect(AC).toMatchObject({
      checkResult: 'error',
      designCurrent: 25.77,
      currentCapacity: 17.69,
      suggestedArea: 4,
      cableInstallationMethod: 'A1',
    });
    // DC: 1.25 × 13.87 = 17.34 A on 4 mm², method C: 45 × 0.9309 = 41.89 A; its 1.22 % loss
    // warns and 6 mm² is suggested.
    expect(DC[0]).toMatchObject({ designCurrent: 17.34, currentCapacity: 41.89, suggestedArea: 6 });
    // The report reads the same cable, laid as saved.
    const report = await callApi<{ inverter: Saved['inverter'] }>(
      'project/queryProjectReportDataById',
      { proId: created.data },
      { token: owner.token },
    );
    expect(report.data.inverter[0]!.inverters[0]!.AC).toMatchObject({
      checkResult: 'error',
      cableInstallationMethod: 'A1',
    });
  });

  it('refuses a laying that is not one of IEC 60364-5-52’s methods, or more than 20 circuits', async () => {
    const body = gridProjectBody(ids);
    const unit = body.inverter[0]!.inverters[0]!;
    unit.AC = { ...unit.AC, cableInstallationMethod: 'F', cableGroupedCircuits: 21 } as typeof unit.AC;
    const answer = await create('createtUserGridConnectedProject', body);
    expect(answer.code).toBe(118);
  });
});

describe('createtUserEnergyStorageProject', () => {
  it('stores the load with its monthly total and the battery copy with its capacity', async () => {
    const created = await create('createtUserEnergyStorageProject', storageProjectBody(ids));
    const project = (await view(created.data)).data;
    expect(project.projectBase.proType).toBe(1);
    expect(project.isComplete).toBe(1);
    expect(project.proUserLoadInformation!.loadMonthlyElectricityConsumption).toMatchObject({
      Jun: 410,
      Jul: 520,
      Sep: 400,
    });
    expect(project.proUserLoadInformation!.loadMonthlyElectricityConsumptionTotal).toBe(4740.5);
    expect(project.inverter[0]!.battery!.batterymodel).toBe('US5000');
    expect(project.inverter[0]!.batterycapacity).toBeCloseTo(4.8 * Math.max(2, ids.batteryMin), 3);
  });

  it('refuses a storage inverter without a battery and a battery count outside its range (118, nothing stored)', async () => {
    const before = await onlyUseInTestsSnapshotTable();
    const body = storageProjectBody(ids);
    const noBattery = await create('createtUserEnergyStorageProject', {
      ...body,
      inverter: [{ ...body.inverter[0], batterytype: null }],
    });
    const tooMany = await create('createtUserEnergyStorageProject', {
      ...body,
      inverter: [{ ...body.inverter[0], batterynumber: 999 }],
    });
    expect(noBattery.code).toBe(118);
    expect(fields(noBattery)).toContain('inverter.0.batterytype');
    expect(tooMany.code).toBe(118);
    expect(fields(tooMany)).toContain('inverter.0.batterynumber');
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });

  it('refuses an inverter of the other type, a battery of another series and a body whose type is not the call’s', async () => {
    const grid = gridProjectBody(ids);
    const storageInverter = await create('createtUserGridConnectedProject', {
      ...grid,
      inverter: [{ ...grid.inverter[0], inverterid: ids.storageInverterId }],
    });
    const storage = storageProjectBody(ids);
    // A US5000 belongs to the SUN-H-LV series: it is not a battery of the grid-connected SUN-5K-G.
    const otherSeries = await create('createtUserEnergyStorageProject', {
      ...storage,
      inverter: [{ ...storage.inverter[0], inverterid: ids.gridInverterId }],
    });
    const wrongType = await create('createtUserGridConnectedProject', {
      ...grid,
      projectBase: { ...grid.projectBase, proType: 1 },
    });
    expect(fields(storageInverter)).toEqual(['inverter.0.inverterid']);
    expect(fields(otherSeries)).toEqual(['inverter.0.batterytype']);
    expect(fields(wrongType)).toEqual(['projectBase.proType']);
  });
});

function fields(answer: ApiAnswer<unknown>): string[] {
  return ((answer.data as { fieldErrors?: { field: string }[] } | null)?.fieldErrors ?? []).map(
    (e) => e.field,
  );
}

describe('editUserGridConnectedProject', () => {
  it('saves on the version read, answers the next one, and refuses a stale version with 117', async () => {
    const id = (await create('createtUserGridConnectedProject', gridProjectBody(ids))).data;
    const body = gridProjectBody(ids, 'Renamed home');
    const first = await callApi<{ version: number; IsComplete: number }>(
      'project/editUserGridConnectedProject',
      { ...body, projectId: id, version: 1 },
      { token: owner.token },
    );
    const stale = await callApi(
      'project/editUserGridConnectedProject',
      { ...body, projectId: id, version: 1 },
      { token: owner.token },
    );
    const project = (await view(id)).data;
    expect(first.data).toEqual({ version: 2, IsComplete: 1 });
    expect([stale.code, stale.status]).toEqual([117, 409]);
    expect(project.projectBase.proName).toBe('Renamed home');
    expect(project.version).toBe(2);
  });

  it('keeps the array’s creation time and marks a project with unwired panels incomplete', async () => {
    const id = (await create('createtUserGridConnectedProject', gridProjectBody(ids))).data;
    const createdAt = (await view(id)).data.pvArray[0]!.createtime;
    const body = gridProjectBody(ids);
    body.pvArray[0]!.panelcount = 14;
    const saved = await callApi<{ IsComplete: number }>(
      'project/editUserGridConnectedProject',
      { ...body, pvArray: [{ ...body.pvArray[0], createtime: createdAt }], projectId: id, version: 1 },
      { token: owner.token },
    );
    expect(saved.data.IsComplete).toBe(0);
    expect((await view(id)).data.pvArray[0]!.createtime).toBe(createdAt);
  });

  it('refuses the storage edit call on a grid-connected project and another user’s project', async () => {
    const id = (await create('createtUserGridConnectedProject', gridProjectBody(ids))).data;
    const wrongCall = await callApi(
      'project/editUserEnergyStorageProject',
      { ...storageProjectBody(ids), projectId: id, version: 1 },
      { token: owner.token },
    );
    const foreign = await callApi(
      'project/editUserGridConnectedProject',
      { ...gridProjectBody(ids, 'taken over'), projectId: id, version: 1 },
      { token: stranger.token },
    );
    expect(wrongCall.code).toBe(118);
    expect(foreign.code).toBe(114);
    expect((await view(id)).data.projectBase.proName).toBe('Hangzhou home 4.9 kW');
  });
});

describe('PageQueryUserProject and deleteUserProject', () => {
  it('lists the caller’s projects newest change first, searched in Chinese and Latin, and deletes one', async () => {
    const user = await newActivatedUser();
    const userIds = await catalogueIds(user.token);
    const a = (
      await create('createtUserGridConnectedProject', gridProjectBody(userIds, 'Alpha Farm'), user.token)
    ).data;
    const b = (
      await create('createtUserEnergyStorageProject', storageProjectBody(userIds, '北京储能'), user.token)
    ).data;
    const list = (search?: string) =>
      callApi<{
        resultData: { Id: string; ProName: string; ProType: number; IsComplete: number }[];
        totalCount: number;
      }>(
        'project/PageQueryUserProject',
        { limit: 10, offset: 1, whereCondition: { proNameOrAddress: search } },
        { token: user.token },
      );
    expect((await list()).data.resultData.map((row) => row.Id)).toEqual([b, a]);
    expect((await list('alpha')).data.resultData.map((row) => row.ProName)).toEqual(['Alpha Farm']);
    expect((await list('储能')).data.resultData.map((row) => row.ProName)).toEqual(['北京储能']);
    expect((await list('杭州')).data.totalCount).toBe(2);
    const deleted = await callApi('project/deleteUserProject', { projectId: a }, { token: user.token });
    const again = await callApi('project/deleteUserProject', { projectId: a }, { token: user.token });
    expect(deleted.code).toBe(0);
    expect(again.code).toBe(113);
    expect((await list()).data.resultData.map((row) => row.Id)).toEqual([b]);
  });
});

/**
 * On first start the demo user has two complete demo projects: a grid-connected home
 * system and a storage system with a monthly load and batteries, at real places, built from the
 * seeded catalogue, each passing every string check.
 */
import { expect, it } from 'vitest';
import { demo, loginAs } from '../../support/accounts';
import { callApi } from '../../support/api-client';

interface Row {
  Id: string;
  ProName: string;
  ProType: number;
  IsComplete: number;
}
interface Project {
  mapLocation: { proLatitude: number; proLongitude: number };
  proUserLoadInformation: { loadMonthlyElectricityConsumptionTotal: number } | null;
  inverter: {
    battery: { batterymodel: string } | null;
    inverters: { DC: { checkResult: string }[]; AC: { checkResult: string } }[];
  }[];
}

it('lists a complete grid-connected and a complete storage project whose checks all pass', async () => {
  // Prepare
  const token = await loginAs(demo.user);
  // Act
  const list = await callApi<{ resultData: Row[] }>('project/PageQueryUserProject', { limit: 50 }, { token });
  const demos = list.data.resultData.filter(
    (row) => row.ProName.startsWith('杭州西湖区') || row.ProName.startsWith('Beijing'),
  );
  const projects = await Promise.all(
    demos.map((row) => callApi<Project>('project/getUserProjectBaseInfo', { projectId: row.Id }, { token })),
  );
  // Assess
  expect(demos.map((row) => [row.ProType, row.IsComplete]).sort()).toEqual([
    [0, 1],
    [1, 1],
  ]);
  for (const { data } of projects) {
    const results = data.inverter.flatMap((group) =>
      group.inverters.flatMap((unit) => [...unit.DC, unit.AC]),
    );
    expect(results.map((entry) => entry.checkResult)).toEqual(['success', 'success', 'success']);
  }
  const storage = projects.find((p) => p.data.proUserLoadInformation)!.data;
  expect(storage.proUserLoadInformation!.loadMonthlyElectricityConsumptionTotal).toBe(5460);
  expect(storage.inverter[0]!.battery!.batterymodel).toBe('US5000');
});

/**
 * The demo user's two projects, written on first start so `npm start` shows a real
 * list: a grid-connected home system in Hangzhou and an energy-storage system in Beijing with a
 * monthly load and US5000 batteries, built from the seeded catalogue through the same assembly
 * and checks as a save from the editor. Both are complete and pass every string check:
 * - Hangzhou: 14 × Trina TSM-445NEG9R.28 (445 W, Vmp 35.2 V, Imp 12.64 A) on a SUN-5K-G as
 *   2 MPPTs × 1 string × 7: 246 V in 80-500 V, 12.64 A ≤ 13 A, Voc at −4 ℃ 320 V ≤ 550 V,
 *   3 115 W ≤ 3 250 W per MPPT, DC loss 0.7 % on 15 m of 4 mm² copper, AC/rated 128 %.
 * - Beijing: the same strings on a SUN-5K-SG (MPP 125-425 V, 500 V max; Voc at −12 ℃ 325 V),
 *   three US5000 modules.
 */
import { getDefaultCableMaterialId } from '@pvd/functions/_lib/db/entities/cable-material';
import { querySystemBatteriesOfSeries } from '@pvd/functions/_lib/db/entities/system-battery';
import { querySystemInverters } from '@pvd/functions/_lib/db/entities/system-inverter';
import { querySystemPanels } from '@pvd/functions/_lib/db/entities/system-panel';
import { buildProjectRecord, writeNewProjectRecord } from '@pvd/functions/_lib/project/save-project';
import { ProjectType } from '@pvd/shared/project/record/base';
import { projectInput } from '@pvd/shared/project/record/project';

interface DemoIds {
  panelId: string;
  materialId: string | undefined;
  gridInverterId: string;
  storageInverterId: string;
  batteryId: string;
}

async function inverterIdOf(modelname: string): Promise<string> {
  const rows = await querySystemInverters({ modelname });
  const row = rows.find((candidate) => candidate.modelname === modelname);
  if (!row) throw new Error(`demo projects: the seeded inverter ${modelname} is missing`);
  return String(row.id);
}

async function demoIds(accountId: string): Promise<DemoIds> {
  const [panel] = await querySystemPanels({ componentName: 'TSM-445NEG9R.28' });
  const battery = (await querySystemBatteriesOfSeries('SUN-H-LV')).find((b) => b.batterymodel === 'US5000');
  if (!panel || !battery) throw new Error('demo projects: the seeded panel or battery is missing');
  return {
    panelId: String(panel.Id),
    materialId: await getDefaultCableMaterialId(accountId),
    gridInverterId: await inverterIdOf('SUN-5K-G'),
    storageInverterId: await inverterIdOf('SUN-5K-SG'),
    batteryId: battery.id,
  };
}

/** One inverter: 2 MPPTs × 1 string × 7 panels of array `south`, 15 m of 4 mm² DC, 12 m of 6 mm² AC. */
function stringDesign(ids: DemoIds) {
  const dc = (mpptNo: string) => ({
    mpptNo,
    pvArrayId: 'demo-south-roof',
    numberOfStrings: 1,
    numberOfComponentsPerString: 7,
    cableMaterialId: ids.materialId,
    cableMaterialLength: 15,
    cableMaterialArea: 4,
  });
  return [
    {
      DC: [dc('MPPT1'), dc('MPPT2')],
      AC: { cableMaterialId: ids.materialId, cableMaterialLength: 12, cableMaterialArea: 6 },
    },
  ];
}

function southRoof(ids: DemoIds, tilt: number) {
  return [
    {
      id: 'demo-south-roof',
      pvarrayname: '南屋面',
      panelchoseway: 2,
      panelid: ids.panelId,
      panelcount: 14,
      inclination: tilt,
      azimuth: 180,
      insertway: 1,
    },
  ];
}

function hangzhouHome(ids: DemoIds) {
  return projectInput.parse({
    projectBase: {
      proName: '杭州西湖区户用光伏 6.2 kW',
      proOwnerName: '王先生',
      proCapacity: 6.23,
      proCapacityUnit: 1,
    },
    mapLocation: {
      proAddress: '浙江省杭州市西湖区文三路 398 号',
      proLongitude: 120.13,
      proLatitude: 30.28,
      proMapWay: 'Google',
      proMaxTemperature: 39,
      proMinTemperature: -4,
      proAvgTemperature: 17,
      proBestTilt: 22,
      proBestAzimuth: 180,
    },
    pvArray: southRoof(ids, 22),
    inverter: [{ inverterid: ids.gridInverterId, invertercount: 1, inverters: stringDesign(ids) }],
    systemLoss: null,
    investment: { needInvestment: true },
  });
}

function beijingStorage(ids: DemoIds) {
  const monthly = [520, 470, 410, 360, 380, 450, 560, 570, 420, 380, 430, 510];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return projectInput.parse({
    projectBase: {
      proName: 'Beijing Chaoyang home storage 6.2 kW',
      proOwnerName: 'Ms Li',
      proCapacity: 6.23,
      proCapacityUnit: 1,
    },
    mapLocation: {
      proAddress: 'No. 10 Jianguomenwai Avenue, Chaoyang District, Beijing',
      proLongitude: 116.45,
      proLatitude: 39.91,
      proMapWay: 'Google',
      proMaxTemperature: 38,
      proMinTemperature: -12,
      proAvgTemperature: 13,
      proBestTilt: 33,
      proBestAzimuth: 180,
    },
    proUserLoadInformation: {
      daytimeLoadPowerRatio: 35,
      loadMonthlyElectricityConsumptionAbled: true,
      loadMonthlyElectricityConsumption: Object.fromEntries(months.map((month, i) => [month, monthly[i]])),
    },
    pvArray: southRoof(ids, 33),
    inverter: [
      {
        inverterid: ids.storageInverterId,
        invertercount: 1,
        inverters: stringDesign(ids),
        batterytype: ids.batteryId,
        batterysource: 'system',
        batterynumber: 3,
      },
    ],
    systemLoss: null,
    investment: { needInvestment: true, installationAllowance: 0 },
  });
}

/** Writes the demo user's two projects (call once, on the first start). */
export async function seedDemoProjects(accountId: string): Promise<void> {
  const ids = await demoIds(accountId);
  const designs = [
    { input: hangzhouHome(ids), proType: ProjectType.gridConnected },
    { input: beijingStorage(ids), proType: ProjectType.energyStorage },
  ];
  for (const { input, proType } of designs) {
    const record = await buildProjectRecord(accountId, input, { kind: 'create', proType }, 'zh-CN');
    await writeNewProjectRecord(accountId, record);
  }
}

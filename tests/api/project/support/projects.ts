/**
 * Project bodies built from the seeded catalogue (ids looked up through the API, as the editor
 * does): a grid-connected home system on a SUN-5K-G with 12 × LR5-54HPH-410M, and a storage
 * system on a SUN-5K-SG with US5000 batteries. Both pass the completeness check.
 */
import { callApi } from '@tests/support/api-client';

interface Page<T> {
  resultData: T[];
}

export interface CatalogueIds {
  panelId: string;
  gridInverterId: string;
  storageInverterId: string;
  batteryId: string;
  batteryMin: number;
  cableMaterialId: string;
}

/** The id of the seeded inverter `modelname`. */
export async function inverterId(token: string, modelname: string): Promise<string> {
  const page = await callApi<Page<{ id: string; modelname: string }>>(
    'inverter/pageQuerySystemInverter',
    { limit: 50, whereCondition: { modelname } },
    { token },
  );
  const found = page.data.resultData.find((row) => row.modelname === modelname);
  if (!found) throw new Error(`seeded inverter ${modelname} not found`);
  return found.id;
}

/** The seeded items the test projects use, for a user `token`. */
/** The id of the seeded system panel whose model name contains `model`. */
export async function systemPanelId(token: string, model: string): Promise<string> {
  const panels = await callApi<Page<{ Id: string }>>(
    'component/pageQuerySystemComponent',
    { limit: 5, whereCondition: { componentName: model } },
    { token },
  );
  const found = panels.data.resultData[0];
  if (!found) throw new Error(`seeded panel ${model} not found`);
  return found.Id;
}

export async function catalogueIds(token: string): Promise<CatalogueIds> {
  const panels = await callApi<Page<{ Id: string; componentmodelname: string }>>(
    'component/pageQuerySystemComponent',
    { limit: 50, whereCondition: { componentName: 'LR5-54HPH-410M' } },
    { token },
  );
  const options = await callApi<{ value: string; label: string; min: number; source: string }[]>(
    'inverter/queryBatteryOptions',
    { inverterSeries: 'SUN-H-LV' },
    { token },
  );
  const battery = options.data.find((option) => option.label === 'US5000' && option.source === 'system');
  const material = await callApi<{ Id: string }>(
    'cablematerial/queryUserDefaultCableMaterialInfo',
    {},
    { token },
  );
  if (!panels.data.resultData[0] || !battery) throw new Error('seeded panel or battery not found');
  return {
    panelId: panels.data.resultData[0].Id,
    gridInverterId: await inverterId(token, 'SUN-5K-G'),
    storageInverterId: await inverterId(token, 'SUN-5K-SG'),
    batteryId: battery.value,
    batteryMin: battery.min,
    cableMaterialId: material.data.Id,
  };
}

/** Two strings of six panels, one per MPPT, with 20 m of 4 mm² cable each, and 10 m of 6 mm² AC. */
function twoStringUnit(ids: CatalogueIds) {
  const dc = (mpptNo: string) => ({
    mpptNo,
    pvArrayId: 'array-1',
    numberOfStrings: 1,
    numberOfComponentsPerString: 6,
    cableMaterialId: ids.cableMaterialId,
    cableMaterialLength: 20,
    cableMaterialArea: 4,
  });
  return {
    DC: [dc('MPPT1'), dc('MPPT2')],
    AC: { cableMaterialId: ids.cableMaterialId, cableMaterialLength: 10, cableMaterialArea: 6 },
  };
}

const baseSections = (name: string) => ({
  projectBase: { proName: name, proOwnerName: '张先生', proCapacity: 4.92, proCapacityUnit: 1 },
  mapLocation: {
    proAddress: '浙江省杭州市西湖区',
    proLongitude: '120.15',
    proLatitude: '30.28',
    proMapWay: 'Google',
    proMaxTemperature: 38,
    proMinTemperature: -4,
    proAvgTemperature: 17,
    proBestTilt: 24,
    proBestAzimuth: 180,
  },
  pvArray: [
    {
      id: 'array-1',
      pvarrayname: 'South roof',
      panelchoseway: 2,
      panelid: '',
      panelcount: 12,
      inclination: 24,
      azimuth: 180,
      insertway: 1,
    },
  ],
  systemLoss: null,
  investment: null,
});

/** A complete grid-connected project body (create); `name` is its name. */
export function gridProjectBody(ids: CatalogueIds, name = 'Hangzhou home 4.9 kW') {
  const sections = baseSections(name);
  sections.pvArray[0]!.panelid = ids.panelId;
  return {
    ...sections,
    inverter: [{ inverterid: ids.gridInverterId, invertercount: 1, inverters: [twoStringUnit(ids)] }],
  };
}

/** A complete storage project body with a monthly load and US5000 batteries. */
export function storageProjectBody(ids: CatalogueIds, name = 'Hangzhou storage 4.9 kW') {
  const sections = baseSections(name);
  sections.pvArray[0]!.panelid = ids.panelId;
  return {
    ...sections,
    proUserLoadInformation: {
      daytimeLoadPowerRatio: 40,
      loadAnnualElectricityConsumption: 0,
      loadMonthlyElectricityConsumptionAbled: true,
      loadMonthlyElectricityConsumption: {
        Jan: 420,
        Feb: 380,
        Mar: 350,
        Apr: 300,
        May: 320,
        June: 410,
        July: 520,
        Aug: 530,
        Sept: 400,
        Oct: 330,
        Nov: 350,
        Dec: 430.5,
      },
    },
    inverter: [
      {
        inverterid: ids.storageInverterId,
        invertercount: 1,
        inverters: [twoStringUnit(ids)],
        batterytype: ids.batteryId,
        batterysource: 'system',
        batterynumber: Math.max(2, ids.batteryMin),
      },
    ],
  };
}

/** An investment at 3 CNY/W with import 1 and export 0.4 CNY/kWh, no subsidy or allowance. */
export const flatInvestment = {
  needInvestment: true,
  currency: 'CNY',
  totalCost: 3,
  electricityPrice: 1,
  onGridElectricityPrice: 0.4,
  sellingPriceOnExpiryOfTheFeedInTariff: 0.4,
  electricitySalesSubsidy: 0,
  installationAllowance: 0,
};

/** The Guangdong preset, zero export, grid charging and a 10 % reserve, with the given strategy. */
export function guangdongSections(strategy: 'time-of-use' | 'peak-shaving') {
  return {
    tariff: { source: 'preset', presetId: 'guangdong-prd-general-ic' },
    gridLimits: { exportLimit: { kind: 'zero' }, importLimitKw: null },
    storageStrategy: { strategy, gridCharging: true, peakTargetKw: null, backupReservePercent: 10 },
  };
}

/**
 * A two-shift factory of 400 MWh a year on the seeded C&I catalogue: 240 panels of 410 W on a
 * SUN-CI-100K (8 MPPTs × 2 strings × 15) with one BOS-C 215 cabinet (202 kWh usable, 100 kW,
 * 89 %), the Guangdong preset, zero export and peak shaving.
 */
export async function factoryStorageBody(
  ids: CatalogueIds,
  token: string,
  investment: Record<string, unknown>,
  name = 'Factory 98 kWp',
) {
  const body = storageProjectBody(ids, name);
  const inverter = await inverterId(token, 'SUN-CI-100K');
  const options = await callApi<{ value: string; label: string }[]>(
    'inverter/queryBatteryOptions',
    { inverterSeries: 'SUN-CI' },
    { token },
  );
  const cabinet = options.data.find((option) => option.label === 'BOS-C 215')!;
  const dc = (n: number) => ({
    mpptNo: `MPPT${n}`,
    pvArrayId: 'array-1',
    numberOfStrings: 2,
    numberOfComponentsPerString: 15,
    cableMaterialId: ids.cableMaterialId,
    cableMaterialLength: 30,
    cableMaterialArea: 6,
  });
  return {
    ...body,
    projectBase: { ...body.projectBase, proCapacity: 98.4 },
    pvArray: [{ ...body.pvArray[0]!, panelcount: 240 }],
    inverter: [
      {
        inverterid: inverter,
        invertercount: 1,
        inverters: [
          {
            DC: Array.from({ length: 8 }, (_, i) => dc(i + 1)),
            AC: { cableMaterialId: ids.cableMaterialId, cableMaterialLength: 20, cableMaterialArea: 70 },
          },
        ],
        batterytype: cabinet.value,
        batterysource: 'system',
        batterynumber: 1,
      },
    ],
    proUserLoadInformation: {
      daytimeLoadPowerRatio: 70,
      loadAnnualElectricityConsumption: 400_000,
      loadMonthlyElectricityConsumptionAbled: false,
    },
    userLoad: { typicalShape: 'factory-two-shifts' },
    tariff: { source: 'preset', presetId: 'guangdong-prd-general-ic' },
    gridLimits: { exportLimit: { kind: 'zero' }, importLimitKw: null },
    storageStrategy: {
      strategy: 'peak-shaving',
      gridCharging: true,
      peakTargetKw: null,
      backupReservePercent: 0,
    },
    investment,
  };
}

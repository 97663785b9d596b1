/**
 * The batteries seeded on first start. System batteries belong to the hybrid series: 48 V
 * LiFePO4 modules in parallel for SUN-H-LV and SUN-US, high-voltage stack modules in series for
 * SUN-H-HV (capacities and module counts as their makers state them; PV-Sun BOS models are the
 * fictional maker's own). Common batteries are offered with every storage inverter.
 */
import {
  type CommonBatterySpec,
  commonBatterySpecSchema,
  type SystemBatterySpec,
  systemBatterySpecSchema,
} from '@pvd/shared/catalogue/battery';

type Row = [
  series: string,
  model: string,
  brand: string,
  kWh: number,
  type: string,
  min: number,
  max: number,
];

const systemRows: Row[] = [
  ['SUN-H-LV', 'BOS-A 5.12', 'PV-Sun', 5.12, 'LiFePO4', 1, 16],
  ['SUN-H-LV', 'BOS-A 10.24', 'PV-Sun', 10.24, 'LiFePO4', 1, 8],
  ['SUN-H-LV', 'US5000', 'Pylontech', 4.8, 'LiFePO4', 1, 16],
  ['SUN-H-LV', 'US3000C', 'Pylontech', 3.55, 'LiFePO4', 1, 16],
  ['SUN-H-LV', 'Battery-Box Premium LVS 4.0', 'BYD', 4.0, 'LiFePO4', 1, 6],
  ['SUN-H-HV', 'BOS-G 5.12 HV', 'PV-Sun', 5.12, 'LiFePO4', 2, 8],
  ['SUN-H-HV', 'Battery-Box Premium HVS 2.56', 'BYD', 2.56, 'LiFePO4', 2, 5],
  ['SUN-H-HV', 'Battery-Box Premium HVM 2.76', 'BYD', 2.76, 'LiFePO4', 3, 8],
  ['SUN-H-HV', 'Force H2 3.55', 'Pylontech', 3.55, 'LiFePO4', 2, 7],
  ['SUN-US', 'BOS-US 5.12', 'PV-Sun', 5.12, 'LiFePO4', 1, 16],
  ['SUN-US', 'LifePower4 48V 100Ah', 'EG4', 5.12, 'LiFePO4', 1, 16],
];

type CommonRow = [model: string, brand: string, kWh: number, type: string, min: number, max: number];

const commonRows: CommonRow[] = [
  ['B4850', 'Dyness', 2.4, 'LiFePO4', 1, 16],
  ['LUNA2000-5-E0', 'Huawei', 5.0, 'LiFePO4', 1, 3],
  ['RESU10H Prime', 'LG Energy Solution', 9.6, 'NMC', 1, 2],
  ['12V 200Ah AGM ×4 (48 V)', 'Generic', 9.6, 'Lead-acid', 1, 4],
];

/** The seeded system batteries, checked by the import's schema. */
export function seedSystemBatterySpecs(): SystemBatterySpec[] {
  return systemRows.map(
    ([inverterseries, batterymodel, batterybrand, batterycapacity, batterytype, min, max]) =>
      systemBatterySpecSchema.parse({
        inverterseries,
        batterymodel,
        batterybrand,
        batterycapacity,
        batterytype,
        maximumnumberofparallelsseries: max,
        minimumnumberofparallelsseries: min,
      }),
  );
}

/** The seeded common batteries, checked by the form's schema (capacity sent with its kWh suffix). */
export function seedCommonBatterySpecs(): CommonBatterySpec[] {
  return commonRows.map(([modelName, brand, capacity, batteryType, min, max]) =>
    commonBatterySpecSchema.parse({
      modelName,
      brand,
      capacity: `${capacity}kWh`,
      batteryType,
      maximumNumberOfParallelsSeries: max,
      minimumNumberOfParallelsSeries: min,
    }),
  );
}

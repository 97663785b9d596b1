/**
 * The batteries seeded on first start. System batteries belong to the hybrid series: 48 V
 * LiFePO4 modules in parallel for SUN-H-LV and SUN-US, high-voltage stack modules in series for
 * SUN-H-HV (capacities and module counts as their makers state them; PV-Sun BOS models are the
 * fictional maker's own). Common batteries are offered with every storage inverter.
 *
 * The commercial and industrial series SUN-CI (hybrid inverters of 30-100 kW) and PCS-CI (power
 * conversion systems of 125-250 kW with PV inputs) take the maker's LFP cabinets of 100-430 kWh,
 * with the datasheet figures the dispatch and the ageing read (`BatteryDatasheet`): usable energy
 * (93-95 % of nominal), 0.5 C continuous power, 88-90 % round trip AC to AC with the conversion,
 * 8000 cycles at 90 % depth to 70 % (the figure 280-314 Ah storage cells are sold with), a 10-year
 * warranty covering 4000 cycles of the usable energy. Figures typical of 2024 cabinets, of a
 * fictional maker: no real product's.
 */
import {
  type CommonBatterySpec,
  commonBatterySpecSchema,
  type SystemBatterySpec,
  systemBatterySpecSchema,
} from '@pvd/shared/catalogue/battery';
import { type BatteryDatasheet, batteryDatasheet } from '@pvd/shared/catalogue/battery-datasheet';

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

/** A C&I cabinet: model, nominal and usable energy [kWh], continuous power [kW], round trip [%]. */
type CabinetRow = [model: string, kWh: number, usableKwh: number, kW: number, roundTrip: number];

const cabinetRows: CabinetRow[] = [
  ['BOS-C 100', 100, 93, 50, 88],
  ['BOS-C 215', 215, 202, 100, 89],
  ['BOS-C 261', 261, 245, 125, 89],
  ['BOS-C 372', 372, 350, 186, 90],
  ['BOS-C 430', 430, 405, 215, 90],
];

const CI_SERIES = ['SUN-CI', 'PCS-CI'] as const;
const WARRANTY_CYCLES = 4000;

/** The datasheet of a cabinet (see the file's remarks). */
function cabinetDatasheet([, , usableKwh, kW, roundTrip]: CabinetRow): BatteryDatasheet {
  return {
    usableCapacityKwh: usableKwh,
    maxPowerKw: kW,
    roundTripEfficiencyPercent: roundTrip,
    cycleLife: 8000,
    cycleLifeDepthOfDischargePercent: 90,
    cycleLifeEndPercent: 70,
    warrantyYears: 10,
    warrantyThroughputMwh: (usableKwh * WARRANTY_CYCLES) / 1000,
  };
}

/** The seeded C&I cabinets of both series, each with its datasheet. */
export function seedCabinetBatteries(): { spec: SystemBatterySpec; datasheet: BatteryDatasheet }[] {
  return CI_SERIES.flatMap((inverterseries) =>
    cabinetRows.map((row) => ({
      spec: systemBatterySpecSchema.parse({
        inverterseries,
        batterymodel: row[0],
        batterybrand: 'PV-Sun',
        batterycapacity: row[1],
        batterytype: 'LiFePO4',
        maximumnumberofparallelsseries: 4,
        minimumnumberofparallelsseries: 1,
      }),
      datasheet: batteryDatasheet.parse(cabinetDatasheet(row)),
    })),
  );
}

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

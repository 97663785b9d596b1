/**
 * The columns of the catalogue spreadsheets (imports and their templates), derived from the same
 * field schemas as the forms: each column names a field of the schema, whether it is required comes
 * from the schema itself, and its example must pass the schema (a unit test checks both), so
 * template, parser and form never disagree [CAT-6].
 */
import type { z } from 'zod';
import type { Culture } from '../errors/codes';
import { systemBatteryFields, systemBatterySpecSchema } from './battery';
import { exampleName, isExampleName } from './example-row';
import { panelFields, panelSpecSchema } from './panel';
import { systemInverterFields, systemInverterSpecSchema } from './system-inverter';

/** What a spreadsheet imports: inverters (uploadInverter), batteries (uploadInverterBattery), panels (uploadSystemComponent). */
export const IMPORT_KINDS = ['inverter', 'inverterBattery', 'systemComponent'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface SpreadsheetColumn {
  /** The schema field the column fills. */
  field: string;
  /** Header text in each language; an import accepts either, or the field name itself. */
  header: Record<Culture, string>;
  /** The template's example value. */
  example: string | number;
  /** True when the schema refuses a blank cell. */
  required: boolean;
}

export interface ImportDefinition {
  kind: ImportKind;
  sheetName: Record<Culture, string>;
  columns: readonly SpreadsheetColumn[];
  /** Checks one row (built from the known columns only). */
  rowSchema: z.ZodType<Record<string, unknown>>;
  /** The name listed when the row's item is already in the catalogue (-1001). */
  displayName: (row: Record<string, unknown>) => string;
  /** The model-name column, whose `EXAMPLE-` prefix marks the template's example row (example-row.ts). */
  exampleField: string;
}

type Shape = Record<string, z.ZodType>;
type ColumnSpec<F extends string> = [field: F, zh: string, en: string, example: string | number];

function columnsOf<S extends Shape>(fields: S, specs: ColumnSpec<Extract<keyof S, string>>[]) {
  return specs.map(
    ([field, zh, en, example]): SpreadsheetColumn => ({
      field,
      header: { 'zh-CN': zh, en },
      example,
      required: !(fields[field] as z.ZodType).safeParse(undefined).success,
    }),
  );
}

const inverterColumns = columnsOf(systemInverterFields, [
  ['modelname', '机型', 'Model name', exampleName('SUN-5K-G')],
  ['series', '系列', 'Series', 'SUN-S'],
  ['us', '美标机型 (1 是, 0 否)', 'US model (1 yes, 0 no)', '0'],
  ['invertertype', '逆变器类型 (1 并网, 2 储能)', 'Inverter type (1 grid-connected, 2 storage)', 1],
  ['mainsvoltype', '电网电压类型', 'Mains voltage type', 'Single-Phase'],
  ['protectionclass', '防护等级', 'Protection class', 'IP65'],
  ['sizelength', '长度 (mm)', 'Length (mm)', 330],
  ['sizewidth', '宽度 (mm)', 'Width (mm)', 360],
  ['sizeheight', '高度 (mm)', 'Height (mm)', 160],
  ['weight', '重量 (kg)', 'Weight (kg)', 11.5],
  ['maxeffec', '最大效率 (%)', 'Max. efficiency (%)', 97.8],
  ['europeeffec', '欧洲效率 (%)', 'European efficiency (%)', 97.2],
  ['maxdcpower', '最大直流输入功率 (W)', 'Max. DC input power (W)', 6500],
  ['maxdcvoltage', '最大直流输入电压 (V)', 'Max. DC input voltage (V)', '550/550'],
  ['maxdccurrent', '每路 MPPT 最大输入电流 (A)', 'Max. input current per MPPT (A)', '13/13'],
  ['mppvoltagerangemin', 'MPPT 电压范围下限 (V)', 'MPP voltage range min (V)', 125],
  ['mppvoltagerangemax', 'MPPT 电压范围上限 (V)', 'MPP voltage range max (V)', 500],
  ['mpptcount', 'MPPT 数量', 'MPPT count', 2],
  ['mppnumberofstrings', '每路 MPPT 组串数', 'Strings per MPPT', '1/1'],
  ['maxmppt', '每路 MPPT 最大输入功率 (W)', 'Max. input power per MPPT (W)', '3900/3900'],
  ['gridconnectedvolrangemin', '并网电压范围下限 (V)', 'Grid voltage range min (V)', 160],
  ['gridconnectedvolrangemax', '并网电压范围上限 (V)', 'Grid voltage range max (V)', 300],
  ['gridconnectedfreqrangemin', '并网频率范围下限 (Hz)', 'Grid frequency range min (Hz)', 45],
  ['gridconnectedfreqrangemax', '并网频率范围上限 (Hz)', 'Grid frequency range max (Hz)', 65],
  ['nominalgridfrequency', '额定电网频率 (Hz)', 'Nominal grid frequency (Hz)', '50/60'],
  ['nominalgridvoltage', '额定电网电压 (V)', 'Nominal grid voltage (V)', '220/230/240'],
  ['ratedacoutputpower', '额定交流输出功率 (W)', 'Rated AC output power (W)', 5000],
  ['maxacpower', '最大交流输出功率 (W)', 'Max. AC output power (W)', 5500],
  ['maxaccurrent', '最大交流输出电流 (A)', 'Max. AC output current (A)', 25],
  ['isneedallaccess', '独立模块机型 (1 是, 0 否)', 'Independent module model (1 yes, 0 no)', '0'],
  ['vendor', '厂家', 'Vendor', 'PV-Sun'],
  [
    'maxshortcircuitcurrent',
    '每路 MPPT 最大短路电流 (A)',
    'Max. short-circuit current per MPPT (A)',
    '17/17',
  ],
]);

const batteryColumns = columnsOf(systemBatteryFields, [
  // A series of the seeded storage inverters: a battery row must name a series of the catalogue.
  ['inverterseries', '逆变器系列', 'Inverter series', 'SUN-H-LV'],
  ['batterymodel', '电池型号', 'Battery model', exampleName('BOS-A 5.12')],
  ['batterybrand', '电池品牌', 'Battery brand', 'PV-Sun'],
  ['batterycapacity', '电池容量 (kWh)', 'Battery capacity (kWh)', 5.12],
  ['batterytype', '电池类型', 'Battery type', 'LiFePO4'],
  ['maximumnumberofparallelsseries', '最大并/串联数量', 'Max. number in parallel/series', 16],
  ['minimumnumberofparallelsseries', '最小并/串联数量', 'Min. number in parallel/series', 1],
]);

const panelColumns = columnsOf(panelFields, [
  ['manufacturer', '制造商', 'Manufacturer', 'LONGi'],
  ['componentmodelname', '组件型号', 'Panel model', exampleName('LR5-72HPH-550M')],
  ['componentlength', '组件长度 (m)', 'Panel length (m)', 2.256],
  ['componentwidth', '组件宽度 (m)', 'Panel width (m)', 1.133],
  ['wafermaterial', '电池片材料', 'Wafer material', 'mono'],
  ['peakpower', '峰值功率 (W)', 'Peak power (W)', 550],
  ['mppvoltage', '最大功率点电压 (V)', 'MPP voltage (V)', 41.95],
  ['mppcurrent', '最大功率点电流 (A)', 'MPP current (A)', 13.12],
  ['allowedvoltage', '最大系统电压 (V)', 'Max. system voltage (V)', 1500],
  ['efficiency', '组件效率 (%)', 'Efficiency (%)', 21.5],
  ['opencircuitvoltage', '开路电压 (V)', 'Open-circuit voltage (V)', 49.8],
  ['shortcircuitcurrent', '短路电流 (A)', 'Short-circuit current (A)', 13.98],
  ['tempcoefficientvoc', '开路电压温度系数', 'Temp. coefficient of Voc', -0.265],
  ['tempcoefficientvocunit', '开路电压温度系数单位', 'Unit of Voc coefficient', '%/℃'],
  ['tempcoefficientisc', '短路电流温度系数', 'Temp. coefficient of Isc', 0.05],
  ['tempcoefficientiscunit', '短路电流温度系数单位', 'Unit of Isc coefficient', '%/℃'],
  ['tempCoefficientPmax', '峰值功率温度系数 (%/℃)', 'Temp. coefficient of Pmax (%/℃)', -0.34],
  ['bypassDiodes', '旁路二极管数量', 'Bypass diodes', 3],
  ['bifacialityFactor', '双面率', 'Bifaciality', 0.8],
]);

const text = (value: unknown) => String(value ?? '');

/** Every import kind's sheet, columns and row schema. */
export const importDefinitions: Record<ImportKind, ImportDefinition> = {
  inverter: {
    kind: 'inverter',
    sheetName: { 'zh-CN': '逆变器', en: 'Inverters' },
    columns: inverterColumns,
    rowSchema: systemInverterSpecSchema,
    displayName: (row) => text(row.modelname),
    exampleField: 'modelname',
  },
  inverterBattery: {
    kind: 'inverterBattery',
    sheetName: { 'zh-CN': '电池', en: 'Batteries' },
    columns: batteryColumns,
    rowSchema: systemBatterySpecSchema,
    displayName: (row) => `${text(row.inverterseries)} / ${text(row.batterymodel)}`,
    exampleField: 'batterymodel',
  },
  systemComponent: {
    kind: 'systemComponent',
    sheetName: { 'zh-CN': '组件', en: 'Panels' },
    columns: panelColumns,
    rowSchema: panelSpecSchema,
    displayName: (row) => `${text(row.manufacturer)} ${text(row.componentmodelname)}`,
    exampleField: 'componentmodelname',
  },
};

/** The template's example row as a record of field → value. */
export function exampleRow(definition: ImportDefinition): Record<string, string | number> {
  return Object.fromEntries(definition.columns.map((column) => [column.field, column.example]));
}

/** True when a row (field → cell) is the template's example, which the import never imports. */
export function isExampleRow(definition: ImportDefinition, cells: Record<string, unknown>): boolean {
  return isExampleName(cells[definition.exampleField]);
}

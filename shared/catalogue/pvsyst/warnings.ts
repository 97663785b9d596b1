/**
 * What the reader tells the reviewer about a file it read: values the file lacks, values the
 * product cannot hold, values it computed or converted. Each warning is a key with its
 * parameters, turned into the caller's language by {@link warningText}.
 */
import type { Culture } from '../../errors/codes';

type Texts = Record<Culture, string>;

const warningTexts = {
  missing: {
    'zh-CN': '文件中没有以下数值，请手动填写：{names}',
    en: 'The file gives no value for {names}: fill these in by hand',
  },
  refused: {
    'zh-CN': '文件中 {name} 的数值（{value}）超出本产品允许的范围，未填入',
    en: 'The file’s {name} ({value}) is outside what the product accepts and was left out',
  },
  versionUnchecked: {
    'zh-CN': '文件由 PVsyst {version} 版写出；本读取器按 6 至 8 版编写，请逐项核对',
    en: 'PVsyst version {version} wrote this file; the reader follows versions 6 to 8, so check every value',
  },
  versionMissing: {
    'zh-CN': '文件未注明 PVsyst 版本，请逐项核对',
    en: 'The file names no PVsyst version, so check every value',
  },
  efficiencyComputed: {
    'zh-CN': 'PAN 文件不含组件效率：{value} % 由峰值功率和组件面积算出',
    en: 'PAN files give no module efficiency: {value} % is computed from PNom and the module’s area',
  },
  coefficientsConverted: {
    'zh-CN': '温度系数已换算为 %/°C（PVsyst 中 Voc 为 mV/°C，Isc 为 mA/°C）',
    en: 'The temperature coefficients are converted to %/°C (PVsyst gives Voc in mV/°C and Isc in mA/°C)',
  },
  technologyUnknown: {
    'zh-CN': '电池技术 {technology} 不在本产品的电池材料中，请手动选择',
    en: 'The cell technology {technology} is not one of the product’s wafer materials: choose one',
  },
  iamNotKept: {
    'zh-CN': '文件中的入射角修正（IAM）曲线仅供查看，不会保存：模拟使用本产品的入射角模型',
    en: 'The file’s incidence angle (IAM) profile is shown but not kept: the simulation uses its own incidence angle model',
  },
  panNamedOnd: {
    'zh-CN': '文件扩展名为 .OND，但内容是组件，已按组件读取',
    en: 'The file is named .OND but holds a module; it was read as a module',
  },
  ondNamedPan: {
    'zh-CN': '文件扩展名为 .PAN，但内容是逆变器，已按逆变器读取',
    en: 'The file is named .PAN but holds an inverter; it was read as an inverter',
  },
  perMpptDivided: {
    'zh-CN': '文件给出的是 {count} 路 MPPT 合计的最大直流电流和功率，已平均分到每路 MPPT',
    en: 'The file gives the maximum DC current and power of all {count} MPPTs together; they are divided evenly per MPPT',
  },
  notInOnd: {
    'zh-CN': 'OND 文件不含以下数据，请按规格书填写：{names}',
    en: 'OND files do not give {names}: fill these in from the datasheet',
  },
  splitPhase: {
    'zh-CN': '该逆变器为分相输出（PVsyst 的 Bi），已按美标机型读取',
    en: 'The inverter has a split-phase output (PVsyst’s Bi), so it was read as a US model',
  },
} as const satisfies Record<string, Texts>;

export type PvsystWarningKey = keyof typeof warningTexts;

/** A warning and the values its text names. */
export interface PvsystWarning {
  key: PvsystWarningKey;
  params?: Readonly<Record<string, string | number>>;
  /** The product's fields a `notInOnd` warning names (named in the caller's language). */
  fields?: readonly OndAbsentField[];
}

/** The product's fields that OND files never give, as the reviewer knows them. */
const ondAbsentFields = {
  protectionclass: { 'zh-CN': '防护等级', en: 'the protection class' },
  gridVoltageWindow: { 'zh-CN': '并网电压范围', en: 'the grid voltage window' },
  gridFrequencyWindow: { 'zh-CN': '并网频率范围', en: 'the grid frequency window' },
  nominalgridfrequency: { 'zh-CN': '额定电网频率', en: 'the nominal grid frequency' },
} as const satisfies Record<string, Texts>;

export type OndAbsentField = keyof typeof ondAbsentFields;

function ondAbsentNames(fields: readonly OndAbsentField[], culture: Culture): string {
  const names = fields.map((field) => ondAbsentFields[field][culture]);
  return new Intl.ListFormat(culture, { type: 'conjunction' }).format(names);
}

/** The warning in the caller's language, its `{name}` places filled from its parameters. */
export function warningText(warning: PvsystWarning, culture: Culture): string {
  const params: Record<string, string | number> = { ...warning.params };
  if (warning.fields) params.names = ondAbsentNames(warning.fields, culture);
  return warningTexts[warning.key][culture].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * The bill of materials and the quote as tables of text and numbers in the caller's language:
 * the exported workbook writes these rows as they are, and the report's page shows the same rows,
 * so the two never word a line differently. Numbers stay numbers (the workbook's cells can sum
 * them; the page formats them).
 */
import type { Culture } from '../../errors/codes';
import type { ChargeDetailKey } from '../../finance/investment';
import { roundHalfUp } from '../../numbers/rounding';
import type { BomCategory, BomLine } from './bill-of-materials';
import type { Quote } from './quote';

type Texts = Record<Culture, string>;

const labels = {
  bomSheet: { 'zh-CN': '物料清单', en: 'Bill of materials' },
  quoteSheet: { 'zh-CN': '报价单', en: 'Quote' },
  category: { 'zh-CN': '类别', en: 'Category' },
  manufacturer: { 'zh-CN': '制造商', en: 'Manufacturer' },
  model: { 'zh-CN': '型号 / 规格', en: 'Model / specification' },
  quantity: { 'zh-CN': '数量', en: 'Quantity' },
  unit: { 'zh-CN': '单位', en: 'Unit' },
  unitPrice: { 'zh-CN': '单价', en: 'Unit price' },
  total: { 'zh-CN': '合计', en: 'Total' },
  piece: { 'zh-CN': '件', en: 'pcs' },
  metre: { 'zh-CN': '米', en: 'm' },
  noMaterial: { 'zh-CN': '未选材料', en: 'material not chosen' },
  manualArrays: { 'zh-CN': '手动阵列（按竖放估算）', en: 'Manual arrays (portrait assumed)' },
  bomNote: {
    'zh-CN':
      '支架为估算：每排组件下两根导轨，每块组件四个压块点，每段导轨最多 10 块组件；直流电缆 = 2 × 单程长度 × 组串数；交流电缆每台逆变器一根多芯电缆。单价来自投资设置中的分项费用。',
    en: 'Mounting is an estimate: two rails under each panel row, four clamp points per panel, at most 10 panels per rail run. DC cable = 2 × one-way length × strings; AC cable: one multi-core cable per inverter. Unit prices come from the itemised costs of the investment settings.',
  },
  project: { 'zh-CN': '项目', en: 'Project' },
  owner: { 'zh-CN': '业主', en: 'Owner' },
  company: { 'zh-CN': '公司', en: 'Company' },
  contact: { 'zh-CN': '联系方式', en: 'Contact' },
  date: { 'zh-CN': '日期', en: 'Date' },
  currency: { 'zh-CN': '货币', en: 'Currency' },
  item: { 'zh-CN': '费用项', en: 'Item' },
  pricePerW: { 'zh-CN': '单价 (/W)', en: 'Price per W' },
  amount: { 'zh-CN': '金额', en: 'Amount' },
  totalCostPerW: { 'zh-CN': '总造价 (/W)', en: 'Total cost per W' },
  totalInvestment: { 'zh-CN': '总投资', en: 'Total investment' },
  installationAllowance: { 'zh-CN': '安装补贴', en: 'Installation allowance' },
  noItems: { 'zh-CN': '未分项填写费用', en: 'The costs are not itemised' },
  capacity: { 'zh-CN': '装机容量 (kWp)', en: 'Installed capacity (kWp)' },
  figuresSheet: { 'zh-CN': '主要指标', en: 'Key figures' },
  figure: { 'zh-CN': '指标', en: 'Figure' },
  value: { 'zh-CN': '数值', en: 'Value' },
  figureUnit: { 'zh-CN': '单位', en: 'Unit' },
  annualYield: { 'zh-CN': '年发电量（第 1 年）', en: 'Annual generation (year 1)' },
  specificYield: { 'zh-CN': '单位容量发电量', en: 'Specific yield' },
  performanceRatio: { 'zh-CN': '系统效率 (PR)', en: 'Performance ratio (PR)' },
  paybackPeriod: { 'zh-CN': '投资回收期', en: 'Payback period' },
  paybackYear: { 'zh-CN': '回收年份', en: 'Payback year' },
  paybackNever: { 'zh-CN': '25 年内未回收', en: 'Not within 25 years' },
  years: { 'zh-CN': '年', en: 'years' },
  netPresentValue: { 'zh-CN': '净现值', en: 'Net present value' },
  internalRateOfReturn: { 'zh-CN': '内部收益率', en: 'Internal rate of return' },
  levelizedCostOfEnergy: { 'zh-CN': '平准化度电成本', en: 'Levelized cost of energy' },
  defaultPrices: {
    'zh-CN': '投资指标按默认造价与电价计算（项目尚未填写投资收益）。',
    en: 'The investment figures use the default costs and prices (the project has no investment of its own).',
  },
  figuresNote: {
    'zh-CN':
      '与报告及编辑器实时结果为同一计算。投资回收期含转正当年的小数部分；回收年份为累计收益首次为正的年份。',
    en: "The same computation as the report and the editor's live results. The payback period counts the fraction of the year the cumulative income turns positive in; the payback year is the first year it is positive.",
  },
} as const satisfies Record<string, Texts>;

const categories: Record<BomCategory, Texts> = {
  panel: { 'zh-CN': '光伏组件', en: 'PV module' },
  inverter: { 'zh-CN': '逆变器', en: 'Inverter' },
  battery: { 'zh-CN': '电池', en: 'Battery' },
  dcCable: { 'zh-CN': '直流电缆', en: 'DC cable' },
  acCable: { 'zh-CN': '交流电缆', en: 'AC cable' },
  rail: { 'zh-CN': '导轨', en: 'Mounting rail' },
  midClamp: { 'zh-CN': '中压块', en: 'Mid clamp' },
  endClamp: { 'zh-CN': '边压块', en: 'End clamp' },
};

/** The laying methods as the roof drawer names them. */
const layingMethods: Record<number, Texts> = {
  1: { 'zh-CN': '单排', en: 'Single row' },
  2: { 'zh-CN': '单排竖放', en: 'Single vertical row' },
  3: { 'zh-CN': '双排', en: 'Double row' },
  4: { 'zh-CN': '双排竖放', en: 'Double vertical row' },
  5: { 'zh-CN': '三排', en: 'Three rows' },
  6: { 'zh-CN': '四排', en: 'Four rows' },
};

/** The itemised costs as the investment step names them. */
const chargeDetails: Record<ChargeDetailKey, Texts> = {
  component: { 'zh-CN': '光伏组件', en: 'PV modules' },
  inverter: { 'zh-CN': '逆变器', en: 'Inverters' },
  allocator: { 'zh-CN': '配电箱', en: 'Distribution box' },
  transformer: { 'zh-CN': '变压器', en: 'Transformer' },
  bracket: { 'zh-CN': '支架', en: 'Mounting brackets' },
  transportation: { 'zh-CN': '运输', en: 'Transportation' },
  repair: { 'zh-CN': '维护', en: 'Maintenance' },
  installation: { 'zh-CN': '安装', en: 'Installation' },
  battery: { 'zh-CN': '电池', en: 'Batteries' },
  stabilizer: { 'zh-CN': '稳压器', en: 'Voltage stabilizer' },
  waterPump: { 'zh-CN': '水泵', en: 'Water pump' },
  other: { 'zh-CN': '其他', en: 'Other' },
};

export type BomLabel = keyof typeof labels;

/** A label of the bill or the quote in the caller's language. */
export function bomLabel(label: BomLabel, culture: Culture): string {
  return labels[label][culture];
}

/** A cell: text, a number, or empty. */
export type Cell = string | number | null;

/** The model column of a line: the model, a cable's material and size, a mounting's laying method. */
function modelText(line: BomLine, culture: Culture): string {
  if (line.category === 'dcCable' || line.category === 'acCable') {
    const material = line.model || labels.noMaterial[culture];
    const size = line.cores ? `${line.cores} × ${line.areaMm2} mm²` : `${line.areaMm2} mm²`;
    return `${material}, ${size}`;
  }
  if (line.layingMethod !== undefined) {
    return line.layingMethod === null
      ? labels.manualArrays[culture]
      : layingMethods[line.layingMethod]![culture];
  }
  return line.model;
}

/** The bill's header and rows (category, manufacturer, model, quantity, unit, unit price, total). */
export function bomTable(lines: readonly BomLine[], culture: Culture): { header: string[]; rows: Cell[][] } {
  const header = (
    ['category', 'manufacturer', 'model', 'quantity', 'unit', 'unitPrice', 'total'] as const
  ).map((label) => labels[label][culture]);
  const rows = lines.map((line): Cell[] => [
    categories[line.category][culture],
    line.manufacturer,
    modelText(line, culture),
    line.quantity,
    labels[line.unit][culture],
    line.unitPrice,
    line.total,
  ]);
  return { header, rows };
}

/** The quote's item rows (item, price per W, amount) and its totals, as label–value pairs. */
export function quoteTable(quote: Quote, culture: Culture) {
  const items = quote.items.map((item): Cell[] => [
    chargeDetails[item.key][culture],
    item.pricePerW,
    item.amount,
  ]);
  const totals: [string, number][] = [
    [labels.capacity[culture], quote.capacityKw],
    [labels.totalCostPerW[culture], quote.totalCostPerW],
    [labels.totalInvestment[culture], quote.totalInvestment],
    [labels.installationAllowance[culture], quote.installationAllowance],
  ];
  const header = (['item', 'pricePerW', 'amount'] as const).map((label) => labels[label][culture]);
  return { header, items, totals };
}

/**
 * A project's key figures as the report and the live results give them [REP-7]: the engine's
 * year and, with investment figures, the finance; money in `currency`.
 */
export interface KeyFigures {
  /** DC peak. [kWp] */
  capacityKwp: number;
  /** [kWh] */
  annualYieldKwh: number;
  /** [kWh/kWp] */
  specificYield: number;
  /** [%] */
  performanceRatioPercent: number;
  finance: {
    currency: string;
    /** [years] */
    paybackYears: number | null;
    paybackYear: number | null;
    netPresentValue: number;
    /** [%] */
    internalRateOfReturn: number | null;
    /** [currency/kWh] */
    levelizedCostOfEnergy: number | null;
    usesDefaultPrices: boolean;
  } | null;
}

/** A figure to the decimals the screen and the report show it with (half away from zero, as Intl). */
const shown = (value: number, digits: number) => roundHalfUp(value, digits);

/**
 * The key figures' sheet rows (figure, value, unit), to the decimals the live results and the
 * report print them with, and the payback's two figures named apart: the period in years with
 * its fraction, and the year ("Year 7") [REP-7].
 */
export function keyFiguresTable(figures: KeyFigures, culture: Culture) {
  const label = (key: BomLabel) => labels[key][culture];
  const rows: Cell[][] = [
    [label('capacity'), shown(figures.capacityKwp, 2), 'kWp'],
    [label('annualYield'), shown(figures.annualYieldKwh, 0), 'kWh'],
    [label('specificYield'), shown(figures.specificYield, 1), 'kWh/kWp'],
    [label('performanceRatio'), shown(figures.performanceRatioPercent, 1), '%'],
  ];
  const finance = figures.finance;
  if (finance) {
    const orNever = (value: number | null, text: (value: number) => Cell) =>
      value === null ? label('paybackNever') : text(value);
    rows.push(
      [label('paybackPeriod'), orNever(finance.paybackYears, (years) => shown(years, 1)), label('years')],
      [label('paybackYear'), orNever(finance.paybackYear, (year) => paybackYearText(year, culture)), ''],
      [label('netPresentValue'), shown(finance.netPresentValue, 0), finance.currency],
      [
        label('internalRateOfReturn'),
        finance.internalRateOfReturn === null ? null : shown(finance.internalRateOfReturn, 2),
        '%',
      ],
      [
        label('levelizedCostOfEnergy'),
        finance.levelizedCostOfEnergy === null ? null : shown(finance.levelizedCostOfEnergy, 3),
        `${finance.currency}/kWh`,
      ],
    );
  }
  const header = [label('figure'), label('value'), label('figureUnit')];
  const notes = [label('figuresNote'), ...(finance?.usesDefaultPrices ? [label('defaultPrices')] : [])];
  return { header, rows, notes };
}

/** "Year 7" / "第 7 年", as the live results and the report word the payback year. */
export function paybackYearText(year: number, culture: Culture): string {
  return culture === 'zh-CN' ? `第 ${year} 年` : `Year ${year}`;
}

/**
 * The unit of a column of readings, from the words around it [LOAD-2]: a header such as
 * `Verbrauch [kWh]`, `有功功率(kW)` or `Energy_Wh`, a unit row (`kWh`), a preamble line
 * (`单位：千瓦时`, `Unit: kW`). Without a unit, the quantity words tell power from energy.
 */
import type { MeterUnit } from './choices';

const UNIT_WORDS: [RegExp, MeterUnit][] = [
  [/^(mwh|兆瓦时|兆瓦·时)$/i, 'MWh'],
  [/^(kwh|kw·h|kw\.h|kw h|千瓦时|千瓦·时|度)$/i, 'kWh'],
  [/^(wh|瓦时)$/i, 'Wh'],
  [/^(mw|兆瓦)$/i, 'MW'],
  [/^(kw|千瓦)$/i, 'kW'],
  [/^(w|瓦)$/i, 'W'],
];

function unitOfToken(token: string): MeterUnit | undefined {
  const t = token.trim();
  for (const [pattern, unit] of UNIT_WORDS) if (pattern.test(t)) return unit;
  return undefined;
}

const BRACKETED = /[([（【]\s*([^)\]）】]{1,12}?)\s*[)\]）】]/g;
const LABELLED = /(?:单位|unit|einheit|unité)\s*[:：=]?\s*([a-z·.\u4e00-\u9fff]{1,6})/i;
const TRAILING = /(?:^|[\s_/\-:：=])(mwh|kwh|kw·h|wh|mw|kw|w|千瓦时|千瓦|兆瓦时|兆瓦|瓦时)$/i;
const ANYWHERE = /(?:^|[^a-z])(mwh|kwh|wh|mw|kw)(?![a-z])/i;
const CHINESE_ANYWHERE = /(兆瓦时|千瓦时|兆瓦|千瓦)/;

/**
 * The unit a text names, if any.
 *
 * @example
 * unitFromText('有功功率(kW)'); // 'kW'
 * unitFromText('Verbrauch in kWh'); // 'kWh'
 * unitFromText('Wert'); // undefined
 */
export function unitFromText(text: string): MeterUnit | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  const whole = unitOfToken(t);
  if (whole) return whole;
  for (const match of t.matchAll(BRACKETED)) {
    const unit = unitOfToken(match[1]!);
    if (unit) return unit;
  }
  const labelled = LABELLED.exec(t)?.[1];
  if (labelled) {
    const unit = unitOfToken(labelled) ?? unitFromText(labelled.replace(/[^a-z\u4e00-\u9fff·]/gi, ''));
    if (unit) return unit;
  }
  const trailing = TRAILING.exec(t)?.[1] ?? ANYWHERE.exec(t)?.[1] ?? CHINESE_ANYWHERE.exec(t)?.[1];
  return trailing ? unitOfToken(trailing) : undefined;
}

const POWER_WORDS = /功率|负荷|需量|power|demand|leistung|load\b|puissance/i;
const ENERGY_WORDS = /电量|用电|能耗|energy|consumption|usage|verbrauch|arbeit|energie|consommation/i;

/** Power or energy, as the quantity words of a text say (when it names no unit). */
export function quantityFromText(text: string): 'power' | 'energy' | undefined {
  if (ENERGY_WORDS.test(text)) return 'energy';
  if (POWER_WORDS.test(text)) return 'power';
  return undefined;
}

/** Whether a unit is of energy per interval (else mean power). */
export function isEnergyUnit(unit: MeterUnit): boolean {
  return unit.endsWith('h');
}

const KILO: Record<MeterUnit, number> = { W: 1e-3, Wh: 1e-3, kW: 1, kWh: 1, MW: 1e3, MWh: 1e3 };

/**
 * The factor from a reading to the interval's mean power in kW.
 *
 * @param stepMinutes - The interval. [min]
 * @example
 * kwPerReading('kWh', 15); // 4 (1 kWh in a quarter-hour is 4 kW)
 */
export function kwPerReading(unit: MeterUnit, stepMinutes: number): number {
  return isEnergyUnit(unit) ? (KILO[unit] * 60) / stepMinutes : KILO[unit];
}

/**
 * The currencies seeded on first start, with rates per 1 CNY (the base, rate 1). The figures are
 * indicative mid-market rates for early November 2026 (about 7.10 CNY per US dollar), dated so
 * that the investment step can say how old they are; a maintainer updates them in the table.
 */
import type { StoredCurrency } from '../../db/entities/currency';

/** The day the seeded rates stand for. */
export const SEED_RATE_DATE = '2026-11-02';

type Row = [code: string, symbol: string, zh: string, en: string, rate: number];

const rows: Row[] = [
  ['CNY', '¥', '人民币', 'Chinese Yuan', 1],
  ['USD', '$', '美元', 'US Dollar', 0.1408],
  ['EUR', '€', '欧元', 'Euro', 0.1215],
  ['GBP', '£', '英镑', 'British Pound', 0.1064],
  ['JPY', '¥', '日元', 'Japanese Yen', 21.4],
  ['AUD', 'A$', '澳大利亚元', 'Australian Dollar', 0.2155],
  ['INR', '₹', '印度卢比', 'Indian Rupee', 12.48],
  ['BRL', 'R$', '巴西雷亚尔', 'Brazilian Real', 0.759],
  ['ZAR', 'R', '南非兰特', 'South African Rand', 2.452],
  ['KRW', '₩', '韩元', 'South Korean Won', 201.3],
  ['CAD', 'C$', '加拿大元', 'Canadian Dollar', 0.1975],
  ['HKD', 'HK$', '港元', 'Hong Kong Dollar', 1.0945],
  ['SGD', 'S$', '新加坡元', 'Singapore Dollar', 0.183],
  ['MXN', 'Mex$', '墨西哥比索', 'Mexican Peso', 2.601],
  ['PKR', '₨', '巴基斯坦卢比', 'Pakistani Rupee', 39.65],
  ['VND', '₫', '越南盾', 'Vietnamese Dong', 3705],
  ['THB', '฿', '泰铢', 'Thai Baht', 4.57],
  ['TRY', '₺', '土耳其里拉', 'Turkish Lira', 5.93],
];

/** The seeded currencies in list order. */
export function seedCurrencies(): StoredCurrency[] {
  return rows.map(([code, symbol, zh, en, rate], order) => ({
    code,
    symbol,
    name: { 'zh-CN': zh, en },
    rate,
    rateDate: SEED_RATE_DATE,
    order,
  }));
}

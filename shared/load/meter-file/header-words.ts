/**
 * Words of a header that say what a column holds [LOAD-2], in the languages meter exports are
 * written in here: Chinese (utility portals), English, German (European portals).
 */

/** A date-and-time column, or one that may be. */
export const STAMP_WORDS =
  /时间|时刻|时段|日期|采集|timestamp|date|time|datetime|zeit|datum|start|begin|from|von|end|ende|to\b|bis|开始|起始|结束|截止|interval|period/i;
/** The column is the start of each interval. */
export const START_WORDS = /start|begin|from|von\b|开始|起始|^ab\b/i;
/** The column is the end of each interval. */
export const END_WORDS = /\bend|ende|^to\b|\bbis\b|结束|截止/i;
/** Energy fed to the grid. */
export const EXPORT_WORDS =
  /export|feed.?in|einspeis|lieferung|rücklieferung|反向|上网|送出|发电|generation|returned|injection/i;
/** A column that is not a reading of the load (reactive power, voltage, a counter, a status). */
export const OTHER_WORDS =
  /无功|kvar|var\b|reactive|blind|视在|kva\b|apparent|功率因数|power factor|\bpf\b|cos\s*φ|电压|voltage|spannung|电流|current|温度|temperature|状态|status|quality|qualität|flag|序号|^no\.?$|^#$|^id$|index|表号|户号|meter ?(id|no|number)|^unit$|^单位$|^einheit$/i;
/** A column that adds up the others (of a day, or of tariff periods). */
export const TOTAL_WORDS = /总|合计|total|summe|gesamt|^sum\b/i;
/** A column of the load itself. */
export const LOAD_WORDS =
  /import|bezug|正向|consumption|usage|load|verbrauch|用电|负荷|电量|功率|power|energy|demand|leistung|wert|value|kw|读数|数值/i;

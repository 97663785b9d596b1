/**
 * Why a meter data file was refused, and what its reader guessed [LOAD-2], joined with the other
 * validation messages in validation.ts. A text's `{row}`, `{column}` and other places are filled
 * by {@link meterMessageText} from the refusal's parameters.
 */
import { METER_FILE_LIMITS } from '../constants/limits';
import type { Culture } from './codes';
import { fillPlaces, type MessageParams } from './message-places';

const { maxBytes, maxRows, maxColumns, minDays } = METER_FILE_LIMITS;
const megabytes = maxBytes / 1024 / 1024;

export const meterMessages = {
  meterFileEmpty: { 'zh-CN': '用电数据文件为空', en: 'The meter data file is empty' },
  meterFileTooLarge: {
    'zh-CN': `用电数据文件不能超过 ${megabytes} MB`,
    en: `The meter data file must not exceed ${megabytes} MB`,
  },
  meterFileTooManyRows: {
    'zh-CN': `用电数据文件的行数过多：最多 ${maxRows} 行`,
    en: `The meter data file has too many rows: at most ${maxRows.toLocaleString('en')}`,
  },
  meterFileTooManyColumns: {
    'zh-CN': `第 {row} 行的列数过多：最多 ${maxColumns} 列`,
    en: `Row {row} has too many columns: at most ${maxColumns}`,
  },
  meterFileTypeInvalid: {
    'zh-CN': '用电数据文件须为 .csv、.tsv、.txt、.xlsx 或 .xls 文件',
    en: 'A meter data file must be a .csv, .tsv, .txt, .xlsx or .xls file',
  },
  meterFileLost: {
    'zh-CN': '项目的电表文件已无法读取：请在用户负载步骤重新上传该文件',
    en: "The project's meter file can no longer be read: upload it again on the load step",
  },
  meterFileNotTable: {
    'zh-CN': '文件不是表格：请上传 CSV、TSV 或 Excel（.xlsx、.xls）格式的用电数据',
    en: 'The file is not a table: upload the meter data as CSV, TSV or Excel (.xlsx, .xls)',
  },
  meterNoTimestamps: {
    'zh-CN': '找不到时间列：需要一列日期时间，或日期和时间两列',
    en: 'No time column was found: the file needs a date-and-time column, or a date and a time column',
  },
  meterBadTimestamp: {
    'zh-CN': '第 {row} 行 {column} 列的时间无法识别：{value}',
    en: 'Row {row}, column {column}: the time {value} cannot be read',
  },
  meterNoValues: {
    'zh-CN': '找不到用电数值：文件中没有数值列',
    en: 'No consumption values were found: the file has no column of numbers',
  },
  meterStampsBackwards: {
    'zh-CN': '第 {row} 行的时间早于上一行：请按时间顺序排列数据',
    en: 'Row {row} is earlier than the row before it: sort the readings by time',
  },
  meterTimeZoneNeeded: {
    'zh-CN': '第 {row} 行的时间倒退了一小时，像是夏令时结束：请选择数据所在的时区',
    en: 'Row {row} goes back one hour, as when daylight saving time ends: choose the time zone of the readings',
  },
  meterTimeZoneUnknown: {
    'zh-CN': '无法识别时区 {zone}：请使用 IANA 名称，例如 Asia/Shanghai',
    en: 'The time zone {zone} is not known: use an IANA name such as Europe/Berlin',
  },
  meterNegativeValue: {
    'zh-CN': '第 {row} 行 {column} 列为负值。若为双向（净）电表，请分别给出用电（正向）和上网（反向）两列',
    en: 'Row {row}, column {column} is negative. If this is a net meter, give the import and the export as two columns',
  },
  meterTooShort: {
    'zh-CN': `用电数据不足 ${minDays} 天（只有 {days} 天）`,
    en: `The readings cover less than ${minDays} days (only {days})`,
  },
  meterIntervalUnsupported: {
    'zh-CN': '不支持 {minutes} 分钟的数据间隔：支持 1、5、10、15、30、60 分钟',
    en: 'Readings every {minutes} minutes are not supported: 1, 5, 10, 15, 30 or 60 minutes are',
  },
  // What the reader guessed and the user should confirm.
  meterGuessUnit: {
    'zh-CN': '文件未注明单位，已按 {value} 读取，请确认',
    en: 'The file names no unit; it was read as {value}: confirm or choose another',
  },
  meterGuessStamps: {
    'zh-CN': '无法从数据判断时间是时段的开始还是结束，已按时段开始读取，请确认',
    en: 'The data do not tell whether a time is the start or the end of its interval; it was read as the start: confirm',
  },
  meterGuessDateOrder: {
    'zh-CN': '日期中的日和月无法区分，已按 {value} 读取，请确认',
    en: 'The dates do not tell the day from the month; they were read as {value}: confirm',
  },
  meterGuessTimeZone: {
    'zh-CN': '文件时间为 UTC，已按 UTC 读取：请选择数据所在的时区',
    en: 'The file’s times are in UTC and were read as such: choose the time zone of the site',
  },
} as const satisfies Record<string, Record<Culture, string>>;

export type MeterMessageKey = keyof typeof meterMessages;

/**
 * A meter message in the caller's language, its `{name}` places filled from `params` (a place
 * without a parameter is left as it is).
 *
 * @example
 * meterMessageText('meterStampsBackwards', { row: 12 }, 'en'); // 'Row 12 is earlier than …'
 */
export function meterMessageText(key: MeterMessageKey, params: MessageParams, culture: Culture): string {
  return fillPlaces(meterMessages[key][culture], params);
}

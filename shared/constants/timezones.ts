/**
 * The time-zone list of the register and person pages [ACC-11]: codes UM12 … UTC … UP14, with the
 * half- and quarter-hour zones. `UM95` is UTC-9:30, `UP575` UTC+5:45: the digits after the hour
 * are the fraction of the hour. Labels name a few places in each zone, in both languages.
 */
import type { Culture } from '../errors/codes';

interface TimezoneEntry {
  code: string;
  /** Offset from UTC. [h] */
  offsetHours: number;
  'zh-CN': string;
  en: string;
}

const entries: TimezoneEntry[] = [
  { code: 'UM12', offsetHours: -12, 'zh-CN': '贝克岛、豪兰岛', en: 'Baker Island, Howland Island' },
  { code: 'UM11', offsetHours: -11, 'zh-CN': '萨摩亚时区、纽埃', en: 'Samoa Time Zone, Niue' },
  { code: 'UM10', offsetHours: -10, 'zh-CN': '夏威夷', en: 'Hawaii-Aleutian Standard Time' },
  { code: 'UM95', offsetHours: -9.5, 'zh-CN': '马克萨斯群岛', en: 'Marquesas Islands' },
  { code: 'UM9', offsetHours: -9, 'zh-CN': '阿拉斯加', en: 'Alaska Standard Time' },
  { code: 'UM8', offsetHours: -8, 'zh-CN': '太平洋时间（美国和加拿大）', en: 'Pacific Standard Time' },
  { code: 'UM7', offsetHours: -7, 'zh-CN': '山地时间（美国和加拿大）', en: 'Mountain Standard Time' },
  {
    code: 'UM6',
    offsetHours: -6,
    'zh-CN': '中部时间（美国和加拿大）、墨西哥城',
    en: 'Central Standard Time',
  },
  { code: 'UM5', offsetHours: -5, 'zh-CN': '东部时间（美国和加拿大）、波哥大', en: 'Eastern Standard Time' },
  {
    code: 'UM45',
    offsetHours: -4.5,
    'zh-CN': '委内瑞拉（旧标准时间）',
    en: 'Venezuelan Standard Time (former)',
  },
  { code: 'UM4', offsetHours: -4, 'zh-CN': '大西洋时间、加拉加斯', en: 'Atlantic Standard Time' },
  { code: 'UM35', offsetHours: -3.5, 'zh-CN': '纽芬兰', en: 'Newfoundland Standard Time' },
  { code: 'UM3', offsetHours: -3, 'zh-CN': '巴西利亚、布宜诺斯艾利斯', en: 'Brasília, Buenos Aires' },
  { code: 'UM2', offsetHours: -2, 'zh-CN': '南乔治亚岛', en: 'South Georgia' },
  { code: 'UM1', offsetHours: -1, 'zh-CN': '亚速尔群岛、佛得角', en: 'Azores, Cape Verde' },
  {
    code: 'UTC',
    offsetHours: 0,
    'zh-CN': '协调世界时、伦敦、里斯本',
    en: 'Coordinated Universal Time, London, Lisbon',
  },
  {
    code: 'UP1',
    offsetHours: 1,
    'zh-CN': '中欧时间、柏林、巴黎、拉各斯',
    en: 'Central European Time, Berlin, Paris, Lagos',
  },
  {
    code: 'UP2',
    offsetHours: 2,
    'zh-CN': '东欧时间、开罗、约翰内斯堡',
    en: 'Eastern European Time, Cairo, Johannesburg',
  },
  { code: 'UP3', offsetHours: 3, 'zh-CN': '莫斯科、利雅得、内罗毕', en: 'Moscow, Riyadh, Nairobi' },
  { code: 'UP35', offsetHours: 3.5, 'zh-CN': '德黑兰', en: 'Iran Standard Time, Tehran' },
  { code: 'UP4', offsetHours: 4, 'zh-CN': '阿布扎比、巴库', en: 'Gulf Standard Time, Abu Dhabi, Baku' },
  { code: 'UP45', offsetHours: 4.5, 'zh-CN': '喀布尔', en: 'Afghanistan, Kabul' },
  { code: 'UP5', offsetHours: 5, 'zh-CN': '伊斯兰堡、塔什干', en: 'Pakistan, Islamabad, Tashkent' },
  {
    code: 'UP55',
    offsetHours: 5.5,
    'zh-CN': '印度标准时间、新德里、科伦坡',
    en: 'India Standard Time, New Delhi, Colombo',
  },
  { code: 'UP575', offsetHours: 5.75, 'zh-CN': '尼泊尔、加德满都', en: 'Nepal Time, Kathmandu' },
  { code: 'UP6', offsetHours: 6, 'zh-CN': '达卡、阿拉木图', en: 'Bangladesh, Dhaka, Almaty' },
  { code: 'UP65', offsetHours: 6.5, 'zh-CN': '缅甸、仰光', en: 'Myanmar, Yangon' },
  {
    code: 'UP7',
    offsetHours: 7,
    'zh-CN': '曼谷、河内、雅加达',
    en: 'Indochina Time, Bangkok, Hanoi, Jakarta',
  },
  {
    code: 'UP8',
    offsetHours: 8,
    'zh-CN': '北京、重庆、香港、台北、新加坡',
    en: 'China Standard Time, Beijing, Hong Kong, Singapore, Perth',
  },
  {
    code: 'UP875',
    offsetHours: 8.75,
    'zh-CN': '澳大利亚中西部（尤克拉）',
    en: 'Australian Central Western, Eucla',
  },
  { code: 'UP9', offsetHours: 9, 'zh-CN': '东京、首尔', en: 'Japan and Korea, Tokyo, Seoul' },
  { code: 'UP95', offsetHours: 9.5, 'zh-CN': '阿德莱德、达尔文', en: 'Australian Central, Adelaide, Darwin' },
  {
    code: 'UP10',
    offsetHours: 10,
    'zh-CN': '悉尼、布里斯班、符拉迪沃斯托克',
    en: 'Australian Eastern, Sydney, Vladivostok',
  },
  { code: 'UP105', offsetHours: 10.5, 'zh-CN': '豪勋爵岛', en: 'Lord Howe Island' },
  { code: 'UP11', offsetHours: 11, 'zh-CN': '所罗门群岛、马加丹', en: 'Solomon Islands, Magadan' },
  { code: 'UP115', offsetHours: 11.5, 'zh-CN': '诺福克岛（旧标准时间）', en: 'Norfolk Island (former)' },
  { code: 'UP12', offsetHours: 12, 'zh-CN': '奥克兰、斐济', en: 'New Zealand, Auckland, Fiji' },
  { code: 'UP1275', offsetHours: 12.75, 'zh-CN': '查塔姆群岛', en: 'Chatham Islands' },
  { code: 'UP13', offsetHours: 13, 'zh-CN': '汤加、菲尼克斯群岛', en: 'Tonga, Phoenix Islands' },
  { code: 'UP14', offsetHours: 14, 'zh-CN': '莱恩群岛', en: 'Line Islands' },
];

/** Every time-zone code, in order from UTC-12 to UTC+14. */
export const timezoneCodes = entries.map((e) => e.code) as [string, ...string[]];

/** `UTC+05:45` for 5.75. */
export function formatUtcOffset(offsetHours: number): string {
  if (offsetHours === 0) return 'UTC';
  const sign = offsetHours < 0 ? '-' : '+';
  const minutes = Math.round(Math.abs(offsetHours) * 60);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `UTC${sign}${hh}:${mm}`;
}

/** The list for a select: value = code, label = `(UTC+08:00) 北京 …` in the caller's language. */
export function timezoneOptions(culture: Culture): { value: string; label: string }[] {
  return entries.map((e) => ({ value: e.code, label: `(${formatUtcOffset(e.offsetHours)}) ${e[culture]}` }));
}

/** Offset of a time-zone code from UTC [h], or undefined for an unknown code. */
export function timezoneOffsetHours(code: string): number | undefined {
  return entries.find((e) => e.code === code)?.offsetHours;
}

/**
 * Validation messages of a tariff [TAR-1]: its periods, its month-by-hour schedules and its
 * holidays, and the user's tariff library. Joined with the others in validation.ts.
 */
import { TARIFF_LIMITS } from '../constants/limits';
import type { Culture } from './codes';

/** Most named periods a tariff may have [TAR-1]. */
export const TARIFF_MAX_PERIODS = TARIFF_LIMITS.periods;

export const tariffMessages = {
  tariffPeriodUndefined: {
    'zh-CN': '时段表使用了未定义的时段',
    en: 'The schedule uses a period that is not defined',
  },
  tariffMonthsPerYear: {
    'zh-CN': '时段表须有 12 个月',
    en: 'The schedule must have 12 months',
  },
  tariffHoursPerDay: {
    'zh-CN': '每个月须有 24 个小时的时段',
    en: 'Each month must give a period for each of 24 hours',
  },
  tariffTooManyPeriods: {
    'zh-CN': `时段不能超过 ${TARIFF_MAX_PERIODS} 个`,
    en: `A tariff may have at most ${TARIFF_MAX_PERIODS} periods`,
  },
  tariffNoPeriods: { 'zh-CN': '至少需要一个时段', en: 'At least one period is required' },
  tariffHolidayInvalid: {
    'zh-CN': '节假日须为 YYYY-MM-DD 或 MM-DD 格式的日期',
    en: 'A holiday must be a date as YYYY-MM-DD or MM-DD',
  },
  tariffLibraryFull: {
    'zh-CN': `电价库已满：每个账户最多保存 ${TARIFF_LIMITS.perAccount} 个电价`,
    en: `The tariff library is full: an account keeps at most ${TARIFF_LIMITS.perAccount} tariffs`,
  },
} as const satisfies Record<string, Record<Culture, string>>;

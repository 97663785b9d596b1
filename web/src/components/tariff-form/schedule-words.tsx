/** A schedule in words (schedule-summary.ts): one line per period, its months and hours. */
import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import { type MonthSpan, summarizeSchedule } from './schedule-summary';

interface ScheduleWordsProps {
  id: string;
  schedule: readonly (readonly string[])[];
  periods: readonly string[];
  labelOf(period: string): string;
}

export function ScheduleWords({ id, schedule, periods, labelOf }: ScheduleWordsProps) {
  const { t } = useTranslation('tariff');
  const language = useLanguage();
  const month = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
  const monthName = (index: number) => month.format(Date.UTC(2025, index, 1));
  const spanText = (span: MonthSpan) => {
    const months =
      span.firstMonth === span.lastMonth
        ? monthName(span.firstMonth)
        : t('words.months', { from: monthName(span.firstMonth), to: monthName(span.lastMonth) });
    const hours = span.hours.map((range) => t('words.hours', { from: range.start, to: range.end }));
    return t('words.span', { months, hours: hours.join(t('words.separator')) });
  };
  return (
    <div id={id}>
      <Box variant="small" color="text-body-secondary">
        {summarizeSchedule(schedule, periods).map(({ period, spans }) => (
          <div key={period}>
            {t('words.period', {
              period: labelOf(period),
              spans:
                spans.length > 0 ? spans.map(spanText).join(t('words.spanSeparator')) : t('words.unused'),
            })}
          </div>
        ))}
      </Box>
    </div>
  );
}

/**
 * The schedules of a tariff [TAR-1] as painted grids: the period to paint with, the weekdays'
 * grid, the weekends' (which follow the weekdays until painted or switched to their own) and the
 * public holidays' (their dates, and a grid that follows the weekends' until made their own),
 * and each schedule in words below it.
 */
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import Textarea from '@cloudscape-design/components/textarea';
import Toggle from '@cloudscape-design/components/toggle';
import type { Tariff } from '@pvd/shared/tariff/schema';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeriodBrushes } from './period-brushes';
import { SchedulePainter } from './schedule-painter';
import { ScheduleWords } from './schedule-words';
import {
  periodNames,
  type ScheduleKind,
  scheduleOf,
  withCellsPainted,
  withHolidayDates,
  withOwnHoliday,
  withOwnWeekend,
} from './tariff-edits';

interface ScheduleEditorProps {
  tariff: Tariff;
  onChange(next: Tariff): void;
  labelOf(period: string): string;
  /** The schedule's issue (a period not defined, 12 months, 24 hours), when one shows. */
  errorOf(kind: ScheduleKind): string | undefined;
  /** The holidays' dates' issue (a date it cannot read), when one shows. */
  holidaysError?: string;
  /** The holidays' dates field was left. */
  touchHolidays?(): void;
  disabled?: boolean;
}

/** The holidays' dates as the field shows them, one per line. */
const datesText = (tariff: Tariff) => (tariff.holidays ?? []).join('\n');

function HolidayFields({
  tariff,
  onChange,
  holidaysError,
  touchHolidays,
  disabled,
}: Pick<ScheduleEditorProps, 'tariff' | 'onChange' | 'holidaysError' | 'touchHolidays' | 'disabled'>) {
  const { t } = useTranslation('tariff');
  // The text as typed (a line being written is not a date yet); the tariff holds its dates.
  const [text, setText] = useState(() => datesText(tariff));
  return (
    <SpaceBetween size="s">
      <FormField
        label={t('schedule.holidayDates')}
        constraintText={t('schedule.holidayDatesHint')}
        errorText={holidaysError}
      >
        <Textarea
          value={text}
          rows={3}
          disabled={disabled}
          invalid={Boolean(holidaysError)}
          onBlur={() => touchHolidays?.()}
          onChange={({ detail }) => {
            setText(detail.value);
            onChange(withHolidayDates(tariff, detail.value));
          }}
        />
      </FormField>
      <Toggle
        checked={tariff.holiday !== undefined}
        disabled={disabled}
        onChange={({ detail }) => onChange(withOwnHoliday(tariff, detail.checked))}
      >
        {t('schedule.ownHoliday')}
      </Toggle>
    </SpaceBetween>
  );
}

export function ScheduleEditor({
  tariff,
  onChange,
  labelOf,
  errorOf,
  holidaysError,
  touchHolidays,
  disabled,
}: ScheduleEditorProps) {
  const { t } = useTranslation('tariff');
  const periods = periodNames(tariff);
  const [brush, setBrush] = useState(periods[0] ?? '');
  const [kind, setKind] = useState<ScheduleKind>('weekday');
  const wordsId = useId();
  const chosen = periods.includes(brush) ? brush : (periods[0] ?? '');

  const painter = (shown: ScheduleKind) => {
    const error = errorOf(shown);
    return (
      <SpaceBetween size="s">
        {shown === 'holiday' && (
          <HolidayFields
            tariff={tariff}
            onChange={onChange}
            holidaysError={holidaysError}
            touchHolidays={touchHolidays}
            disabled={disabled}
          />
        )}
        {shown === 'weekend' && (
          <Toggle
            checked={tariff.weekend !== undefined}
            disabled={disabled}
            onChange={({ detail }) => onChange(withOwnWeekend(tariff, detail.checked))}
          >
            {t('schedule.ownWeekend')}
          </Toggle>
        )}
        <SchedulePainter
          schedule={scheduleOf(tariff, shown)}
          periods={periods}
          labelOf={labelOf}
          label={t(`schedule.${shown}`)}
          disabled={disabled || chosen === ''}
          describedBy={`${wordsId}-${shown}`}
          onPaint={(cells) => onChange(withCellsPainted(tariff, shown, cells, chosen))}
        />
        {error && (
          <Box color="text-status-error" variant="small">
            {error}
          </Box>
        )}
        <ScheduleWords
          id={`${wordsId}-${shown}`}
          schedule={scheduleOf(tariff, shown)}
          periods={periods}
          labelOf={labelOf}
        />
      </SpaceBetween>
    );
  };

  return (
    <SpaceBetween size="s">
      <Box variant="small">{t('schedule.howTo')}</Box>
      <PeriodBrushes
        periods={periods}
        chosen={chosen}
        labelOf={labelOf}
        onChoose={setBrush}
        label={t('schedule.brush')}
      />
      <Tabs
        activeTabId={kind}
        onChange={({ detail }) => setKind(detail.activeTabId as ScheduleKind)}
        tabs={(['weekday', 'weekend', 'holiday'] as const).map((shown) => ({
          id: shown,
          label: t(`schedule.${shown}`),
          content: painter(shown),
        }))}
      />
    </SpaceBetween>
  );
}

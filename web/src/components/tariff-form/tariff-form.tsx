/**
 * A tariff's JSON form [TAR-1] as fields: its name and currency, its source and date when it has
 * one (a preset's [TAR-3]), the periods and their prices, the default export price, the demand
 * charge per kW·month, the fixed charge per month, the yearly escalations [TAR-2], and the painted
 * schedules with the public holidays' dates. The project's tariff step and the tariff library page both edit with it. Every field
 * keeps what is typed; the caller's `errorOf` (the shared schema's issues) says what is wrong.
 */
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Tariff } from '@pvd/shared/tariff/schema';
import { useTranslation } from 'react-i18next';
import { DraftNumberInput } from '@/components/draft-number-input';
import { usePeriodLabel } from './period-labels';
import { PeriodTable } from './period-table';
import { ScheduleEditor } from './schedule-editor';
import { withOptional } from './tariff-edits';

export interface TariffFormProps {
  tariff: Tariff;
  onChange(next: Tariff): void;
  /**
   * The message of a field (its dotted path in the tariff: `name`, `periods.peak.import`), once it
   * shows; with `under`, the first message of any field below the path (a schedule's cells).
   */
  errorOf(path: string, under?: boolean): string | undefined;
  /** The field was left: its message shows from then on. */
  touch(path: string): void;
  disabled?: boolean;
}

type OptionalNumber =
  | 'export'
  | 'demandChargePerKwMonth'
  | 'fixedPerMonth'
  | 'escalationPercentPerYear'
  | 'exportEscalationPercentPerYear';

export function TariffForm({ tariff, onChange, errorOf, touch, disabled }: TariffFormProps) {
  const { t } = useTranslation('tariff');
  const labelOf = usePeriodLabel();
  const currency = tariff.currency;

  const text = (key: 'name' | 'currency', label: string, hint?: string) => (
    <FormField label={label} errorText={errorOf(key)} constraintText={hint}>
      <Input
        value={String(tariff[key] ?? '')}
        disabled={disabled}
        invalid={Boolean(errorOf(key))}
        onBlur={() => touch(key)}
        onChange={({ detail }) =>
          onChange({ ...tariff, [key]: key === 'currency' ? detail.value.toUpperCase() : detail.value })
        }
      />
    </FormField>
  );

  const optionalNumber = (key: OptionalNumber, label: string, hint?: string) => (
    <FormField label={label} errorText={errorOf(key)} constraintText={hint}>
      <DraftNumberInput
        value={tariff[key] as number | string | undefined}
        step={0.01}
        disabled={disabled}
        invalid={Boolean(errorOf(key))}
        onBlur={() => touch(key)}
        onChange={(next) => onChange(withOptional(tariff, key, next === '' ? undefined : (next as number)))}
      />
    </FormField>
  );

  return (
    <SpaceBetween size="l">
      <ColumnLayout columns={2}>
        {text('name', t('fields.name'))}
        {text('currency', t('fields.currency'), t('fields.currencyHint'))}
      </ColumnLayout>
      {tariff.source && (
        <Box variant="small">
          {t('fields.source', {
            issuer: tariff.source.issuer,
            document: tariff.source.document,
            date: tariff.source.date,
          })}{' '}
          {tariff.source.url && (
            <Link href={tariff.source.url} external variant="info">
              {t('fields.sourceLink')}
            </Link>
          )}
          {tariff.note && <div>{tariff.note}</div>}
        </Box>
      )}
      <PeriodTable
        tariff={tariff}
        onChange={onChange}
        labelOf={labelOf}
        errorOf={(path) => errorOf(path)}
        touch={touch}
        disabled={disabled}
      />
      {errorOf('periods') && <Box color="text-status-error">{errorOf('periods')}</Box>}
      <ColumnLayout columns={3}>
        {optionalNumber('export', t('fields.export', { currency }), t('fields.exportHint'))}
        {optionalNumber('demandChargePerKwMonth', t('fields.demand', { currency }), t('fields.optional'))}
        {optionalNumber('fixedPerMonth', t('fields.fixed', { currency }), t('fields.optional'))}
        {optionalNumber('escalationPercentPerYear', t('fields.escalation'), t('fields.escalationHint'))}
        {optionalNumber('exportEscalationPercentPerYear', t('fields.exportEscalation'), t('fields.optional'))}
      </ColumnLayout>
      <ScheduleEditor
        tariff={tariff}
        onChange={onChange}
        labelOf={labelOf}
        errorOf={(kind) => errorOf(kind, true)}
        holidaysError={errorOf('holidays', true)}
        touchHolidays={() => touch('holidays')}
        disabled={disabled}
      />
    </SpaceBetween>
  );
}

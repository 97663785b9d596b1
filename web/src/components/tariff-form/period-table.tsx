/**
 * The periods of a tariff [TAR-1]: up to 6, each with its name (as in the JSON form), its import
 * price and an optional export price (empty: the tariff's default export price). Renaming renames
 * the period's hours; removing gives them to the first other period.
 */
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Table from '@cloudscape-design/components/table';
import type { Tariff } from '@pvd/shared/tariff/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftNumberInput } from '@/components/draft-number-input';
import { periodColours } from './period-colours';
import {
  mayAddPeriod,
  periodNames,
  unusedPeriodName,
  withPeriodAdded,
  withPeriodPrice,
  withPeriodRemoved,
  withPeriodRenamed,
} from './tariff-edits';

interface PeriodTableProps {
  tariff: Tariff;
  onChange(next: Tariff): void;
  labelOf(period: string): string;
  errorOf(path: string): string | undefined;
  touch(path: string): void;
  disabled?: boolean;
}

/** The name field: kept as typed, renamed when left with a name free and not empty. */
function PeriodNameInput(props: {
  name: string;
  taken: readonly string[];
  onRename(to: string): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('tariff');
  const [text, setText] = useState(props.name);
  const trimmed = text.trim();
  const error =
    trimmed === ''
      ? t('periods.nameRequired')
      : trimmed !== props.name && props.taken.includes(trimmed)
        ? t('periods.nameTaken')
        : undefined;
  return (
    <FormField errorText={error} stretch>
      <Input
        value={text}
        ariaLabel={t('periods.nameOf', { period: props.name })}
        invalid={Boolean(error)}
        disabled={props.disabled}
        onChange={({ detail }) => setText(detail.value)}
        onBlur={() => {
          if (!error && trimmed !== props.name) props.onRename(trimmed);
        }}
      />
    </FormField>
  );
}

export function PeriodTable({ tariff, onChange, labelOf, errorOf, touch, disabled }: PeriodTableProps) {
  const { t } = useTranslation('tariff');
  const names = periodNames(tariff);
  const price = (name: string, kind: 'import' | 'export') => {
    const path = `periods.${name}.${kind}`;
    const error = errorOf(path);
    const value = tariff.periods[name]?.[kind];
    return (
      <FormField errorText={error} stretch>
        <DraftNumberInput
          value={value as number | string | undefined}
          step={0.01}
          ariaLabel={t(`periods.${kind}Of`, { period: labelOf(name) })}
          invalid={Boolean(error)}
          disabled={disabled}
          onBlur={() => touch(path)}
          onChange={(next) =>
            onChange(withPeriodPrice(tariff, name, kind, kind === 'export' && next === '' ? undefined : next))
          }
        />
      </FormField>
    );
  };
  return (
    <Table
      variant="embedded"
      items={names}
      trackBy={(name) => name}
      columnDefinitions={[
        {
          id: 'period',
          header: t('periods.period'),
          cell: (name) => {
            const colours = periodColours(names.indexOf(name));
            return (
              <span>
                <span
                  className="pvd-brushes__swatch"
                  style={{ background: colours.background, color: colours.text, marginRight: 6 }}
                  aria-hidden="true"
                >
                  {names.indexOf(name) + 1}
                </span>
                {labelOf(name)}
              </span>
            );
          },
        },
        {
          id: 'name',
          header: t('periods.name'),
          cell: (name) => (
            <PeriodNameInput
              key={name}
              name={name}
              taken={names}
              disabled={disabled}
              onRename={(to) => onChange(withPeriodRenamed(tariff, name, to))}
            />
          ),
        },
        {
          id: 'import',
          header: t('periods.import', { currency: tariff.currency }),
          cell: (name) => price(name, 'import'),
        },
        {
          id: 'export',
          header: t('periods.export', { currency: tariff.currency }),
          cell: (name) => price(name, 'export'),
        },
        {
          id: 'remove',
          header: t('periods.actions'),
          cell: (name) => (
            <Button
              variant="icon"
              iconName="remove"
              ariaLabel={t('periods.remove', { period: labelOf(name) })}
              disabled={disabled || names.length === 1}
              onClick={() => onChange(withPeriodRemoved(tariff, name))}
            />
          ),
        },
      ]}
      footer={
        <Button
          iconName="add-plus"
          disabled={disabled || !mayAddPeriod(tariff)}
          onClick={() => onChange(withPeriodAdded(tariff, unusedPeriodName(tariff, t('periods.newName'))))}
        >
          {mayAddPeriod(tariff) ? t('periods.add') : t('periods.full')}
        </Button>
      }
    />
  );
}

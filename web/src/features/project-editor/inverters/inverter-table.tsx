/**
 * The table of the project's inverter groups [WIZ-7]: model, rated power, count (changed inline,
 * 500 ms debounce, 1 to the project's maximum), for storage the battery and its count (within the
 * battery's min..max; a count outside stays as typed with the range under it),
 * and the view, edit and delete actions (delete disabled for the last group).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { PROJECT_MAX_INVERTERS } from '@pvd/shared/constants/limits';
import { batteryKey, type CopyRecords } from '@pvd/shared/project/save/copies';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DebouncedNumber } from '@/components/debounced-number';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import { type GroupInput, mayDeleteGroup } from './inverter-groups';

interface InverterTableProps {
  groups: readonly GroupInput[];
  copies: CopyRecords;
  isEnergyStorage: boolean;
  /** Message of an issue of a group's field ('batterytype', 'batterynumber', …), if any. */
  issueOf(index: number, field: string): string | undefined;
  header: ReactNode;
  onCount(index: number, count: number): void;
  onBatteryCount(index: number, count: number, limits: { min: number; max: number }): void;
  onView(index: number): void;
  onEdit(index: number): void;
  onDelete(index: number): void;
}

/**
 * Narrowest widths, cell padding (40 px) included: a count input is 60 px and shows three
 * digits, headers break between words only; together about 800 px, what the step gives the table
 * of a storage project at 1280 px. [px]
 */
const WIDTH_PX = { model: 110, power: 110, mppt: 88, number: 100, battery: 130, actions: 120 };

interface Row {
  index: number;
  group: GroupInput;
  name: string;
}

export function InverterTable(props: InverterTableProps) {
  const { groups, copies, isEnergyStorage, issueOf } = props;
  const { t } = useTranslation('editorStrings');
  const language = useLanguage();
  const rows: Row[] = groups.map((group, index) => ({
    index,
    group,
    name: copies.inverters[group.inverterid]?.modelname ?? group.inverterid,
  }));
  const deletable = mayDeleteGroup(groups);

  const columns: TableProps.ColumnDefinition<Row>[] = [
    {
      id: 'model',
      header: t('inverters.columns.model'),
      cell: (row) => row.name,
      isRowHeader: true,
      minWidth: WIDTH_PX.model,
    },
    {
      id: 'power',
      header: t('inverters.columns.ratedPower'),
      minWidth: WIDTH_PX.power,
      cell: (row) =>
        formatNumber((copies.inverters[row.group.inverterid]?.ratedacoutputpower ?? 0) / 1000, language, 3),
    },
    {
      id: 'mppt',
      header: t('inverters.columns.mppt'),
      minWidth: WIDTH_PX.mppt,
      cell: (row) => copies.inverters[row.group.inverterid]?.mpptcount ?? '-',
    },
    {
      id: 'count',
      header: t('inverters.columns.count'),
      minWidth: WIDTH_PX.number,
      cell: (row) => (
        <DebouncedNumber
          value={row.group.invertercount}
          ariaLabel={t('inverters.countOf', { name: row.name })}
          min={1}
          max={PROJECT_MAX_INVERTERS}
          onCommit={(count) => props.onCount(row.index, count)}
        />
      ),
    },
  ];
  if (isEnergyStorage) {
    columns.push(
      {
        id: 'battery',
        header: t('inverters.columns.battery'),
        minWidth: WIDTH_PX.battery,
        cell: (row) => {
          const copy = row.group.batterytype ? copies.batteries[batteryKey(row.group)] : undefined;
          const issue = issueOf(row.index, 'batterytype');
          if (copy) return `${copy.batterytype} · ${copy.batterymodel}`;
          return <StatusIndicator type="error">{issue ?? t('inverters.errors.battery')}</StatusIndicator>;
        },
      },
      {
        id: 'batteryCount',
        header: t('inverters.columns.batteryCount'),
        minWidth: WIDTH_PX.number,
        cell: (row) => {
          const copy = row.group.batterytype ? copies.batteries[batteryKey(row.group)] : undefined;
          if (!copy) return '-';
          const min = Math.max(1, copy.batterymincount);
          const limits = { min, max: Math.max(min, copy.batterymaxcount) };
          const issue = issueOf(row.index, 'batterynumber');
          return (
            <SpaceBetween size="xxs">
              <DebouncedNumber
                value={row.group.batterynumber ?? 0}
                ariaLabel={t('inverters.batteryCountOf', { name: row.name })}
                invalid={issue !== undefined}
                min={limits.min}
                max={limits.max}
                onCommit={(count) => props.onBatteryCount(row.index, count, limits)}
              />
              <Box variant="small">{issue ?? t('inverters.batteryRange', limits)}</Box>
            </SpaceBetween>
          );
        },
      },
    );
  }
  columns.push({
    id: 'actions',
    header: t('inverters.columns.actions'),
    minWidth: WIDTH_PX.actions,
    cell: (row) => (
      <SpaceBetween direction="horizontal" size="xs">
        <Button
          variant="inline-link"
          ariaLabel={t('inverters.viewOf', { name: row.name })}
          onClick={() => props.onView(row.index)}
        >
          {t('inverters.view')}
        </Button>
        <Button
          variant="inline-link"
          ariaLabel={t('inverters.editOf', { name: row.name })}
          onClick={() => props.onEdit(row.index)}
        >
          {t('inverters.edit')}
        </Button>
        <Button
          variant="inline-link"
          ariaLabel={t('inverters.deleteOf', { name: row.name })}
          disabled={!deletable}
          disabledReason={deletable ? undefined : t('inverters.lastCannotGo')}
          onClick={() => props.onDelete(row.index)}
        >
          {t('inverters.delete')}
        </Button>
      </SpaceBetween>
    ),
  });

  return (
    <Table
      items={rows}
      trackBy={(row) => row.group.inverterid}
      columnDefinitions={columns}
      // Long model and battery names wrap; narrower than the columns, the actions stay in view.
      wrapLines
      stickyColumns={{ first: 0, last: 1 }}
      header={props.header}
      ariaLabels={{ tableLabel: t('inverters.tableLabel') }}
      empty={
        <Box textAlign="center" color="inherit">
          <b>{t('inverters.empty')}</b>
          <Box variant="p" color="inherit">
            {t('inverters.emptyHint')}
          </Box>
        </Box>
      }
    />
  );
}

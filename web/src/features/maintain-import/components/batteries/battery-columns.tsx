/**
 * The battery list's columns: the fields both kinds share, under the one set of labels
 * (battery.fields.*), with the system battery's series first and its import time last, or the
 * common battery's last change and its row actions.
 */
import type { TableProps } from '@cloudscape-design/components/table';
import {
  BATTERY_FIELDS,
  BATTERY_ROW_NAMES,
  type BatteryKind,
  type BatteryRows,
  type CommonBatteryRow,
  type SystemBattery,
} from '@pvd/shared/catalogue/battery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '@/hooks/use-account-info';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';

type Row = BatteryRows[BatteryKind];
type Column = TableProps.ColumnDefinition<Row>;

/**
 * @param rowActions - The edit and delete buttons of a common battery's row.
 */
export function useBatteryColumns(
  kind: BatteryKind,
  rowActions: (row: CommonBatteryRow) => ReactNode,
): Column[] {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const dateTime = useDateTime();
  const shared = BATTERY_FIELDS.map(
    (field): Column => ({
      id: field,
      header: t(`battery.fields.${field}`),
      // Capacity [kWh] with two decimals in the page's language; counts and texts as they are.
      cell: (row) =>
        field === 'capacity' ? formatNumber(row.batterycapacity, language, 2) : row[BATTERY_ROW_NAMES[field]],
      isRowHeader: field === 'model' ? true : undefined,
    }),
  );
  if (kind === 'system') {
    return [
      {
        id: 'series',
        header: t('battery.fields.inverterSeries'),
        cell: (row) => (row as SystemBattery).inverterseries,
      },
      ...shared,
      {
        id: 'created',
        header: t('batteries.imported'),
        cell: (row) => dateTime(row.createtime),
        minWidth: 180,
      },
    ];
  }
  return [
    ...shared,
    {
      id: 'modified',
      header: t('commonBatteries.modified'),
      cell: (row) => dateTime((row as CommonBatteryRow).lastmodifytime),
      minWidth: 180,
    },
    {
      id: 'actions',
      header: t('commonBatteries.actions'),
      minWidth: 130,
      cell: (row) => rowActions(row as CommonBatteryRow),
    },
  ];
}

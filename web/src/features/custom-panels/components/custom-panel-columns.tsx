/**
 * The columns of the custom panel table: the datasheet at a glance, the default mark and the row
 * actions; and their labels for the column preferences.
 */
import Button from '@cloudscape-design/components/button';
import Icon from '@cloudscape-design/components/icon';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { UserPanelRow } from '@pvd/shared/catalogue/user-panel';
import type { TFunction } from 'i18next';
import { type ColumnOption, WIDE_WINDOW_PX } from '@/hooks/use-column-display';
import { formatNumber } from '@/lib/format-number';
import type { Language } from '@/lib/language';

export interface CustomPanelActions {
  onEdit(row: UserPanelRow): void;
  onSetDefault(row: UserPanelRow): void;
  onDelete(row: UserPanelRow): void;
}

/**
 * The columns a wide window shows by default: at 1280 px the eleven did not fit, and the sideways
 * scroll hid the later ones. The area follows from the size; Isc and the wafer are in the
 * preferences.
 */
const WIDE_ONLY = new Set(['area', 'isc', 'wafer']);

/** The columns as the preferences list them; the model and the actions always show. */
export function customPanelColumnOptions(
  columns: readonly TableProps.ColumnDefinition<UserPanelRow>[],
): ColumnOption[] {
  return columns.map((column) => ({
    id: column.id ?? '',
    label: String(column.header),
    alwaysVisible: column.id === 'model' || column.id === 'actions',
    hiddenBelowPx: WIDE_ONLY.has(column.id ?? '') ? WIDE_WINDOW_PX : undefined,
  }));
}

export function customPanelColumns(
  t: TFunction<'panel'>,
  language: Language,
  actions: CustomPanelActions,
): TableProps.ColumnDefinition<UserPanelRow>[] {
  const number = (value: number | undefined, digits = 2) => formatNumber(value, language, digits);
  return [
    {
      id: 'default',
      header: t('custom.columns.default'),
      cell: (row) =>
        row.IsDefault === 1 ? (
          <span role="img" aria-label={t('custom.defaultMark')} title={t('custom.defaultMark')}>
            <Icon name="star-filled" variant="warning" />
          </span>
        ) : null,
      width: 80,
    },
    // The names get the room first: at 1280 px 'E2E-310M' broke at its hyphen.
    { id: 'manufacturer', header: t('fields.manufacturer'), minWidth: 120, cell: (row) => row.Manufacturer },
    {
      id: 'model',
      header: t('fields.componentmodelname'),
      minWidth: 140,
      cell: (row) => row.ComponentModelName,
      isRowHeader: true,
    },
    { id: 'peakPower', header: t('fields.peakpower'), cell: (row) => number(row.PeakPower) },
    {
      id: 'size',
      header: t('custom.columns.size'),
      cell: (row) => `${number(row.ComponentLength, 3)} × ${number(row.ComponentWidth, 3)}`,
    },
    { id: 'area', header: t('fields.componentarea'), cell: (row) => number(row.ComponentArea) },
    { id: 'efficiency', header: t('fields.efficiency'), cell: (row) => number(row.Efficiency) },
    { id: 'voc', header: t('custom.columns.voc'), cell: (row) => number(row.OpenCircuitVoltage) },
    { id: 'isc', header: t('custom.columns.isc'), cell: (row) => number(row.ShortCircuitCurrent) },
    { id: 'wafer', header: t('fields.wafermaterial'), cell: (row) => row.WaferMaterial },
    {
      id: 'actions',
      header: t('custom.columns.actions'),
      minWidth: 220,
      cell: (row) => {
        const name = row.ComponentModelName;
        const isDefault = row.IsDefault === 1;
        return (
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              variant="inline-link"
              ariaLabel={t('custom.editAria', { name })}
              onClick={() => actions.onEdit(row)}
            >
              {t('custom.edit')}
            </Button>
            {!isDefault && (
              <Button
                variant="inline-link"
                ariaLabel={t('custom.setDefaultAria', { name })}
                onClick={() => actions.onSetDefault(row)}
              >
                {t('custom.setDefault')}
              </Button>
            )}
            <Button
              variant="inline-link"
              ariaLabel={t('custom.deleteAria', { name })}
              disabled={isDefault}
              disabledReason={isDefault ? t('custom.defaultNotDeletable') : undefined}
              onClick={() => actions.onDelete(row)}
            >
              {t('custom.delete')}
            </Button>
          </SpaceBetween>
        );
      },
    },
  ];
}

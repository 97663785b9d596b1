/** The columns of the system inverter table: the model at a glance, with units, and the row actions. */
import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { SystemInverterRow } from '@pvd/shared/catalogue/system-inverter-view';
import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/format-number';
import type { Language } from '@/lib/language';
import './inverters.css';

export interface InverterRowActions {
  onView(row: SystemInverterRow): void;
  onEdit(row: SystemInverterRow): void;
  onCopy(row: SystemInverterRow): void;
  onDelete(row: SystemInverterRow): void;
}

export function inverterColumns(
  t: TFunction<'inverter'>,
  language: Language,
  actions: InverterRowActions,
): TableProps.ColumnDefinition<SystemInverterRow>[] {
  const number = (value: number) => formatNumber(value, language, 2);
  const action = (
    key: 'view' | 'edit' | 'copy' | 'delete',
    row: SystemInverterRow,
    run: (r: SystemInverterRow) => void,
  ) => (
    <Button
      variant="inline-link"
      ariaLabel={t(`actions.${key}Aria`, { name: row.modelname })}
      onClick={() => run(row)}
    >
      {t(`actions.${key}`)}
    </Button>
  );
  return [
    {
      id: 'image',
      header: t('columns.image'),
      cell: (row) =>
        row.img ? (
          <img src={row.img} alt={t('image.of', { name: row.modelname })} className="pvd-inverter-thumb" />
        ) : (
          '-'
        ),
      width: 72,
    },
    {
      id: 'modelname',
      header: t('fields.modelname'),
      cell: (row) => row.modelname,
      isRowHeader: true,
      minWidth: 170,
    },
    { id: 'series', header: t('fields.series'), cell: (row) => row.series || '-' },
    {
      id: 'type',
      header: t('fields.invertertype'),
      minWidth: 150,
      cell: (row) => (
        <Badge color={row.invertertype === 1 ? 'blue' : 'green'}>{t(`types.${row.invertertype}`)}</Badge>
      ),
    },
    {
      id: 'mainsvoltype',
      header: t('fields.mainsvoltype'),
      cell: (row) => t(`voltageTypes.${row.mainsvoltype}`),
    },
    { id: 'rated', header: t('fields.ratedacoutputpower'), cell: (row) => number(row.ratedacoutputpower) },
    { id: 'maxac', header: t('fields.maxacpower'), cell: (row) => number(row.maxacpower) },
    { id: 'mpptcount', header: t('fields.mpptcount'), cell: (row) => row.mpptcount },
    { id: 'strings', header: t('fields.mppnumberofstrings'), cell: (row) => row.mppnumberofstrings },
    { id: 'maxdcvoltage', header: t('fields.maxdcvoltage'), cell: (row) => row.maxdcvoltage },
    {
      id: 'mppRange',
      header: t('columns.mppRange'),
      cell: (row) => `${number(row.mppvoltagerangemin)} - ${number(row.mppvoltagerangemax)}`,
    },
    { id: 'voltage', header: t('fields.nominalgridvoltage'), cell: (row) => row.nominalgridvoltage },
    { id: 'frequency', header: t('fields.nominalgridfrequency'), cell: (row) => row.nominalgridfrequency },
    { id: 'maxeffec', header: t('fields.maxeffec'), cell: (row) => number(row.maxeffec) },
    { id: 'vendor', header: t('fields.vendor'), cell: (row) => row.vendor },
    {
      id: 'actions',
      header: t('columns.actions'),
      minWidth: 250,
      cell: (row) => (
        <SpaceBetween direction="horizontal" size="xs">
          {action('view', row, actions.onView)}
          {action('edit', row, actions.onEdit)}
          {action('copy', row, actions.onCopy)}
          {action('delete', row, actions.onDelete)}
        </SpaceBetween>
      ),
    },
  ];
}

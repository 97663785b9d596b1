/**
 * The columns of the project list [LIST-3]: name (with the mark of a shared copy: who shared
 * it and when), address, installed capacity in the unit it was entered in, created, last
 * modified, system type and the row actions; and their labels for the column preferences.
 */
import Box from '@cloudscape-design/components/box';
import Icon from '@cloudscape-design/components/icon';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { ProjectRow } from '@pvd/shared/api/project';
import type { TFunction } from 'i18next';
import { type ColumnOption, WIDE_WINDOW_PX } from '@/hooks/use-column-display';
import type { Language } from '@/lib/language';
import { capacityOf, typeOfRow } from '../utils/project-row';
import { ProjectRowActions, type RowDialog } from './project-row-actions';

/** A time on the account's clock, in the site's language (hooks/use-account-info). */
type DateTime = (value: string) => string;

const COLUMN_IDS = ['name', 'address', 'capacity', 'created', 'modified', 'type', 'actions'] as const;
type ColumnId = (typeof COLUMN_IDS)[number];

/**
 * The columns as the preferences list them; the name and the actions always show. The created
 * time shows by default in a wide window only: at 1280 px the seven columns did not fit, and the
 * sideways scroll hid the last modified time and the type (the list is ordered by the former).
 */
export function projectColumnOptions(t: TFunction<'project'>): ColumnOption[] {
  return COLUMN_IDS.map((id) => ({
    id,
    label: t(`columns.${id}`),
    alwaysVisible: id === 'name' || id === 'actions',
    hiddenBelowPx: id === 'created' ? WIDE_WINDOW_PX : undefined,
  }));
}

function SharedMark({ row, t, dateTime }: { row: ProjectRow; t: TFunction<'project'>; dateTime: DateTime }) {
  const shared = row.SharedBy;
  if (!shared) return null;
  const time = dateTime(shared.sharedAt);
  return (
    <Box variant="small" color="text-status-info">
      <Icon name="share" size="small" />{' '}
      {shared.accountName
        ? t('shared.byNamed', { name: shared.accountName, email: shared.email, time })
        : t('shared.byEmail', { email: shared.email, time })}
    </Box>
  );
}

export function projectColumns(
  t: TFunction<'project'>,
  language: Language,
  dateTime: DateTime,
  onOpen: (dialog: RowDialog, row: ProjectRow) => void,
): TableProps.ColumnDefinition<ProjectRow>[] {
  const cells: Record<ColumnId, Omit<TableProps.ColumnDefinition<ProjectRow>, 'id' | 'header'>> = {
    name: {
      isRowHeader: true,
      minWidth: 200,
      cell: (row) => (
        <SpaceBetween size="xxs">
          <span>{row.ProName}</span>
          <SharedMark row={row} t={t} dateTime={dateTime} />
        </SpaceBetween>
      ),
    },
    address: { minWidth: 160, cell: (row) => row.ProMapAddress },
    capacity: { minWidth: 100, cell: (row) => t('capacity', capacityOf(row, language)) },
    created: { minWidth: 130, cell: (row) => dateTime(row.CreateTime) },
    modified: { minWidth: 130, cell: (row) => dateTime(row.LastModifyTime) },
    type: { minWidth: 110, cell: (row) => t(`types.${typeOfRow(row)}`) },
    actions: { minWidth: 260, cell: (row) => <ProjectRowActions row={row} onOpen={onOpen} /> },
  };
  return COLUMN_IDS.map((id) => ({ id, header: t(`columns.${id}`), ...cells[id] }));
}

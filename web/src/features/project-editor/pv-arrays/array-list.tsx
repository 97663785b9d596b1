/**
 * The project's PV arrays [WIZ-4]: a table with each array's insert way, panel, count, peak power
 * and angles, edit and delete (delete disabled for the last array), an add button (in the header
 * only, so it has one name) and the no-data state. Arrays drawn on the roof (insertway 2) are
 * listed with the manual ones; "Draw on the roof" and a drawn array's "Edit drawing" open the roof
 * drawer (roof/).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { arrayPeakPowerKw } from '@pvd/shared/electrical/capacity';
import { validationMessage } from '@pvd/shared/errors/validation';
import { InsertWay } from '@pvd/shared/project/record/pv-array';
import type { CopyRecords } from '@pvd/shared/project/save/copies';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import type { DraftIssue } from '../model/live-project';
import type { ArrayBody } from './array-edits';
import { useMountingLabel } from './mounting-fields';
import { panelName, panelOfArray } from './panel-copy';

interface ArrayListProps {
  arrays: ArrayBody[];
  copies: CopyRecords;
  /** The step's issues (paths `pvArray.<index>.<field>`). */
  issues: DraftIssue[];
  onAdd(): void;
  onEdit(array: ArrayBody): void;
  onDelete(array: ArrayBody): void;
  /** Opens the roof drawing: a new array (null) or a drawn one. */
  onDraw(array: ArrayBody | null): void;
}

/**
 * Narrowest widths of the columns, cell padding included; together about 700 px, what the step
 * gives the table at 1280 px beside an open navigation, so no column is cut off. [px]
 */
const WIDTH_PX = { name: 96, panel: 120, number: 84, angles: 100, check: 90, actions: 100 };

interface Row {
  array: ArrayBody;
  index: number;
}

export function ArrayList({ arrays, copies, issues, onAdd, onEdit, onDelete, onDraw }: ArrayListProps) {
  const { t } = useTranslation('editorArrays');
  const { t: tRoof } = useTranslation('editorRoof');
  const language = useLanguage();
  const lastOne = arrays.length <= 1;
  const mountingLabel = useMountingLabel();
  const rows: Row[] = arrays.map((array, index) => ({ array, index }));

  const problems = (index: number) => [
    ...new Set(
      issues
        .filter((issue) => issue.path.startsWith(`pvArray.${index}.`) || issue.path === `pvArray.${index}`)
        .map((issue) => validationMessage(issue.key, language)),
    ),
  ];

  const columns: TableProps.ColumnDefinition<Row>[] = [
    {
      id: 'name',
      header: t('list.name'),
      // How the array was added, under its name: one column less beside the panel and the angles.
      cell: ({ array }) => (
        <>
          <div>{array.pvarrayname}</div>
          <Box variant="small">{t(`list.ways.${array.insertway}`)}</Box>
        </>
      ),
      isRowHeader: true,
      minWidth: WIDTH_PX.name,
    },
    {
      id: 'panel',
      header: t('list.panel'),
      minWidth: WIDTH_PX.panel,
      cell: ({ array }) => {
        const panel = panelOfArray(copies, array);
        return panel ? panelName(panel) : (array.panelname ?? '-');
      },
    },
    {
      id: 'count',
      header: t('list.count'),
      minWidth: WIDTH_PX.number,
      cell: ({ array }) => formatNumber(array.panelcount, language, 0),
    },
    {
      id: 'power',
      header: t('list.power'),
      minWidth: WIDTH_PX.number,
      cell: ({ array }) => {
        const panel = panelOfArray(copies, array);
        return panel ? formatNumber(arrayPeakPowerKw(panel.peakpower, array.panelcount), language) : '-';
      },
    },
    {
      id: 'angles',
      header: t('list.angles'),
      minWidth: WIDTH_PX.angles,
      cell: ({ array }) => (
        <span>
          <span>{formatNumber(array.inclination, language, 1)}</span>
          {' / '}
          <span>{formatNumber(array.azimuth, language, 1)}</span>
        </span>
      ),
    },
    {
      id: 'mounting',
      header: t('mounting.column'),
      minWidth: WIDTH_PX.angles,
      cell: ({ array }) => mountingLabel(array.mounting, Boolean(array.bifacial)),
    },
    {
      id: 'check',
      header: t('list.check'),
      minWidth: WIDTH_PX.check,
      cell: ({ index }) => {
        const found = problems(index);
        return found.length === 0 ? (
          <StatusIndicator type="success">{t('list.ok')}</StatusIndicator>
        ) : (
          <StatusIndicator type="error">{found.join(' ')}</StatusIndicator>
        );
      },
    },
    {
      id: 'actions',
      header: t('list.actions'),
      minWidth: WIDTH_PX.actions,
      cell: ({ array }) => (
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            variant="inline-link"
            ariaLabel={t('list.editAria', { name: array.pvarrayname })}
            onClick={() => onEdit(array)}
          >
            {t('list.edit')}
          </Button>
          {array.insertway === InsertWay.drawn && (
            <Button
              variant="inline-link"
              ariaLabel={tRoof('list.editDrawingAria', { name: array.pvarrayname })}
              onClick={() => onDraw(array)}
            >
              {tRoof('list.editDrawing')}
            </Button>
          )}
          <Button
            variant="inline-link"
            ariaLabel={t('list.deleteAria', { name: array.pvarrayname })}
            disabled={lastOne}
            disabledReason={lastOne ? t('list.lastNotDeletable') : undefined}
            onClick={() => onDelete(array)}
          >
            {t('list.delete')}
          </Button>
        </SpaceBetween>
      ),
    },
  ];

  return (
    <Table<Row>
      items={rows}
      columnDefinitions={columns}
      trackBy={(row) => row.array.id}
      // Panel names and check messages wrap, so the check and the actions fit beside them; narrower
      // than the columns, the name and the actions stay in view while the rest scrolls.
      wrapLines
      stickyColumns={{ first: 1, last: 1 }}
      ariaLabels={{ tableLabel: t('list.title') }}
      header={
        <Header
          counter={`(${arrays.length})`}
          description={t('list.description')}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => onDraw(null)}>{t('list.draw')}</Button>
              <Button variant="primary" onClick={onAdd}>
                {t('list.add')}
              </Button>
            </SpaceBetween>
          }
        >
          {t('list.title')}
        </Header>
      }
      empty={
        <Box textAlign="center" color="inherit">
          <Box variant="p" color="inherit">
            {t('list.empty')}
          </Box>
        </Box>
      }
    />
  );
}

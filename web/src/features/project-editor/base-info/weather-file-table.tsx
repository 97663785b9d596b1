/**
 * The climate sources a project may use [ENG-6], one to choose: the automatic sources, then each
 * of the user's weather files with its format, years, annual GHI, site and distance from the
 * project (marked beyond 50 km), and a delete button. A file that can no longer be read is
 * listed, not choosable, so its owner can delete it.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Icon from '@cloudscape-design/components/icon';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import type { WeatherFile } from './weather-file-api';
import { coordinatesText, fileDistance, yearsText } from './weather-file-figures';
import { formatName } from './weather-file-refusal';

/** A row: the automatic sources, or a weather file. */
export type SourceRow = { id: 'automatic'; file: null } | { id: string; file: WeatherFile };

type T = TFunction<'editorClimate'>;
type Site = { latitude: number; longitude: number } | null;

interface WeatherFileTableProps {
  files: readonly WeatherFile[];
  loading: boolean;
  /** The chosen file's id, or null for the automatic sources. */
  selectedId: string | null;
  project: Site;
  empty: ReactNode;
  onSelect(weatherFileId: string | null): void;
  onDelete(file: WeatherFile): void;
}

function rowName(row: SourceRow, t: T): string {
  return row.file ? row.file.fileName : t('automatic.name');
}

function sourceCell(row: SourceRow, t: T): ReactNode {
  const { file } = row;
  const note = file
    ? file.readable
      ? formatName(file.format ?? '', t)
      : t('file.unreadable')
    : t('automatic.description');
  return (
    <SpaceBetween size="xxxs">
      <Box fontWeight="bold">{rowName(row, t)}</Box>
      <Box variant="small" color={file && !file.readable ? 'text-status-error' : 'text-body-secondary'}>
        {note}
      </Box>
    </SpaceBetween>
  );
}

function siteCell(file: WeatherFile | null, t: T, language: Language): string {
  if (!file || file.latitude === null || file.longitude === null) return '-';
  const coordinates = coordinatesText(file.latitude, file.longitude, t, language);
  return file.siteName ? `${file.siteName} · ${coordinates}` : coordinates;
}

function distanceCell(file: WeatherFile | null, project: Site, t: T, language: Language): ReactNode {
  const distance = file ? fileDistance(file, project) : null;
  if (!distance) return '-';
  const text = t('file.distance', { distance: formatNumber(distance.km, language, 0) });
  if (!distance.far) return text;
  return (
    <SpaceBetween direction="horizontal" size="xxs" alignItems="center">
      <span role="img" aria-label={t('file.farIcon')} title={t('file.farIcon')}>
        <Icon name="status-warning" variant="warning" />
      </span>
      <span>{text}</span>
    </SpaceBetween>
  );
}

export function WeatherFileTable(props: WeatherFileTableProps) {
  const { files, loading, selectedId, project, onSelect, onDelete } = props;
  const { t } = useTranslation('editorClimate');
  const language = useLanguage();
  const rows: SourceRow[] = [
    { id: 'automatic', file: null },
    ...files.map((file) => ({ id: file.weatherFileId, file })),
  ];
  const selected = rows.filter((row) => (row.file ? row.id === selectedId : selectedId === null));
  return (
    <Table<SourceRow>
      items={rows}
      trackBy="id"
      loading={loading}
      loadingText={t('section.loading')}
      variant="embedded"
      wrapLines
      selectionType="single"
      selectedItems={selected}
      isItemDisabled={(row) => row.file !== null && !row.file.readable}
      onSelectionChange={({ detail }) => {
        const row = detail.selectedItems[0];
        if (row) onSelect(row.file ? row.file.weatherFileId : null);
      }}
      ariaLabels={{
        tableLabel: t('section.tableLabel'),
        selectionGroupLabel: t('section.selectionGroup'),
        itemSelectionLabel: (_state, row) => t('section.selectItem', { name: rowName(row, t) }),
      }}
      footer={files.length === 0 && !loading ? props.empty : undefined}
      columnDefinitions={[
        { id: 'source', minWidth: 200, header: t('columns.source'), cell: (row) => sourceCell(row, t) },
        {
          id: 'years',
          minWidth: 90,
          header: t('columns.years'),
          cell: (row) => (row.file ? yearsText(row.file.years, t) : '-'),
        },
        {
          id: 'ghi',
          minWidth: 110,
          header: t('columns.ghi'),
          cell: (row) =>
            row.file?.ghiAnnual == null
              ? '-'
              : t('file.ghi', { value: formatNumber(row.file.ghiAnnual, language, 0) }),
        },
        {
          id: 'site',
          minWidth: 150,
          header: t('columns.site'),
          cell: (row) => siteCell(row.file, t, language),
        },
        {
          id: 'distance',
          minWidth: 100,
          header: t('columns.distance'),
          cell: (row) => distanceCell(row.file, project, t, language),
        },
        {
          id: 'actions',
          minWidth: 80,
          header: t('columns.actions'),
          cell: (row) =>
            row.file && (
              <Button
                variant="inline-link"
                ariaLabel={t('file.deleteLabel', { name: row.file.fileName })}
                onClick={() => row.file && onDelete(row.file)}
              >
                {t('file.delete')}
              </Button>
            ),
        },
      ]}
    />
  );
}

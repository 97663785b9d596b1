/**
 * The answer of an import [CAT-6]: -1001 lists the items already in the catalogue (skipped, the
 * rest imported); 118 lists every bad cell by row and column (for a zip of .PAN files: by file),
 * and nothing was imported; 119 says why the file was refused (e.g. 模板文件为空) and which columns.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Table from '@cloudscape-design/components/table';
import type { ImportJob, ImportRowError } from '@pvd/shared/api/import';
import { useTranslation } from 'react-i18next';
import type { ImportState } from '../../hooks/use-spreadsheet-import';

function RowErrors({ job }: { job: ImportJob }) {
  const { t } = useTranslation('catalogue');
  const rows = job.data?.rowErrors ?? [];
  // A zip of .PAN files: a row is a file of the archive, its header the file's name.
  const zip = /\.zip$/i.test(job.fileName);
  const count = job.data?.rowErrorCount ?? rows.length;
  return (
    <Alert type="error" header={job.message ?? t('import.result.invalidRows', { count })}>
      <Box variant="p">{t('import.result.nothingImported', { count })}</Box>
      {count > rows.length && (
        <Box variant="small">{t('import.result.firstShown', { shown: rows.length })}</Box>
      )}
      <Table<ImportRowError>
        variant="embedded"
        items={rows}
        trackBy={(row) => `${row.row}:${row.column}:${row.field}`}
        ariaLabels={{ tableLabel: t('import.result.rowErrorsLabel') }}
        columnDefinitions={[
          {
            id: 'row',
            header: t(zip ? 'import.result.fileNumber' : 'import.result.row'),
            cell: (row) => row.row,
            width: 80,
          },
          {
            id: 'column',
            header: t(zip ? 'import.result.field' : 'import.result.column'),
            cell: (row) => row.column,
            width: zip ? 220 : 80,
          },
          {
            id: 'header',
            header: t(zip ? 'import.result.fileName' : 'import.result.header'),
            cell: (row) => row.header,
          },
          { id: 'message', header: t('import.result.problem'), cell: (row) => row.message },
        ]}
      />
    </Alert>
  );
}

function JobAnswer({ job }: { job: ImportJob }) {
  const { t } = useTranslation('catalogue');
  const imported = job.data?.imported ?? 0;
  if (job.code === 0) {
    return <Alert type="success">{t('import.result.imported', { count: imported })}</Alert>;
  }
  if (job.code === -1001) {
    const names = job.data?.alreadyImported ?? [];
    return (
      <Alert type="warning" header={job.message ?? t('import.result.alreadyImported')}>
        <Box variant="p">{t('import.result.importedRest', { count: imported })}</Box>
        <Box variant="p">{t('import.result.skipped', { count: names.length })}</Box>
        <ul aria-label={t('import.result.skippedLabel')}>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </Alert>
    );
  }
  if (job.code === 118) return <RowErrors job={job} />;
  const columns = job.data?.columns ?? [];
  return (
    <Alert type="error" header={t('import.result.refused')}>
      <Box variant="p">{job.message ?? t('import.result.failed')}</Box>
      {columns.length > 0 && (
        <Box variant="p">{t('import.result.columns', { columns: columns.join(', ') })}</Box>
      )}
    </Alert>
  );
}

/** The result part of the import dialog for a finished or failed import. */
export function ImportResult({ state }: { state: ImportState }) {
  const { t } = useTranslation('catalogue');
  if (state.status === 'done') return <JobAnswer job={state.job} />;
  if (state.status !== 'failed') return null;
  const message =
    state.failure === 'refused'
      ? state.message
      : t(
          state.failure === 'timeout'
            ? 'import.result.timeout'
            : state.failure === 'upload'
              ? 'import.result.uploadFailed'
              : 'import.result.failed',
        );
  return <Alert type="error">{message}</Alert>;
}

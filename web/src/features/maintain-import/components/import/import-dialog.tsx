/**
 * The import dialog of the maintainer's catalogue pages [CAT-6]: the template to download, the
 * spreadsheet to choose (.xls or .xlsx, at most 10 MB; for system panels also a .zip of PVsyst
 * .PAN files), then the upload and the import with their
 * progress, and the answer. Code 0 closes the dialog with a notice; the others stay to be read.
 */
import Box from '@cloudscape-design/components/box';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ImportJob } from '@pvd/shared/api/import';
import type { ImportKind } from '@pvd/shared/catalogue/spreadsheet-columns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '@/components/dialog-footer';
import { Modal } from '@/components/modal';
import { useDateTime } from '@/hooks/use-account-info';
import { useGuardedClose } from '@/hooks/use-guarded-close';
import { useLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notifications';
import type { ImportProgress, SpreadsheetUploadCall } from '../../api/imports';
import { useSpreadsheetImport } from '../../hooks/use-spreadsheet-import';
import { ImportResult } from './import-result';
import { importAccept, spreadsheetFileError, takesPanZip } from './spreadsheet-file';
import { TemplateButton } from './template-button';

interface ImportDialogProps {
  kind: ImportKind;
  call: SpreadsheetUploadCall;
  /** Runs when the import has written rows (codes 0 and -1001): the list reloads. */
  onImported(job: ImportJob): void;
  onClose(): void;
}

function progressValue(progress: ImportProgress): number {
  if (progress.phase === 'uploading') return 10;
  if (!progress.total) return 20;
  return 20 + Math.round((80 * (progress.done ?? 0)) / progress.total);
}

export function ImportDialog({ kind, call, onImported, onClose }: ImportDialogProps) {
  const { t } = useTranslation(['catalogue', 'ui']);
  const language = useLanguage();
  const dateTime = useDateTime();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const { state, start, reset } = useSpreadsheetImport(call, (job) => {
    if (job.code !== 0 && job.code !== -1001) return;
    onImported(job);
    if (job.code === 0) {
      notify({ type: 'success', content: t('import.result.imported', { count: job.data?.imported ?? 0 }) });
      onClose();
    }
  });
  const running = state.status === 'running';

  function choose(chosen: File | null) {
    setFile(chosen);
    setFileError(chosen ? spreadsheetFileError(chosen, language, kind) : undefined);
    reset();
  }

  function submit() {
    const error = file ? spreadsheetFileError(file, language, kind) : t('import.fileRequired');
    setFileError(error);
    if (file && !error) start(file);
  }

  // A chosen spreadsheet not yet imported is work the user would lose; after an import (or its
  // failure) the dialog only shows the answer, and closes at once.
  const unimported = file !== null && !fileError && state.status === 'idle';
  const close = useGuardedClose(unimported, onClose, running);
  return (
    <Modal
      visible
      size="large"
      position="top"
      onDismiss={close.requestClose}
      header={t(`import.titles.${kind}`)}
      closeAriaLabel={t('ui:dialog.close')}
      footer={
        <DialogFooter
          busy={running}
          onCancel={close.requestClose}
          onConfirm={submit}
          confirmLabel={t('import.start')}
          cancelLabel={t('ui:dialog.close')}
          confirmDisabled={state.status === 'done'}
        />
      }
    >
      <SpaceBetween size="l">
        <Box variant="p">{t(`import.instructions.${kind}`)}</Box>
        <TemplateButton kind={kind} variant="normal" />
        <FormField
          label={t(takesPanZip(kind) ? 'import.filePanZip' : 'import.file')}
          constraintText={t(takesPanZip(kind) ? 'import.fileHintPanZip' : 'import.fileHint')}
          errorText={fileError}
        >
          <FileUpload
            value={file ? [file] : []}
            onChange={({ detail }) => choose(detail.value[0] ?? null)}
            accept={importAccept(kind)}
            showFileSize
            showFileLastModified
            i18nStrings={{
              formatFileLastModified: (date) => dateTime(date.getTime()),
              uploadButtonText: () => t('import.chooseFile'),
              dropzoneText: () => t('ui:fileUpload.dropzone'),
              removeFileAriaLabel: (index) => t('ui:fileUpload.removeFile', { index: index + 1 }),
              errorIconAriaLabel: t('ui:fileUpload.errorIcon'),
              warningIconAriaLabel: t('ui:fileUpload.warningIcon'),
              limitShowFewer: t('ui:fileUpload.showFewer'),
              limitShowMore: t('ui:fileUpload.showMore'),
            }}
          />
        </FormField>
        {state.status === 'running' && (
          <ProgressBar
            label={t('import.progressLabel', { file: file?.name ?? '' })}
            value={progressValue(state.progress)}
            description={t(`import.phases.${state.progress.phase}`, {
              done: state.progress.done ?? 0,
              total: state.progress.total ?? 0,
            })}
          />
        )}
        <ImportResult state={state} />
      </SpaceBetween>
      {close.guard}
    </Modal>
  );
}

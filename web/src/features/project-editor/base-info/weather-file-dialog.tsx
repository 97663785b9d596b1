/**
 * The weather-file upload dialog of the base info step [ENG-6]: choose a file (EPW, TMY3, TMY2,
 * PVGIS TMY csv or json, NSRDB PSM csv; at most 5 MB), see it uploaded and read, then its preview
 * and "Use this file"; a refused file says why in the dialog, in the reader's language (the
 * reader's reason with where it was found), and another file can be chosen at once. A file read
 * is kept with the user's weather files even when the dialog is closed without using it.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { WEATHER_FILE_EXTENSIONS } from '@pvd/shared/api/climate';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '@/components/dialog-footer';
import { FileChooseButton } from '@/components/file-choose-button';
import { Modal } from '@/components/modal';
import { useLanguage } from '@/lib/i18n';
import { UploadError } from '@/lib/uploads';
import {
  uploadWeatherFile,
  type WeatherFile,
  type WeatherFileRefusal,
  WeatherFileRefusedError,
  weatherFilesKey,
} from './weather-file-api';
import { WeatherFilePreview } from './weather-file-preview';
import { refusalLines } from './weather-file-refusal';

/** What the chooser offers: the endings the server takes, in both cases. */
const ACCEPT = WEATHER_FILE_EXTENSIONS.flatMap((ending) => [ending, ending.toUpperCase()]).join(',');

type Failure = { kind: 'refused'; refusal: WeatherFileRefusal } | { kind: 'send'; status: number };

interface WeatherFileDialogProps {
  /** The project's site, when its coordinates are entered. [°] */
  project: { latitude: number; longitude: number } | null;
  onUse(file: WeatherFile): void;
  onClose(): void;
}

function FailureAlert({ name, failure }: { name: string; failure: Failure }) {
  const { t } = useTranslation('editorClimate');
  const language = useLanguage();
  if (failure.kind === 'send') {
    return (
      <Alert type="error">
        {failure.status === 0
          ? t('dialog.sendUnreachable')
          : t('dialog.sendFailed', { status: failure.status })}
      </Alert>
    );
  }
  return (
    <Alert type="error" header={t('refusal.title', { name })}>
      {/* Chinese sentences follow each other without a space. */}
      {refusalLines(failure.refusal, t, language).join(language === 'zh-CN' ? '' : ' ')}
    </Alert>
  );
}

export function WeatherFileDialog({ project, onUse, onClose }: WeatherFileDialogProps) {
  const { t } = useTranslation('editorClimate');
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const upload = useMutation({
    mutationFn: uploadWeatherFile,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: weatherFilesKey }),
    onError: (error) => {
      if (error instanceof WeatherFileRefusedError) setFailure({ kind: 'refused', refusal: error.refusal });
      else if (error instanceof UploadError) setFailure({ kind: 'send', status: error.status });
      // Any other failure the API client has shown.
    },
  });
  const read = upload.data;

  function choose(file: File | undefined) {
    if (!file || upload.isPending) return;
    setChosen(file.name);
    setFailure(null);
    upload.reset();
    upload.mutate(file);
  }

  return (
    <Modal
      visible
      size="large"
      onDismiss={() => !upload.isPending && onClose()}
      header={t('dialog.title')}
      closeAriaLabel={t('dialog.closeLabel')}
      footer={
        <DialogFooter
          onCancel={onClose}
          cancelLabel={t('dialog.close')}
          onConfirm={() => read && onUse(read)}
          confirmLabel={t('dialog.use')}
          confirmDisabled={!read || upload.isPending}
        />
      }
    >
      <SpaceBetween size="l">
        <FormField label={t('dialog.field')} description={t('dialog.hint')}>
          <SpaceBetween direction="horizontal" size="s" alignItems="center">
            <FileChooseButton
              accept={ACCEPT}
              inputTestId="weather-file-input"
              loading={upload.isPending}
              onFile={choose}
            >
              {t('dialog.choose')}
            </FileChooseButton>
            {chosen && !upload.isPending && <Box variant="small">{t('dialog.chosen', { name: chosen })}</Box>}
          </SpaceBetween>
        </FormField>
        <div aria-live="polite">
          {upload.isPending && chosen && (
            <StatusIndicator type="loading">{t('dialog.reading', { name: chosen })}</StatusIndicator>
          )}
          {failure && chosen && <FailureAlert name={chosen} failure={failure} />}
        </div>
        {read && (
          <SpaceBetween size="s">
            <WeatherFilePreview file={read} project={project} />
            <Box variant="small" color="text-body-secondary">
              {t('dialog.kept')}
            </Box>
          </SpaceBetween>
        )}
      </SpaceBetween>
    </Modal>
  );
}

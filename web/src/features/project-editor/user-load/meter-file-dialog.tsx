/**
 * The meter-file dialog of the load step [LOAD-5]: choose a file, see it sent and read, then its
 * preview before anything is kept (what was read and how, the figures, the heat map and the
 * typical week), correct what was guessed (each change reads the file again), and save it as
 * the project's load. A refused file says why in the dialog, in the reader's language, with the
 * row and column (meter-file-refusal.ts), and another file can be chosen at once. Closing
 * without saving keeps nothing with the project.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { METER_FILE_EXTENSIONS, METER_FILE_LIMITS } from '@pvd/shared/constants/limits';
import type { MeterFileChoices } from '@pvd/shared/load/meter-file/choices';
import type { MeterFileRecord } from '@pvd/shared/project/record/meter-file';
import { meterFileView } from '@pvd/shared/project/report/load-view';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '@/components/dialog-footer';
import { Modal } from '@/components/modal';
import { useLanguage } from '@/lib/i18n';
import { UploadError } from '@/lib/uploads';
import { LoadSummary } from './load-summary';
import {
  type MeterFilePreview,
  type MeterFileRefusal,
  MeterFileRefusedError,
  type MeterUpload,
  previewMeterFile,
  saveMeterFile,
  uploadMeterFile,
} from './meter-file-api';
import { MeterFileChoicesForm, TimeZoneChoice } from './meter-file-choices';
import { meterFacts } from './meter-file-facts';
import { meterRefusalText } from './meter-file-refusal';

/** What the chooser offers: the endings the server takes, in both cases. */
const ACCEPT = METER_FILE_EXTENSIONS.flatMap((ending) => [ending, ending.toUpperCase()]).join(',');

type Failure = { kind: 'refused'; refusal: MeterFileRefusal } | { kind: 'send'; status: number };

function failureOf(error: unknown): Failure | null {
  if (error instanceof MeterFileRefusedError) return { kind: 'refused', refusal: error.refusal };
  if (error instanceof UploadError) return { kind: 'send', status: error.status };
  // Any other failure the API client has shown.
  return null;
}

interface MeterFileDialogProps {
  projectId: string;
  /** The file was kept: the project's meter file and its new version. */
  onSaved(meterFile: MeterFileRecord, version: number): void;
  onClose(): void;
}

function FailureAlert({ name, failure }: { name: string; failure: Failure }) {
  const { t } = useTranslation('editorBase');
  const language = useLanguage();
  if (failure.kind === 'send') {
    return (
      <Alert type="error">
        {failure.status === 0
          ? t('load.meter.sendUnreachable')
          : t('load.meter.sendFailed', { status: failure.status })}
      </Alert>
    );
  }
  return (
    <Alert type="error" header={t('load.meter.refusedTitle', { name })}>
      <span data-testid="meter-file-refusal">{meterRefusalText(failure.refusal, language)}</span>
    </Alert>
  );
}

/**
 * The preview of `upload` with `choices`, and the last one read well of the same upload: the
 * corrections stay on screen when a choice is refused (an unknown time zone), to be changed again.
 */
function usePreview(upload: MeterUpload | null, choices: MeterFileChoices, projectId: string) {
  const query = useQuery({
    queryKey: ['userload', 'previewLoadFile', upload?.uploadId, choices],
    queryFn: () => previewMeterFile(upload!, choices, projectId),
    enabled: upload !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const lastRead = useRef<{ uploadId: string; preview: MeterFilePreview } | null>(null);
  if (upload && query.data && !query.isPlaceholderData) {
    lastRead.current = { uploadId: upload.uploadId, preview: query.data };
  }
  const last = lastRead.current?.uploadId === upload?.uploadId ? lastRead.current?.preview : undefined;
  return { query, last };
}

/** Refusals the time zone answers: the field is offered even before a preview was read. */
const TIME_ZONE_REASONS = new Set(['timeZoneNeeded', 'timeZoneUnknown']);

export function MeterFileDialog({ projectId, onSaved, onClose }: MeterFileDialogProps) {
  const { t } = useTranslation('editorBase');
  const language = useLanguage();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [choices, setChoices] = useState<MeterFileChoices>({});
  const send = useMutation({ mutationFn: (file: File) => uploadMeterFile(file, projectId) });
  const upload = send.data ?? null;
  const { query: preview, last } = usePreview(upload, choices, projectId);
  const save = useMutation({
    mutationFn: () => saveMeterFile(upload!, choices, projectId),
    onSuccess: (saved) => onSaved(saved.meterFile, saved.version),
  });
  const busy = send.isPending || save.isPending;
  // The figures of earlier choices stay on screen while the next are read, not once refused.
  const shown = preview.isError ? undefined : preview.data;
  const failure = failureOf(send.error ?? save.error ?? preview.error);
  const zoneRefused =
    failure?.kind === 'refused' &&
    failure.refusal.kind === 'reader' &&
    TIME_ZONE_REASONS.has(failure.refusal.reason);

  function choose(file: File | undefined) {
    if (!file || busy) return;
    setChosen(file.name);
    setChoices({});
    save.reset();
    send.reset();
    send.mutate(file);
  }

  return (
    <Modal
      visible
      size="max"
      onDismiss={() => !busy && onClose()}
      header={t('load.meter.dialogTitle')}
      closeAriaLabel={t('load.meter.closeLabel')}
      footer={
        <DialogFooter
          onCancel={onClose}
          cancelLabel={t('load.meter.cancel')}
          onConfirm={() => save.mutate()}
          confirmLabel={t('load.meter.save')}
          confirmDisabled={!shown || preview.isFetching || send.isPending}
          busy={save.isPending}
        />
      }
    >
      <SpaceBetween size="l">
        <FormField
          label={t('load.meter.field')}
          description={t('load.meter.hint', { megabytes: METER_FILE_LIMITS.maxBytes / 1024 / 1024 })}
        >
          <SpaceBetween direction="horizontal" size="s" alignItems="center">
            {/* The button opens the browser's chooser; the input itself is hidden from view and keys. */}
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              hidden
              tabIndex={-1}
              data-testid="meter-file-input"
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Cleared, so choosing the same file again reads it again.
                event.target.value = '';
                choose(file);
              }}
            />
            <Button iconName="upload" loading={send.isPending} onClick={() => input.current?.click()}>
              {t('load.meter.choose')}
            </Button>
            {chosen && !send.isPending && (
              <Box variant="small">{t('load.meter.chosen', { name: chosen })}</Box>
            )}
          </SpaceBetween>
        </FormField>
        <div aria-live="polite">
          {send.isPending && chosen && (
            <StatusIndicator type="loading">{t('load.meter.uploading', { name: chosen })}</StatusIndicator>
          )}
          {preview.isFetching && chosen && (
            <StatusIndicator type="loading">{t('load.meter.reading', { name: chosen })}</StatusIndicator>
          )}
          {failure && chosen && <FailureAlert name={chosen} failure={failure} />}
        </div>
        {upload && (last || zoneRefused) && (
          <SpaceBetween size="s">
            <Header variant="h3" description={t('load.meter.choicesHint')}>
              {t('load.meter.choicesTitle')}
            </Header>
            {last ? (
              <MeterFileChoicesForm preview={last} choices={choices} onChange={setChoices} disabled={busy} />
            ) : (
              <TimeZoneChoice choices={choices} onChange={setChoices} disabled={busy} />
            )}
          </SpaceBetween>
        )}
        {shown && upload && (
          <SpaceBetween size="l">
            {shown.needs.length > 0 && <Alert type="warning">{t('load.meter.needsTitle')}</Alert>}
            <SpaceBetween size="s">
              <Header variant="h3">{t('load.meter.previewTitle')}</Header>
              <div data-testid="meter-file-facts">
                <KeyValuePairs
                  columns={3}
                  items={meterFacts(shown, t, language).map((fact) => ({
                    label: fact.term,
                    value: <span data-testid={`meter-fact-${fact.id}`}>{fact.value}</span>,
                  }))}
                />
              </div>
              {shown.summary.newestFirst && <Box variant="small">{t('load.meter.facts.newestFirst')}</Box>}
            </SpaceBetween>
            <LoadSummary view={meterFileView({ ...shown, fileName: upload.fileName })} />
          </SpaceBetween>
        )}
      </SpaceBetween>
    </Modal>
  );
}

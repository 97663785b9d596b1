/**
 * The project's meter file on the load step [LOAD-5]: the file kept (its name and when it was
 * saved) with Replace and Delete (after a confirmation), or an upload when there is none. The
 * file is kept with a saved project, so a new one is saved first (said beside the button). The
 * calls change only the meter file: the draft takes it and the project's new version.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { MeterFileRecord } from '@pvd/shared/project/record/meter-file';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useLanguage } from '@/lib/i18n';
import { deleteMeterFile } from './meter-file-api';
import { MeterFileDialog } from './meter-file-dialog';
import { uploadAfterSave } from './upload-after-save';

export interface MeterFileSectionProps {
  projectId: string | null;
  meterFile: MeterFileRecord | null;
  keepMeterFile(meterFile: MeterFileRecord | null, version: number): void;
  /** Pre-saves a new project (its upload needs the project's id). */
  preSave(): Promise<void>;
}

/** The removal of the project's meter file, with its confirmation; `onDone` after it. */
export function useMeterFileDeletion(
  projectId: string | null,
  keepMeterFile: MeterFileSectionProps['keepMeterFile'],
  onDone?: () => void,
) {
  const [asking, setAsking] = useState(false);
  const removal = useMutation({
    mutationFn: () => deleteMeterFile(projectId!),
    onSuccess: ({ version }) => {
      keepMeterFile(null, version);
      setAsking(false);
      onDone?.();
    },
  });
  return { asking, ask: () => setAsking(true), cancel: () => setAsking(false), removal };
}

/** The question before a meter file is removed, while `deletion` asks it. */
export function MeterFileDeleteDialog({
  deletion,
  meterFile,
}: {
  deletion: ReturnType<typeof useMeterFileDeletion>;
  meterFile: MeterFileRecord | null;
}) {
  const { t } = useTranslation('editorBase');
  if (!deletion.asking || !meterFile) return null;
  return (
    <ConfirmDialog
      title={t('load.meter.deleteTitle')}
      confirmLabel={t('load.meter.deleteConfirm')}
      busy={deletion.removal.isPending}
      onConfirm={() => deletion.removal.mutate()}
      onCancel={deletion.cancel}
    >
      {t('load.meter.deleteText', { name: meterFile.fileName })}
    </ConfirmDialog>
  );
}

function savedDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Opens the upload; on a new project after its pre-save (see upload-after-save.ts). */
function useUpload(projectId: string | null, preSave: () => Promise<void>) {
  const mounted = useRef<{ projectId: string | null } | null>(null);
  mounted.current = { projectId };
  // Mounted with the id the wish waited for (the editor at the project's address): opened here.
  const [uploading, setUploading] = useState(() => {
    const opened = projectId !== null && uploadAfterSave.waiting();
    if (opened) uploadAfterSave.end();
    return opened;
  });
  const [saving, setSaving] = useState(false);
  // The id arriving here (the asking section, maybe about to go): opened, the wish kept for a new editor.
  const idBefore = useRef(projectId);
  useEffect(() => {
    if (idBefore.current === null && projectId && uploadAfterSave.waiting()) setUploading(true);
    idBefore.current = projectId;
  }, [projectId]);
  async function start() {
    if (projectId) return setUploading(true);
    uploadAfterSave.ask();
    setSaving(true);
    try {
      await preSave();
    } finally {
      setSaving(false);
    }
    // Still here without an id: the save was refused (its fields are shown); no upload waits.
    // Gone: the editor mounted anew at the project's address, where the upload opens.
    if (mounted.current && !mounted.current.projectId) uploadAfterSave.end();
  }
  useEffect(
    () => () => {
      mounted.current = null;
    },
    [],
  );
  const close = () => {
    uploadAfterSave.end();
    setUploading(false);
  };
  return { uploading, saving, start, close };
}

export function MeterFileSection({ projectId, meterFile, keepMeterFile, preSave }: MeterFileSectionProps) {
  const { t } = useTranslation('editorBase');
  const language = useLanguage();
  const upload = useUpload(projectId, preSave);
  const deletion = useMeterFileDeletion(projectId, keepMeterFile);
  return (
    <SpaceBetween size="s">
      {meterFile ? (
        <SpaceBetween direction="horizontal" size="s" alignItems="center">
          <Box data-testid="meter-file-kept">
            {t('load.meter.kept', { name: meterFile.fileName, date: savedDate(meterFile.savedAt, language) })}
          </Box>
          <Button onClick={() => void upload.start()} disabled={!projectId}>
            {t('load.meter.replace')}
          </Button>
          <Button onClick={deletion.ask} disabled={!projectId}>
            {t('load.meter.delete')}
          </Button>
        </SpaceBetween>
      ) : (
        <SpaceBetween direction="horizontal" size="s" alignItems="center">
          <Box color="text-body-secondary">{t('load.meter.none')}</Box>
          <Button iconName="upload" loading={upload.saving} onClick={() => void upload.start()}>
            {projectId ? t('load.meter.upload') : t('load.meter.saveAndUpload')}
          </Button>
          {!projectId && <Box variant="small">{t('load.meter.saveFirst')}</Box>}
        </SpaceBetween>
      )}
      {upload.uploading && projectId && (
        <MeterFileDialog
          projectId={projectId}
          onSaved={(saved, version) => {
            keepMeterFile(saved, version);
            upload.close();
          }}
          onClose={upload.close}
        />
      )}
      <MeterFileDeleteDialog deletion={deletion} meterFile={meterFile} />
    </SpaceBetween>
  );
}

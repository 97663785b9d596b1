/**
 * One image for every ticked model (the list's batch settings [CAT-5]): the image is required
 * (未选择图片) and so is at least one ticked inverter (未选择任意逆变器). The image goes to
 * S3 first; the overlay shows while it uploads and is applied.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { SystemInverterRow } from '@pvd/shared/catalogue/system-inverter-view';
import { validationMessage } from '@pvd/shared/errors/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '@/components/dialog-footer';
import { ImageChooser } from '@/components/image-field';
import { LoadingOverlay } from '@/components/loading-overlay';
import { Modal } from '@/components/modal';
import { useGuardedClose } from '@/hooks/use-guarded-close';
import { ApiError } from '@/lib/api-error';
import { useLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notifications';
import { imageFileError } from '@/lib/uploads';
import { useInverterImageBatch } from '../../api/inverters';

export function ImageBatchModal({
  ticked,
  onClose,
}: {
  ticked: readonly SystemInverterRow[];
  onClose(): void;
}) {
  const { t } = useTranslation(['inverter', 'ui']);
  const language = useLanguage();
  const batch = useInverterImageBatch();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [tickedError, setTickedError] = useState<string | undefined>();

  function submit() {
    const noImage = image ? imageFileError(image, language) : validationMessage('imageRequired', language);
    const noneTicked = ticked.length === 0 ? validationMessage('noInverterTicked', language) : undefined;
    setImageError(noImage);
    setTickedError(noneTicked);
    if (!image || noImage || noneTicked) return;
    batch.mutate(
      { image, inverterIds: ticked.map((row) => row.id) },
      {
        onSuccess: ({ updated }) => {
          notify({ type: 'success', content: t('imageBatch.done', { count: updated }) });
          onClose();
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) notify({ type: 'error', content: t('image.uploadFailed') });
        },
      },
    );
  }

  // Not on useFormSubmit: the call's schema wants the upload id, which exists only once the
  // image is uploaded; the form's own checks are the image and the ticked rows.
  const close = useGuardedClose(image !== null, onClose, batch.isPending);
  return (
    <Modal
      visible
      onDismiss={close.requestClose}
      header={t('imageBatch.title')}
      closeAriaLabel={t('ui:dialog.close')}
      footer={
        <DialogFooter
          busy={batch.isPending}
          onCancel={close.requestClose}
          onConfirm={submit}
          confirmLabel={t('imageBatch.apply')}
        />
      }
    >
      <SpaceBetween size="m">
        <ImageChooser
          label={t('image.label')}
          hint={t('image.hint')}
          chooseLabel={t('image.choose')}
          file={image}
          error={imageError}
          onFileChange={(file) => {
            setImage(file);
            setImageError(file ? imageFileError(file, language) : undefined);
          }}
        />
        <Box variant="h4">{t('imageBatch.ticked', { count: ticked.length })}</Box>
        {ticked.length > 0 ? (
          <ul aria-label={t('imageBatch.tickedLabel')}>
            {ticked.map((row) => (
              <li key={row.id}>{row.modelname}</li>
            ))}
          </ul>
        ) : (
          <Box color="text-body-secondary">{t('imageBatch.tickHint')}</Box>
        )}
        {tickedError && <Alert type="error">{tickedError}</Alert>}
      </SpaceBetween>
      <LoadingOverlay text={batch.isPending ? t('imageBatch.uploading') : null} />
      {close.guard}
    </Modal>
  );
}

/**
 * The image of a model on its form (000 §3 `img`): the stored image or a preview of the chosen
 * file (PNG, JPEG, GIF or WebP, at most 2 MB, checked before upload), removable.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { IMAGE_CONTENT_TYPES } from '@pvd/shared/constants/limits';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './inverters.css';

/** An object URL previewing `file` while it is chosen. */
export function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

interface ImageChooserProps {
  label: string;
  file: File | null;
  error?: string;
  onFileChange(file: File | null): void;
}

/** The file chooser of an inverter image (also used by the image batch dialog). */
export function ImageChooser({ label, file, error, onFileChange }: ImageChooserProps) {
  const { t } = useTranslation(['inverter', 'ui']);
  return (
    <FormField label={label} constraintText={t('image.hint')} errorText={error}>
      <FileUpload
        value={file ? [file] : []}
        onChange={({ detail }) => onFileChange(detail.value[0] ?? null)}
        accept={IMAGE_CONTENT_TYPES.join(',')}
        showFileSize
        showFileThumbnail
        i18nStrings={{
          uploadButtonText: () => t('image.choose'),
          dropzoneText: () => t('ui:fileUpload.dropzone'),
          removeFileAriaLabel: (index) => t('ui:fileUpload.removeFile', { index: index + 1 }),
          errorIconAriaLabel: t('ui:fileUpload.errorIcon'),
          warningIconAriaLabel: t('ui:fileUpload.warningIcon'),
          limitShowFewer: t('ui:fileUpload.showFewer'),
          limitShowMore: t('ui:fileUpload.showMore'),
        }}
      />
    </FormField>
  );
}

interface InverterImageFieldProps {
  savedUrl: string | null;
  file: File | null;
  removed: boolean;
  error?: string;
  disabled?: boolean;
  onFileChange(file: File | null): void;
  onRemove(): void;
}

export function InverterImageField({
  savedUrl,
  file,
  removed,
  error,
  disabled,
  onFileChange,
  onRemove,
}: InverterImageFieldProps) {
  const { t } = useTranslation('inverter');
  const preview = usePreviewUrl(file);
  const shown = preview ?? (removed ? null : savedUrl);
  return (
    <SpaceBetween direction="horizontal" size="l">
      <div className="pvd-inverter-image">
        {shown ? (
          <img src={shown} alt={t('image.preview')} className="pvd-inverter-image__img" />
        ) : (
          <Box color="text-body-secondary">{t('image.none')}</Box>
        )}
      </div>
      <SpaceBetween size="s">
        <ImageChooser label={t('image.label')} file={file} error={error} onFileChange={onFileChange} />
        {shown && (
          <Button formAction="none" iconName="remove" disabled={disabled} onClick={onRemove}>
            {t('image.remove')}
          </Button>
        )}
      </SpaceBetween>
    </SpaceBetween>
  );
}

/**
 * The company logo (000 §2 "Company settings"): the current logo from the address the server
 * returns, or a preview of the chosen file; image types only and 2 MB at most, checked here
 * before anything is uploaded; removable.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES } from '@pvd/shared/constants/limits';
import { validationMessage } from '@pvd/shared/errors/validation';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/language';

/** Why `file` cannot be a logo, or undefined when it can. */
export function logoFileError(file: File, language: Language): string | undefined {
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return validationMessage('imageTypeInvalid', language);
  }
  if (file.size > IMAGE_MAX_BYTES) return validationMessage('imageTooLarge', language);
  return undefined;
}

function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

interface LogoFieldProps {
  /** The saved logo's address, or null. */
  savedUrl: string | null;
  file: File | null;
  removed: boolean;
  error?: string;
  onFileChange(file: File | null): void;
  onRemove(): void;
}

export function LogoField({ savedUrl, file, removed, error, onFileChange, onRemove }: LogoFieldProps) {
  const { t } = useTranslation('settings');
  const preview = usePreviewUrl(file);
  const shown = preview ?? (removed ? null : savedUrl);
  return (
    <FormField label={t('company.logo')} constraintText={t('company.logoHint')} errorText={error}>
      <SpaceBetween size="s">
        <div className="pvd-logo-frame">
          {shown ? (
            <img src={shown} alt={t('company.logoPreview')} className="pvd-logo-frame__image" />
          ) : (
            <Box color="text-body-secondary">{t('company.logoNone')}</Box>
          )}
        </div>
        {savedUrl && !removed && !file && (
          <Box variant="small">
            {t('company.logoAddress')}{' '}
            <Link href={savedUrl} external fontSize="body-s">
              {t('company.logoOpen')}
            </Link>
          </Box>
        )}
        <SpaceBetween direction="horizontal" size="xs">
          <FileUpload
            value={file ? [file] : []}
            onChange={({ detail }) => onFileChange(detail.value[0] ?? null)}
            accept={IMAGE_CONTENT_TYPES.join(',')}
            i18nStrings={{
              uploadButtonText: () => t('company.logoChoose'),
              dropzoneText: () => t('company.fileUpload.dropzone'),
              removeFileAriaLabel: (index) => t('company.fileUpload.removeFile', { index: index + 1 }),
              errorIconAriaLabel: t('company.fileUpload.errorIcon'),
              warningIconAriaLabel: t('company.fileUpload.warningIcon'),
              limitShowFewer: t('company.fileUpload.limitShowFewer'),
              limitShowMore: t('company.fileUpload.limitShowMore'),
            }}
            showFileSize
          />
          {shown && (
            <Button formAction="none" iconName="remove" onClick={onRemove}>
              {t('company.logoRemove')}
            </Button>
          )}
        </SpaceBetween>
      </SpaceBetween>
    </FormField>
  );
}

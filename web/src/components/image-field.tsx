/**
 * An image on a form (an inverter's image, the company logo [ACC-9]): the stored image or a
 * preview of the chosen file, a chooser for PNG, JPEG, GIF or WebP files, and a remove button. The
 * type and the 2 MB size are checked by the form with `imageFileError` (lib/uploads) before any
 * upload; the accept list only filters the browser's chooser.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { IMAGE_CONTENT_TYPES } from '@pvd/shared/constants/limits';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreviewUrl } from '../hooks/use-preview-url';
import './image-field.css';

interface ImagePreviewProps {
  /** The image's address, or null when there is none. */
  url: string | null;
  /** The image's name for screen readers. */
  alt: string;
  /** What the frame says when there is no image. */
  noneText: string;
}

/** A fixed frame showing an image scaled to fit, or a note that there is none. */
export function ImagePreview({ url, alt, noneText }: ImagePreviewProps) {
  return (
    <div className="pvd-image-frame">
      {url ? (
        <img src={url} alt={alt} className="pvd-image-frame__image" />
      ) : (
        <Box color="text-body-secondary">{noneText}</Box>
      )}
    </div>
  );
}

interface ImageChooserProps {
  label: string;
  /** The allowed types and size, under the label. */
  hint: string;
  /** The chooser button's text. */
  chooseLabel: string;
  file: File | null;
  error?: string;
  onFileChange(file: File | null): void;
}

/** The labelled file chooser of one image. */
export function ImageChooser({ label, hint, chooseLabel, file, error, onFileChange }: ImageChooserProps) {
  const { t } = useTranslation('ui');
  return (
    <FormField label={label} constraintText={hint} errorText={error}>
      <FileUpload
        value={file ? [file] : []}
        onChange={({ detail }) => onFileChange(detail.value[0] ?? null)}
        accept={IMAGE_CONTENT_TYPES.join(',')}
        showFileSize
        showFileThumbnail
        i18nStrings={{
          uploadButtonText: () => chooseLabel,
          dropzoneText: () => t('fileUpload.dropzone'),
          removeFileAriaLabel: (index) => t('fileUpload.removeFile', { index: index + 1 }),
          errorIconAriaLabel: t('fileUpload.errorIcon'),
          warningIconAriaLabel: t('fileUpload.warningIcon'),
          limitShowFewer: t('fileUpload.showFewer'),
          limitShowMore: t('fileUpload.showMore'),
        }}
      />
    </FormField>
  );
}

/** The texts of an image field, in the form's own words. */
export interface ImageFieldLabels {
  label: string;
  hint: string;
  choose: string;
  /** The preview's name for screen readers. */
  preview: string;
  /** Shown in the frame when there is no image. */
  none: string;
  remove: string;
}

interface ImageFieldProps {
  labels: ImageFieldLabels;
  /** The stored image's address, or null. */
  savedUrl: string | null;
  /** The newly chosen file, or null. */
  file: File | null;
  /** The stored image is to be removed on save. */
  removed: boolean;
  error?: string;
  disabled?: boolean;
  onFileChange(file: File | null): void;
  onRemove(): void;
  /** Shown under the frame while it shows the stored image (e.g. a link to it). */
  savedNote?(savedUrl: string): ReactNode;
}

/**
 * @example
 * <ImageField labels={labels} savedUrl={inverter.img} file={image} removed={removed} onFileChange={choose} onRemove={remove} />
 */
export function ImageField(props: ImageFieldProps) {
  const { labels, savedUrl, file, removed, error, disabled, onFileChange, onRemove, savedNote } = props;
  const preview = usePreviewUrl(file);
  const shown = preview ?? (removed ? null : savedUrl);
  return (
    <SpaceBetween direction="horizontal" size="l">
      <SpaceBetween size="xs">
        <ImagePreview url={shown} alt={labels.preview} noneText={labels.none} />
        {savedUrl && !removed && !file && savedNote?.(savedUrl)}
      </SpaceBetween>
      <SpaceBetween size="s">
        <ImageChooser
          label={labels.label}
          hint={labels.hint}
          chooseLabel={labels.choose}
          file={file}
          error={error}
          onFileChange={onFileChange}
        />
        {shown && (
          <Button formAction="none" iconName="remove" disabled={disabled} onClick={onRemove}>
            {labels.remove}
          </Button>
        )}
      </SpaceBetween>
    </SpaceBetween>
  );
}

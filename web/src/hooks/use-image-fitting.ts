/**
 * Fitting a chosen image to the upload limits (lib/image-fit) with the words that tell the user
 * what was done: a photo reduced to fit is named with its size and pixels before and after.
 */
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format-number';
import { useLanguage } from '../lib/i18n';
import { type FittedImage, fitImageForUpload, type ImageReduction } from '../lib/image-fit';
import type { Language } from '../lib/language';

/** A file's size for people: "5.3 MB", "850 KB". */
function sizeText(bytes: number, language: Language): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1
    ? `${formatNumber(megabytes, language, 1)} MB`
    : `${formatNumber(bytes / 1024, language, 0)} KB`;
}

export interface ImageFitting {
  /** The file to upload, reduced if need be, or why it cannot be. */
  fit(file: File): Promise<FittedImage>;
  /** What a reduction did, in the site's language. */
  note(name: string, reduced: ImageReduction): string;
}

/**
 * @example
 * const fitting = useImageFitting();
 * const fitted = await fitting.fit(file);
 * if (!('error' in fitted) && fitted.reduced) setNote(fitting.note(file.name, fitted.reduced));
 */
export function useImageFitting(): ImageFitting {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  return {
    fit: (file) => fitImageForUpload(file, language),
    note: (name, reduced) =>
      t('imageFit.reduced', {
        name,
        fromSize: sizeText(reduced.fromBytes, language),
        fromPixels: `${reduced.from.width} × ${reduced.from.height}`,
        toSize: sizeText(reduced.toBytes, language),
        toPixels: `${reduced.to.width} × ${reduced.to.height}`,
      }),
  };
}

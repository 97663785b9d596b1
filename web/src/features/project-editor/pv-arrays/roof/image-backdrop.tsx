/**
 * The roof image backdrop's pieces: the image under the drawing (SVG, in plan metres) with the
 * measured line, and its tools (choose the file, move it, turn it, scale it by a known length).
 */
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Slider from '@cloudscape-design/components/slider';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { IMAGE_CONTENT_TYPES } from '@pvd/shared/constants/limits';
import { imageSizeM } from '@pvd/shared/layout/image-placement';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import type { ImageTool, RoofImage } from './use-roof-image';

/** The image and the line being measured, drawn in the plan's metre units (y south). */
export function ImageUnderlay({ image }: { image: RoofImage }) {
  const { placement, url, line } = image;
  if (!placement || !url) return null;
  const { widthM, heightM } = imageSizeM(placement);
  const cx = placement.centre.x;
  const cy = -placement.centre.y;
  return (
    <g>
      <image
        data-testid="roof-image"
        href={url}
        x={cx - widthM / 2}
        y={cy - heightM / 2}
        width={widthM}
        height={heightM}
        preserveAspectRatio="none"
        transform={`rotate(${placement.rotationDeg} ${cx} ${cy})`}
        opacity={0.85}
      />
      {line.length > 0 && (
        <polyline
          points={line.map((p) => `${p.x},${-p.y}`).join(' ')}
          fill="none"
          stroke="#d91515"
          strokeWidth={3}
          strokeDasharray="8 4"
          vectorEffect="non-scaling-stroke"
        />
      )}
    </g>
  );
}

/** Reads the chosen image's own size (hidden; the SVG shows the image). */
export function ImageSizeReader({ image }: { image: RoofImage }) {
  if (!image.url) return null;
  return (
    <img
      src={image.url}
      alt=""
      hidden
      data-testid="roof-image-reader"
      onLoad={(event) => image.loaded(event.currentTarget.naturalWidth, event.currentTarget.naturalHeight)}
    />
  );
}

/** What the drawer knows of the image: stored, waiting for the next save, loading, or lost. */
function ImageStatus({ image, loadingStored }: { image: RoofImage; loadingStored: boolean }) {
  const { t } = useTranslation('editorRoof');
  if (!image.placement) return null;
  if (image.file) return <StatusIndicator type="info">{t('image.pending')}</StatusIndicator>;
  if (loadingStored) return <StatusIndicator type="loading">{t('image.loadingStored')}</StatusIndicator>;
  if (image.url) return <StatusIndicator type="success">{t('image.stored')}</StatusIndicator>;
  return <StatusIndicator type="warning">{t('image.missing')}</StatusIndicator>;
}

export function ImageTools({ image, loadingStored = false }: { image: RoofImage; loadingStored?: boolean }) {
  const { t } = useTranslation('editorRoof');
  const language = useLanguage();
  const [known, setKnown] = useState('');
  const [lengthError, setLengthError] = useState<string | null>(null);

  function apply() {
    const value = Number(known);
    if (known.trim() === '' || !(value > 0) || !image.applyLength(value)) {
      setLengthError(t('image.lengthInvalid'));
      return;
    }
    setLengthError(null);
    setKnown('');
  }

  return (
    <ExpandableSection
      headerText={t('image.title')}
      variant="footer"
      defaultExpanded={Boolean(image.file || image.placement)}
    >
      <SpaceBetween size="s">
        <ImageStatus image={image} loadingStored={loadingStored} />
        <FormField
          label={t('image.file')}
          description={t('image.fileHint')}
          constraintText={image.note ?? undefined}
          errorText={image.error ?? undefined}
        >
          <FileUpload
            value={image.file ? [image.file] : []}
            onChange={({ detail }) => void image.choose(detail.value[0] ?? null)}
            accept={IMAGE_CONTENT_TYPES.join(',')}
            showFileSize
            i18nStrings={{
              uploadButtonText: () => t('image.choose'),
              dropzoneText: () => t('image.drop'),
              removeFileAriaLabel: () => t('image.remove'),
              errorIconAriaLabel: t('image.errorIcon'),
            }}
          />
        </FormField>
        {image.placement && (
          <>
            <FormField label={t('image.tool')}>
              <SegmentedControl
                label={t('image.tool')}
                selectedId={image.tool}
                onChange={({ detail }) => image.chooseTool(detail.selectedId as ImageTool)}
                options={(['draw', 'move', 'measure'] as const).map((id) => ({
                  id,
                  text: t(`image.tools.${id}`),
                }))}
              />
            </FormField>
            <FormField label={t('image.rotation')}>
              <Slider
                value={Math.round(image.placement.rotationDeg)}
                min={-180}
                max={180}
                step={1}
                onChange={({ detail }) => image.rotate(detail.value)}
              />
            </FormField>
            {image.tool === 'measure' && (
              <FormField
                label={t('image.knownLength')}
                description={t(image.line.length < 2 ? 'image.measureHint' : 'image.measured', {
                  length:
                    image.line.length === 2
                      ? formatNumber(
                          Math.hypot(
                            image.line[1]!.x - image.line[0]!.x,
                            image.line[1]!.y - image.line[0]!.y,
                          ),
                          language,
                          2,
                        )
                      : '',
                })}
                errorText={lengthError ?? undefined}
                secondaryControl={
                  <Button formAction="none" disabled={image.line.length < 2} onClick={apply}>
                    {t('image.applyScale')}
                  </Button>
                }
              >
                <Input
                  type="number"
                  inputMode="decimal"
                  step={0.01}
                  value={known}
                  onChange={({ detail }) => setKnown(detail.value)}
                />
              </FormField>
            )}
          </>
        )}
      </SpaceBetween>
    </ExpandableSection>
  );
}

/**
 * What an uploaded weather file holds, before it is used [ENG-6]: its format, site and
 * coordinates against the project's (a warning beyond 50 km saying how far), the years of its
 * records, their count, its annual global horizontal irradiation and mean air temperature.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { HOURS_PER_YEAR } from '@pvd/shared/pv/civil-calendar';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import type { WeatherFile } from './weather-file-api';
import { coordinatesText, fileDistance, yearsText } from './weather-file-figures';
import { formatName } from './weather-file-refusal';

interface WeatherFilePreviewProps {
  file: WeatherFile;
  /** The project's site, when its coordinates are entered. [°] */
  project: { latitude: number; longitude: number } | null;
}

export function WeatherFilePreview({ file, project }: WeatherFilePreviewProps) {
  const { t } = useTranslation('editorClimate');
  const language = useLanguage();
  const distance = fileDistance(file, project);
  const records = file.records ?? 0;
  const coordinates =
    file.latitude === null || file.longitude === null
      ? '-'
      : coordinatesText(file.latitude, file.longitude, t, language);
  const elevation =
    file.elevation === null
      ? ''
      : ` · ${t('preview.elevation', { value: formatNumber(file.elevation, language, 0) })}`;
  return (
    <SpaceBetween size="m">
      <Box variant="h3">{t('preview.title')}</Box>
      <KeyValuePairs
        columns={2}
        items={[
          { label: t('preview.file'), value: file.fileName },
          { label: t('preview.format'), value: file.format ? formatName(file.format, t) : '-' },
          { label: t('preview.site'), value: file.siteName ?? t('preview.noSiteName') },
          { label: t('preview.coordinates'), value: `${coordinates}${elevation}` },
          {
            label: t('preview.project'),
            value: project
              ? coordinatesText(project.latitude, project.longitude, t, language)
              : t('preview.noProject'),
          },
          {
            label: t('preview.distance'),
            value: distance ? t('file.distance', { distance: formatNumber(distance.km, language, 0) }) : '-',
          },
          { label: t('preview.years'), value: yearsText(file.years, t) },
          {
            label: t('preview.records'),
            value: t(records > HOURS_PER_YEAR + 24 ? 'preview.recordsHalfHourly' : 'preview.recordsHourly', {
              value: formatNumber(records, language, 0),
            }),
          },
          {
            label: t('preview.ghi'),
            value: t('file.ghi', { value: formatNumber(file.ghiAnnual, language, 0) }),
          },
          {
            label: t('preview.tempMean'),
            value: t('preview.tempValue', { value: formatNumber(file.tempMean, language, 1) }),
          },
        ]}
      />
      {distance?.far && (
        <Alert type="warning">{t('preview.far', { distance: formatNumber(distance.km, language, 0) })}</Alert>
      )}
    </SpaceBetween>
  );
}

/**
 * "Sun and shade" beside the roof drawer's plan: the shade map's switch and status (its legend
 * stands beside the plan, shade-legend.tsx); the
 * shadows' switch with the day and the hour of true solar time (sliders, and the winter
 * solstice at 9:00, 12:00 and 15:00 in one click); the sun-path diagram seen from the array.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import Slider from '@cloudscape-design/components/slider';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { monthDayOf } from './sun-at';
import type { ShadeView } from './use-shade-view';

const SOLSTICE_HOURS = [9, 12, 15] as const;

/** "9:00", "14:15". */
export function clockText(hour: number): string {
  const minutes = Math.round(hour * 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

function dayText(day: number, language: Language): string {
  const { month, day: date } = monthDayOf(day);
  return new Date(Date.UTC(2025, month - 1, date)).toLocaleDateString(language, {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

function MapStatus({ view }: { view: ShadeView }) {
  const { t } = useTranslation('editorSurroundings');
  const { map } = view;
  if (map.status === 'off') return null;
  if (map.status === 'empty') return <StatusIndicator type="info">{t('shade.mapEmpty')}</StatusIndicator>;
  if (map.status === 'computing')
    return <StatusIndicator type="loading">{t('shade.computing')}</StatusIndicator>;
  if (map.status === 'failed')
    return <StatusIndicator type="error">{t('shade.failed', { message: map.message })}</StatusIndicator>;
  return (
    <SpaceBetween size="xs">
      <Box data-testid="shade-map-summary">
        {/* A count only: the losses in percent are the engine's, in the live results [REP-7]. */}
        {t('shade.mapSummary', {
          count: map.below95,
          total: map.ratioByIndex.size,
        })}
      </Box>
      <Box variant="small" color="text-body-secondary">
        {t('shade.mapNote')}
      </Box>
    </SpaceBetween>
  );
}

export function ShadePanel({ view }: { view: ShadeView }) {
  const { t } = useTranslation('editorSurroundings');
  const language = useLanguage();
  const { sun } = view;
  return (
    <ExpandableSection defaultExpanded variant="container" headerText={t('shade.title')}>
      <SpaceBetween size="s">
        <Toggle checked={view.mapOn} onChange={({ detail }) => view.setMapOn(detail.checked)}>
          {t('shade.showMap')}
        </Toggle>
        <div aria-live="polite">
          <MapStatus view={view} />
        </div>
        <Toggle checked={view.shadowsOn} onChange={({ detail }) => view.setShadowsOn(detail.checked)}>
          {t('shade.showShadows')}
        </Toggle>
        <SpaceBetween size="xs" direction="horizontal">
          {SOLSTICE_HOURS.map((hour) => (
            <Button key={hour} onClick={() => view.solstice(hour)}>
              {t('shade.solsticeAt', { time: clockText(hour) })}
            </Button>
          ))}
        </SpaceBetween>
        <FormField label={t('shade.day', { day: dayText(view.day, language) })}>
          <Slider
            min={1}
            max={365}
            step={1}
            value={view.day}
            valueFormatter={(value) => dayText(value, language)}
            onChange={({ detail }) => view.setDay(detail.value)}
          />
        </FormField>
        <FormField label={t('shade.hour', { time: clockText(view.hour) })}>
          <Slider
            min={4}
            max={20}
            step={0.25}
            value={view.hour}
            valueFormatter={clockText}
            onChange={({ detail }) => view.setHour(detail.value)}
          />
        </FormField>
        <Box variant="small" data-testid="shade-sun">
          {sun.elevation > 0
            ? t('shade.sunAt', {
                azimuth: formatNumber(sun.azimuth, language, 0),
                elevation: formatNumber(sun.elevation, language, 1),
              })
            : t('shade.sunDown')}
        </Box>
      </SpaceBetween>
    </ExpandableSection>
  );
}

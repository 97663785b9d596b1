/** The average day's hourly load (Highcharts columns), the profile the engine simulates. */
import Box from '@cloudscape-design/components/box';
import { DEFAULT_DAYTIME_END_HOUR, DEFAULT_DAYTIME_START_HOUR } from '@pvd/shared/pv/storage/daytime';
import type { Options } from 'highcharts';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from '@/lib/charts/chart-frame';

interface LoadProfileChartProps {
  /** 24 hourly values. [kW] */
  profile: readonly number[] | null;
  daytimeRatio: number;
}

export function LoadProfileChart({ profile, daytimeRatio }: LoadProfileChartProps) {
  const { t } = useTranslation('editorBase');
  const title = t('load.profileTitle');
  if (!profile || profile.every((v) => v === 0))
    return <Box color="text-body-secondary">{t('load.profileEmpty')}</Box>;
  const hours = profile.map((_, hour) => `${String(hour).padStart(2, '0')}:00`);
  const options: Options = {
    chart: { type: 'column' },
    title: { text: title },
    legend: { enabled: false },
    xAxis: {
      categories: hours,
      title: { text: t('load.profileHour') },
      plotBands: [
        { from: DEFAULT_DAYTIME_START_HOUR - 0.5, to: DEFAULT_DAYTIME_END_HOUR - 0.5, color: '#fff4e5' },
      ],
    },
    yAxis: { title: { text: t('load.profileAxis') }, min: 0 },
    tooltip: { valueDecimals: 3, valueSuffix: ' kW' },
    series: [{ type: 'column', name: t('load.profileSeries'), data: [...profile], color: '#0972d3' }],
  };
  return (
    <div>
      <ChartFrame
        options={options}
        height={280}
        summary={`${title}: ${profile.map((v, h) => `${hours[h]} ${v.toFixed(2)} kW`).join(', ')}`}
      />
      <Box color="text-body-secondary" fontSize="body-s">
        {t('load.profileNote', {
          daytime: daytimeRatio,
          start: DEFAULT_DAYTIME_START_HOUR,
          end: DEFAULT_DAYTIME_END_HOUR,
        })}
      </Box>
    </div>
  );
}

/**
 * The sun-path diagram of the roof drawer: elevation against azimuth seen from the array's
 * centre, the sun's path on the 21st of December to June (July to November retrace them), the far
 * horizon filled, the hour lines of true solar time and each obstacle's outline, from the shared diagram's data
 * (shared/project/report/sun-path-diagram.ts). Computed and drawn only while the section is open.
 */
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { hourLines, monthlySunPaths, obstacleSilhouettes } from '@pvd/shared/project/report/sun-path-diagram';
import type { Obstacle } from '@pvd/shared/pv/shading/obstacles/obstacle';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkySeries } from '@/lib/charts/sky-chart';
import { useLanguage } from '@/lib/i18n';
import { chartPoints } from '../../model/horizon-values';
import type { DraftHorizonPoint } from '../../model/surroundings-body';
import { outlinePieces } from './sky-outlines';

const SkyChart = lazy(() => import('@/lib/charts/sky-chart'));

/** The months whose 21st the diagram draws, from the lowest sun to the highest (north of the tropics). */
export const PATH_MONTHS = [12, 1, 2, 3, 4, 5, 6] as const;

export interface SunPathSectionProps {
  site: { latitude: number; longitude: number };
  horizon: readonly DraftHorizonPoint[];
  obstacles: readonly Obstacle[];
  /** The array's centre in the plan frame [m], null before it has panels (then the plan's origin). */
  eye: { x: number; y: number } | null;
}

function SunPathChart({ site, horizon, obstacles, eye }: SunPathSectionProps) {
  const { t } = useTranslation('editorSurroundings');
  const language = useLanguage();
  const { latitude, longitude } = site;
  const paths = useMemo(() => monthlySunPaths({ latitude, longitude }), [latitude, longitude]);
  const hours = useMemo(() => hourLines({ latitude, longitude }, PATH_MONTHS), [latitude, longitude]);
  const outlines = useMemo(
    () => obstacleSilhouettes(obstacles, eye ?? { x: 0, y: 0 }).flatMap(outlinePieces),
    [obstacles, eye],
  );
  const months = t('sunPath.months', { returnObjects: true }) as unknown as string[];
  const series: SkySeries[] = [
    ...(horizon.length > 0
      ? [{ name: t('horizon.title'), kind: 'horizon' as const, points: chartPoints(horizon) }]
      : []),
    ...outlines.map((outline, index) => ({
      name: t('sunPath.obstacles'),
      kind: 'obstacle' as const,
      points: outline,
      linked: index > 0,
    })),
    ...PATH_MONTHS.map((month) => ({
      name: t('sunPath.day', { month: months[month - 1] }),
      kind: 'sun' as const,
      points: paths[month - 1]!,
    })),
    ...hours.map((line, index) => ({
      name: t('sunPath.hours'),
      kind: 'hour' as const,
      points: line.points,
      label: String(line.hour),
      linked: index > 0,
    })),
  ];
  const noon = (month: number) => Math.max(0, ...paths[month - 1]!.map((point) => point[1]));
  const summary = t('sunPath.summary', {
    december: noon(12).toFixed(1),
    june: noon(6).toFixed(1),
    obstacles: outlines.length,
  });
  return (
    <SkyChart
      series={series}
      compass={[t('compass.n'), t('compass.e'), t('compass.s'), t('compass.w')]}
      azimuthTitle={t('chart.azimuth')}
      elevationTitle={t('chart.elevation')}
      summary={summary}
      language={language}
      height={300}
    />
  );
}

export function SunPathSection(props: SunPathSectionProps) {
  const { t } = useTranslation('editorSurroundings');
  const [open, setOpen] = useState(false);
  return (
    <ExpandableSection
      variant="container"
      headerText={t('sunPath.title')}
      headerDescription={t('sunPath.description')}
      expanded={open}
      onChange={({ detail }) => setOpen(detail.expanded)}
    >
      {open && (
        <Suspense fallback={<StatusIndicator type="loading">{t('chart.loading')}</StatusIndicator>}>
          <SunPathChart {...props} />
        </Suspense>
      )}
    </ExpandableSection>
  );
}

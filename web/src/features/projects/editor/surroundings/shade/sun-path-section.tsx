/**
 * The sun-path diagram of the roof drawer: elevation against azimuth seen from the array's
 * centre, the sun's path on the 21st of December to June, the far horizon filled and each
 * obstacle as the band of sky it hides. Computed and drawn only while the section is open.
 */
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { Obstacle } from '@pvd/shared/pv/shading/obstacles/obstacle';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../../lib/i18n';
import { chartPoints } from '../horizon/horizon-values';
import type { DraftHorizonPoint } from '../surroundings-body';
import type { SkySeries } from './sky-chart';
import { obstacleBands, PATH_MONTHS, sunPath } from './sky-view';

const SkyChart = lazy(() => import('./sky-chart'));

export interface SunPathSectionProps {
  site: { latitude: number; longitude: number };
  horizon: readonly DraftHorizonPoint[];
  obstacles: readonly Obstacle[];
  /** Names of the obstacles by id. */
  labels: ReadonlyMap<string, string>;
  /** The array's centre [m], null before it has panels (the diagram then looks from the plan's origin). */
  eye: { x: number; y: number; z: number } | null;
}

function SunPathChart({ site, horizon, obstacles, labels, eye }: SunPathSectionProps) {
  const { t } = useTranslation('editorSurroundings');
  const language = useLanguage();
  const { latitude, longitude } = site;
  const paths = useMemo(
    () => PATH_MONTHS.map((month) => ({ month, points: sunPath({ latitude, longitude }, month) })),
    [latitude, longitude],
  );
  const bands = useMemo(() => obstacleBands(obstacles, eye ?? { x: 0, y: 0, z: 0 }), [obstacles, eye]);
  const months = t('sunPath.months', { returnObjects: true }) as unknown as string[];
  const series: SkySeries[] = [
    ...(horizon.length > 0
      ? [{ name: t('horizon.title'), kind: 'horizon' as const, points: chartPoints(horizon) }]
      : []),
    ...bands.map((band) => ({
      name: labels.get(band.id) ?? band.id,
      kind: 'obstacle' as const,
      points: band.points,
    })),
    ...paths.map((path) => ({
      name: t('sunPath.day', { month: months[path.month - 1] }),
      kind: 'sun' as const,
      points: path.points,
    })),
  ];
  const noon = (points: SkySeries['points']) => Math.max(0, ...points.map((point) => (point ? point[1] : 0)));
  const summary = t('sunPath.summary', {
    december: noon(paths[0]!.points).toFixed(1),
    june: noon(paths[paths.length - 1]!.points).toFixed(1),
    obstacles: bands.filter((band) => band.points.some(Boolean)).length,
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

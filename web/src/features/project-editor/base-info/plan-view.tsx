/**
 * The map without a map service: an equirectangular plan of the world (graticule every 30°) with
 * the site's marker; a click places the site there. Keyboard users type the coordinates instead.
 */
import { useTranslation } from 'react-i18next';
import { PLAN_HEIGHT as HEIGHT, PLAN_VIEW_BOX, PLAN_WIDTH as WIDTH } from './plan-view-box';

/** SVG position of a site. */
export function planPoint(longitude: number, latitude: number) {
  return { x: (longitude + 180) * (WIDTH / 360), y: (90 - latitude) * (HEIGHT / 180) };
}

/** The site at a fraction (0..1) of the plan's width and height, rounded to 4 decimals. [°] */
export function planSite(fractionX: number, fractionY: number) {
  const round = (v: number) => Math.round(v * 1e4) / 1e4;
  return {
    longitude: round(Math.min(180, Math.max(-180, fractionX * 360 - 180))),
    latitude: round(Math.min(90, Math.max(-90, 90 - fractionY * 180))),
  };
}

interface PlanViewProps {
  site: { longitude: number; latitude: number } | null;
  onPick(site: { longitude: number; latitude: number }): void;
}

export function PlanView({ site, onPick }: PlanViewProps) {
  const { t } = useTranslation('editorBase');
  const lines = [];
  for (let lon = -150; lon < 180; lon += 30) {
    const { x } = planPoint(lon, 0);
    lines.push(
      <line
        key={`lon${lon}`}
        x1={x}
        x2={x}
        y1={0}
        y2={HEIGHT}
        stroke="#c6c6cd"
        strokeWidth={lon === 0 ? 1.5 : 0.5}
      />,
    );
  }
  for (let lat = -60; lat <= 60; lat += 30) {
    const { y } = planPoint(0, lat);
    lines.push(
      <line
        key={`lat${lat}`}
        x1={0}
        x2={WIDTH}
        y1={y}
        y2={y}
        stroke="#c6c6cd"
        strokeWidth={lat === 0 ? 1.5 : 0.5}
      />,
    );
  }
  const marker = site ? planPoint(site.longitude, site.latitude) : null;
  const label = site
    ? t('map.planLabel', { longitude: site.longitude.toFixed(4), latitude: site.latitude.toFixed(4) })
    : t('map.planNote');
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the coordinates fields are the keyboard way to place the site.
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      data-testid="plan-view"
      style={{ ...PLAN_VIEW_BOX, background: '#f4f4f4', cursor: 'crosshair', display: 'block' }}
      onClick={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return;
        onPick(planSite((event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height));
      }}
    >
      {lines}
      {marker && (
        <g transform={`translate(${marker.x} ${marker.y})`}>
          <title>{t('map.marker')}</title>
          <circle r={7} fill="#f08519" stroke="#fff" strokeWidth={2} />
          <circle r={2} fill="#fff" />
        </g>
      )}
    </svg>
  );
}

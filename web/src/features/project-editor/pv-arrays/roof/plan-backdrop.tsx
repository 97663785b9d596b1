/**
 * The plan view's backdrop [WIZ-5]: a grid in metres inside the drawing's SVG, and
 * over it, in screen space, the north arrow and a scale bar. Works offline and without a map key.
 */
import { niceLength, type ViewBox } from '@pvd/shared/layout/plan-view';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';

/** About this many grid lines across the view. */
const GRID_LINES = 8;

/**
 * Grid lines every "nice" number of metres (1, 2, 5 × 10ⁿ), inside the metre-unit SVG; over a
 * satellite map (`transparent`) the plan's ground goes and the lines fade.
 */
export const PlanGrid = memo(function PlanGrid({
  box,
  transparent = false,
}: {
  box: ViewBox;
  transparent?: boolean;
}) {
  const step = niceLength(box.width / GRID_LINES);
  const lines = [];
  for (let x = Math.ceil(box.x / step) * step; x <= box.x + box.width; x += step) {
    lines.push(
      <line
        key={`x${x}`}
        x1={x}
        x2={x}
        y1={box.y}
        y2={box.y + box.height}
        vectorEffect="non-scaling-stroke"
      />,
    );
  }
  for (let y = Math.ceil(box.y / step) * step; y <= box.y + box.height; y += step) {
    lines.push(
      <line
        key={`y${y}`}
        x1={box.x}
        x2={box.x + box.width}
        y1={y}
        y2={y}
        vectorEffect="non-scaling-stroke"
      />,
    );
  }
  return (
    <g stroke={transparent ? '#ffffff' : '#d5d5da'} strokeOpacity={transparent ? 0.35 : 1} strokeWidth={1}>
      <rect
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        fill={transparent ? 'none' : '#f7f7f8'}
        stroke="none"
      />
      {lines}
    </g>
  );
});

/** North arrow (top right) and scale bar (bottom left), laid over the SVG. */
export const PlanOverlay = memo(function PlanOverlay({ box }: { box: ViewBox }) {
  const { t } = useTranslation('editorRoof');
  const language = useLanguage();
  const length = niceLength(box.width / 5);
  const label = t('plan.scale', { length: formatNumber(length, language, 3) });
  return (
    <>
      <svg
        viewBox="-12 -16 24 32"
        width={24}
        height={32}
        role="img"
        aria-label={t('plan.northArrow')}
        style={{ position: 'absolute', top: 8, right: 8, pointerEvents: 'none' }}
      >
        <polygon points="0,-14 7,4 0,0 -7,4" fill="#16191f" />
        <text y={15} textAnchor="middle" fontSize={9} fill="#16191f">
          {t('plan.north')}
        </text>
      </svg>
      <div
        data-testid="plan-scale"
        style={{
          position: 'absolute',
          left: 8,
          bottom: 8,
          width: `${(length / box.width) * 100}%`,
          pointerEvents: 'none',
        }}
      >
        <div
          style={{
            borderBottom: '2px solid #16191f',
            borderLeft: '2px solid #16191f',
            borderRight: '2px solid #16191f',
            height: 6,
          }}
        />
        <div style={{ fontSize: 11 }}>{label}</div>
      </div>
    </>
  );
});

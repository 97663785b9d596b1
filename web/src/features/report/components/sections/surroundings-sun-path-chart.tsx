/**
 * The sun-path diagram [SUR-10]: elevation against azimuth (east left, west right), the sun's path
 * on the 21st of each month, the hour lines of true solar time, the far horizon filled, and the obstacles as seen from the drawn
 * array's centre (shared/project/report/sun-path-diagram.ts). Plain SVG: it is drawn on its first paint.
 */
import {
  hourLines,
  monthlySunPaths,
  obstacleSilhouettes,
  type SkyPoint,
  skylinePoints,
} from '@pvd/shared/project/report/sun-path-diagram';
import type { HorizonProfile } from '@pvd/shared/pv/shading/horizon';
import type { Obstacle } from '@pvd/shared/pv/shading/obstacles/obstacle';
import { useEffect, useMemo } from 'react';
import { monthNames } from '@/lib/charts/months';
import type { Language } from '@/lib/language';

const [WIDTH, HEIGHT] = [640, 300];
const PAD = { left: 40, right: 12, top: 12, bottom: 30 };
/** Azimuths shown: north-east to north-west through south (the sun's side in the northern hemisphere and the tropics). */
const [AZ_MIN, AZ_MAX] = [30, 330];

/** The hour lines run from the lowest sun to the highest (north of the tropics), labelled at the top. */
const HOUR_LINE_MONTHS = [12, 1, 2, 3, 4, 5, 6];

const x = (azimuth: number) =>
  PAD.left + ((azimuth - AZ_MIN) / (AZ_MAX - AZ_MIN)) * (WIDTH - PAD.left - PAD.right);
const y = (elevation: number) => HEIGHT - PAD.bottom - (elevation / 90) * (HEIGHT - PAD.top - PAD.bottom);
const line = (points: readonly SkyPoint[]) =>
  points
    .filter(([azimuth]) => azimuth >= AZ_MIN && azimuth <= AZ_MAX)
    .map(([azimuth, elevation]) => `${x(azimuth).toFixed(1)},${y(elevation).toFixed(1)}`)
    .join(' ');

export interface SunPathChartProps {
  site: { latitude: number; longitude: number };
  horizon: HorizonProfile | undefined;
  obstacles: readonly Obstacle[];
  /** Where the obstacles are seen from (plan metres). */
  centre: { x: number; y: number };
  language: Language;
  labels: { azimuth: string; elevation: string; horizon: string; obstacles: string; description: string };
  onDrawn: () => void;
}

export function SunPathChart({
  site,
  horizon,
  obstacles,
  centre,
  language,
  labels,
  onDrawn,
}: SunPathChartProps) {
  const paths = useMemo(() => monthlySunPaths(site), [site]);
  const hours = useMemo(() => hourLines(site, HOUR_LINE_MONTHS), [site]);
  const silhouettes = useMemo(() => obstacleSilhouettes(obstacles, centre), [obstacles, centre]);
  const skyline = useMemo(() => (horizon ? skylinePoints(horizon) : []), [horizon]);
  // After every layout effect: the report registers its tasks in theirs, parents after children.
  useEffect(() => onDrawn(), [onDrawn]);
  const months = monthNames(language);
  // Solstice and equinox months carry their names; the rest are thin lines between them.
  const named = new Set([2, 5, 11]);
  return (
    <svg
      className="report-sun-path"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={labels.description}
    >
      {[0, 15, 30, 45, 60, 75, 90].map((elevation) => (
        <g key={`e${elevation}`}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(elevation)} y2={y(elevation)} stroke="#ddd" />
          <text x={PAD.left - 4} y={y(elevation) + 4} textAnchor="end" fontSize="10">
            {elevation}°
          </text>
        </g>
      ))}
      {[45, 90, 135, 180, 225, 270, 315].map((azimuth) => (
        <g key={`a${azimuth}`}>
          <line x1={x(azimuth)} x2={x(azimuth)} y1={PAD.top} y2={y(0)} stroke="#eee" />
          <text x={x(azimuth)} y={HEIGHT - PAD.bottom + 14} textAnchor="middle" fontSize="10">
            {azimuth}°
          </text>
        </g>
      ))}
      {skyline.length > 0 && (
        <polygon
          points={`${x(AZ_MIN)},${y(0)} ${line(skyline)} ${x(AZ_MAX)},${y(0)}`}
          fill="#8fae7c"
          fillOpacity={0.6}
        >
          <title>{labels.horizon}</title>
        </polygon>
      )}
      {silhouettes.map((outline, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the outlines have no identity of their own
        <polygon key={i} points={line(outline)} fill="#555" fillOpacity={0.7}>
          <title>{labels.obstacles}</title>
        </polygon>
      ))}
      <g data-testid="sun-path-hours">
        {hours.map(({ hour, points }) => {
          const top = points.at(-1)!;
          return (
            <g key={`h${hour}`}>
              <polyline
                points={line(points)}
                fill="none"
                stroke="#5f6b7a"
                strokeWidth={0.6}
                strokeDasharray="2 2"
              />
              {top[0] >= AZ_MIN && top[0] <= AZ_MAX && (
                <text x={x(top[0])} y={y(top[1]) - 3} textAnchor="middle" fontSize="9" fill="#5f6b7a">
                  {hour}
                </text>
              )}
            </g>
          );
        })}
      </g>
      {paths.map((path, month) => (
        <g key={months[month]}>
          <polyline
            points={line(path)}
            fill="none"
            stroke="#e08a00"
            strokeWidth={named.has(month) ? 1.6 : 0.9}
          />
          {named.has(month) && path.length > 0 && (
            <text
              x={x(Math.min(Math.max(path[Math.floor(path.length / 2)]![0], AZ_MIN), AZ_MAX))}
              y={y(Math.max(...path.map(([, elevation]) => elevation))) - 4}
              textAnchor="middle"
              fontSize="10"
            >
              {months[month]}
            </text>
          )}
        </g>
      ))}
      <text x={WIDTH / 2} y={HEIGHT - 4} textAnchor="middle" fontSize="10">
        {labels.azimuth}
      </text>
      <text
        x={10}
        y={HEIGHT / 2}
        textAnchor="middle"
        fontSize="10"
        transform={`rotate(-90 10 ${HEIGHT / 2})`}
      >
        {labels.elevation}
      </text>
    </svg>
  );
}

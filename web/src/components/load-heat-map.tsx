/**
 * The month × hour heat map of a load's average power [LOAD-5], the same on the load step, in the
 * live results and in the report: a table of 12 months by 24 hours whose cells are coloured from
 * the lowest to the highest mean power, with a legend naming both ends. Each cell holds its
 * figure as text for screen readers (the colour alone says nothing to them), and the table is
 * a real one, so they can move along a month or an hour. The words are the `ui` namespace's,
 * which every page loads.
 */
import { useTranslation } from 'react-i18next';
import { monthNames } from '@/lib/charts/months';
import { formatNumber } from '@/lib/format-number';
import type { Language } from '@/lib/language';
import './load-heat-map.css';

/** From low to high: a light yellow to a dark red (YlOrRd, readable with the legend's figures). */
const RAMP = ['#ffffcc', '#ffeda0', '#fed976', '#feb24c', '#fd8d3c', '#fc4e2a', '#e31a1c', '#b10026'];

/**
 * The colour of `value` on the ramp from `low` to `high` (the lowest when they are equal).
 *
 * @example
 * heatColour(5, 0, 10); // '#fd8d3c'
 */
export function heatColour(value: number, low: number, high: number): string {
  if (!(high > low)) return RAMP[0]!;
  const at = Math.round(((value - low) / (high - low)) * (RAMP.length - 1));
  return RAMP[Math.min(RAMP.length - 1, Math.max(0, at))]!;
}

export interface LoadHeatMapProps {
  /** 12 months (January first) × 24 hours of mean power. [kW] */
  monthHourKw: readonly (readonly number[])[];
  language: Language;
}

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export function LoadHeatMap({ monthHourKw, language }: LoadHeatMapProps) {
  const { t } = useTranslation('ui');
  const values = monthHourKw.flat();
  const low = Math.min(...values);
  const high = Math.max(...values);
  const months = monthNames(language);
  const kw = (value: number) => `${formatNumber(value, language, 2)} kW`;
  return (
    <div data-testid="load-heat-map">
      <table className="load-heat-map">
        <caption className="load-heat-map-hidden">{t('loadHeatMap.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="load-heat-map-hidden">{t('loadHeatMap.month')}</span>
            </th>
            {monthHourKw[0]?.map((_, hour) => (
              <th key={hourLabel(hour)} scope="col">
                {/* Every third hour is written; the others are there for screen readers. */}
                <span className={hour % 3 === 0 ? undefined : 'load-heat-map-hidden'}>
                  {hour % 3 === 0 ? String(hour) : hourLabel(hour)}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthHourKw.map((row, month) => (
            <tr key={months[month]}>
              <th scope="row">{months[month]}</th>
              {row.map((value, hour) => (
                <td
                  key={hourLabel(hour)}
                  style={{ background: heatColour(value, low, high) }}
                  title={`${months[month]} ${hourLabel(hour)}: ${kw(value)}`}
                >
                  <span className="load-heat-map-hidden">{kw(value)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="load-heat-map-legend" aria-hidden="true">
        <span>{kw(low)}</span>
        <span
          className="load-heat-map-ramp"
          style={{ background: `linear-gradient(to right, ${RAMP.join(', ')})` }}
        />
        <span>{kw(high)}</span>
        <span>{t('loadHeatMap.legend')}</span>
      </div>
    </div>
  );
}

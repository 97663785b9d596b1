/**
 * The shade map's legend, the same in the roof drawer and the report: each class of
 * web/src/lib/charts/shade-scale.ts with its colour and its range of the best panel's irradiation.
 * The words are the `ui` namespace's, which every page loads.
 */
import type { TFunction } from 'i18next';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { SHADE_CLASSES } from '../lib/charts/shade-scale';

/** The words of class `index`: "99 % and more", "95 – 97 %", "below 80 %". */
export function shadeClassText(index: number, t: TFunction<'ui'>): string {
  const percent = (i: number) => Math.round(SHADE_CLASSES[i]!.from * 100);
  if (index === 0) return t('shadeScale.classTop', { from: percent(0) });
  if (index === SHADE_CLASSES.length - 1) return t('shadeScale.classBelow', { from: percent(index - 1) });
  return t('shadeScale.classRange', { from: percent(index), to: percent(index - 1) });
}

export interface ShadeLegendProps {
  /** A row of classes (the report, under its maps) or a column (the drawer, beside its plan). */
  direction?: 'row' | 'column';
  /** The class of each entry's text (the report's small print, say). */
  textClassName?: string;
}

export function ShadeLegend({ direction = 'column', textClassName }: ShadeLegendProps) {
  const { t } = useTranslation('ui');
  const list: CSSProperties = {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: direction,
    flexWrap: 'wrap',
    gap: direction === 'row' ? '4px 14px' : 2,
  };
  return (
    <ul aria-label={t('shadeScale.legend')} data-testid="shade-legend" style={list}>
      {SHADE_CLASSES.map((shade, index) => (
        <li key={shade.colour} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <span
            aria-hidden="true"
            style={{
              width: 16,
              height: 12,
              background: shade.colour,
              border: '1px solid #5f6b7a',
              display: 'inline-block',
              flex: 'none',
            }}
          />
          <span className={textClassName} style={textClassName ? undefined : { fontSize: 12 }}>
            {shadeClassText(index, t)}
          </span>
        </li>
      ))}
    </ul>
  );
}

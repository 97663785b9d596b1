/**
 * One check's result as an icon (pass, warning, error) with a text alternative ("Voltage range:
 * error"), and its reason and numbers in a tip shown on hover and on keyboard focus.
 * The tip is always in the page and describes the icon, so a screen reader reads it too.
 * `CheckLine` shows the figure and its limit beside the icon, readable without the tip.
 */
import Icon, { type IconProps } from '@cloudscape-design/components/icon';
import type { CheckResult } from '@pvd/shared/electrical/check-result';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './check-icon.css';

const ICONS: Record<CheckResult, { name: IconProps.Name; variant: IconProps.Variant }> = {
  success: { name: 'status-positive', variant: 'success' },
  warning: { name: 'status-warning', variant: 'warning' },
  error: { name: 'status-negative', variant: 'error' },
};

interface CheckIconProps {
  /** The figure against its limit, shown beside the icon ("Voc −7.6 °C: 1,081.3 / 1,100 V"). */
  line?: string;
  /** The check's name ("Voltage range"). */
  name: string;
  result: CheckResult;
  /** The reason and the numbers ("String voltage 188.1 V; MPPT range 80-500 V"). */
  detail: string;
}

export function CheckIcon({ name, result, detail, line }: CheckIconProps) {
  const { t } = useTranslation('editorStrings');
  const tipId = useId();
  const label = t('checks.iconLabel', { name, result: t(`checks.results.${result}`) });
  const className = line ? 'pvd-check pvd-check--line' : 'pvd-check';
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the tip must open on keyboard focus.
    <span className={className} tabIndex={0} aria-describedby={tipId} data-result={result}>
      <Icon name={ICONS[result].name} variant={ICONS[result].variant} ariaLabel={label} />
      {line && <span className="pvd-check__line">{line}</span>}
      <span className="pvd-check__tip" role="tooltip" id={tipId}>
        {t('checks.tip', { label, detail })}
      </span>
    </span>
  );
}

/**
 * The roof drawer's angle controls under a slider: plus and minus one degree, and back to the
 * site's best value.
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { ANGLE_RANGE, type AngleKind } from '../array-fields';
import type { BestAngle } from '../use-array-defaults';

interface AngleStepsProps {
  kind: AngleKind;
  /** [°] */
  value: number;
  /** The site's best value, once known. [°] */
  best: BestAngle;
  onChange(value: number): void;
}

export function AngleSteps({ kind, value, best, onChange }: AngleStepsProps) {
  const { t } = useTranslation('editorRoof');
  const [min, max] = ANGLE_RANGE[kind];
  return (
    <SpaceBetween size="xs" direction="horizontal" alignItems="center">
      <Button
        formAction="none"
        ariaLabel={t(`angle.decreaseAria.${kind}`)}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, Math.round(value) - 1))}
      >
        {t('angle.decrease')}
      </Button>
      <Button
        formAction="none"
        ariaLabel={t(`angle.increaseAria.${kind}`)}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, Math.round(value) + 1))}
      >
        {t('angle.increase')}
      </Button>
      <Button
        formAction="none"
        ariaLabel={t(`angle.resetAria.${kind}`, { value: best.data ?? '-' })}
        disabled={best.data === undefined}
        onClick={() => best.data !== undefined && onChange(best.data)}
      >
        {t('angle.reset', { value: best.data ?? '-' })}
      </Button>
      {best.isLoading && <StatusIndicator type="loading">{t('angle.bestLoading')}</StatusIndicator>}
      {best.isError && <StatusIndicator type="warning">{t('angle.bestUnavailable')}</StatusIndicator>}
    </SpaceBetween>
  );
}

/**
 * The roof drawer's angle controls under a slider (001 §2: "inclination and azimuth sliders
 * with plus/minus one degree buttons and reset to best").
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';

const RANGE = { tilt: [0, 90], azimuth: [0, 360] } as const;

interface AngleStepsProps {
  kind: 'tilt' | 'azimuth';
  /** [°] */
  value: number;
  /** The site's best value, once known. [°] */
  best: { data?: number; isLoading: boolean; isError: boolean };
  onChange(value: number): void;
}

export function AngleSteps({ kind, value, best, onChange }: AngleStepsProps) {
  const { t } = useTranslation('editorRoof');
  const [min, max] = RANGE[kind];
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

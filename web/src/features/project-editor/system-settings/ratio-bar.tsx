/**
 * The rated power ratio bar [STR-7]: the AC/rated power ratio on a 0-200 % scale with the
 * normal range 70-150 % shaded; a meter for screen readers, the value also said in words.
 */
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ratedPowerRatioBarFraction } from '@pvd/shared/electrical/ac-checks';
import { RATED_POWER_RATIO } from '@pvd/shared/electrical/constants';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import './ratio-bar.css';

const { normalMin, normalMax, scaleMax } = RATED_POWER_RATIO;

export function RatioBar({ ratioPercent }: { ratioPercent: number }) {
  const { t } = useTranslation('editorStrings');
  const language = useLanguage();
  const shown = Number.isFinite(ratioPercent) ? ratioPercent : scaleMax;
  const normal = shown >= normalMin && shown <= normalMax;
  const text = t(normal ? 'ratio.normal' : 'ratio.outside', {
    value: formatNumber(ratioPercent, language, 2),
    min: normalMin,
    max: normalMax,
  });
  return (
    <SpaceBetween size="xxs">
      <Box variant="awsui-key-label">{t('ratio.label')}</Box>
      {/* biome-ignore lint/a11y/useSemanticElements: a <meter> cannot draw the normal band inside it. */}
      <div
        className="pvd-ratio"
        role="meter"
        aria-label={t('ratio.label')}
        aria-valuemin={0}
        aria-valuemax={scaleMax}
        aria-valuenow={Math.min(shown, scaleMax)}
        aria-valuetext={text}
      >
        <div
          className="pvd-ratio__band"
          style={{
            left: `${(normalMin / scaleMax) * 100}%`,
            width: `${((normalMax - normalMin) / scaleMax) * 100}%`,
          }}
        />
        <div
          className="pvd-ratio__fill"
          data-normal={normal}
          style={{ width: `${ratedPowerRatioBarFraction(shown) * 100}%` }}
        />
      </div>
      <Box variant="small" color={normal ? 'text-status-success' : 'text-status-warning'}>
        {text}
      </Box>
    </SpaceBetween>
  );
}

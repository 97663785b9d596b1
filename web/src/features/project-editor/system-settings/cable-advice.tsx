/**
 * The suggestion beside a cable that fails its capacity or loss check [STR-10]: a one-click
 * "Use 16 mm²" that writes the size into the cable, or why no standard size will do.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import type { CableSizeAdvice } from '@pvd/shared/electrical/cable-sizing';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';

interface CableAdviceProps {
  advice: CableSizeAdvice;
  /** The cable's name in the button's label ("MPPT1", "the AC cable"). */
  cable: string;
  onUse(areaMm2: number): void;
}

export function CableAdvice({ advice, cable, onUse }: CableAdviceProps) {
  const { t } = useTranslation('editorStrings');
  const language = useLanguage();
  if (advice.kind === 'fits') return null;
  if (advice.kind === 'no-standard-size') {
    return (
      <Box variant="small" color="text-status-error">
        {t('cableCheck.noStandardSize')}
      </Box>
    );
  }
  const area = formatNumber(advice.areaMm2, language, 1);
  return (
    <Button
      variant="normal"
      formAction="none"
      ariaLabel={t('cableCheck.useOf', { area, cable })}
      onClick={() => onUse(advice.areaMm2)}
    >
      {t('cableCheck.use', { area })}
    </Button>
  );
}

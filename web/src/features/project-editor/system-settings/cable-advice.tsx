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
  /** The MPPT of a DC cable, named in the button's label; absent for the AC cable. */
  mpptNo?: string;
  onUse(areaMm2: number): void;
}

export function CableAdvice({ advice, mpptNo, onUse }: CableAdviceProps) {
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
      ariaLabel={mpptNo ? t('cableCheck.useOf', { area, cable: mpptNo }) : t('cableCheck.useOfAc', { area })}
      onClick={() => onUse(advice.areaMm2)}
    >
      {t('cableCheck.use', { area })}
    </Button>
  );
}

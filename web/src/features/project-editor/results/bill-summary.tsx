/**
 * The first year's bill in the live results [TAR-5] [TAR-6]: the tariff it is priced by, then the
 * bill before and after PV (and the battery), the savings and the curtailed energy
 * (money-figures.ts); nothing when the answer has no bill.
 */
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import { billFigures, tariffLabel } from './money-figures';
import { ResultsFigures } from './results-figures';
import type { DesignResults } from './use-design-results';

export function BillSummary({ bill }: { bill: DesignResults['bill'] }) {
  const { t } = useTranslation('editorFinance');
  const language = useLanguage();
  if (!bill) return null;
  return (
    <section aria-label={t('results.bill.title')} data-testid="live-bill">
      <SpaceBetween size="s">
        <Box variant="h3">{t('results.bill.title')}</Box>
        <Box variant="small" data-testid="live-bill-tariff">
          {t('results.bill.tariff', { tariff: tariffLabel(bill, t) })}
        </Box>
        <ResultsFigures figures={billFigures(bill, t, language)} firstLarge={false} />
      </SpaceBetween>
    </section>
  );
}

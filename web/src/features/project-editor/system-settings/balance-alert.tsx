/**
 * The balance rule of an inverter needing all access [WIZ-9]: MPPTs summed in pairs, no two
 * sums more than 1 apart, with the 12-way (16-way for 8 MPPTs) advice of strings per MPPT.
 */
import Alert from '@cloudscape-design/components/alert';
import type { MpptBalance } from '@pvd/shared/electrical/balance';
import { mpptNoFromIndex } from '@pvd/shared/electrical/inverter-limits';
import { useTranslation } from 'react-i18next';

export function BalanceAlert({ balance }: { balance: MpptBalance }) {
  const { t } = useTranslation('editorStrings');
  if (balance.balanced) {
    return (
      <Alert type="success" header={t('balance.title')}>
        {t('balance.ok', { sums: balance.pairSums.join(', ') })}
      </Alert>
    );
  }
  const total = balance.stringsPerMppt.reduce((sum, strings) => sum + strings, 0);
  return (
    <Alert type="warning" header={t('balance.title')}>
      {t('balance.unbalanced', { sums: balance.pairSums.join(', '), spread: balance.spread })}{' '}
      {balance.advice
        ? t('balance.advice', {
            ways: balance.adviceWays,
            advice: balance.advice.map((strings, index) => `${mpptNoFromIndex(index)} ${strings}`).join(', '),
          })
        : t('balance.tooMany', { total, ways: balance.adviceWays })}
    </Alert>
  );
}

/**
 * What leaving the step shows [WIZ-9]: why it is blocked (an array not fully connected, an
 * unbalanced inverter, a cable carrying more than it may [STR-9]), or the
 * 'continue?' confirmation listing unconnected, undesigned and failed MPPTs and arrays with
 * excess panels (accepting raises those arrays' panel counts).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { mpptNoFromIndex } from '@pvd/shared/electrical/inverter-limits';
import type {
  ExitBlocker,
  ExitWarning,
  SystemSettingsExit,
} from '@pvd/shared/electrical/system-settings-exit';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Modal } from '@/components/modal';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import type { Language } from '@/lib/language';

export interface ExitNames {
  unit(groupIndex: number, unitIndex: number): string;
  array(arrayId: string): string;
}

type T = TFunction<'editorStrings'>;

/** An overheating cable [STR-9]: where, its current against its capacity, and the size to use. */
function overheatingText(
  blocker: Extract<ExitBlocker, { kind: 'dc-cable-overheats' | 'ac-cable-overheats' }>,
  names: ExitNames,
  t: T,
  language: Language,
): string {
  const { advice } = blocker;
  const figures = {
    unit: names.unit(blocker.groupIndex, blocker.unitIndex),
    current: formatNumber(blocker.designCurrentA, language, 2),
    capacity: formatNumber(blocker.capacityA, language, 2),
    advice:
      advice.kind === 'resize'
        ? t('cableCheck.exitUse', { area: formatNumber(advice.areaMm2, language, 1) })
        : t('cableCheck.noStandardSize'),
  };
  return blocker.kind === 'dc-cable-overheats'
    ? t('cableCheck.exitDc', { ...figures, mppt: blocker.mpptNo })
    : t('cableCheck.exitAc', figures);
}

function blockerText(blocker: ExitBlocker, names: ExitNames, t: T, language: Language): string {
  if (blocker.kind === 'array-not-fully-connected') {
    return t('exit.notFullyConnected', {
      array: names.array(blocker.arrayId),
      connected: blocker.connectedPanels,
      panels: blocker.panelcount,
    });
  }
  if (blocker.kind === 'dc-cable-overheats' || blocker.kind === 'ac-cable-overheats') {
    return overheatingText(blocker, names, t, language);
  }
  const { balance } = blocker;
  const advice = balance.advice
    ? t('balance.advice', {
        ways: balance.adviceWays,
        advice: balance.advice.map((strings, index) => `${mpptNoFromIndex(index)} ${strings}`).join(', '),
      })
    : '';
  return t('exit.unbalanced', {
    unit: names.unit(blocker.groupIndex, blocker.unitIndex),
    sums: balance.pairSums.join(', '),
    advice,
  });
}

function warningText(warning: ExitWarning, names: ExitNames, t: T): string {
  if (warning.kind === 'array-excess-panels') {
    return t('exit.excess', {
      array: names.array(warning.arrayId),
      connected: warning.connectedPanels,
      panels: warning.panelcount,
    });
  }
  const where = { unit: names.unit(warning.groupIndex, warning.unitIndex), mppt: warning.mpptNo };
  if (warning.kind === 'unconnected-mppt') return t('exit.unconnected', where);
  if (warning.kind === 'mppt-without-string-design') return t('exit.noStringDesign', where);
  return t('exit.failed', { ...where, result: t(`checks.results.${warning.result}`) });
}

interface ExitDialogProps {
  exit: Exclude<SystemSettingsExit, { kind: 'proceed' }>;
  names: ExitNames;
  onAnswer(leave: boolean): void;
}

export function ExitDialog({ exit, names, onAnswer }: ExitDialogProps) {
  const { t } = useTranslation('editorStrings');
  const language = useLanguage();
  if (exit.kind === 'blocked') {
    return (
      <Modal
        visible
        onDismiss={() => onAnswer(false)}
        header={t('exit.blockedTitle')}
        closeAriaLabel={t('inverters.chooser.close')}
        footer={
          <Box float="right">
            <Button variant="primary" onClick={() => onAnswer(false)}>
              {t('exit.ok')}
            </Button>
          </Box>
        }
      >
        <Box>{t('exit.blockedIntro')}</Box>
        <ul>
          {exit.blockers.map((blocker) => {
            const text = blockerText(blocker, names, t, language);
            return <li key={text}>{text}</li>;
          })}
        </ul>
      </Modal>
    );
  }
  return (
    <ConfirmDialog
      title={t('exit.confirmTitle')}
      confirmLabel={t('exit.continue')}
      onConfirm={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
    >
      <Box>{t('exit.confirmIntro')}</Box>
      <ul>
        {exit.warnings.map((warning) => {
          const text = warningText(warning, names, t);
          return <li key={text}>{text}</li>;
        })}
      </ul>
    </ConfirmDialog>
  );
}

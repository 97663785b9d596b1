/**
 * "Import from PVsyst file" on the panel and inverter forms: the chosen .PAN or .OND file is read
 * (lib/pvsyst-file.ts) and the form's fields are filled from it for review; what the file lacks,
 * what the product cannot keep and what was converted are listed, with what the file says that
 * the product does not keep (cells, diodes, the IAM profile, the inverter's inputs). Nothing is
 * saved until the form is.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { PvsystKind } from '@pvd/shared/catalogue/pvsyst/read';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format-number';
import { useLanguage } from '../lib/i18n';
import { PVSYST_ACCEPT, type PvsystRead, readPvsystFile } from '../lib/pvsyst-file';
import { FileChooseButton } from './file-choose-button';

type Outcome = { fileName: string; read: PvsystRead } | { fileName: string; message: string };

interface PvsystImportProps {
  kind: PvsystKind;
  disabled?: boolean;
  /** The file was read: the form fills its fields from `read.panel` or `read.inverter`. */
  onRead(read: PvsystRead): void;
}

/** What the file says that the product does not keep, as one line for the reviewer. */
function useExtrasText(read: PvsystRead): string | null {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const parts: string[] = [];
  const module = read.moduleExtras;
  if (module?.cellsInSeries !== undefined) {
    parts.push(t('pvsyst.cells', { series: module.cellsInSeries, parallel: module.cellsInParallel ?? 1 }));
  }
  if (module?.bypassDiodes !== undefined) parts.push(t('pvsyst.diodes', { count: module.bypassDiodes }));
  if (module?.iamProfile) {
    const points = module.iamProfile.map(
      (p) => `${number(p.angleDeg)}° ${formatNumber(p.factor, language, 2)}`,
    );
    parts.push(t('pvsyst.iam', { points: points.join(', ') }));
  }
  const inverter = read.inverterExtras;
  if (inverter?.phases) parts.push(t('pvsyst.phases', { phases: inverter.phases }));
  if (inverter?.inputs !== undefined) parts.push(t('pvsyst.inputs', { count: inverter.inputs }));
  if (inverter?.nominalDcPowerKw !== undefined) {
    parts.push(t('pvsyst.nominalDc', { power: number(inverter.nominalDcPowerKw) }));
  }
  return parts.length > 0 ? parts.join(' · ') : null;
}

function ReadNotes({ fileName, read, onDismiss }: { fileName: string; read: PvsystRead; onDismiss(): void }) {
  const { t } = useTranslation('common');
  const extras = useExtrasText(read);
  return (
    <Alert
      type={read.warnings.length > 0 ? 'warning' : 'success'}
      dismissible
      onDismiss={onDismiss}
      header={t('pvsyst.filled', { fileName, version: read.version ?? '?' })}
    >
      <SpaceBetween size="xs">
        {read.warnings.length > 0 && (
          <ul aria-label={t('pvsyst.warningsLabel')}>
            {read.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        )}
        {extras && <Box variant="small">{t('pvsyst.extras', { extras })}</Box>}
      </SpaceBetween>
    </Alert>
  );
}

export function PvsystImport({ kind, disabled, onRead }: PvsystImportProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const [reading, setReading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function choose(file: File | undefined) {
    if (!file || reading) return;
    setReading(true);
    setOutcome(null);
    const result = await readPvsystFile(file, kind, language);
    setReading(false);
    if (result.ok) {
      onRead(result.read);
      setOutcome({ fileName: file.name, read: result.read });
    } else if (result.message) {
      setOutcome({ fileName: file.name, message: result.message });
    }
  }

  return (
    <SpaceBetween size="s">
      <SpaceBetween direction="horizontal" size="s" alignItems="center">
        <FileChooseButton
          accept={PVSYST_ACCEPT[kind]}
          loading={reading}
          loadingText={t('pvsyst.reading')}
          disabled={disabled}
          ariaLabel={t(`pvsyst.aria.${kind}`)}
          onFile={(file) => void choose(file)}
        >
          {t('pvsyst.button')}
        </FileChooseButton>
        <Box variant="small" color="text-body-secondary">
          {t(`pvsyst.hint.${kind}`)}
        </Box>
      </SpaceBetween>
      {outcome && 'read' in outcome && (
        <ReadNotes fileName={outcome.fileName} read={outcome.read} onDismiss={() => setOutcome(null)} />
      )}
      {outcome && 'message' in outcome && (
        <Alert
          type="error"
          dismissible
          onDismiss={() => setOutcome(null)}
          header={t('pvsyst.refused', outcome)}
        >
          {outcome.message}
        </Alert>
      )}
    </SpaceBetween>
  );
}

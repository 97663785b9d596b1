/**
 * Where a far horizon can come from besides typing it: a file (read-horizon-file.ts). The
 * outcome (how many points were read, or why none) shows under the buttons until dismissed.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import type { ProjectInputBody } from '@pvd/shared/project/project';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftHorizon } from '../surroundings-body';
import { readHorizonFile } from './read-horizon-file';

export type SourceOutcome = { type: 'success'; text: string } | { type: 'error' | 'warning'; text: string };

export interface HorizonSourcesProps {
  body: ProjectInputBody;
  onPoints(horizon: DraftHorizon): void;
  onOutcome(outcome: SourceOutcome | null): void;
}

/** The file types the chooser offers. */
const ACCEPT = '.csv,.txt,.json,text/csv,text/plain,application/json';

export function HorizonSources({ onPoints, onOutcome }: HorizonSourcesProps) {
  const { t } = useTranslation('editorSurroundings');
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);

  async function choose(file: File | undefined) {
    if (!file || reading) return;
    setReading(true);
    onOutcome(null);
    const read = await readHorizonFile(file);
    setReading(false);
    if (read.ok) {
      onPoints({ source: 'file', points: read.points });
      onOutcome({
        type: 'success',
        text: t('horizon.imported', { name: file.name, count: read.points.length }),
      });
    } else {
      onOutcome({ type: 'error', text: t(`horizon.fileRefused.${read.reason}`, { name: file.name }) });
    }
  }

  return (
    <>
      {/* The button opens the browser's chooser; the input itself is hidden from view and keys. */}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        tabIndex={-1}
        data-testid="horizon-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again reads it again.
          event.target.value = '';
          void choose(file);
        }}
      />
      <Button iconName="upload" loading={reading} onClick={() => input.current?.click()}>
        {t('horizon.import')}
      </Button>
    </>
  );
}

/** The last import's or fetch's outcome. */
export function SourceOutcomeAlert({ outcome, onDismiss }: { outcome: SourceOutcome; onDismiss(): void }) {
  return (
    <Alert type={outcome.type} dismissible onDismiss={onDismiss}>
      {outcome.text}
    </Alert>
  );
}

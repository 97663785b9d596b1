/**
 * Import and export of a tariff's JSON form [TAR-1]: export writes the file; import reads one,
 * refused with each bad field named (nothing of the tariff shown changes on a refusal).
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { validationMessage } from '@pvd/shared/errors/validation';
import type { Tariff } from '@pvd/shared/tariff/schema';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import { downloadTariff, type ReadTariff, readTariffText } from './tariff-file';

interface TariffFileActionsProps {
  /** The tariff to export; none: no export. */
  tariff: Tariff | undefined;
  /** A file whose tariff the schema takes. */
  onImport(tariff: Tariff): void;
  disabled?: boolean;
}

/** The buttons; a refusal shows below them until the next import. */
export function TariffFileActions({ tariff, onImport, disabled }: TariffFileActionsProps) {
  const { t } = useTranslation('tariff');
  const language = useLanguage();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<Exclude<ReadTariff, { ok: true }> | null>(null);

  async function read(file: File) {
    const read = readTariffText(await file.text());
    if (read.ok) {
      setRefusal(null);
      onImport(read.tariff);
    } else setRefusal(read);
  }

  return (
    <SpaceBetween size="xs">
      <SpaceBetween direction="horizontal" size="xs">
        <Button iconName="upload" disabled={disabled} onClick={() => input.current?.click()}>
          {t('file.import')}
        </Button>
        <Button
          iconName="download"
          disabled={disabled || !tariff}
          onClick={() => tariff && downloadTariff(tariff)}
        >
          {t('file.export')}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          hidden
          data-testid="tariff-file-input"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void read(file);
          }}
        />
      </SpaceBetween>
      {refusal && (
        <Alert type="error" header={t('file.refused')} dismissible onDismiss={() => setRefusal(null)}>
          {refusal.notJson ? (
            t('file.notJson')
          ) : (
            <ul>
              {refusal.issues.slice(0, 10).map((issue) => (
                <li key={`${issue.path}:${issue.key}`}>
                  <code>{issue.path || t('file.wholeFile')}</code>: {validationMessage(issue.key, language)}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </SpaceBetween>
  );
}

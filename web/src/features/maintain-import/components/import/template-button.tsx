/** Downloads the import template of a catalogue [CAT-6], its headers in the page's language. */
import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import type { ImportKind } from '@pvd/shared/catalogue/spreadsheet-columns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadTemplate } from '../../api/imports';

export function TemplateButton({ kind, variant }: { kind: ImportKind; variant: ButtonProps.Variant }) {
  const { t } = useTranslation('catalogue');
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      await downloadTemplate(kind);
    } catch {
      // The API client has told the user.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant={variant} iconName="download" loading={busy} onClick={() => void download()}>
      {t('import.downloadTemplate')}
    </Button>
  );
}

/**
 * The tariff library page's editor [TAR-14]: a new tariff (blank, a preset's copy, an import) or
 * one of the library on the version read. Saving checks the fields first; a 117 (changed
 * elsewhere since it was read) keeps what was typed and offers the latest version or a new tariff.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Tariff } from '@pvd/shared/tariff/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TariffFileActions } from '@/components/tariff-form/tariff-file-actions';
import { TariffForm } from '@/components/tariff-form/tariff-form';
import { useInsertTariff, useUpdateTariff } from '@/hooks/use-tariffs';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notifications';
import { useTariffIssues } from './tariff-issues';

interface TariffEditorPanelProps {
  start: Tariff;
  /** The library tariff edited and the version read; absent: a new one. */
  stored?: { id: string; version: number };
  onClose(): void;
  /** Reads the library's tariff again (after a 117). */
  onReload?(): void;
}

export function TariffEditorPanel({ start, stored, onClose, onReload }: TariffEditorPanelProps) {
  const { t } = useTranslation('tariff');
  const [tariff, setTariff] = useState(start);
  const issues = useTariffIssues(tariff);
  const insert = useInsertTariff();
  const update = useUpdateTariff();
  const [stale, setStale] = useState(false);
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const saving = insert.isPending || update.isPending;

  const callbacks = {
    onSuccess: (saved: { name: string }) => {
      notify({ type: 'success', content: t('page.saved', { name: saved.name }) });
      onClose();
    },
    onError: (error: unknown) => {
      if (isApiError(error, 117)) setStale(true);
      else if (isApiError(error, 118))
        setRefusal(error.fieldErrors.map((one) => `${one.field}: ${one.message}`));
    },
  };

  function save(asNew = false) {
    setRefusal(null);
    if (!issues.valid) {
      issues.showAll();
      setRefusal([t('page.fixFields')]);
      return;
    }
    setStale(false);
    if (stored && !asNew) update.mutate({ id: stored.id, version: stored.version, tariff }, callbacks);
    else insert.mutate({ tariff }, callbacks);
  }

  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={<TariffFileActions tariff={tariff} onImport={setTariff} disabled={saving} />}
        >
          {stored ? t('page.editorEdit', { name: start.name }) : t('page.editorNew')}
        </Header>
      }
    >
      {/* No <form>: the tariff form's own buttons (add a period, the brushes) would submit it. */}
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onClose} disabled={saving}>
              {t('page.cancel')}
            </Button>
            <Button variant="primary" loading={saving} onClick={() => save()}>
              {t('page.save')}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          {stale && (
            <Alert
              type="error"
              header={t('page.staleTitle')}
              action={
                <SpaceBetween direction="horizontal" size="xs">
                  {onReload && <Button onClick={onReload}>{t('page.loadLatest')}</Button>}
                  <Button onClick={() => save(true)}>{t('page.saveAsNew')}</Button>
                </SpaceBetween>
              }
            >
              {t('page.stale')}
            </Alert>
          )}
          {refusal && (
            <Alert type="error" header={t('library.refused')}>
              <ul>
                {refusal.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </Alert>
          )}
          <TariffForm
            tariff={tariff}
            onChange={setTariff}
            errorOf={issues.errorOf}
            touch={issues.touch}
            disabled={saving}
          />
        </SpaceBetween>
      </Form>
    </Container>
  );
}

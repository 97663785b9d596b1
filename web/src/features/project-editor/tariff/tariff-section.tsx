/**
 * The project's tariff [TAR-14]: none (the investment step's prices as a flat tariff [TAR-4]),
 * or one started from a preset or the user's library, or imported from its JSON form, then edited
 * here (any edit makes it the project's own copy). It exports as JSON and saves to the library.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { InvestmentData } from '@pvd/shared/finance/investment';
import { investmentOrDefaults } from '@pvd/shared/finance/investment';
import { flatTariffFromInvestment } from '@pvd/shared/tariff/flat';
import type { Tariff } from '@pvd/shared/tariff/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TariffFileActions } from '@/components/tariff-form/tariff-file-actions';
import { TariffForm } from '@/components/tariff-form/tariff-form';
import { TariffSourceModal } from '@/components/tariff-form/tariff-source-modal';
import type { useFieldIssues } from '../model/field-issues';
import type { StepProps } from '../model/step-props';
import { heldOrigin, type LibraryOrigin, withOwnTariff, withTariffChoice } from './tariff-values';
import { useLibrarySave } from './use-library-save';
import { useShownTariff } from './use-shown-tariff';

interface TariffSectionProps extends Pick<StepProps, 'draft' | 'update'> {
  issues: ReturnType<typeof useFieldIssues>;
  /** Every issue path under the tariff starts so (the body's `tariff.tariff`). */
  issuePrefix: string;
  /** The first issue at or under a path (a schedule's cells). */
  issueUnder(path: string): string | undefined;
}

export function TariffSection({ draft, update, issues, issuePrefix, issueUnder }: TariffSectionProps) {
  const { t } = useTranslation('tariff');
  const choice = draft.body.tariff;
  const held = draft.heldTariff;
  const tariff = useShownTariff(draft);
  const [choosing, setChoosing] = useState(false);
  const [origin, setOrigin] = useState<LibraryOrigin | null>(() => heldOrigin(held));
  const setLibraryOrigin = (next: LibraryOrigin) => setOrigin(next);
  const library = useLibrarySave(origin, setLibraryOrigin);

  const edit = (next: Tariff) => update((body) => withOwnTariff(body, next));
  const flatStart = () =>
    flatTariffFromInvestment(investmentOrDefaults((draft.body.investment ?? {}) as Partial<InvestmentData>));

  const origins = {
    own: t('origin.own'),
    preset: t('origin.preset'),
    library: t('origin.library'),
  };

  return (
    <Container
      header={
        <Header
          variant="h2"
          description={tariff ? origins[choice?.source ?? 'own'] : t('origin.none')}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => setChoosing(true)}>{t('actions.choose')}</Button>
              {!choice && (
                <Button onClick={() => edit({ ...flatStart(), name: t('actions.flatName') })}>
                  {t('actions.fromFlat')}
                </Button>
              )}
              {choice && (
                <Button onClick={() => update((body) => withOwnTariff(body, null))}>
                  {t('actions.remove')}
                </Button>
              )}
              <Button
                variant="primary"
                disabled={!tariff}
                loading={library.saving}
                onClick={() => tariff && library.save(tariff)}
              >
                {origin ? t('actions.updateLibrary') : t('actions.saveLibrary')}
              </Button>
            </SpaceBetween>
          }
        >
          {t('section.title')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <TariffFileActions
          tariff={tariff ?? undefined}
          onImport={(imported) => {
            setOrigin(null);
            edit(imported);
          }}
        />
        {library.stale && (
          <Alert
            type="error"
            header={t('library.staleTitle')}
            dismissible
            onDismiss={library.dismiss}
            action={
              <Button onClick={() => tariff && library.save(tariff, true)}>{t('library.saveAsNew')}</Button>
            }
          >
            {t('library.stale')}
          </Alert>
        )}
        {library.refusal && (
          <Alert type="error" header={t('library.refused')} dismissible onDismiss={library.dismiss}>
            <ul>
              {library.refusal.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Alert>
        )}
        {tariff === undefined && <StatusIndicator type="loading">{t('source.loading')}</StatusIndicator>}
        {tariff === null && <Box color="text-body-secondary">{t('section.none')}</Box>}
        {tariff && (
          <TariffForm
            tariff={tariff}
            onChange={edit}
            errorOf={(path, under) =>
              under ? issueUnder(`${issuePrefix}${path}`) : issues.errorOf(`${issuePrefix}${path}`)
            }
            touch={(path) => issues.touch(`${issuePrefix}${path}`)}
          />
        )}
      </SpaceBetween>
      {choosing && (
        <TariffSourceModal
          onClose={() => setChoosing(false)}
          onPreset={(preset) => {
            setChoosing(false);
            setOrigin(null);
            update((body) => withTariffChoice(body, { source: 'preset', presetId: preset.id }));
          }}
          onLibrary={(row) => {
            setChoosing(false);
            setOrigin({ id: row.id, version: row.version });
            update((body) => withTariffChoice(body, { source: 'library', tariffId: row.id }));
          }}
        />
      )}
    </Container>
  );
}

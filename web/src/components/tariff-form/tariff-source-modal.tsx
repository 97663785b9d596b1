/**
 * Where the project's tariff starts from [TAR-3] [TAR-14]: a preset, each with its issuing body,
 * document and date, or a tariff of the user's library. Choosing one closes the dialog.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Link from '@cloudscape-design/components/link';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Tabs from '@cloudscape-design/components/tabs';
import type * as tariffCalls from '@pvd/shared/api/tariff';
import type { TariffRow } from '@pvd/shared/api/tariff';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Modal } from '@/components/modal';
import { useTariffLibrary, useTariffPresets } from '@/hooks/use-tariffs';
import { usePeriodLabel } from './period-labels';

export type TariffPreset = z.output<typeof tariffCalls.tariffPreset>;

interface TariffSourceModalProps {
  onPreset(preset: TariffPreset): void;
  /** A library tariff chosen; absent: the presets only (the library page copies a preset). */
  onLibrary?(row: TariffRow): void;
  onClose(): void;
}

export function TariffSourceModal({ onPreset, onLibrary, onClose }: TariffSourceModalProps) {
  const { t } = useTranslation('tariff');
  const labelOf = usePeriodLabel();
  const presets = useTariffPresets();
  const library = useTariffLibrary('', onLibrary !== undefined);
  const periods = (names: readonly string[]) => names.map(labelOf).join(' · ');

  const presetCards = (
    <Cards
      items={presets.data ?? []}
      loading={presets.isPending}
      loadingText={t('source.loading')}
      trackBy="id"
      cardsPerRow={[{ cards: 1 }, { minWidth: 600, cards: 2 }]}
      cardDefinition={{
        header: (preset) => preset.name,
        sections: [
          {
            id: 'source',
            header: t('source.issuedBy'),
            content: (preset) => (
              <>
                {t('source.document', { ...preset.source })}{' '}
                {preset.source.url && (
                  <Link href={preset.source.url} external variant="info">
                    {t('fields.sourceLink')}
                  </Link>
                )}
              </>
            ),
          },
          { id: 'periods', header: t('source.periods'), content: (preset) => periods(preset.periods) },
          {
            id: 'use',
            content: (preset) => (
              <Button
                ariaLabel={t('source.useNamed', { name: preset.name })}
                onClick={() => onPreset(preset)}
              >
                {t('source.use')}
              </Button>
            ),
          },
        ],
      }}
      empty={<Box textAlign="center">{t('source.noPresets')}</Box>}
    />
  );

  const libraryCards = (
    <Cards
      items={library.data ?? []}
      loading={library.isPending}
      loadingText={t('source.loading')}
      trackBy="id"
      cardsPerRow={[{ cards: 1 }, { minWidth: 600, cards: 2 }]}
      cardDefinition={{
        header: (row) => row.name,
        sections: [
          { id: 'periods', header: t('source.periods'), content: (row) => periods(row.periods) },
          {
            id: 'use',
            content: (row) => (
              <Button ariaLabel={t('source.useNamed', { name: row.name })} onClick={() => onLibrary?.(row)}>
                {t('source.use')}
              </Button>
            ),
          },
        ],
      }}
      empty={
        library.isError ? (
          <StatusIndicator type="error">{t('source.loadFailed')}</StatusIndicator>
        ) : (
          <Box textAlign="center">{t('source.emptyLibrary')}</Box>
        )
      }
    />
  );

  return (
    <Modal visible size="max" header={t('source.title')} onDismiss={onClose}>
      {onLibrary ? (
        <Tabs
          tabs={[
            { id: 'presets', label: t('source.presets'), content: presetCards },
            { id: 'library', label: t('source.library'), content: libraryCards },
          ]}
        />
      ) : (
        presetCards
      )}
    </Modal>
  );
}

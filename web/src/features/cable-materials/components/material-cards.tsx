/**
 * The material cards [CAT-3]: name and resistivity; the default shows
 * a star and can be neither deleted nor set as default again; the others have both actions.
 * Selecting a card makes it the one the side form edits.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Icon from '@cloudscape-design/components/icon';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { CableMaterialRow } from '@pvd/shared/catalogue/cable-material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';

interface MaterialCardsProps {
  items: readonly CableMaterialRow[];
  loading: boolean;
  selectedId: string | null;
  header: ReactNode;
  filter: ReactNode;
  empty: ReactNode;
  onSelect(id: string): void;
  onSetDefault(material: CableMaterialRow): void;
  onDelete(material: CableMaterialRow): void;
}

export function MaterialCards(props: MaterialCardsProps) {
  const { items, loading, selectedId, onSelect, onSetDefault, onDelete } = props;
  const { t } = useTranslation('cable');
  const language = useLanguage();
  return (
    <Cards
      items={items}
      trackBy="Id"
      loading={loading}
      loadingText={t('loading')}
      header={props.header}
      filter={props.filter}
      empty={props.empty}
      selectionType="single"
      selectedItems={items.filter((item) => item.Id === selectedId)}
      onSelectionChange={({ detail }) => {
        const chosen = detail.selectedItems[0];
        if (chosen) onSelect(chosen.Id);
      }}
      ariaLabels={{
        selectionGroupLabel: t('cards.selectionGroup'),
        // Read after the group label: "Material to edit, Copper".
        itemSelectionLabel: (_state, item) => item.MaterialName,
        cardsLabel: t('cards.label'),
      }}
      cardsPerRow={[{ cards: 1 }, { minWidth: 500, cards: 2 }, { minWidth: 900, cards: 3 }]}
      cardDefinition={{
        header: (item) => (
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <span>{item.MaterialName}</span>
            {item.IsDefault === 1 && (
              <span role="img" aria-label={t('cards.defaultStar')} title={t('cards.defaultStar')}>
                <Icon name="star-filled" variant="warning" />
              </span>
            )}
          </SpaceBetween>
        ),
        sections: [
          {
            id: 'resistivity',
            header: t('fields.resistivity'),
            content: (item) => formatNumber(item.Resistivity, language, 6),
          },
          {
            id: 'actions',
            content: (item) =>
              item.IsDefault === 1 ? (
                <Box color="text-status-inactive">{t('cards.isDefault')}</Box>
              ) : (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button
                    variant="inline-link"
                    ariaLabel={t('cards.setDefaultAria', { name: item.MaterialName })}
                    onClick={() => onSetDefault(item)}
                  >
                    {t('cards.setDefault')}
                  </Button>
                  <Button
                    variant="inline-link"
                    ariaLabel={t('cards.deleteAria', { name: item.MaterialName })}
                    onClick={() => onDelete(item)}
                  >
                    {t('cards.delete')}
                  </Button>
                </SpaceBetween>
              ),
          },
        ],
      }}
    />
  );
}

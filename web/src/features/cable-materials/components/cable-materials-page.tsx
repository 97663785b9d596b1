/**
 * /user/cablematerial/view [CAT-3]: the user's materials as cards,
 * searched by name (500 ms after typing stops), the default one starred; a side form edits the
 * selected card; an add dialog; delete with confirmation; set default moves the star.
 */
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { CableMaterialRow } from '@pvd/shared/catalogue/cable-material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListEmptyState } from '@/components/list-empty-state';
import { LoadingOverlay } from '@/components/loading-overlay';
import { useListSearch } from '@/hooks/use-list-search';
import { notify } from '@/lib/notifications';
import {
  useCableMaterials,
  useDeleteCableMaterial,
  useSetDefaultCableMaterial,
} from '../api/cable-materials';
import { AddMaterialDialog } from './add-material-dialog';
import { MaterialCards } from './material-cards';
import { MaterialSideForm } from './material-side-form';

export function CableMaterialsPage() {
  const { t } = useTranslation(['cable', 'layout']);
  const search = useListSearch();
  const materials = useCableMaterials(search.applied);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [deletion, setDeletion] = useState<CableMaterialRow | null>(null);
  const remove = useDeleteCableMaterial();
  const setDefault = useSetDefaultCableMaterial();
  const items = materials.data ?? [];

  function confirmDeletion(material: CableMaterialRow) {
    remove.mutate(material.Id, {
      onSuccess: () => {
        notify({ type: 'success', content: t('deleted', { name: material.MaterialName }) });
        if (selectedId === material.Id) setSelectedId(null);
      },
      onSettled: () => setDeletion(null),
    });
  }

  function makeDefault(material: CableMaterialRow) {
    setDefault.mutate(material.Id, {
      onSuccess: () => notify({ type: 'success', content: t('defaultSet', { name: material.MaterialName }) }),
    });
  }

  const cards = (
    <MaterialCards
      items={items}
      loading={materials.isPending}
      selectedId={selectedId}
      onSelect={setSelectedId}
      onSetDefault={makeDefault}
      onDelete={setDeletion}
      header={
        <Header
          counter={materials.data ? t('count', { count: items.length }) : undefined}
          actions={
            <Button variant="primary" iconName="add-plus" onClick={() => setAdding(true)}>
              {t('add')}
            </Button>
          }
        >
          {t('listTitle')}
        </Header>
      }
      filter={
        <TextFilter
          filteringText={search.text}
          onChange={({ detail }) => search.setText(detail.filteringText)}
          filteringPlaceholder={t('filterPlaceholder')}
          filteringAriaLabel={t('filterLabel')}
        />
      }
      empty={
        <ListEmptyState
          searching={search.applied !== ''}
          emptyText={t('empty')}
          noMatchText={t('noMatch')}
          clearLabel={t('clearFilter')}
          onClear={() => search.setText('')}
        />
      }
    />
  );

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('description')}>
          {t('layout:pages.cableMaterials')}
        </Header>
      }
    >
      <Grid gridDefinition={[{ colspan: { default: 12, s: 8 } }, { colspan: { default: 12, s: 4 } }]}>
        {cards}
        <MaterialSideForm id={selectedId} onClose={() => setSelectedId(null)} />
      </Grid>
      {adding && <AddMaterialDialog onClose={() => setAdding(false)} />}
      {deletion && (
        <ConfirmDialog
          title={t('deleteTitle')}
          confirmLabel={t('cards.delete')}
          busy={remove.isPending}
          onConfirm={() => confirmDeletion(deletion)}
          onCancel={() => setDeletion(null)}
        >
          {t('deleteQuestion', { name: deletion.MaterialName })}
        </ConfirmDialog>
      )}
      <LoadingOverlay
        text={remove.isPending ? t('deleting') : setDefault.isPending ? t('settingDefault') : null}
      />
    </ContentLayout>
  );
}

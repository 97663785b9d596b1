/**
 * The side form of the cable materials page [CAT-3]: it edits the selected material, loaded when
 * the card is selected. The save carries the version read; when the material changed meanwhile
 * (117) the latest version is loaded again.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import * as cableCalls from '@pvd/shared/api/cablematerial';
import type { CableMaterialRow } from '@pvd/shared/catalogue/cable-material';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldForm } from '@/hooks/use-field-form';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { useCableMaterial, useUpdateCableMaterial } from '../api/cable-materials';
import { MATERIAL_FIELDS, MaterialFields, resistivityValue } from './material-fields';

/** The form of one loaded material; after a save (or a 117) the list and the details load again. */
function EditForm({ material }: { material: CableMaterialRow }) {
  const { t } = useTranslation(['cable', 'ui']);
  const update = useUpdateCableMaterial();
  const form = useFieldForm(
    () => ({ material: material.MaterialName, resistivity: String(material.Resistivity) }),
    MATERIAL_FIELDS,
  );

  // The form stays: the saved version comes back from the list and starts it again.
  const save = useFormSubmit({
    form,
    schema: cableCalls.UpdateUserCableMaterial.request,
    send: update.mutate,
    notice: (saved) => t('saved', { name: saved.MaterialName }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save({
      id: material.Id,
      material: form.values.material,
      resistivity: resistivityValue(form.values.resistivity),
      version: material.version,
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Form
        actions={
          <Button variant="primary" loading={update.isPending}>
            {t('ui:dialog.save')}
          </Button>
        }
      >
        <MaterialFields form={form} disabled={update.isPending} />
      </Form>
    </form>
  );
}

interface MaterialSideFormProps {
  /** The selected material, or null when none is. */
  id: string | null;
  onClose(): void;
}

export function MaterialSideForm({ id, onClose }: MaterialSideFormProps) {
  const { t } = useTranslation(['cable', 'ui']);
  const details = useCableMaterial(id);
  const material = details.data;
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={material?.IsDefault === 1 ? t('sideForm.isDefault') : undefined}
          actions={id && <Button onClick={onClose}>{t('sideForm.close')}</Button>}
        >
          {t('sideForm.title')}
        </Header>
      }
    >
      {id === null && <Box color="text-body-secondary">{t('sideForm.nothingSelected')}</Box>}
      {id !== null && details.isPending && (
        <StatusIndicator type="loading">{t('sideForm.loading')}</StatusIndicator>
      )}
      {id !== null && details.isError && (
        <StatusIndicator type="error">{t('sideForm.loadFailed')}</StatusIndicator>
      )}
      {material && (
        // A new version (saved here or elsewhere) starts the form again from what is stored.
        <EditForm key={`${material.Id}:${material.version}`} material={material} />
      )}
    </Container>
  );
}

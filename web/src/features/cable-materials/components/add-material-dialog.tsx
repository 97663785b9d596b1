/** The add dialog of the cable materials page [CAT-3]: material name, resistivity and is-default (yes/no). */
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import * as cableCalls from '@pvd/shared/api/cablematerial';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { useFieldForm } from '@/hooks/use-field-form';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { useGuardedClose } from '@/hooks/use-guarded-close';
import { useAddCableMaterial } from '../api/cable-materials';
import { MATERIAL_FIELDS, MaterialFields, resistivityValue } from './material-fields';

export function AddMaterialDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(['cable', 'ui']);
  const add = useAddCableMaterial();
  const form = useFieldForm(() => ({ material: '', resistivity: '' }), MATERIAL_FIELDS);
  const [isDefault, setIsDefault] = useState<'1' | '0'>('0');

  const save = useFormSubmit({
    form,
    schema: cableCalls.InsertUserCableMaterial.request,
    send: add.mutate,
    notice: (saved) => t('added', { name: saved.MaterialName }),
    onSaved: onClose,
  });

  function submit() {
    save({
      material: form.values.material,
      resistivity: resistivityValue(form.values.resistivity),
      isDefault: isDefault === '1' ? (1 as const) : (0 as const),
    });
  }

  const close = useGuardedClose(form.dirty, onClose, add.isPending);
  return (
    <FormDialog header={t('addTitle')} close={close} busy={add.isPending} onSubmit={submit}>
      <SpaceBetween size="m">
        <MaterialFields form={form} disabled={add.isPending} />
        <FormField label={t('fields.isDefault')}>
          <RadioGroup
            value={isDefault}
            direction="horizontal"
            onChange={({ detail }) => setIsDefault(detail.value === '1' ? '1' : '0')}
            items={[
              { value: '1', label: t('fields.yes') },
              { value: '0', label: t('fields.no') },
            ]}
          />
        </FormField>
      </SpaceBetween>
    </FormDialog>
  );
}

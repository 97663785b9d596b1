/** The add dialog of 000 §2 "Custom cable materials": material name, resistivity and is-default (yes/no). */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import type { InputProps } from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import * as cableCalls from '@pvd/shared/api/cablematerial';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notifications';
import { type FieldErrors, focusFirstError, serverFieldErrors, validateForm } from '../../../lib/validation';
import { useAddCableMaterial } from '../api/cable-materials';
import { MaterialFields, type MaterialValues, resistivityValue } from './material-fields';

export function AddMaterialDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(['cable', 'ui']);
  const language = useLanguage();
  const add = useAddCableMaterial();
  const [values, setValues] = useState<MaterialValues>({ material: '', resistivity: '' });
  const [isDefault, setIsDefault] = useState<'1' | '0'>('0');
  const [errors, setErrors] = useState<FieldErrors>({});
  const materialRef = useRef<InputProps.Ref>(null);
  const resistivityRef = useRef<InputProps.Ref>(null);

  function show(found: FieldErrors) {
    setErrors(found);
    focusFirstError(['material', 'resistivity'], found, {
      material: materialRef.current,
      resistivity: resistivityRef.current,
    });
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const body = {
      material: values.material,
      resistivity: resistivityValue(values.resistivity),
      isDefault: isDefault === '1' ? (1 as const) : (0 as const),
    };
    const checked = validateForm(cableCalls.InsertUserCableMaterial.request, body, language);
    if (checked.errors) return show(checked.errors);
    setErrors({});
    add.mutate(body, {
      onSuccess: (saved) => {
        notify({ type: 'success', content: t('added', { name: saved.MaterialName }) });
        onClose();
      },
      onError: (error) => show(serverFieldErrors(error) ?? {}),
    });
  }

  return (
    <Modal
      visible
      onDismiss={() => !add.isPending && onClose()}
      header={t('addTitle')}
      closeAriaLabel={t('ui:dialog.close')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={add.isPending} onClick={onClose}>
              {t('ui:dialog.cancel')}
            </Button>
            <Button variant="primary" loading={add.isPending} onClick={() => submit()}>
              {t('ui:dialog.save')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form onSubmit={submit} noValidate>
        <SpaceBetween size="m">
          <MaterialFields
            values={values}
            errors={errors}
            disabled={add.isPending}
            onChange={(next) => {
              setErrors((current) => ({
                material: next.material === values.material ? current.material : undefined,
                resistivity: next.resistivity === values.resistivity ? current.resistivity : undefined,
              }));
              setValues(next);
            }}
            materialRef={materialRef}
            resistivityRef={resistivityRef}
          />
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
          <button type="submit" hidden />
        </SpaceBetween>
      </form>
    </Modal>
  );
}

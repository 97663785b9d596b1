/**
 * Adding (by type) and editing a system inverter in a full-screen drawer (000 §2). The model name
 * is required and unique except against the model's own name, checked on blur (000 §5); an image
 * goes to S3 first. A saved model closes the drawer, and the list is refreshed whatever the answer
 * (000 §4); a refused field (118) or an upload that never reached the server keeps the drawer open
 * so nothing typed is lost.
 */
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import * as inverterCalls from '@pvd/shared/api/inverter';
import type { SystemInverter } from '@pvd/shared/catalogue/system-inverter-view';
import { validationMessage } from '@pvd/shared/errors/validation';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../../components/dialog-footer';
import { ImageField } from '../../../../components/image-field';
import { LoadedDetails } from '../../../../components/loaded-details';
import { LoadingOverlay } from '../../../../components/loading-overlay';
import { useFieldForm } from '../../../../hooks/use-field-form';
import { useGuardedClose } from '../../../../hooks/use-guarded-close';
import { ApiError } from '../../../../lib/api-error';
import { useLanguage } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notifications';
import { imageFileError } from '../../../../lib/uploads';
import { type FieldErrors, serverFieldErrors, validateForm } from '../../../../lib/validation';
import {
  type InverterSave,
  useInverterInfo,
  useInverterModelNames,
  useSaveInverter,
} from '../../api/inverters';
import { InverterFields } from './inverter-fields';
import {
  comparableModelName,
  INVERTER_FIELD_ORDER,
  inverterPayload,
  inverterValuesOf,
  newInverterValues,
} from './inverter-values';

export type DrawerTarget = { kind: 'add'; type: 1 | 2 } | { kind: 'edit'; id: string };

interface InverterFormProps {
  inverter: SystemInverter | null;
  type: 1 | 2;
  onClose(): void;
}

function InverterForm({ inverter, type, onClose }: InverterFormProps) {
  const { t } = useTranslation(['inverter', 'ui']);
  const language = useLanguage();
  const names = useInverterModelNames();
  const save = useSaveInverter();
  const form = useFieldForm(
    () => (inverter ? inverterValuesOf(inverter) : newInverterValues(type)),
    INVERTER_FIELD_ORDER,
  );
  const [image, setImage] = useState<File | null>(null);
  const [imageRemoved, setImageRemoved] = useState(false);
  const [imageError, setImageError] = useState<string | undefined>();

  /** 机型不能为空 / 已存在该机型, comparing with every other model (000 §5). */
  function modelNameError(): string | undefined {
    const name = comparableModelName(form.values.modelname);
    if (name === '') return validationMessage('modelNameRequired', language);
    const taken = names.data?.some(
      (other) => other.id !== inverter?.id && comparableModelName(other.modelname) === name,
    );
    return taken ? validationMessage('modelNameExists', language) : undefined;
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    // The schema judges every value; an unreadable number stays text for it to refuse.
    const body = {
      ...inverterPayload(form.values),
      id: inverter?.id,
      version: inverter?.version,
      removeImage: imageRemoved && !image,
    } as InverterSave['body'];
    const checked = validateForm(inverterCalls.insertOrEditSystemInverter.request, body, language);
    const found: FieldErrors = { ...checked.errors };
    found.modelname ??= modelNameError();
    if (Object.values(found).some(Boolean) || imageError) return form.showErrors(found);
    form.setErrors({});
    save.mutate(
      { body, image },
      {
        onSuccess: (saved) => {
          notify({ type: 'success', content: t(inverter ? 'saved' : 'added', { name: saved.modelname }) });
          onClose();
        },
        onError: (error) => {
          const fieldErrors = serverFieldErrors(error);
          if (fieldErrors) return form.showErrors(fieldErrors);
          if (!(error instanceof ApiError))
            return notify({ type: 'error', content: t('image.uploadFailed') });
          // Any other answer of the server (the API client has shown it) closes the drawer.
          if (!error.network) onClose();
        },
      },
    );
  }

  function chooseImage(file: File | null) {
    setImage(file);
    setImageError(file ? imageFileError(file, language) : undefined);
  }

  const title = inverter
    ? t('drawer.editTitle', { name: inverter.modelname })
    : t(type === 1 ? 'drawer.addGridTitle' : 'drawer.addStorageTitle');
  const close = useGuardedClose(form.dirty || image !== null || imageRemoved, onClose, save.isPending);
  return (
    <Modal
      visible
      size="max"
      position="top"
      onDismiss={close.requestClose}
      header={title}
      closeAriaLabel={t('ui:dialog.close')}
      footer={<DialogFooter busy={save.isPending} onCancel={close.requestClose} onConfirm={submit} />}
    >
      <form onSubmit={submit} noValidate>
        <SpaceBetween size="xl">
          <ImageField
            labels={{
              label: t('image.label'),
              hint: t('image.hint'),
              choose: t('image.choose'),
              preview: t('image.preview'),
              none: t('image.none'),
              remove: t('image.remove'),
            }}
            savedUrl={inverter?.img ?? null}
            file={image}
            removed={imageRemoved}
            error={imageError}
            disabled={save.isPending}
            onFileChange={chooseImage}
            onRemove={() => {
              chooseImage(null);
              setImageRemoved(true);
            }}
          />
          <InverterFields
            values={form.values}
            errors={form.errors}
            disabled={save.isPending}
            onChange={form.change}
            onModelNameBlur={() => form.setErrors((current) => ({ ...current, modelname: modelNameError() }))}
            register={form.register}
          />
          <button type="submit" hidden />
        </SpaceBetween>
      </form>
      <LoadingOverlay text={save.isPending ? t(image ? 'drawer.uploading' : 'drawer.saving') : null} />
      {close.guard}
    </Modal>
  );
}

/** The drawer of `target`; an edit waits for the model's details (a failed load closes it). */
export function InverterDrawer({ target, onClose }: { target: DrawerTarget; onClose(): void }) {
  const { t } = useTranslation('inverter');
  const details = useInverterInfo(target.kind === 'edit' ? target.id : null);
  if (target.kind === 'add') return <InverterForm inverter={null} type={target.type} onClose={onClose} />;
  return (
    <LoadedDetails details={details} loadingText={t('drawer.loading')} onFailed={onClose}>
      {(inverter) => <InverterForm inverter={inverter} type={inverter.invertertype} onClose={onClose} />}
    </LoadedDetails>
  );
}

/**
 * Adding (by type) and editing a system inverter in a full-screen drawer (000 §2). The model name
 * is required and unique except against the model's own name, checked on blur (000 §5); an image
 * goes to S3 first. A saved model closes the drawer, and the list is refreshed whatever the answer
 * (000 §4); a refused field (118) or an upload that never reached the server keeps the drawer open
 * so nothing typed is lost.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import * as inverterCalls from '@pvd/shared/api/inverter';
import type { SystemInverter } from '@pvd/shared/catalogue/system-inverter-view';
import { validationMessage } from '@pvd/shared/errors/validation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../../../../components/loading-overlay';
import { ApiError } from '../../../../lib/api-error';
import { useLanguage } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notifications';
import { imageFileError } from '../../../../lib/uploads';
import {
  type FieldErrors,
  type Focusable,
  focusFirstError,
  serverFieldErrors,
  validateForm,
} from '../../../../lib/validation';
import {
  type InverterSave,
  useInverterInfo,
  useInverterModelNames,
  useSaveInverter,
} from '../../api/inverters';
import { InverterFields } from './inverter-fields';
import { InverterImageField } from './inverter-image-field';
import {
  comparableModelName,
  INVERTER_FIELD_ORDER,
  type InverterValues,
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
  const [values, setValues] = useState<InverterValues>(() =>
    inverter ? inverterValuesOf(inverter) : newInverterValues(type),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [image, setImage] = useState<File | null>(null);
  const [imageRemoved, setImageRemoved] = useState(false);
  const [imageError, setImageError] = useState<string | undefined>();
  const refs = useRef<Partial<Record<string, Focusable | null>>>({});

  /** 机型不能为空 / 已存在该机型, comparing with every other model (000 §5). */
  function modelNameError(): string | undefined {
    const name = comparableModelName(values.modelname);
    if (name === '') return validationMessage('modelNameRequired', language);
    const taken = names.data?.some(
      (other) => other.id !== inverter?.id && comparableModelName(other.modelname) === name,
    );
    return taken ? validationMessage('modelNameExists', language) : undefined;
  }

  function show(found: FieldErrors) {
    setErrors(found);
    focusFirstError(INVERTER_FIELD_ORDER, found, refs.current);
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    // The schema judges every value; an unreadable number stays text for it to refuse.
    const body = {
      ...inverterPayload(values),
      id: inverter?.id,
      version: inverter?.version,
      removeImage: imageRemoved && !image,
    } as InverterSave['body'];
    const checked = validateForm(inverterCalls.insertOrEditSystemInverter.request, body, language);
    const found: FieldErrors = { ...checked.errors };
    found.modelname ??= modelNameError();
    if (Object.values(found).some(Boolean) || imageError) return show(found);
    setErrors({});
    save.mutate(
      { body, image },
      {
        onSuccess: (saved) => {
          notify({ type: 'success', content: t(inverter ? 'saved' : 'added', { name: saved.modelname }) });
          onClose();
        },
        onError: (error) => {
          const fieldErrors = serverFieldErrors(error);
          if (fieldErrors) return show(fieldErrors);
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
  return (
    <Modal
      visible
      size="max"
      position="top"
      onDismiss={() => !save.isPending && onClose()}
      header={title}
      closeAriaLabel={t('ui:dialog.close')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={save.isPending} onClick={onClose}>
              {t('ui:dialog.cancel')}
            </Button>
            <Button variant="primary" loading={save.isPending} onClick={() => submit()}>
              {t('ui:dialog.save')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form onSubmit={submit} noValidate>
        <SpaceBetween size="xl">
          <InverterImageField
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
            values={values}
            errors={errors}
            disabled={save.isPending}
            onChange={(field, value) => {
              setValues((current) => ({ ...current, [field]: value }));
              setErrors((current) => ({ ...current, [field]: undefined }));
            }}
            onModelNameBlur={() => setErrors((current) => ({ ...current, modelname: modelNameError() }))}
            register={(field) => (element) => {
              refs.current[field] = element;
            }}
          />
          <button type="submit" hidden />
        </SpaceBetween>
      </form>
      <LoadingOverlay text={save.isPending ? t(image ? 'drawer.uploading' : 'drawer.saving') : null} />
    </Modal>
  );
}

/** The drawer of `target`; an edit waits for the model's details (a failed load closes it). */
export function InverterDrawer({ target, onClose }: { target: DrawerTarget; onClose(): void }) {
  const { t } = useTranslation('inverter');
  const details = useInverterInfo(target.kind === 'edit' ? target.id : null);
  useEffect(() => {
    if (details.isError) onClose();
  }, [details.isError, onClose]);
  if (target.kind === 'add') return <InverterForm inverter={null} type={target.type} onClose={onClose} />;
  if (!details.data) return <LoadingOverlay text={details.isError ? null : t('drawer.loading')} />;
  return <InverterForm inverter={details.data} type={details.data.invertertype} onClose={onClose} />;
}

/**
 * Adding (by type) and editing a system inverter in a full-screen drawer [CAT-4]. The model name
 * is required and unique except against the model's own name, checked on blur; an image
 * goes to S3 first. A saved model closes the drawer, and the list is refreshed whatever the answer;
 * a refused field (118) or an upload that never reached the server keeps the drawer open so
 * nothing typed is lost. A PVsyst .OND file can fill the fields for review before the save.
 */

import SpaceBetween from '@cloudscape-design/components/space-between';
import * as inverterCalls from '@pvd/shared/api/inverter';
import type { SystemInverter } from '@pvd/shared/catalogue/system-inverter-view';
import { validationMessage } from '@pvd/shared/errors/validation';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { ImageField } from '@/components/image-field';
import { LoadedDetails } from '@/components/loaded-details';
import { LoadingOverlay } from '@/components/loading-overlay';
import { PvsystImport } from '@/components/pvsyst-import';
import { useFieldForm } from '@/hooks/use-field-form';
import { type SaveCallbacks, useFormSubmit } from '@/hooks/use-form-submit';
import { useGuardedClose } from '@/hooks/use-guarded-close';
import { ApiError } from '@/lib/api-error';
import { useLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notifications';
import { fillForm } from '@/lib/pvsyst-file';
import { imageFileError } from '@/lib/uploads';
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
  /** The model was saved: the page closes the drawer and shows the model. */
  onSaved(saved: SystemInverter): void;
}

function InverterForm({ inverter, type, onClose, onSaved }: InverterFormProps) {
  const { t } = useTranslation(['inverter', 'ui']);
  const language = useLanguage();
  const names = useInverterModelNames();
  const saving = useSaveInverter();
  const form = useFieldForm(
    () => (inverter ? inverterValuesOf(inverter) : newInverterValues(type)),
    INVERTER_FIELD_ORDER,
  );
  const [image, setImage] = useState<File | null>(null);
  const [imageRemoved, setImageRemoved] = useState(false);
  const [imageError, setImageError] = useState<string | undefined>();

  /** 机型不能为空 / 已存在该机型, comparing with every other model [CAT-4]. */
  function modelNameError(): string | undefined {
    const name = comparableModelName(form.values.modelname);
    if (name === '') return validationMessage('modelNameRequired', language);
    const taken = names.data?.some(
      (other) => other.id !== inverter?.id && comparableModelName(other.modelname) === name,
    );
    return taken ? validationMessage('modelNameExists', language) : undefined;
  }

  const [nameLeft, setNameLeft] = useState(false);
  /** On leaving the model name: its error, if any. */
  function checkModelName() {
    setNameLeft(true);
    form.setErrors((current) => ({ ...current, modelname: modelNameError() }));
  }
  // The other models' names load with the drawer: a name left before they came is checked again
  // once they are there (a quick user's duplicate name went unflagged until the save).
  const namesLoaded = names.data !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the names arrive.
  useEffect(() => {
    if (namesLoaded && nameLeft) checkModelName();
  }, [namesLoaded]);

  /** A refusal the drawer answers itself; a 115/118 off the fields is left to the notice. */
  function refused(error: unknown): boolean {
    if (!(error instanceof ApiError)) {
      notify({ type: 'error', content: t('image.uploadFailed') });
      return true;
    }
    if (error.code === 115 || error.code === 118) return false;
    // Any other answer of the server (the API client has shown it) closes the drawer.
    if (!error.network) onClose();
    return true;
  }

  const save = useFormSubmit({
    form,
    schema: inverterCalls.insertOrEditSystemInverter.request,
    // A refused image (shown by the image field itself) stops the save too.
    moreErrors: () => ({ modelname: modelNameError(), image: imageError }),
    send: (body: InverterSave['body'], callbacks: SaveCallbacks<SystemInverter>) =>
      saving.mutate({ body, image }, callbacks),
    notice: (saved) => t(inverter ? 'saved' : 'added', { name: saved.modelname }),
    onSaved,
    onRefused: refused,
  });

  function submit() {
    // The schema judges every value; an unreadable number stays text for it to refuse.
    save({
      ...inverterPayload(form.values),
      id: inverter?.id,
      version: inverter?.version,
      removeImage: imageRemoved && !image,
    } as InverterSave['body']);
  }

  function chooseImage(file: File | null) {
    setImage(file);
    setImageError(file ? imageFileError(file, language) : undefined);
  }

  const title = inverter
    ? t('drawer.editTitle', { name: inverter.modelname })
    : t(type === 1 ? 'drawer.addGridTitle' : 'drawer.addStorageTitle');
  const close = useGuardedClose(form.dirty || image !== null || imageRemoved, onClose, saving.isPending);
  return (
    <FormDialog
      header={title}
      close={close}
      busy={saving.isPending}
      onSubmit={submit}
      size="max"
      position="top"
    >
      <SpaceBetween size="xl">
        <PvsystImport
          kind="inverter"
          disabled={saving.isPending}
          onRead={(read) => fillForm(form.values, read.inverter, form.change)}
        />
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
          disabled={saving.isPending}
          onFileChange={chooseImage}
          onRemove={() => {
            chooseImage(null);
            setImageRemoved(true);
          }}
        />
        <InverterFields
          values={form.values}
          errors={form.errors}
          disabled={saving.isPending}
          onChange={form.change}
          onModelNameBlur={checkModelName}
          register={form.register}
        />
      </SpaceBetween>
      <LoadingOverlay text={saving.isPending ? t(image ? 'drawer.uploading' : 'drawer.saving') : null} />
    </FormDialog>
  );
}

/** The drawer of `target`; an edit waits for the model's details (a failed load closes it). */
export function InverterDrawer({
  target,
  onClose,
  onSaved,
}: Pick<InverterFormProps, 'onClose' | 'onSaved'> & { target: DrawerTarget }) {
  const { t } = useTranslation('inverter');
  const details = useInverterInfo(target.kind === 'edit' ? target.id : null);
  if (target.kind === 'add')
    return <InverterForm inverter={null} type={target.type} onClose={onClose} onSaved={onSaved} />;
  return (
    <LoadedDetails details={details} loadingText={t('drawer.loading')} onFailed={onClose}>
      {(inverter) => (
        <InverterForm inverter={inverter} type={inverter.invertertype} onClose={onClose} onSaved={onSaved} />
      )}
    </LoadedDetails>
  );
}

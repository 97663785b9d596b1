/** Copying a model under a new model name (000 §2; §5: 逆变器编号不能为空, and the name must be unique). */
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import * as inverterCalls from '@pvd/shared/api/inverter';
import type { SystemInverterRow } from '@pvd/shared/catalogue/system-inverter-view';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../../components/dialog-footer';
import { LoadingOverlay } from '../../../../components/loading-overlay';
import { useLanguage } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notifications';
import { serverFieldErrors, validateForm } from '../../../../lib/validation';
import { useCopyInverter } from '../../api/inverters';

export function CopyInverterModal({ source, onClose }: { source: SystemInverterRow; onClose(): void }) {
  const { t } = useTranslation(['inverter', 'ui']);
  const language = useLanguage();
  const copy = useCopyInverter();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<InputProps.Ref>(null);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const body = { sourceInverterId: source.id, inverterModelName: name };
    const checked = validateForm(inverterCalls.CopySystemInverter.request, body, language);
    setError(checked.errors?.inverterModelName);
    if (!checked.data) return input.current?.focus();
    copy.mutate(body, {
      onSuccess: (copied) => {
        notify({
          type: 'success',
          content: t('copy.done', { source: source.modelname, name: copied.modelname }),
        });
        onClose();
      },
      onError: (failure) => {
        setError(serverFieldErrors(failure)?.inverterModelName);
        input.current?.focus();
      },
    });
  }

  return (
    <Modal
      visible
      onDismiss={() => !copy.isPending && onClose()}
      header={t('copy.title')}
      closeAriaLabel={t('ui:dialog.close')}
      footer={
        <DialogFooter
          busy={copy.isPending}
          onCancel={onClose}
          onConfirm={submit}
          confirmLabel={t('copy.confirm')}
        />
      }
    >
      <form onSubmit={submit} noValidate>
        <SpaceBetween size="m">
          <Box variant="p">{t('copy.question', { name: source.modelname })}</Box>
          <FormField label={t('copy.newName')} errorText={error}>
            <Input
              ref={input}
              value={name}
              autoFocus
              invalid={Boolean(error)}
              disabled={copy.isPending}
              onChange={({ detail }) => {
                setName(detail.value);
                setError(undefined);
              }}
            />
          </FormField>
        </SpaceBetween>
      </form>
      <LoadingOverlay text={copy.isPending ? t('copy.copying') : null} />
    </Modal>
  );
}

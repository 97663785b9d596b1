/** Copying a model under a new model name ([CAT-5]: 逆变器编号不能为空, and the name must be unique). */
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import * as inverterCalls from '@pvd/shared/api/inverter';
import type { SystemInverter, SystemInverterRow } from '@pvd/shared/catalogue/system-inverter-view';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { LoadingOverlay } from '@/components/loading-overlay';
import { useFieldForm } from '@/hooks/use-field-form';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { useGuardedClose } from '@/hooks/use-guarded-close';
import { useCopyInverter } from '../../api/inverters';

interface CopyInverterModalProps {
  source: SystemInverterRow;
  onClose(): void;
  /** The copy was made: the page shows it. */
  onCopied(copy: SystemInverter): void;
}

export function CopyInverterModal({ source, onClose, onCopied }: CopyInverterModalProps) {
  const { t } = useTranslation(['inverter', 'ui']);
  const copy = useCopyInverter();
  const form = useFieldForm(() => ({ inverterModelName: '' }), ['inverterModelName'] as const);

  const save = useFormSubmit({
    form,
    schema: inverterCalls.CopySystemInverter.request,
    send: copy.mutate,
    notice: (copied) => t('copy.done', { source: source.modelname, name: copied.modelname }),
    onSaved: onCopied,
  });

  function submit() {
    save({ sourceInverterId: source.id, inverterModelName: form.values.inverterModelName });
  }

  const close = useGuardedClose(form.dirty, onClose, copy.isPending);
  return (
    <FormDialog
      header={t('copy.title')}
      close={close}
      busy={copy.isPending}
      onSubmit={submit}
      confirmLabel={t('copy.confirm')}
    >
      <SpaceBetween size="m">
        <Box variant="p">{t('copy.question', { name: source.modelname })}</Box>
        <FormField label={t('copy.newName')} errorText={form.errors.inverterModelName}>
          <Input
            ref={form.register('inverterModelName')}
            value={form.values.inverterModelName}
            autoFocus
            invalid={Boolean(form.errors.inverterModelName)}
            disabled={copy.isPending}
            onChange={({ detail }) => form.change('inverterModelName', detail.value)}
          />
        </FormField>
      </SpaceBetween>
      <LoadingOverlay text={copy.isPending ? t('copy.copying') : null} />
    </FormDialog>
  );
}

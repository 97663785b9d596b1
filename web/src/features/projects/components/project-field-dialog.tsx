/**
 * The frame of the list's one-field dialogs (copy asks the new name, share the recipient's
 * e-mail): labelled by its title, the field focused on opening (not the close button the modal
 * would focus first), Enter submits, the field's error under it, and closing with a changed value
 * asks first.
 */
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef } from 'react';
import { FormDialog } from '@/components/form-dialog';
import type { FieldForm } from '@/hooks/use-field-form';
import { useGuardedClose } from '@/hooks/use-guarded-close';

interface ProjectFieldDialogProps<F extends string> {
  title: string;
  /** What the action does, above the field. */
  intro: string;
  field: F;
  label: string;
  form: FieldForm<F>;
  busy: boolean;
  confirmLabel: string;
  inputType?: InputProps['type'];
  autoComplete?: InputProps['autoComplete'];
  onSubmit(): void;
  onClose(): void;
}

export function ProjectFieldDialog<F extends string>(props: ProjectFieldDialogProps<F>) {
  const { form, field, busy } = props;
  const close = useGuardedClose(form.dirty, props.onClose, busy);
  const error = form.errors[field];
  const focused = useRef(false);
  const register = form.register(field);
  const attach = (element: InputProps.Ref | null) => {
    register(element);
    if (!element || focused.current) return;
    focused.current = true;
    // Once the modal's focus lock has focused its first control (the close button).
    setTimeout(() => element.focus(), 0);
  };
  return (
    <FormDialog
      header={props.title}
      close={close}
      busy={busy}
      onSubmit={props.onSubmit}
      confirmLabel={props.confirmLabel}
    >
      <SpaceBetween size="m">
        <Box variant="p">{props.intro}</Box>
        <FormField label={props.label} errorText={error}>
          <Input
            ref={attach}
            type={props.inputType}
            autoComplete={props.autoComplete}
            value={form.values[field]}
            disabled={busy}
            invalid={Boolean(error)}
            onChange={({ detail }) => form.change(field, detail.value)}
          />
        </FormField>
      </SpaceBetween>
    </FormDialog>
  );
}

/**
 * A new password and its confirmation (register, reset, password settings, 000 §5), with the
 * browser's `new-password` autocomplete so a password manager can offer a strong one.
 */
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Ref } from 'react';

interface NewPasswordFieldsProps {
  labels: { password: string; confirm: string; hint: string };
  password: string;
  confirm: string;
  onPasswordChange(value: string): void;
  onConfirmChange(value: string): void;
  errors: { password?: string; confirm?: string };
  passwordRef?: Ref<InputProps.Ref>;
  confirmRef?: Ref<InputProps.Ref>;
  disabled?: boolean;
}

export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { labels, errors, disabled } = props;
  return (
    <SpaceBetween size="m">
      <FormField label={labels.password} constraintText={labels.hint} errorText={errors.password}>
        <Input
          ref={props.passwordRef}
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={props.password}
          onChange={({ detail }) => props.onPasswordChange(detail.value)}
          invalid={Boolean(errors.password)}
          disabled={disabled}
        />
      </FormField>
      <FormField label={labels.confirm} errorText={errors.confirm}>
        <Input
          ref={props.confirmRef}
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          value={props.confirm}
          onChange={({ detail }) => props.onConfirmChange(detail.value)}
          invalid={Boolean(errors.confirm)}
          disabled={disabled}
        />
      </FormField>
    </SpaceBetween>
  );
}

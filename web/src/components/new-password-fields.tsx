/**
 * A new password and its confirmation (register, reset, password settings; they must match [ACC-2]
 * [ACC-8]), with the browser's `new-password` autocomplete so a password manager can offer a strong
 * one. The state lives in {@link useNewPassword}, which also applies the confirmation rule (请确认密码 /
 * 两次输入的密码不一致), so the three forms check it the same way; the errors and the focus are the form's.
 */
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { FieldErrorsState } from '../hooks/use-field-errors';
import { useLanguage } from '../lib/i18n';
import { confirmationError } from '../lib/validation';

/** The two fields in form order (their keys in the form's errors). */
export const NEW_PASSWORD_FIELD_ORDER = ['password', 'confirm'] as const;
type NewPasswordField = (typeof NEW_PASSWORD_FIELD_ORDER)[number];

/** A new password being typed, and its confirmation. */
export interface NewPassword {
  password: string;
  confirm: string;
  setPassword(value: string): void;
  setConfirm(value: string): void;
  /** Something was typed in either field. */
  typed: boolean;
  /** The confirmation rule's error in the site's language (the schema judges the password). */
  confirmError(): string | undefined;
}

/**
 * The state of {@link NewPasswordFields}.
 *
 * @example
 * const newPassword = useNewPassword();
 * useFormSubmit({ …, moreErrors: () => ({ confirm: newPassword.confirmError() }) });
 */
export function useNewPassword(): NewPassword {
  const language = useLanguage();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return {
    password,
    confirm,
    setPassword,
    setConfirm,
    typed: password !== '' || confirm !== '',
    confirmError: () => confirmationError(password, confirm, language),
  };
}

interface NewPasswordFieldsProps {
  labels: { password: string; confirm: string; hint: string };
  /** The state, from {@link useNewPassword}. */
  value: NewPassword;
  /** The form's errors and input refs ({@link useFieldErrors}), keyed `password` and `confirm`. */
  fields: Pick<FieldErrorsState<NewPasswordField>, 'errors' | 'register'>;
  disabled?: boolean;
}

/** The two password inputs, labelled in the form's own words. */
export function NewPasswordFields({ labels, value, fields, disabled }: NewPasswordFieldsProps) {
  const { errors, register } = fields;
  return (
    <SpaceBetween size="m">
      {/* The error takes the hint's place: 'at least 8 characters' twice said nothing more. */}
      <FormField
        label={labels.password}
        constraintText={errors.password ? undefined : labels.hint}
        errorText={errors.password}
      >
        <Input
          ref={register('password')}
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={value.password}
          onChange={({ detail }) => value.setPassword(detail.value)}
          invalid={Boolean(errors.password)}
          disabled={disabled}
        />
      </FormField>
      <FormField label={labels.confirm} errorText={errors.confirm}>
        <Input
          ref={register('confirm')}
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          value={value.confirm}
          onChange={({ detail }) => value.setConfirm(detail.value)}
          invalid={Boolean(errors.confirm)}
          disabled={disabled}
        />
      </FormField>
    </SpaceBetween>
  );
}

/**
 * A new password and its confirmation (register, reset, password settings, 000 §5), with the
 * browser's `new-password` autocomplete so a password manager can offer a strong one. The state
 * lives in {@link useNewPassword}, which also applies the confirmation rule (请确认密码 / 两次输入的
 * 密码不一致), so the three forms check it the same way.
 */
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type RefObject, useRef, useState } from 'react';
import { useLanguage } from '../lib/i18n';
import { confirmationError, type Focusable } from '../lib/validation';

/** The two fields in form order (their keys in the form's errors). */
export const NEW_PASSWORD_FIELD_ORDER = ['password', 'confirm'] as const;

/** A new password being typed, and its confirmation. */
export interface NewPassword {
  password: string;
  confirm: string;
  setPassword(value: string): void;
  setConfirm(value: string): void;
  passwordRef: RefObject<InputProps.Ref | null>;
  confirmRef: RefObject<InputProps.Ref | null>;
  /**
   * Both fields' errors in the site's language: `passwordError` (the schema's verdict on the
   * password) and the confirmation rule's.
   */
  fieldErrors(passwordError: string | undefined): { password?: string; confirm?: string };
  /** The two inputs, to focus the first one in error (keys of {@link NEW_PASSWORD_FIELD_ORDER}). */
  inputs(): Record<(typeof NEW_PASSWORD_FIELD_ORDER)[number], Focusable | null>;
}

/**
 * The state of {@link NewPasswordFields}.
 *
 * @example
 * const newPassword = useNewPassword();
 * const found = newPassword.fieldErrors(checked.errors?.password);
 */
export function useNewPassword(): NewPassword {
  const language = useLanguage();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const passwordRef = useRef<InputProps.Ref>(null);
  const confirmRef = useRef<InputProps.Ref>(null);
  return {
    password,
    confirm,
    setPassword,
    setConfirm,
    passwordRef,
    confirmRef,
    fieldErrors: (passwordError) => ({
      password: passwordError,
      confirm: confirmationError(password, confirm, language),
    }),
    inputs: () => ({ password: passwordRef.current, confirm: confirmRef.current }),
  };
}

interface NewPasswordFieldsProps {
  labels: { password: string; confirm: string; hint: string };
  /** The state, from {@link useNewPassword}. */
  value: NewPassword;
  errors: { password?: string; confirm?: string };
  disabled?: boolean;
}

/** The two password inputs, labelled in the form's own words. */
export function NewPasswordFields({ labels, value, errors, disabled }: NewPasswordFieldsProps) {
  return (
    <SpaceBetween size="m">
      <FormField label={labels.password} constraintText={labels.hint} errorText={errors.password}>
        <Input
          ref={value.passwordRef}
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
          ref={value.confirmRef}
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

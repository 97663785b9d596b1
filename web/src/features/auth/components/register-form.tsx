/**
 * The register form (000 §2, §5): e-mail, password, its confirmation (请确认密码 / 两次输入的
 * 密码不一致) and the time zone, preset to the browser's own offset. A taken e-mail (111) shows
 * the server's message at the e-mail field.
 */
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import type { SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import * as accountCalls from '@pvd/shared/api/account';
import { timezoneOffsetHours } from '@pvd/shared/constants/timezones';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields, useNewPassword } from '../../../components/new-password-fields';
import { TimezoneSelect } from '../../../components/timezone-select';
import { useTimezones } from '../../../hooks/use-timezones';
import { isApiError } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/i18n';
import { type FieldErrors, focusFirstError, serverFieldErrors, validateForm } from '../../../lib/validation';
import { useRegister } from '../api/register';

const fieldOrder = ['email', 'password', 'confirm', 'timeZoneId'] as const;

/** The list's zone whose offset is the browser's now, if any. */
function browserTimezone(codes: readonly string[]): string {
  const offsetHours = -new Date().getTimezoneOffset() / 60;
  return codes.find((code) => timezoneOffsetHours(code) === offsetHours) ?? '';
}

export function RegisterForm({ onRegistered }: { onRegistered(email: string): void }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const register = useRegister();
  const timezones = useTimezones();
  const [email, setEmail] = useState('');
  const newPassword = useNewPassword();
  const [timeZoneId, setTimeZoneId] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const emailRef = useRef<InputProps.Ref>(null);
  const timezoneRef = useRef<SelectProps.Ref>(null);

  useEffect(() => {
    if (timezones.data)
      setTimeZoneId((current) => current || browserTimezone(timezones.data.map((o) => o.value)));
  }, [timezones.data]);

  function show(found: FieldErrors) {
    setErrors(found);
    const inputs = { ...newPassword.inputs(), email: emailRef.current, timeZoneId: timezoneRef.current };
    focusFirstError(fieldOrder, found, inputs);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const { password } = newPassword;
    const result = validateForm(accountCalls.register.request, { email, password, timeZoneId }, language);
    const found: FieldErrors = { ...result.errors, ...newPassword.fieldErrors(result.errors?.password) };
    if (!result.data || found.confirm) return show(found);
    setErrors({});
    const registration = result.data;
    register.mutate(registration, {
      onSuccess: () => onRegistered(registration.email),
      onError: (error) => {
        if (isApiError(error, 111)) show({ email: error.message });
        else if (isApiError(error, 118)) show(serverFieldErrors(error) ?? {});
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <SpaceBetween size="l">
        <FormField label={t('fields.email')} errorText={errors.email}>
          <Input
            ref={emailRef}
            type="email"
            inputMode="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={({ detail }) => setEmail(detail.value)}
            invalid={Boolean(errors.email)}
          />
        </FormField>
        <NewPasswordFields
          labels={{
            password: t('fields.password'),
            confirm: t('fields.confirmPassword'),
            hint: t('fields.passwordHint'),
          }}
          value={newPassword}
          errors={errors}
        />
        <FormField label={t('fields.timezone')} errorText={errors.timeZoneId}>
          <TimezoneSelect
            ref={timezoneRef}
            value={timeZoneId}
            onChange={setTimeZoneId}
            invalid={Boolean(errors.timeZoneId)}
          />
        </FormField>
        <Button
          variant="primary"
          fullWidth
          loading={register.isPending}
          loadingText={t('register.submitting')}
        >
          {t('register.submit')}
        </Button>
      </SpaceBetween>
    </form>
  );
}

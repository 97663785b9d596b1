/**
 * The register form [ACC-2]: e-mail, password, its confirmation (请确认密码 / 两次输入的
 * 密码不一致) and the time zone, preset to the browser's own offset. A taken e-mail (111) shows
 * the server's message at the e-mail field.
 */
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import * as accountCalls from '@pvd/shared/api/account';
import { timezoneOffsetHours } from '@pvd/shared/constants/timezones';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields, useNewPassword } from '@/components/new-password-fields';
import { TimezoneSelect } from '@/components/timezone-select';
import { useFieldErrors } from '@/hooks/use-field-errors';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { useTimezones } from '@/hooks/use-timezones';
import { isApiError } from '@/lib/api-error';
import { useRegister } from '../api/register';

const fieldOrder = ['email', 'password', 'confirm', 'timeZoneId'] as const;

/** The list's zone whose offset is the browser's now, if any. */
function browserTimezone(codes: readonly string[]): string {
  const offsetHours = -new Date().getTimezoneOffset() / 60;
  return codes.find((code) => timezoneOffsetHours(code) === offsetHours) ?? '';
}

export function RegisterForm({ onRegistered }: { onRegistered(email: string): void }) {
  const { t } = useTranslation('auth');
  const registering = useRegister();
  const timezones = useTimezones();
  const [email, setEmail] = useState('');
  const newPassword = useNewPassword();
  const [timeZoneId, setTimeZoneId] = useState('');
  const fields = useFieldErrors(fieldOrder);

  useEffect(() => {
    if (timezones.data)
      setTimeZoneId((current) => current || browserTimezone(timezones.data.map((o) => o.value)));
  }, [timezones.data]);

  const save = useFormSubmit({
    form: fields,
    schema: accountCalls.register.request,
    moreErrors: () => ({ confirm: newPassword.confirmError() }),
    send: registering.mutate,
    onSaved: (_answer, registration) => onRegistered(registration.email.trim()),
    // A taken e-mail (111) is said at the e-mail field.
    onRefused: (error) => {
      if (!isApiError(error, 111)) return false;
      fields.showErrors({ email: error.message });
      return true;
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save({ email, password: newPassword.password, timeZoneId });
  }

  return (
    <form onSubmit={submit} noValidate>
      <SpaceBetween size="l">
        <FormField label={t('fields.email')} errorText={fields.errors.email}>
          <Input
            ref={fields.register('email')}
            type="email"
            inputMode="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={({ detail }) => setEmail(detail.value)}
            invalid={Boolean(fields.errors.email)}
          />
        </FormField>
        <NewPasswordFields
          labels={{
            password: t('fields.password'),
            confirm: t('fields.confirmPassword'),
            hint: t('fields.passwordHint'),
          }}
          value={newPassword}
          fields={fields}
        />
        <FormField label={t('fields.timezone')} errorText={fields.errors.timeZoneId}>
          <TimezoneSelect
            ref={fields.register('timeZoneId')}
            value={timeZoneId}
            onChange={setTimeZoneId}
            invalid={Boolean(fields.errors.timeZoneId)}
          />
        </FormField>
        <Button
          variant="primary"
          fullWidth
          loading={registering.isPending}
          loadingText={t('register.submitting')}
        >
          {t('register.submit')}
        </Button>
      </SpaceBetween>
    </form>
  );
}

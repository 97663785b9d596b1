/**
 * The login form [ACC-4] [ACC-6]: e-mail (trimmed) and password in a real <form> with the
 * autocomplete attributes a password manager needs, remember-password (on by default) and the
 * remembered accounts. Wrong credentials (106) and too many attempts (116) show in the form.
 *
 * Not on `useFormSubmit`: a login saves nothing and has no field errors from the server. Its
 * refusals (106, 107, 116) belong to the whole form, shown as one alert above it and cleared on
 * the next try, and a success navigates away (useLogin) rather than notifying.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import * as accountCalls from '@pvd/shared/api/account';
import { codeMessage, type ResponseCode } from '@pvd/shared/errors/codes';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { useLanguage } from '@/lib/i18n';
import { type FieldErrors, focusFirstError, validateForm } from '@/lib/validation';
import { loginFormCodes, useLogin } from '../api/login';
import { readRememberedAccounts } from '../hooks/use-remembered-accounts';
import { LoginHistory } from './login-history';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const login = useLogin();
  // The last remembered account is the likeliest one to log in again.
  const [email, setEmail] = useState(() => readRememberedAccounts()[0] ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<ResponseCode | null>(null);
  const emailRef = useRef<InputProps.Ref>(null);
  const passwordRef = useRef<InputProps.Ref>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const result = validateForm(accountCalls.login.request, { email, password }, language);
    setErrors(result.errors ?? {});
    if (!result.data) {
      focusFirstError(['email', 'password'], result.errors, {
        email: emailRef.current,
        password: passwordRef.current,
      });
      return;
    }
    setEmail(result.data.email);
    login.mutate(
      { credentials: result.data, remember },
      {
        onError: (error) => {
          if (isApiError(error, ...loginFormCodes)) setRefusal(error.code as ResponseCode);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <SpaceBetween size="l">
        {refusal !== null && (
          <Alert type="error" header={t('login.failedTitle')}>
            {codeMessage(refusal, language)}
          </Alert>
        )}
        <FormField
          label={t('fields.email')}
          errorText={errors.email}
          info={
            <LoginHistory
              onChoose={(chosen) => {
                setEmail(chosen);
                passwordRef.current?.focus();
              }}
            />
          }
        >
          <Input
            ref={emailRef}
            type="email"
            inputMode="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={({ detail }) => setEmail(detail.value)}
            invalid={Boolean(errors.email)}
            disabled={login.isPending}
          />
        </FormField>
        <FormField label={t('fields.password')} errorText={errors.password}>
          <Input
            ref={passwordRef}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={({ detail }) => setPassword(detail.value)}
            invalid={Boolean(errors.password)}
            disabled={login.isPending}
          />
        </FormField>
        <Checkbox
          checked={remember}
          onChange={({ detail }) => setRemember(detail.checked)}
          description={t('login.rememberHint')}
        >
          {t('login.remember')}
        </Checkbox>
        <Button variant="primary" fullWidth loading={login.isPending} loadingText={t('login.submitting')}>
          {t('login.submit')}
        </Button>
      </SpaceBetween>
    </form>
  );
}

/**
 * /resetPwd?l=cn|en&key=… : a new password and its confirmation. The key is checked when the page
 * opens (without consuming it), so a missing, spent or expired key shows a clear state with a link
 * to ask for a new one instead of the form. Success → a notice and /login. A link back to login
 * is always there.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import * as accountCalls from '@pvd/shared/api/account';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  NEW_PASSWORD_FIELD_ORDER,
  NewPasswordFields,
  useNewPassword,
} from '@/components/new-password-fields';
import { PublicFrame } from '@/components/public-frame';
import { RouteLink } from '@/components/route-link';
import { paths } from '@/config/paths';
import { useFieldErrors } from '@/hooks/use-field-errors';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { isApiError } from '@/lib/api-error';
import { useResetKeyAlive, useResetPassword } from '../api/reset-password';
import { useLinkLanguage } from '../hooks/use-link-language';

function InvalidLink() {
  const { t } = useTranslation('auth');
  return (
    <Alert type="error" header={t('resetPassword.invalidTitle')}>
      <SpaceBetween size="s">
        {t('resetPassword.invalidMessage')}
        <RouteLink to={paths.forgotPassword}>{t('resetPassword.requestNew')}</RouteLink>
      </SpaceBetween>
    </Alert>
  );
}

export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [search] = useSearchParams();
  useLinkLanguage(search.get('l'));
  const key = search.get('key');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const newPassword = useNewPassword();
  const fields = useFieldErrors(NEW_PASSWORD_FIELD_ORDER);
  const [refused, setRefused] = useState(!key);
  const alive = useResetKeyAlive(key);
  const linkInvalid = refused || alive.data?.alive === false || alive.isError;

  const save = useFormSubmit({
    form: fields,
    schema: accountCalls.resetPassword.request,
    moreErrors: () => ({ confirm: newPassword.confirmError() }),
    send: reset.mutate,
    notice: () => t('resetPassword.success'),
    onSaved: () => navigate(paths.login, { replace: true }),
    // A 118 on the key (not on the password) means the link is spent or expired.
    onRefused: (error) => {
      if (!isApiError(error, 118)) return false;
      setRefused(true);
      return true;
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    // The page checked the key when it opened: without one the form is not shown at all.
    if (!key) return setRefused(true);
    save({ key, password: newPassword.password });
  }

  return (
    <PublicFrame>
      <Container
        header={<Header variant="h1">{t('resetPassword.title')}</Header>}
        footer={<RouteLink to={paths.login}>{t('common:actions.backToLogin')}</RouteLink>}
      >
        {linkInvalid ? (
          <InvalidLink />
        ) : alive.isPending ? (
          <StatusIndicator type="loading">{t('resetPassword.checking')}</StatusIndicator>
        ) : (
          <form onSubmit={submit} noValidate>
            <SpaceBetween size="l">
              <NewPasswordFields
                labels={{
                  password: t('fields.newPassword'),
                  confirm: t('fields.confirmPassword'),
                  hint: t('fields.passwordHint'),
                }}
                value={newPassword}
                fields={fields}
              />
              <Button
                variant="primary"
                fullWidth
                loading={reset.isPending}
                loadingText={t('resetPassword.submitting')}
              >
                {t('resetPassword.submit')}
              </Button>
            </SpaceBetween>
          </form>
        )}
      </Container>
    </PublicFrame>
  );
}

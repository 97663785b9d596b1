/**
 * /user/settings/password (000 §2 "Password settings"): a new password and its confirmation.
 * The server ends every session of the account, so the user is told and sent to /login.
 */
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import * as accountCalls from '@pvd/shared/api/account';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NEW_PASSWORD_FIELD_ORDER,
  NewPasswordFields,
  useNewPassword,
} from '../../../components/new-password-fields';
import { endSession } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notifications';
import { type FieldErrors, focusFirstError, serverFieldErrors, validateForm } from '../../../lib/validation';
import { useUpdatePassword } from '../api/update-password';

export function PasswordPage() {
  const { t } = useTranslation(['settings', 'common']);
  const language = useLanguage();
  const update = useUpdatePassword();
  const newPassword = useNewPassword();
  const [errors, setErrors] = useState<FieldErrors>({});

  function show(found: FieldErrors) {
    setErrors(found);
    focusFirstError(NEW_PASSWORD_FIELD_ORDER, found, newPassword.inputs());
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const { password } = newPassword;
    const result = validateForm(accountCalls.updatePwd.request, { password }, language);
    const found: FieldErrors = newPassword.fieldErrors(result.errors?.password);
    if (found.password || found.confirm) return show(found);
    update.mutate(password, {
      onSuccess: () => {
        notify({ type: 'success', content: t('password.done') });
        endSession();
      },
      onError: (error) => show(serverFieldErrors(error) ?? {}),
    });
  }

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('password.description')}>
          {t('password.title')}
        </Header>
      }
    >
      <form onSubmit={submit} noValidate>
        <Form
          actions={
            <Button variant="primary" loading={update.isPending}>
              {t('common:actions.save')}
            </Button>
          }
        >
          <Container>
            <NewPasswordFields
              labels={{
                password: t('password.password'),
                confirm: t('password.confirm'),
                hint: t('password.hint'),
              }}
              value={newPassword}
              errors={errors}
            />
          </Container>
        </Form>
      </form>
    </ContentLayout>
  );
}

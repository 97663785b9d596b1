/**
 * /user/settings/password [ACC-8]: a new password and its confirmation.
 * The server ends every session of the account, so the user is told and sent to /login.
 */
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import * as accountCalls from '@pvd/shared/api/account';
import { useTranslation } from 'react-i18next';
import {
  NEW_PASSWORD_FIELD_ORDER,
  NewPasswordFields,
  useNewPassword,
} from '@/components/new-password-fields';
import { SaveForm } from '@/components/save-form';
import { useFieldErrors } from '@/hooks/use-field-errors';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { endSession } from '@/lib/api';
import { useUpdatePassword } from '../api/update-password';

export function PasswordPage() {
  const { t } = useTranslation(['settings', 'common']);
  const update = useUpdatePassword();
  const newPassword = useNewPassword();
  const fields = useFieldErrors(NEW_PASSWORD_FIELD_ORDER);
  const leaving = useUnsavedChangesGuard(newPassword.typed);

  const save = useFormSubmit({
    form: fields,
    schema: accountCalls.updatePwd.request,
    moreErrors: () => ({ confirm: newPassword.confirmError() }),
    send: ({ password }: { password: string }, callbacks) => update.mutate(password, callbacks),
    notice: () => t('password.done'),
    onSaved: () => {
      leaving.allowLeaving();
      endSession();
    },
  });

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('password.description')}>
          {t('password.title')}
        </Header>
      }
    >
      <SaveForm busy={update.isPending} onSave={() => save({ password: newPassword.password })}>
        <NewPasswordFields
          labels={{
            password: t('password.password'),
            confirm: t('password.confirm'),
            hint: t('password.hint'),
          }}
          value={newPassword}
          fields={fields}
        />
      </SaveForm>
      {leaving.guard}
    </ContentLayout>
  );
}

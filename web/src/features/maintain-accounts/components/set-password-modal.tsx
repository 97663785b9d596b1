/** Setting any account's password ([ACC-10]: 'password cannot be empty', at least 8 characters). */
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { UserRow } from '@pvd/shared/api/account';
import * as accountCalls from '@pvd/shared/api/account';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { useFieldForm } from '@/hooks/use-field-form';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { useGuardedClose } from '@/hooks/use-guarded-close';
import { useSetPassword } from '../api/accounts';

interface SetPasswordModalProps {
  account: UserRow;
  onClose(): void;
}

export function SetPasswordModal({ account, onClose }: SetPasswordModalProps) {
  const { t } = useTranslation(['maintain', 'common']);
  const setPassword = useSetPassword();
  const form = useFieldForm(() => ({ password: '' }), ['password'] as const);

  const save = useFormSubmit({
    form,
    schema: accountCalls.setPasswordByMaintain.request,
    send: setPassword.mutate,
    notice: () => t('accounts.passwordSet', { email: account.loginemail }),
    onSaved: onClose,
  });

  function submit() {
    save({ accountId: account.id, password: form.values.password });
  }

  const close = useGuardedClose(form.dirty, onClose);
  return (
    <FormDialog
      header={t('accounts.setPasswordTitle')}
      close={close}
      busy={setPassword.isPending}
      onSubmit={submit}
      cancelWhileBusy
    >
      <SpaceBetween size="m">
        <Box>{t('accounts.setPasswordFor', { email: account.loginemail })}</Box>
        <FormField label={t('accounts.newPassword')} errorText={form.errors.password}>
          <Input
            ref={form.register('password')}
            type="password"
            autoComplete="new-password"
            value={form.values.password}
            onChange={({ detail }) => form.change('password', detail.value)}
            invalid={Boolean(form.errors.password)}
            autoFocus
          />
        </FormField>
      </SpaceBetween>
    </FormDialog>
  );
}

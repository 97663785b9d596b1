/** Setting any account's password (000 §2, §5: 'password cannot be empty', at least 8 characters). */
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { UserRow } from '@pvd/shared/api/account';
import * as accountCalls from '@pvd/shared/api/account';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../components/dialog-footer';
import { useGuardedClose } from '../../../hooks/use-guarded-close';
import { useLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notifications';
import { serverFieldErrors, validateForm } from '../../../lib/validation';
import { useSetPassword } from '../api/accounts';

interface SetPasswordModalProps {
  account: UserRow;
  onClose(): void;
}

export function SetPasswordModal({ account, onClose }: SetPasswordModalProps) {
  const { t } = useTranslation(['maintain', 'common']);
  const language = useLanguage();
  const setPassword = useSetPassword();
  const [password, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<InputProps.Ref>(null);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const result = validateForm(
      accountCalls.setPasswordByMaintain.request,
      { accountId: account.id, password },
      language,
    );
    setError(result.errors?.password);
    if (!result.data) return input.current?.focus();
    setPassword.mutate(result.data, {
      onSuccess: () => {
        notify({ type: 'success', content: t('accounts.passwordSet', { email: account.loginemail }) });
        onClose();
      },
      onError: (failure) => setError(serverFieldErrors(failure)?.password),
    });
  }

  const close = useGuardedClose(password !== '', onClose);
  return (
    <Modal
      visible
      onDismiss={close.requestClose}
      header={t('accounts.setPasswordTitle')}
      closeAriaLabel={t('common:actions.close')}
      footer={
        <DialogFooter
          busy={setPassword.isPending}
          onCancel={close.requestClose}
          onConfirm={submit}
          cancelWhileBusy
        />
      }
    >
      <form onSubmit={submit} noValidate>
        <SpaceBetween size="m">
          <Box>{t('accounts.setPasswordFor', { email: account.loginemail })}</Box>
          <FormField label={t('accounts.newPassword')} errorText={error}>
            <Input
              ref={input}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={({ detail }) => setValue(detail.value)}
              invalid={Boolean(error)}
              autoFocus
            />
          </FormField>
        </SpaceBetween>
      </form>
      {close.guard}
    </Modal>
  );
}

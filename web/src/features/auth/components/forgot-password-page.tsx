/**
 * /forgetPwd [ACC-7]: e-mail, get-password and back-to-login buttons; on
 * success a dialog names the e-mail (the server answers alike for unknown e-mails).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import * as accountCalls from '@pvd/shared/api/account';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/modal';
import { PublicFrame } from '@/components/public-frame';
import { paths } from '@/config/paths';
import { useFieldForm } from '@/hooks/use-field-form';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const form = useFieldForm(() => ({ email: '' }), ['email'] as const);
  const [sentTo, setSentTo] = useState<string | null>(null);

  // No notice: the dialog names the address the link went to.
  const save = useFormSubmit({
    form,
    schema: accountCalls.forGetPassword.request,
    send: ({ email }: { email: string }, callbacks) => forgot.mutate(email.trim(), callbacks),
    onSaved: (_answer, { email }) => setSentTo(email.trim()),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save(form.values);
  }

  const toLogin = () => navigate(paths.login);
  return (
    <PublicFrame>
      <Container
        header={
          <Header variant="h1" description={t('forgotPassword.description')}>
            {t('forgotPassword.title')}
          </Header>
        }
      >
        <form onSubmit={submit} noValidate>
          <SpaceBetween size="l">
            <FormField label={t('fields.email')} errorText={form.errors.email}>
              <Input
                ref={form.register('email')}
                type="email"
                inputMode="email"
                name="email"
                autoComplete="username"
                value={form.values.email}
                onChange={({ detail }) => form.change('email', detail.value)}
                invalid={Boolean(form.errors.email)}
              />
            </FormField>
            <Button
              variant="primary"
              fullWidth
              loading={forgot.isPending}
              loadingText={t('forgotPassword.submitting')}
            >
              {t('forgotPassword.submit')}
            </Button>
            <Button fullWidth formAction="none" onClick={toLogin}>
              {t('common:actions.backToLogin')}
            </Button>
          </SpaceBetween>
        </form>
      </Container>
      <Modal
        visible={sentTo !== null}
        onDismiss={() => setSentTo(null)}
        header={t('forgotPassword.sentTitle')}
        closeAriaLabel={t('common:actions.close')}
        footer={
          <Box float="right">
            <Button variant="primary" onClick={toLogin}>
              {t('common:actions.backToLogin')}
            </Button>
          </Box>
        }
      >
        {t('forgotPassword.sentMessage', { email: sentTo ?? '' })}
      </Modal>
    </PublicFrame>
  );
}

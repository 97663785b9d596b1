/** /register [ACC-2]; on success an alert titled 注册成功 names the e-mail. */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PublicFrame } from '@/components/public-frame';
import { RouteLink } from '@/components/route-link';
import { paths } from '@/config/paths';
import { RegisterForm } from './register-form';

export function RegisterPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [registered, setRegistered] = useState<string | null>(null);
  return (
    <PublicFrame>
      <Container header={<Header variant="h1">{t('register.title')}</Header>}>
        {registered ? (
          <SpaceBetween size="l">
            <Alert type="success" header={t('register.successTitle')}>
              {t('register.successMessage', { email: registered })}
            </Alert>
            <Button variant="primary" fullWidth onClick={() => navigate(paths.login)}>
              {t('common:actions.goToLogin')}
            </Button>
          </SpaceBetween>
        ) : (
          <SpaceBetween size="l">
            <RegisterForm onRegistered={setRegistered} />
            <Box textAlign="center" color="text-body-secondary">
              {t('register.haveAccount')}{' '}
              <RouteLink to={paths.login}>{t('common:actions.backToLogin')}</RouteLink>
            </Box>
          </SpaceBetween>
        )}
      </Container>
    </PublicFrame>
  );
}

/** /login [ACC-4] [ACC-6]. */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { PublicFrame } from '@/components/public-frame';
import { RouteLink } from '@/components/route-link';
import { paths } from '@/config/paths';
import { ExternalLinks } from './external-links';
import { LoginForm } from './login-form';

export function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <PublicFrame footer={<ExternalLinks />}>
      <Container
        header={
          <Header variant="h1" description={t('login.subtitle')}>
            {t('login.title')}
          </Header>
        }
      >
        <SpaceBetween size="l">
          <LoginForm />
          <Box textAlign="center">
            <SpaceBetween size="xs">
              <RouteLink to={paths.forgotPassword}>{t('login.forgotPassword')}</RouteLink>
              <Box color="text-body-secondary">
                {t('login.noAccount')} <RouteLink to={paths.register}>{t('login.register')}</RouteLink>
              </Box>
            </SpaceBetween>
          </Box>
        </SpaceBetween>
      </Container>
    </PublicFrame>
  );
}

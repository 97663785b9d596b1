/**
 * /activation?l=cn|en&key=… [ACC-3]: `l` sets the language; without both
 * parameters the link is dead and nothing is called; otherwise accountActivation runs once and
 * the page shows success (with go-to-login) or failure.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PublicFrame } from '@/components/public-frame';
import { paths } from '@/config/paths';
import { languageFromLinkParameter } from '@/lib/language';
import { useActivation } from '../api/activation';
import { useLinkLanguage } from '../hooks/use-link-language';

function Outcome({ linkLive, status }: { linkLive: boolean; status: 'pending' | 'success' | 'error' }) {
  const { t } = useTranslation(['auth', 'common']);
  if (!linkLive) {
    return (
      <Alert type="warning" header={t('activation.deadTitle')}>
        {t('activation.deadMessage')}
      </Alert>
    );
  }
  if (status === 'pending')
    return <StatusIndicator type="loading">{t('activation.activating')}</StatusIndicator>;
  return status === 'success' ? (
    <Alert type="success" header={t('activation.successTitle')}>
      {t('activation.successMessage')}
    </Alert>
  ) : (
    <Alert type="error" header={t('activation.failedTitle')}>
      {t('activation.failedMessage')}
    </Alert>
  );
}

export function ActivationPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const linkLanguage = search.get('l');
  useLinkLanguage(linkLanguage);
  const key = search.get('key');
  const linkLive = Boolean(key) && languageFromLinkParameter(linkLanguage) !== undefined;
  const activation = useActivation(linkLive ? key : null);
  return (
    <PublicFrame>
      <Container header={<Header variant="h1">{t('activation.title')}</Header>}>
        <SpaceBetween size="l">
          <Outcome linkLive={linkLive} status={activation.status} />
          {(!linkLive || activation.status !== 'pending') && (
            <Button variant="primary" fullWidth onClick={() => navigate(paths.login)}>
              {t('common:actions.goToLogin')}
            </Button>
          )}
        </SpaceBetween>
      </Container>
    </PublicFrame>
  );
}

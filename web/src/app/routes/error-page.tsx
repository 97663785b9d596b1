/** The 401 and 404 pages [NAV-1]: the code, the message and a home button per role. */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PublicFrame } from '../../components/public-frame';
import { homePathFor } from '../../config/paths';
import { readSession } from '../../lib/session';

interface ErrorPageProps {
  code: string;
  message: string;
}

export function ErrorPage({ code, message }: ErrorPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PublicFrame>
      <Container>
        <SpaceBetween size="l" alignItems="center">
          <Box variant="h1" fontSize="display-l" color="text-status-warning" padding="n">
            {code}
          </Box>
          <Box variant="p" textAlign="center">
            {message}
          </Box>
          <Button variant="primary" onClick={() => navigate(homePathFor(readSession()?.role))}>
            {t('actions.home')}
          </Button>
        </SpaceBetween>
      </Container>
    </PublicFrame>
  );
}

/**
 * A page whose feature arrives with a later issue: its title and an empty state that says what
 * the page is for. Each feature folder replaces its own placeholder.
 */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PlaceholderPageProps {
  title: string;
  description: string;
  /** Shown above the empty state (e.g. an alert). */
  notice?: ReactNode;
}

export function PlaceholderPage({ title, description, notice }: PlaceholderPageProps) {
  const { t } = useTranslation(['common', 'pages']);
  return (
    <ContentLayout header={<Header variant="h1">{title}</Header>}>
      <Container>
        {notice}
        <Box textAlign="center" color="inherit" padding={{ vertical: 'xxl' }}>
          <Box variant="h2" fontSize="heading-m" padding={{ bottom: 'xs' }}>
            {t('pages:placeholder.noDataYet')}
          </Box>
          <Box variant="p" color="text-body-secondary">
            {description}
          </Box>
        </Box>
      </Container>
    </ContentLayout>
  );
}

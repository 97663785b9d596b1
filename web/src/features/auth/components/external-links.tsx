/** The login page's links to the provider's other sites [NAV-6]. */
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { type ExternalLinkName, externalLinks } from '@/config/external-links';

const order: readonly ExternalLinkName[] = ['cloud', 'corporate', 'legacyDesignTool'];

export function ExternalLinks() {
  const { t } = useTranslation('auth');
  return (
    <nav aria-label={t('login.externalLinks')}>
      <Box textAlign="center">
        <SpaceBetween direction="horizontal" size="l">
          {order.map((name) => (
            <Link key={name} href={externalLinks[name]} external variant="secondary" fontSize="body-s">
              {t(`login.links.${name}`)}
            </Link>
          ))}
        </SpaceBetween>
      </Box>
    </nav>
  );
}

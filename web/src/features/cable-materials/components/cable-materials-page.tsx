/** /user/cablematerial/view: the user's cable materials; an empty state until the feature arrives. */
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function CableMaterialsPage() {
  const { t } = useTranslation(['common', 'layout', 'pages']);
  return (
    <PlaceholderPage
      title={t('layout:pages.cableMaterials')}
      description={t('pages:cableMaterials.description')}
    />
  );
}

/** /user/component/list: the user's custom panels; an empty state until the feature arrives. */
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function CustomPanelsPage() {
  const { t } = useTranslation(['common', 'layout', 'pages']);
  return (
    <PlaceholderPage
      title={t('layout:pages.customPanels')}
      description={t('pages:customPanels.description')}
    />
  );
}

/** /user/project/list: the project list (second document); an empty state until it arrives. */
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function ProjectListPage() {
  const { t } = useTranslation(['common', 'layout', 'pages']);
  return (
    <PlaceholderPage title={t('layout:pages.projectList')} description={t('pages:projectList.description')} />
  );
}

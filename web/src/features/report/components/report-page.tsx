/** /code/exportProReportComponent: the report page; an empty state until the report arrives. */
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function ReportPage() {
  const { t } = useTranslation(['common', 'layout', 'pages']);
  return <PlaceholderPage title={t('layout:pages.report')} description={t('pages:report.description')} />;
}

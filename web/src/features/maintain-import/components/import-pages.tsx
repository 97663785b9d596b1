/** The four catalogue pages of the maintain role; empty states until the imports arrive. */
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

function ImportPanelPage() {
  const { t } = useTranslation(['common', 'layout', 'pages']);
  return (
    <PlaceholderPage title={t('layout:pages.importPanel')} description={t('pages:importPanel.description')} />
  );
}

function ImportInverterPage() {
  const { t } = useTranslation(['common', 'layout', 'pages']);
  return (
    <PlaceholderPage
      title={t('layout:pages.importInverter')}
      description={t('pages:importInverter.description')}
    />
  );
}

function ImportBatteryPage() {
  const { t } = useTranslation(['common', 'layout', 'pages']);
  return (
    <PlaceholderPage
      title={t('layout:pages.importBattery')}
      description={t('pages:importBattery.description')}
    />
  );
}

function CommonBatteryPage() {
  const { t } = useTranslation(['common', 'layout', 'pages']);
  return (
    <PlaceholderPage
      title={t('layout:pages.importCommonBattery')}
      description={t('pages:importCommonBattery.description')}
    />
  );
}

export const importPages = {
  panel: ImportPanelPage,
  inverter: ImportInverterPage,
  battery: ImportBatteryPage,
  commonBattery: CommonBatteryPage,
} as const;

/** The detail dialog of a system panel: every field with its unit. */
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import type { PanelInfo } from '@pvd/shared/catalogue/panel';
import { useTranslation } from 'react-i18next';
import { DetailsModal } from '@/components/details-modal';
import { PANEL_FIELD_ORDER, temperatureUnitLabel } from '@/components/panel-form/panel-values';
import { useDateTime } from '@/hooks/use-account-info';
import { useSystemPanel } from '../../api/system-panels';

function Details({ panel }: { panel: PanelInfo }) {
  const { t } = useTranslation(['panel', 'catalogue']);
  const dateTime = useDateTime();
  const items = PANEL_FIELD_ORDER.map((field) => ({
    label: t(`fields.${field}`),
    value: panel[field] === undefined ? '-' : temperatureUnitLabel(String(panel[field])),
  }));
  items.splice(4, 0, { label: t('fields.componentarea'), value: panel.componentarea.toFixed(2) });
  items.push({ label: t('catalogue:panels.created'), value: dateTime(panel.createtime) });
  return <KeyValuePairs columns={3} items={items} />;
}

export function SystemPanelViewModal({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation('catalogue');
  return (
    <DetailsModal
      details={useSystemPanel(id)}
      size="large"
      title={(panel) => t('panels.viewTitle', { name: panel.componentmodelname })}
      loadingTitle={t('panels.viewTitleLoading')}
      loadingText={t('panels.loadingOne')}
      failedText={t('panels.loadFailed')}
      onClose={onClose}
    >
      {(panel) => <Details panel={panel} />}
    </DetailsModal>
  );
}

/** The detail dialog of a system panel (000 §2 "view"): every field with its unit. */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { PanelInfo } from '@pvd/shared/catalogue/panel';
import { useTranslation } from 'react-i18next';
import { PANEL_FIELD_ORDER, temperatureUnitLabel } from '../../../../components/panel-form/panel-values';
import { formatDateTime } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { useSystemPanel } from '../../api/system-panels';

function Details({ panel }: { panel: PanelInfo }) {
  const { t } = useTranslation(['panel', 'catalogue']);
  const language = useLanguage();
  const items = PANEL_FIELD_ORDER.map((field) => ({
    label: t(`fields.${field}`),
    value: panel[field] === undefined ? '-' : temperatureUnitLabel(String(panel[field])),
  }));
  items.splice(4, 0, { label: t('fields.componentarea'), value: panel.componentarea.toFixed(2) });
  items.push({ label: t('catalogue:panels.created'), value: formatDateTime(panel.createtime, language) });
  return <KeyValuePairs columns={3} items={items} />;
}

export function SystemPanelViewModal({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation(['catalogue', 'ui']);
  const info = useSystemPanel(id);
  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={
        info.data
          ? t('panels.viewTitle', { name: info.data.componentmodelname })
          : t('panels.viewTitleLoading')
      }
      closeAriaLabel={t('ui:dialog.close')}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onClose}>
            {t('ui:dialog.close')}
          </Button>
        </Box>
      }
    >
      {info.data ? (
        <Details panel={info.data} />
      ) : (
        <StatusIndicator type={info.isError ? 'error' : 'loading'}>
          {info.isError ? t('panels.loadFailed') : t('panels.loadingOne')}
        </StatusIndicator>
      )}
    </Modal>
  );
}

/** The detail dialog of a system inverter (000 §2 "per-row view"): every field by section, with units, and the image. */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { SystemInverter } from '@pvd/shared/catalogue/system-inverter-view';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import type { Language } from '../../../../lib/language';
import { useInverterInfo } from '../../api/inverters';
import { INVERTER_SECTIONS, type InverterField } from './inverter-values';
import './inverters.css';

function shownValue(inverter: SystemInverter, field: InverterField, t: TFunction<'inverter'>): string {
  const value = inverter[field];
  if (field === 'invertertype') return t(`types.${inverter.invertertype}`);
  if (field === 'mainsvoltype') return t(`voltageTypes.${inverter.mainsvoltype}`);
  if (field === 'us' || field === 'isneedallaccess') return t(value === '1' ? 'yes' : 'no');
  return value === '' || value === undefined ? '-' : String(value);
}

function Details({ inverter, language }: { inverter: SystemInverter; language: Language }) {
  const { t } = useTranslation('inverter');
  return (
    <SpaceBetween size="l">
      <div className="pvd-inverter-image">
        {inverter.img ? (
          <img src={inverter.img} alt={t('image.preview')} className="pvd-inverter-image__img" />
        ) : (
          <Box color="text-body-secondary">{t('image.none')}</Box>
        )}
      </div>
      {INVERTER_SECTIONS.map((section) => (
        <SpaceBetween key={section.id} size="s">
          <Box variant="h3">{t(`sections.${section.id}`)}</Box>
          <KeyValuePairs
            columns={4}
            items={section.fields.map((spec) => ({
              label: t(`fields.${spec.name}`),
              value: shownValue(inverter, spec.name, t),
            }))}
          />
        </SpaceBetween>
      ))}
      <KeyValuePairs
        columns={4}
        items={[
          { label: t('columns.created'), value: formatDateTime(inverter.createtime, language) },
          { label: t('columns.modified'), value: formatDateTime(inverter.lastmodifytime, language) },
        ]}
      />
    </SpaceBetween>
  );
}

export function InverterViewModal({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation(['inverter', 'ui']);
  const language = useLanguage();
  const info = useInverterInfo(id);
  return (
    <Modal
      visible
      size="x-large"
      onDismiss={onClose}
      header={info.data ? t('view.title', { name: info.data.modelname }) : t('view.titleLoading')}
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
        <Details inverter={info.data} language={language} />
      ) : (
        <StatusIndicator type={info.isError ? 'error' : 'loading'}>
          {info.isError ? t('view.loadFailed') : t('drawer.loading')}
        </StatusIndicator>
      )}
    </Modal>
  );
}

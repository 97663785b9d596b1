/** The detail dialog of a system inverter (000 §2 "per-row view"): every field by section, with units, and the image. */
import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { SystemInverter } from '@pvd/shared/catalogue/system-inverter-view';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DetailsModal } from '@/components/details-modal';
import { ImagePreview } from '@/components/image-field';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { useInverterInfo } from '../../api/inverters';
import { INVERTER_SECTIONS, type InverterField } from './inverter-values';

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
      <ImagePreview url={inverter.img} alt={t('image.preview')} noneText={t('image.none')} />
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
  const { t } = useTranslation('inverter');
  const language = useLanguage();
  return (
    <DetailsModal
      details={useInverterInfo(id)}
      size="x-large"
      title={(inverter) => t('view.title', { name: inverter.modelname })}
      loadingTitle={t('view.titleLoading')}
      loadingText={t('drawer.loading')}
      failedText={t('view.loadFailed')}
      onClose={onClose}
    >
      {(inverter) => <Details inverter={inverter} language={language} />}
    </DetailsModal>
  );
}

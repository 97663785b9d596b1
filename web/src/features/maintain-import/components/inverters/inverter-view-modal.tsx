/** The detail dialog of a system inverter: every field by section, with units, and the image. */
import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { SystemInverter } from '@pvd/shared/catalogue/system-inverter-view';
import { useTranslation } from 'react-i18next';
import { DetailsModal } from '@/components/details-modal';
import { ImagePreview } from '@/components/image-field';
import { useDateTime } from '@/hooks/use-account-info';
import { inverterFieldText } from '@/lib/inverter-text';
import { useInverterInfo } from '../../api/inverters';
import { INVERTER_SECTIONS } from './inverter-values';

function Details({ inverter }: { inverter: SystemInverter }) {
  const { t } = useTranslation('inverter');
  const dateTime = useDateTime();
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
              value: inverterFieldText(inverter, spec.name, t),
            }))}
          />
        </SpaceBetween>
      ))}
      <KeyValuePairs
        columns={4}
        items={[
          { label: t('columns.created'), value: dateTime(inverter.createtime) },
          { label: t('columns.modified'), value: dateTime(inverter.lastmodifytime) },
        ]}
      />
    </SpaceBetween>
  );
}

export function InverterViewModal({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation('inverter');
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
      {(inverter) => <Details inverter={inverter} />}
    </DetailsModal>
  );
}

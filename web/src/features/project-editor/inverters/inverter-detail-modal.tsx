/** The detail dialog of an inverter model: its name, image and technical parameters. */
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { SystemInverter } from '@pvd/shared/catalogue/system-inverter-view';
import type { InverterSnapshot } from '@pvd/shared/project/record/snapshots';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DetailsModal } from '@/components/details-modal';
import { ImagePreview } from '@/components/image-field';
import { inverterFieldText } from '@/lib/inverter-text';
import { useInverterModel } from './inverter-api';

/** The parameters shown, in the catalogue's order (labels from the inverter namespace). */
const FIELDS = [
  'series',
  'mainsvoltype',
  'ratedacoutputpower',
  'maxacpower',
  'maxdcpower',
  'maxdcvoltage',
  'mppvoltagerangemin',
  'mppvoltagerangemax',
  'mpptcount',
  'mppnumberofstrings',
  'maxdccurrent',
  'maxmppt',
  'nominalgridvoltage',
  'nominalgridfrequency',
  'maxeffec',
  'europeeffec',
  'isneedallaccess',
  'vendor',
] as const satisfies readonly (keyof SystemInverter)[];

interface InverterDetailModalProps {
  id: string;
  /** The project's copy of the model: shown (without image) when the catalogue has lost it. */
  copy?: InverterSnapshot;
  onClose(): void;
}

export function InverterDetailModal({ id, copy, onClose }: InverterDetailModalProps) {
  const { t } = useTranslation('editorStrings');
  const { t: tInverter } = useTranslation('inverter');
  const query = useInverterModel(id);
  const details =
    query.isError && copy
      ? ({ ...query, data: { ...copy, img: null } } as UseQueryResult<SystemInverter>)
      : query;
  return (
    <DetailsModal
      details={details}
      size="large"
      title={(model) => model.modelname}
      loadingTitle={t('inverters.detail.loadingTitle')}
      loadingText={t('inverters.detail.loading')}
      failedText={t('inverters.detail.failed')}
      onClose={onClose}
    >
      {(model) => (
        <SpaceBetween size="l">
          <ImagePreview
            url={model.img}
            alt={t('inverters.detail.image', { name: model.modelname })}
            noneText={t('inverters.detail.noImage')}
          />
          <KeyValuePairs
            columns={3}
            items={FIELDS.map((field) => ({
              label: tInverter(`fields.${field}`),
              value: inverterFieldText(model, field, tInverter),
            }))}
          />
        </SpaceBetween>
      )}
    </DetailsModal>
  );
}

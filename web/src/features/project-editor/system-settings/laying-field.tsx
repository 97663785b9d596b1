/**
 * How a cable is laid [STR-9], in little room: a button naming the laying ("XLPE · C · ×1") that
 * opens a popover with the insulation, the IEC 60364-5-52 installation method and the circuits
 * laid together. An entry that names none shows DEFAULT_CABLE_LAYING; the ambient temperature is
 * the site's highest, said under the choices.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Popover from '@cloudscape-design/components/popover';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  CABLE_INSULATIONS,
  type CableInsulation,
  INSTALLATION_METHODS,
  type InstallationMethod,
  MAX_GROUPED_CIRCUITS,
} from '@pvd/shared/electrical/cable-ampacity-tables';
import { cableLayingOf } from '@pvd/shared/electrical/cable-sizing';
import type { CableLayingFields } from '@pvd/shared/electrical/types';
import { useTranslation } from 'react-i18next';
import { DebouncedNumber } from '@/components/debounced-number';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';

interface LayingFieldProps {
  /** The MPPT of a DC cable; absent for the AC cable. */
  mpptNo?: string;
  entry: CableLayingFields | undefined;
  /** The site's highest temperature, the cable's ambient. [°C] */
  siteMaxC: number;
  onChange(patch: CableLayingFields): void;
}

export function LayingField({ mpptNo, entry, siteMaxC, onChange }: LayingFieldProps) {
  const { t } = useTranslation('editorStrings');
  const language = useLanguage();
  const laying = cableLayingOf(entry ?? {}, siteMaxC);
  const parts = { insulation: laying.insulation, method: laying.method, circuits: laying.groupedCircuits };
  const methodOption = (method: InstallationMethod) => ({
    value: method,
    label: t(`laying.methods.${method}`),
  });
  return (
    <Popover
      triggerType="custom"
      size="large"
      position="bottom"
      header={mpptNo ? t('laying.title', { cable: mpptNo }) : t('laying.titleAc')}
      dismissAriaLabel={t('inverters.chooser.close')}
      content={
        <SpaceBetween size="m">
          <FormField label={t('laying.insulation')}>
            <RadioGroup
              value={laying.insulation}
              items={CABLE_INSULATIONS.map((insulation) => ({
                value: insulation,
                label: t(`laying.insulations.${insulation}`),
              }))}
              onChange={({ detail }) => onChange({ cableInsulation: detail.value as CableInsulation })}
            />
          </FormField>
          <FormField label={t('laying.method')}>
            <Select
              expandToViewport
              selectedOption={methodOption(laying.method)}
              options={INSTALLATION_METHODS.map(methodOption)}
              onChange={({ detail }) =>
                onChange({ cableInstallationMethod: detail.selectedOption.value as InstallationMethod })
              }
            />
          </FormField>
          <FormField label={t('laying.circuits')} constraintText={t('laying.circuitsHint')}>
            <DebouncedNumber
              value={laying.groupedCircuits}
              ariaLabel={t('laying.circuits')}
              min={1}
              max={MAX_GROUPED_CIRCUITS}
              onCommit={(circuits) => onChange({ cableGroupedCircuits: circuits })}
            />
          </FormField>
          <Box variant="small" color="text-body-secondary">
            {t('laying.ambient', { temperature: formatNumber(siteMaxC, language, 1) })}
          </Box>
        </SpaceBetween>
      }
    >
      <Button
        variant="inline-link"
        ariaLabel={
          mpptNo
            ? t('laying.buttonOf', { cable: mpptNo, summary: t('laying.summary', parts) })
            : t('laying.buttonOfAc', { summary: t('laying.summary', parts) })
        }
      >
        {t('laying.summary', parts)}
      </Button>
    </Popover>
  );
}

import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { LayingMethod } from '@pvd/shared/layout/types';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../../../lib/format-number';
import { useLanguage } from '../../../../../../lib/i18n';
import type { FieldErrors } from '../../../../../../lib/validation';
import { AngleField } from '../angle-field';
import { PanelField } from '../panel-field';
import { AngleSteps } from './angle-steps';
import { LAYING_METHOD_VALUES, type RoofValues, SPACING_STEP_M } from './roof-values';

type Best = { data?: number; isLoading: boolean; isError: boolean };

interface RoofFormProps {
  values: RoofValues;
  change(patch: Partial<RoofValues>): void;
  /** The default row spacing for the values, null before a panel is chosen. [m] */
  defaultSpacing: number | null;
  panelCount: number;
  /** The count waits for the 800 ms redraw. */
  pending: boolean;
  errors: FieldErrors | null;
  best: { tilt: Best; azimuth: Best };
  onChoosePanel(): void;
  onRadiation(): void;
}

export function RoofForm(props: RoofFormProps) {
  const { values, change, defaultSpacing, errors, best } = props;
  const { t } = useTranslation('editorRoof');
  const language = useLanguage();
  const spacingText = values.spacingEdited
    ? values.rowSpacing
    : defaultSpacing === null
      ? ''
      : String(defaultSpacing);
  const methodOption = (method: LayingMethod) => ({
    value: String(method),
    label: t(`form.methods.${method}`),
  });

  return (
    <SpaceBetween size="m">
      <FormField label={t('form.name')} errorText={errors?.name}>
        <Input value={values.name} onChange={({ detail }) => change({ name: detail.value })} />
      </FormField>
      <PanelField panel={values.panel} errorText={errors?.panel} onChoose={props.onChoosePanel} />
      <FormField label={t('form.layingMethod')}>
        <Select
          selectedOption={methodOption(values.layingMethod)}
          options={LAYING_METHOD_VALUES.map(methodOption)}
          onChange={({ detail }) =>
            change({ layingMethod: Number(detail.selectedOption.value) as LayingMethod })
          }
        />
      </FormField>
      <FormField
        label={t('form.rowSpacing')}
        description={
          defaultSpacing === null
            ? t('form.rowSpacingNoPanel')
            : t('form.rowSpacingDefault', { value: formatNumber(defaultSpacing, language, 1) })
        }
        errorText={errors?.rowSpacing}
        secondaryControl={
          values.spacingEdited && defaultSpacing !== null ? (
            <Button
              formAction="none"
              variant="inline-link"
              onClick={() => change({ spacingEdited: false, rowSpacing: '' })}
            >
              {t('form.resetSpacing')}
            </Button>
          ) : undefined
        }
      >
        <Input
          type="number"
          inputMode="decimal"
          step={SPACING_STEP_M}
          value={spacingText}
          invalid={Boolean(errors?.rowSpacing)}
          onChange={({ detail }) => change({ rowSpacing: detail.value, spacingEdited: true })}
        />
      </FormField>
      <FormField
        label={t('form.count')}
        description={props.pending ? t('plan.redrawing') : t('form.countHint')}
        errorText={errors?.count ?? errors?.drawing}
      >
        <Input type="number" value={String(props.panelCount)} readOnly />
      </FormField>
      <AngleField
        kind="tilt"
        value={values.tilt}
        onChange={(tilt) => change({ tilt })}
        errorText={errors?.tilt}
        secondaryControl={
          <AngleSteps
            kind="tilt"
            value={values.tilt}
            best={best.tilt}
            onChange={(tilt) => change({ tilt })}
          />
        }
      />
      <AngleField
        kind="azimuth"
        value={values.azimuth}
        onChange={(azimuth) => change({ azimuth })}
        errorText={errors?.azimuth}
        secondaryControl={
          <AngleSteps
            kind="azimuth"
            value={values.azimuth}
            best={best.azimuth}
            onChange={(azimuth) => change({ azimuth })}
          />
        }
      />
      <Button formAction="none" iconName="status-info" onClick={props.onRadiation}>
        {t('form.radiation')}
      </Button>
    </SpaceBetween>
  );
}

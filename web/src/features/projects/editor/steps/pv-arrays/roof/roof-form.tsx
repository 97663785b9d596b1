/**
 * The drawer's array fields (001 §2), in three memoised parts so that a panel removed on the plan
 * re-renders only the count: the array's name, panel, laying method and row spacing; the panel
 * count (read only); and the inclination and azimuth with their steps and the radiation view.
 */
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { validationMessage } from '@pvd/shared/errors/validation';
import type { LayingMethod } from '@pvd/shared/layout/types';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../../../lib/format-number';
import { useLanguage } from '../../../../../../lib/i18n';
import type { Store } from '../../../../../../lib/store';
import type { FieldErrors } from '../../../../../../lib/validation';
import { AngleField, type AngleKind } from '../angle-field';
import { PanelField } from '../panel-field';
import { AngleSteps } from './angle-steps';
import { LAYING_METHOD_VALUES, type RoofValues, SPACING_STEP_M } from './roof-values';
import type { FillState } from './use-fill-redraw';
import { type DrawingStore, useShownCount } from './use-roof-drawing';

/** The best angle's query, as the steps' "reset to best" reads it. */
export type BestAngle = { data?: number; isLoading: boolean; isError: boolean };

/** A best-angle query as the memoised angle fields take it: a new object only when it changed. */
export function useBestShown({ data, isLoading, isError }: BestAngle): BestAngle {
  return useMemo(() => ({ data, isLoading, isError }), [data, isLoading, isError]);
}

interface RoofFormProps {
  values: RoofValues;
  change(patch: Partial<RoofValues>): void;
  /** The default row spacing for the values, null before a panel is chosen. [m] */
  defaultSpacing: number | null;
  errors: FieldErrors | null;
  onChoosePanel(): void;
}

export const RoofForm = memo(function RoofForm(props: RoofFormProps) {
  const { values, change, defaultSpacing, errors } = props;
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
    </SpaceBetween>
  );
});

interface PanelCountProps {
  store: DrawingStore;
  fill: Store<FillState>;
  errorText: string | undefined;
}

/**
 * The kept panels' count (read only); it alone re-renders when a panel is removed. An area beyond
 * the fill's bounds says so here, at once, rather than showing no panels.
 */
export function PanelCountField({ store, fill, errorText }: PanelCountProps) {
  const { t } = useTranslation('editorRoof');
  const language = useLanguage();
  const { count, pending, refusal } = useShownCount(store, fill);
  return (
    <FormField
      label={t('form.count')}
      description={pending ? t('plan.redrawing') : t('form.countHint')}
      errorText={refusal ? validationMessage(refusal, language) : errorText}
    >
      <Input type="number" value={String(count)} readOnly />
    </FormField>
  );
}

interface RoofAnglesProps {
  tilt: number;
  azimuth: number;
  change(patch: Partial<RoofValues>): void;
  errors: FieldErrors | null;
  bestTilt: BestAngle;
  bestAzimuth: BestAngle;
  onRadiation(): void;
  /** `useAngleValidity`'s report: the drawer saves nothing while an angle is typed out of range. */
  onAngleValidity(kind: AngleKind): (valid: boolean) => void;
}

export const RoofAngles = memo(function RoofAngles(props: RoofAnglesProps) {
  const { change, errors } = props;
  const { t } = useTranslation('editorRoof');
  return (
    <SpaceBetween size="m">
      <AngleField
        kind="tilt"
        value={props.tilt}
        onChange={(tilt) => change({ tilt })}
        onValidity={props.onAngleValidity('tilt')}
        errorText={errors?.tilt}
        secondaryControl={
          <AngleSteps
            kind="tilt"
            value={props.tilt}
            best={props.bestTilt}
            onChange={(tilt) => change({ tilt })}
          />
        }
      />
      <AngleField
        kind="azimuth"
        value={props.azimuth}
        onChange={(azimuth) => change({ azimuth })}
        onValidity={props.onAngleValidity('azimuth')}
        errorText={errors?.azimuth}
        secondaryControl={
          <AngleSteps
            kind="azimuth"
            value={props.azimuth}
            best={props.bestAzimuth}
            onChange={(azimuth) => change({ azimuth })}
          />
        }
      />
      <Button formAction="none" iconName="status-info" onClick={props.onRadiation}>
        {t('form.radiation')}
      </Button>
    </SpaceBetween>
  );
});

/**
 * The drawer's array fields [WIZ-5], in three memoised parts so that a panel removed on the plan
 * re-renders only the count: the array's name, panel, laying method, mounting and rear side (the
 * manual drawer's `MountingFields` [MNT-1] [MNT-2] [MNT-3]) and row spacing (hidden when the
 * mounting sets the distance between the groups: an east-west gap, a tracker's GCR); the panel
 * count (read only); and the inclination and azimuth with their steps and the radiation view.
 */
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { validationMessage } from '@pvd/shared/errors/validation';
import type { LayingMethod } from '@pvd/shared/layout/types';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import type { Store } from '@/lib/store';
import type { FieldErrors } from '@/lib/validation';
import { AngleField } from '../angle-field';
import type { AngleKind } from '../array-fields';
import { MountingFields } from '../mounting-fields';
import { PanelField } from '../panel-field';
import type { BestAngle } from '../use-array-defaults';
import { AngleSteps } from './angle-steps';
import { LAYING_METHOD_VALUES, type RoofFields, SPACING_STEP_M, spacingFromMounting } from './roof-fields';
import type { FillState } from './use-fill-redraw';
import { type RoofEditStore, useShownCount } from './use-roof-edit';

interface RoofFormProps {
  fields: RoofFields;
  change(patch: Partial<RoofFields>): void;
  /** The default row spacing for the values, null before a panel is chosen. [m] */
  defaultSpacing: number | null;
  errors: FieldErrors | null;
  onChoosePanel(): void;
}

export const RoofForm = memo(function RoofForm(props: RoofFormProps) {
  const { fields, change, defaultSpacing, errors } = props;
  const { t } = useTranslation('editorRoof');
  const language = useLanguage();
  const spacingText = fields.spacingEdited
    ? fields.rowSpacing
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
        <Input value={fields.name} onChange={({ detail }) => change({ name: detail.value })} />
      </FormField>
      <PanelField panel={fields.panel} errorText={errors?.panel} onChoose={props.onChoosePanel} />
      <FormField
        label={t('form.layingMethod')}
        description={
          fields.mounting.kind === 'fixed' ? undefined : t(`form.spacingByMounting.${fields.mounting.kind}`)
        }
      >
        <Select
          selectedOption={methodOption(fields.layingMethod)}
          options={LAYING_METHOD_VALUES.map(methodOption)}
          onChange={({ detail }) =>
            change({ layingMethod: Number(detail.selectedOption.value) as LayingMethod })
          }
        />
      </FormField>
      <MountingFields
        mounting={fields.mounting}
        bifacial={fields.bifacial}
        bifacialityFactor={fields.panel?.panel.bifacialityFactor}
        errors={errors}
        onMounting={(mounting) => change({ mounting })}
        onBifacial={(bifacial) => change({ bifacial })}
      />
      {spacingFromMounting(fields) ? null : (
        <FormField
          label={t('form.rowSpacing')}
          description={
            defaultSpacing === null
              ? t('form.rowSpacingNoPanel')
              : t('form.rowSpacingDefault', { value: formatNumber(defaultSpacing, language, 1) })
          }
          errorText={errors?.rowSpacing}
          secondaryControl={
            fields.spacingEdited && defaultSpacing !== null ? (
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
      )}
    </SpaceBetween>
  );
});

interface PanelCountProps {
  store: RoofEditStore;
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
  /** An angle set by hand (the slider, the input or a step). [°] */
  onAngle(kind: AngleKind, value: number): void;
  errors: FieldErrors | null;
  best: Record<AngleKind, BestAngle>;
  onRadiation(): void;
  /** `useAngleValidity`'s report: the drawer saves nothing while an angle is typed out of range. */
  onAngleValidity(kind: AngleKind): (valid: boolean) => void;
}

export const RoofAngles = memo(function RoofAngles(props: RoofAnglesProps) {
  const { onAngle, errors } = props;
  const { t } = useTranslation('editorRoof');
  return (
    <SpaceBetween size="m">
      {(['tilt', 'azimuth'] as const).map((kind) => (
        <AngleField
          key={kind}
          kind={kind}
          value={props[kind]}
          onChange={(value) => onAngle(kind, value)}
          onValidity={props.onAngleValidity(kind)}
          errorText={errors?.[kind]}
          secondaryControl={
            <AngleSteps
              kind={kind}
              value={props[kind]}
              best={props.best[kind]}
              onChange={(value) => onAngle(kind, value)}
            />
          }
        />
      ))}
      <Button formAction="none" iconName="status-info" onClick={props.onRadiation}>
        {t('form.radiation')}
      </Button>
    </SpaceBetween>
  );
});

/**
 * An angle as a slider with a number input beside it (tilt 0-90°, azimuth 0-360° [WIZ-4], with
 * marks at the four compass points). Both controls carry the field's label; the input keeps
 * what is typed until it is a number in range, so a half-typed value never jumps the slider. A
 * text that is not an angle in range (200 for a tilt) stays as typed, with the range under the
 * field, and the form is told (`onValidity`) so that it saves nothing until it is put right.
 */
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Input from '@cloudscape-design/components/input';
import Slider from '@cloudscape-design/components/slider';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatest } from '@/hooks/use-latest';
import { useTypedNumber } from '@/hooks/use-typed-number';
import { ANGLE_RANGE, type AngleKind } from './array-fields';

/** The four compass points on the azimuth scale (clockwise from north, 180 = south). [°] */
const COMPASS = [
  [0, 'north'],
  [90, 'east'],
  [180, 'south'],
  [270, 'west'],
  [360, 'north'],
] as const;

interface AngleFieldProps {
  kind: AngleKind;
  /** [°] */
  value: number;
  onChange(value: number): void;
  errorText?: string;
  /** Under the field (the 'best' checkbox). */
  secondaryControl?: ReactNode;
  disabled?: boolean;
  /** Told whether the typed text is an angle in range (false while it is not). */
  onValidity?(valid: boolean): void;
}

/** Whether a typed text is a number from `min` to `max`. */
function isAngleIn(text: string, min: number, max: number): boolean {
  const number = Number(text);
  return text.trim() !== '' && Number.isFinite(number) && number >= min && number <= max;
}

/**
 * Which of a form's angle fields hold a text that is not an angle in range: the form saves only
 * when `allValid`. `report(kind)` is the field's `onValidity`.
 */
export function useAngleValidity() {
  const [invalid, setInvalid] = useState<Record<AngleKind, boolean>>({ tilt: false, azimuth: false });
  const report = useCallback(
    (kind: AngleKind) => (valid: boolean) =>
      setInvalid((current) => (current[kind] === !valid ? current : { ...current, [kind]: !valid })),
    [],
  );
  return { allValid: !invalid.tilt && !invalid.azimuth, report };
}

export function AngleField({
  kind,
  value,
  onChange,
  errorText,
  secondaryControl,
  disabled,
  onValidity,
}: AngleFieldProps) {
  const { t } = useTranslation('editorArrays');
  const [min, max] = ANGLE_RANGE[kind];
  // The slider, a 'best' box or the radiation dialog may change the value: the input shows it.
  const { text, type } = useTypedNumber(value, (typed) => isAngleIn(typed, min, max), onChange);

  // Plain numbers: the label gives the unit [°], and in the roof drawer's side column a scale
  // mark of "180° S" had room only for "180" and broke before its degree sign.
  const compass = (degrees: number) => {
    const point = COMPASS.find(([at]) => at === degrees);
    return point ? t('compass.mark', { degrees, point: t(`compass.${point[1]}`) }) : String(degrees);
  };

  const valid = isAngleIn(text, min, max);
  const reportValidity = useLatest(onValidity);
  useEffect(() => reportValidity.current?.(valid), [valid, reportValidity]);

  return (
    <FormField
      label={t(`form.${kind}`)}
      description={t(`form.${kind}Hint`)}
      errorText={valid ? errorText : t('form.angleRange', { min, max })}
      secondaryControl={secondaryControl}
      stretch
    >
      <Grid gridDefinition={[{ colspan: 9 }, { colspan: 3 }]}>
        <Slider
          value={value}
          min={min}
          max={max}
          step={1}
          disabled={disabled}
          referenceValues={kind === 'azimuth' ? [90, 180, 270] : [30, 60]}
          valueFormatter={kind === 'azimuth' ? compass : String}
          ariaDescription={kind === 'azimuth' ? t('compass.description') : undefined}
          onChange={({ detail }) => onChange(detail.value)}
        />
        <Input
          type="number"
          inputMode="numeric"
          step={1}
          value={text}
          disabled={disabled}
          invalid={!valid}
          onChange={({ detail }) => type(detail.value)}
        />
      </Grid>
    </FormField>
  );
}

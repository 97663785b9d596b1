/**
 * An angle as a slider with a number input beside it (tilt 0-90°, azimuth 0-360° [WIZ-4], with
 * marks at the four compass points). Both controls carry the field's label; the input keeps
 * what is typed until it is a number in range, so a half-typed value never jumps the slider.
 */
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Input from '@cloudscape-design/components/input';
import Slider from '@cloudscape-design/components/slider';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANGLE_RANGE, type AngleKind } from '../array/array-fields';

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
}

export function AngleField({
  kind,
  value,
  onChange,
  errorText,
  secondaryControl,
  disabled,
}: AngleFieldProps) {
  const { t } = useTranslation('editorArrays');
  const [min, max] = ANGLE_RANGE[kind];
  const [text, setText] = useState(String(value));
  // The slider, a 'best' box or the radiation dialog changed the value: show it.
  useEffect(() => setText((typed) => (Number(typed) === value ? typed : String(value))), [value]);

  const compass = (degrees: number) => {
    const point = COMPASS.find(([at]) => at === degrees);
    return point ? t('compass.mark', { degrees, point: t(`compass.${point[1]}`) }) : `${degrees}°`;
  };

  function type(typed: string) {
    setText(typed);
    const number = Number(typed);
    if (typed.trim() !== '' && Number.isFinite(number) && number >= min && number <= max) onChange(number);
  }

  return (
    <FormField
      label={t(`form.${kind}`)}
      description={t(`form.${kind}Hint`)}
      errorText={errorText}
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
          valueFormatter={kind === 'azimuth' ? compass : (degrees) => `${degrees}°`}
          ariaDescription={kind === 'azimuth' ? t('compass.description') : undefined}
          onChange={({ detail }) => onChange(detail.value)}
        />
        <Input
          type="number"
          inputMode="numeric"
          step={1}
          value={text}
          disabled={disabled}
          invalid={text.trim() === '' || !(Number(text) >= min && Number(text) <= max)}
          onChange={({ detail }) => type(detail.value)}
          onBlur={() => setText(String(value))}
        />
      </Grid>
    </FormField>
  );
}

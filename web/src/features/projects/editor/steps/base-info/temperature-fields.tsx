/**
 * The site's ambient temperatures [WIZ-2]: minimum and maximum (the range) and the
 * average, sliders from −50 to 80 °C; filled from the location, editable by the user.
 */
import FormField from '@cloudscape-design/components/form-field';
import Slider from '@cloudscape-design/components/slider';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

/** Slider bounds [WIZ-2]. [°C] */
export const TEMPERATURE_RANGE_C = { min: -50, max: 80 } as const;

export interface Temperatures {
  /** [°C] */
  min: number;
  /** [°C] */
  max: number;
  /** [°C] */
  avg: number;
}

interface TemperatureFieldsProps {
  value: Temperatures;
  onChange(next: Partial<Temperatures>): void;
  errorOf(path: string): string | undefined;
}

function TemperatureSlider(props: {
  label: string;
  value: number;
  error?: string;
  onChange(value: number): void;
}) {
  const { t } = useTranslation('editorBase');
  return (
    <FormField label={props.label} constraintText={t('temperature.hint')} errorText={props.error}>
      <Slider
        value={props.value}
        min={TEMPERATURE_RANGE_C.min}
        max={TEMPERATURE_RANGE_C.max}
        step={1}
        valueFormatter={(v) => `${v} °C`}
        ariaLabel={props.label}
        referenceValues={[0, 25]}
        onChange={({ detail }) => props.onChange(detail.value)}
      />
    </FormField>
  );
}

export function TemperatureFields({ value, onChange, errorOf }: TemperatureFieldsProps) {
  const { t } = useTranslation('editorBase');
  return (
    <SpaceBetween size="m">
      <TemperatureSlider
        label={t('temperature.min')}
        value={value.min}
        error={errorOf('mapLocation.proMinTemperature')}
        onChange={(min) => onChange({ min })}
      />
      <TemperatureSlider
        label={t('temperature.max')}
        value={value.max}
        error={errorOf('mapLocation.proMaxTemperature')}
        onChange={(max) => onChange({ max })}
      />
      <TemperatureSlider
        label={t('temperature.avg')}
        value={value.avg}
        error={errorOf('mapLocation.proAvgTemperature')}
        onChange={(avg) => onChange({ avg })}
      />
    </SpaceBetween>
  );
}

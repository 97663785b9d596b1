/**
 * The site's ambient temperatures [WIZ-2]: minimum and maximum (the range) and the
 * average, sliders from −50 to 80 °C with the value as a number beside each (typed, or read at
 * a glance: a slider alone shows its value only while it is moved); filled from the location,
 * editable by the user.
 */
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { lazyComponentAfterPaint } from '@/components/lazy-content';
import { useTypedNumber } from '@/hooks/use-typed-number';
import { lazyModule } from '@/lib/lazy-module';

/** A Cloudscape slider's height, its value labels included. [px] */
const SLIDER_HEIGHT_PX = 60;

/**
 * The sliders' code is fetched once the step has painted: the temperatures sit below the first
 * screen, and the number beside each slider shows and takes the value meanwhile. A loading line
 * of a slider's height holds each one's place.
 */
const Slider = lazyComponentAfterPaint(
  lazyModule(() => import('@cloudscape-design/components/slider')),
  (m) => m.default,
  'slider',
  { blockSize: SLIDER_HEIGHT_PX },
);

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

/** Whether a typed text is a number (not yet '', '-' or '-7.'). */
function isNumber(text: string): boolean {
  return text.trim() !== '' && Number.isFinite(Number(text));
}

/** A temperature as the slider can show it. [°C] */
function onScale(value: number): number {
  return Math.min(TEMPERATURE_RANGE_C.max, Math.max(TEMPERATURE_RANGE_C.min, Math.round(value)));
}

function TemperatureSlider(props: {
  label: string;
  value: number;
  error?: string;
  onChange(value: number): void;
}) {
  const { t } = useTranslation('editorBase');
  // The input keeps what is typed; a number goes to the draft even out of range, so that the
  // step's check refuses it under the field rather than the field keeping an older value.
  const { text, type } = useTypedNumber(props.value, isNumber, props.onChange);
  return (
    <FormField label={props.label} constraintText={t('temperature.hint')} errorText={props.error} stretch>
      <Grid gridDefinition={[{ colspan: 9 }, { colspan: 3 }]}>
        <Slider
          value={onScale(props.value)}
          min={TEMPERATURE_RANGE_C.min}
          max={TEMPERATURE_RANGE_C.max}
          step={1}
          valueFormatter={(v) => `${v} °C`}
          ariaLabel={props.label}
          referenceValues={[0, 25]}
          onChange={({ detail }) => type(String(detail.value))}
        />
        <Input
          type="number"
          inputMode="decimal"
          step={0.1}
          value={text}
          ariaLabel={props.label}
          invalid={!isNumber(text) || props.error !== undefined}
          onChange={({ detail }) => type(detail.value)}
        />
      </Grid>
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

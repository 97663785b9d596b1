/**
 * The corrections of what a meter file left open [LOAD-2] [LOAD-5]: its unit, whether a time is
 * an interval's start or end, the dates' day-month order (when the dates have one), the readings'
 * time zone (daylight saving undone by it) and the profile a partial year is extended by. Each
 * select says what was read and where that came from; one the reader had to guess with nothing
 * to go on is marked to confirm. A change previews the file again (the dialog's query).
 */

import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  METER_UNITS,
  type MeterChoiceName,
  type MeterFileChoices,
} from '@pvd/shared/load/meter-file/choices';
import { TYPICAL_SHAPE_IDS } from '@pvd/shared/load/typical-shapes/ids';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MeterFilePreview } from './meter-file-api';

type T = TFunction<'editorBase'>;

interface ChoicesProps {
  preview: MeterFilePreview;
  choices: MeterFileChoices;
  onChange(choices: MeterFileChoices): void;
  disabled?: boolean;
}

/** Every IANA zone the browser knows (the server checks the name again). */
function timeZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
}

function option(value: string, label: string): SelectProps.Option {
  return { value, label };
}

interface ChoiceSelectProps {
  label: string;
  /** What the file was read with, in words, and where it came from. */
  read: string;
  needed: boolean;
  options: SelectProps.Option[];
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  filtering?: boolean;
  description?: string;
}

function ChoiceSelect(props: ChoiceSelectProps) {
  const { t } = useTranslation('editorBase');
  const selected = props.options.find((entry) => entry.value === props.value) ?? null;
  return (
    <FormField
      label={props.label}
      description={props.description}
      constraintText={props.read}
      warningText={props.needed ? t('load.meter.confirm') : undefined}
    >
      <Select
        selectedOption={selected}
        options={props.options}
        onChange={({ detail }) => props.onChange(detail.selectedOption.value ?? '')}
        disabled={props.disabled}
        ariaRequired={false}
        filteringType={props.filtering ? 'auto' : 'none'}
      />
    </FormField>
  );
}

interface ZoneProps {
  choices: MeterFileChoices;
  onChange(choices: MeterFileChoices): void;
  disabled?: boolean;
}

function TimeZoneSelect({
  read,
  needed,
  choices,
  onChange,
  disabled,
}: ZoneProps & { read: string; needed: boolean }) {
  const { t } = useTranslation('editorBase');
  return (
    <ChoiceSelect
      label={t('load.meter.timeZone')}
      description={t('load.meter.timeZoneHint')}
      read={read}
      needed={needed}
      options={[option('', t('load.meter.timeZoneNone')), ...timeZones().map((zone) => option(zone, zone))]}
      value={choices.timeZone ?? ''}
      onChange={(zone) => onChange({ ...choices, timeZone: zone === '' ? undefined : zone })}
      disabled={disabled}
      filtering
    />
  );
}

/** The time zone alone: what a file refused for an hour repeated without a zone needs first. */
export function TimeZoneChoice(props: ZoneProps) {
  return <TimeZoneSelect {...props} read="" needed />;
}

function readText(value: string, from: string, t: T): string {
  return t('load.meter.withSource', {
    value: t('load.meter.asGuessed', { value }),
    from: t(`load.meter.from.${from as 'file'}`),
  });
}

export function MeterFileChoicesForm({ preview, choices, onChange, disabled }: ChoicesProps) {
  const { t } = useTranslation('editorBase');
  const { guesses, summary } = preview;
  const needs = new Set<MeterChoiceName>(preview.needs);
  const set = <K extends keyof MeterFileChoices>(key: K, value: MeterFileChoices[K]) =>
    onChange({ ...choices, [key]: value });
  const unitLabel = (unit: string) => t(`load.meter.units.${unit as 'kW'}`);
  const clock = guesses.clock.value;
  return (
    <SpaceBetween size="s">
      <ColumnLayout columns={2}>
        <ChoiceSelect
          label={t('load.meter.unit')}
          read={readText(unitLabel(guesses.unit.value), guesses.unit.from, t)}
          needed={needs.has('unit')}
          options={METER_UNITS.map((unit) => option(unit, unitLabel(unit)))}
          value={choices.unit ?? summary.unit}
          onChange={(unit) => set('unit', unit as MeterFileChoices['unit'])}
          disabled={disabled}
        />
        <ChoiceSelect
          label={t('load.meter.stamps')}
          read={readText(t(`load.meter.stampValues.${guesses.stamps.value}`), guesses.stamps.from, t)}
          needed={needs.has('stamps')}
          options={(['start', 'end'] as const).map((stamps) =>
            option(stamps, t(`load.meter.stampValues.${stamps}`)),
          )}
          value={choices.stamps ?? summary.stamps}
          onChange={(stamps) => set('stamps', stamps as MeterFileChoices['stamps'])}
          disabled={disabled}
        />
        {guesses.dateOrder && (
          <ChoiceSelect
            label={t('load.meter.dateOrder')}
            read={readText(t(`load.meter.dateOrders.${guesses.dateOrder.value}`), guesses.dateOrder.from, t)}
            needed={needs.has('dateOrder')}
            options={(['dmy', 'mdy'] as const).map((order) =>
              option(order, t(`load.meter.dateOrders.${order}`)),
            )}
            value={choices.dateOrder ?? guesses.dateOrder.value}
            onChange={(order) => set('dateOrder', order as MeterFileChoices['dateOrder'])}
            disabled={disabled}
          />
        )}
        <TimeZoneSelect
          read={readText(clock === 'standard' ? t('load.meter.timeZoneNone') : clock, guesses.clock.from, t)}
          needed={needs.has('timeZone')}
          choices={choices}
          onChange={onChange}
          disabled={disabled}
        />
        {summary.partial && guesses.shape && (
          <ChoiceSelect
            label={t('load.meter.shape')}
            read={readText(t(`load.shapes.${guesses.shape.value}`), guesses.shape.from, t)}
            needed={false}
            options={TYPICAL_SHAPE_IDS.map((shape) => option(shape, t(`load.shapes.${shape}`)))}
            value={choices.shape ?? guesses.shape.value}
            onChange={(shape) => set('shape', shape as MeterFileChoices['shape'])}
            disabled={disabled}
          />
        )}
      </ColumnLayout>
    </SpaceBetween>
  );
}

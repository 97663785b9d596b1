/**
 * The project's ground under its arrays [MNT-4]: a preset (grass, concrete, white membrane,
 * fresh snow) or a value by hand, for the year or by month. It sits on the PV array step, above
 * the list, because the albedo is the arrays' surroundings (the sky and ground each plane sees,
 * the rear side of bifacial rows) and is read with them; the system settings step is about the
 * wiring. Without a section the engine's 0.2 applies and the select says so. The schema's
 * messages (shared/project/record/ground.ts) show under the field they name.
 */
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ALBEDO_PRESET_NAMES, type GroundRecord } from '@pvd/shared/project/record/ground';
import { useTranslation } from 'react-i18next';
import { monthNames } from '@/lib/charts/months';
import { useLanguage } from '@/lib/i18n';
import {
  choiceOf,
  DEFAULT_ALBEDO,
  type GroundChoice,
  withByMonth,
  withChoice,
  withMonthValue,
  withYearValue,
  yearValueOf,
} from './ground-values';

const CHOICES: GroundChoice[] = [...ALBEDO_PRESET_NAMES, 'custom'];

/** A typed number, NaN when blank or not one (the schema then names the field). */
function typed(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}

function shown(value: number): string {
  return Number.isFinite(value) ? String(value) : '';
}

interface GroundSectionProps {
  ground: GroundRecord | null | undefined;
  /** The message at a path under `ground` (e.g. 'ground.albedo', 'ground.albedo.3'), when shown. */
  errorOf(path: string): string | undefined;
  onChange(ground: GroundRecord): void;
}

export function GroundSection({ ground, errorOf, onChange }: GroundSectionProps) {
  const { t } = useTranslation('editorArrays');
  const language = useLanguage();
  const choice = choiceOf(ground);
  const option = (value: GroundChoice) => ({ value, label: t(`ground.presets.${value}`) });
  const months = ground && typeof ground.albedo !== 'number' ? ground.albedo : null;
  const names = monthNames(language);
  return (
    <Container
      header={
        <Header variant="h2" description={t('ground.description')}>
          {t('ground.title')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <ColumnLayout columns={2}>
          <FormField label={t('ground.preset')}>
            <Select
              selectedOption={choice ? option(choice) : null}
              placeholder={t('ground.default', { value: DEFAULT_ALBEDO })}
              options={CHOICES.map(option)}
              data-testid="ground-preset"
              onChange={({ detail }) =>
                onChange(withChoice(ground, detail.selectedOption.value as GroundChoice))
              }
            />
          </FormField>
          {!months && (
            <FormField label={t('ground.albedo')} errorText={errorOf('ground.albedo')}>
              <Input
                type="number"
                inputMode="decimal"
                value={shown(yearValueOf(ground))}
                data-testid="ground-albedo"
                onChange={({ detail }) => onChange(withYearValue(typed(detail.value)))}
              />
            </FormField>
          )}
        </ColumnLayout>
        <Checkbox
          checked={months !== null}
          data-testid="ground-by-month"
          onChange={({ detail }) => onChange(withByMonth(ground, detail.checked))}
        >
          {t('ground.byMonth')}
        </Checkbox>
        {months && ground && (
          <FormField errorText={errorOf('ground.albedo')}>
            <ColumnLayout columns={4} variant="text-grid">
              {months.map((value, index) => (
                <FormField
                  key={names[index]}
                  label={names[index]}
                  errorText={errorOf(`ground.albedo.${index}`)}
                >
                  <Input
                    type="number"
                    inputMode="decimal"
                    value={shown(value)}
                    ariaLabel={t('ground.month', { month: names[index] })}
                    onChange={({ detail }) => onChange(withMonthValue(ground, index, typed(detail.value)))}
                  />
                </FormField>
              ))}
            </ColumnLayout>
          </FormField>
        )}
      </SpaceBetween>
    </Container>
  );
}

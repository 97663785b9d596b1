/**
 * Name, owner and installation capacity with its unit (required [WIZ-2], marked so; capacity ≥ 0,
 * step 0.001 [PRJ-7]).
 */
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { CapacityUnit, capacityInKw, capacityInUnit } from '@pvd/shared/project/record/base';
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import { useTranslation } from 'react-i18next';
import { RequiredLabel } from '@/components/required-label';

type ProjectBase = ProjectInputBody['projectBase'];

interface ProjectFieldsProps {
  base: ProjectBase;
  onChange(change: (base: ProjectBase) => ProjectBase): void;
  errorOf(path: string): string | undefined;
  touch(path: string): void;
}

/** The typed capacity as the draft holds it: empty text is "absent" (checkProCapacityFail). */
function capacityFromText(text: string): number {
  // The body's type wants a number; null is what the schema reads as absent.
  return (text.trim() === '' ? null : Number(text)) as number;
}

export function ProjectFields({ base, onChange, errorOf, touch }: ProjectFieldsProps) {
  const { t } = useTranslation('editorBase');
  const unit = base.proCapacityUnit ?? CapacityUnit.kW;
  const unitOptions = [
    { value: String(CapacityUnit.kW), label: t('base.kW') },
    { value: String(CapacityUnit.MW), label: t('base.MW') },
  ];
  const changeUnit = (next: CapacityUnit) =>
    onChange((b) => {
      const value =
        typeof b.proCapacity === 'number'
          ? capacityInUnit(capacityInKw(b.proCapacity, unit), next)
          : b.proCapacity;
      return { ...b, proCapacityUnit: next, proCapacity: value };
    });
  return (
    <SpaceBetween size="m">
      <FormField
        label={<RequiredLabel>{t('base.name')}</RequiredLabel>}
        errorText={errorOf('projectBase.proName')}
      >
        <Input
          ariaRequired
          value={base.proName ?? ''}
          onChange={({ detail }) => onChange((b) => ({ ...b, proName: detail.value }))}
          onBlur={() => touch('projectBase.proName')}
        />
      </FormField>
      <FormField
        label={<RequiredLabel>{t('base.owner')}</RequiredLabel>}
        errorText={errorOf('projectBase.proOwnerName')}
      >
        <Input
          ariaRequired
          value={base.proOwnerName ?? ''}
          onChange={({ detail }) => onChange((b) => ({ ...b, proOwnerName: detail.value }))}
          onBlur={() => touch('projectBase.proOwnerName')}
        />
      </FormField>
      <Grid gridDefinition={[{ colspan: 8 }, { colspan: 4 }]}>
        <FormField
          label={<RequiredLabel>{t('base.capacity')}</RequiredLabel>}
          constraintText={t('base.capacityHint')}
          errorText={errorOf('projectBase.proCapacity')}
        >
          <Input
            ariaRequired
            type="number"
            inputMode="decimal"
            step={0.001}
            value={base.proCapacity == null || Number.isNaN(base.proCapacity) ? '' : String(base.proCapacity)}
            onChange={({ detail }) =>
              onChange((b) => ({ ...b, proCapacity: capacityFromText(detail.value) }))
            }
            onBlur={() => touch('projectBase.proCapacity')}
          />
        </FormField>
        <FormField label={t('base.capacityUnit')}>
          <Select
            selectedOption={unitOptions.find((o) => o.value === String(unit)) ?? unitOptions[0]!}
            options={unitOptions}
            onChange={({ detail }) => changeUnit(Number(detail.selectedOption.value) as CapacityUnit)}
          />
        </FormField>
      </Grid>
    </SpaceBetween>
  );
}

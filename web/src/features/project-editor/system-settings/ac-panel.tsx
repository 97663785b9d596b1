/**
 * The AC part of one inverter unit [WIZ-8]: cable material, length and area, the total string
 * power, AC/rated power ratio and line loss, and the three AC checks.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { CableMaterialRow } from '@pvd/shared/catalogue/cable-material';
import type { InverterUnitCheck } from '@pvd/shared/electrical/inverter-checks';
import { useTranslation } from 'react-i18next';
import { DebouncedNumber } from '@/components/debounced-number';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import { CheckIcon } from './check-icon';
import { acCheckItems } from './check-items';
import type { AcInput } from './string-design';

interface AcPanelProps {
  entry: AcInput | null | undefined;
  check: InverterUnitCheck;
  materials: readonly CableMaterialRow[];
  defaultMaterialId: string | null;
  resistivityOf(materialId: string | null | undefined): number | null;
  onPatch(patch: Partial<AcInput>): void;
  onMaterial(material: CableMaterialRow): void;
}

const nonNegative = (value: number) => Math.max(0, value);

export function AcPanel({
  entry,
  check,
  materials,
  defaultMaterialId,
  resistivityOf,
  onPatch,
  onMaterial,
}: AcPanelProps) {
  const { t } = useTranslation('editorStrings');
  const language = useLanguage();
  const materialId = entry ? entry.cableMaterialId : defaultMaterialId;
  const options = materials.map((material) => ({ value: material.Id, label: material.MaterialName }));
  const ac = check.ac;
  return (
    <SpaceBetween size="l">
      <ColumnLayout columns={4}>
        <FormField label={t('ac.material')}>
          <Select
            selectedOption={options.find((o) => o.value === materialId) ?? null}
            options={options}
            placeholder={t('dc.chooseMaterial')}
            onChange={({ detail }) => {
              const material = materials.find((m) => m.Id === detail.selectedOption.value);
              if (material) onMaterial(material);
            }}
          />
        </FormField>
        <FormField label={t('ac.resistivity')}>
          <span>{formatNumber(resistivityOf(materialId), language, 4)}</span>
        </FormField>
        <FormField label={t('ac.length')}>
          <DebouncedNumber
            value={entry?.cableMaterialLength ?? 0}
            inputMode="decimal"
            ariaLabel={t('ac.length')}
            normalize={nonNegative}
            onCommit={(value) => onPatch({ cableMaterialLength: value })}
          />
        </FormField>
        <FormField label={t('ac.area')}>
          <DebouncedNumber
            value={entry?.cableMaterialArea ?? 0}
            inputMode="decimal"
            ariaLabel={t('ac.area')}
            normalize={nonNegative}
            onCommit={(value) => onPatch({ cableMaterialArea: value })}
          />
        </FormField>
      </ColumnLayout>
      {ac ? (
        <KeyValuePairs
          columns={4}
          items={[
            {
              label: t('ac.totalStringPower'),
              value: formatNumber(ac.totalStringPowerW / 1000, language, 3),
            },
            { label: t('ac.ratedPowerRatio'), value: formatNumber(ac.acRatedPowerRatioPercent, language, 2) },
            { label: t('ac.lineLoss'), value: formatNumber(ac.lineLossPercent, language, 2) },
            {
              label: t('ac.checks'),
              value: (
                <SpaceBetween direction="horizontal" size="xxs">
                  {acCheckItems(ac, check.limits.maxDcPowerW, t, language).map((item) => (
                    <CheckIcon key={item.id} name={item.name} result={item.result} detail={item.detail} />
                  ))}
                </SpaceBetween>
              ),
            },
          ]}
        />
      ) : (
        <span>{t('ac.noCable')}</span>
      )}
    </SpaceBetween>
  );
}

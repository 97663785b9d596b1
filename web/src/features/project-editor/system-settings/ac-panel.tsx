/**
 * The AC part of one inverter unit [WIZ-8]: cable material, length, area and laying [STR-9], the
 * total string power, AC/rated power ratio and line loss, the four AC checks with their figures,
 * and the suggested size of a cable failing its capacity or loss check [STR-10].
 */
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { CableMaterialRow } from '@pvd/shared/catalogue/cable-material';
import { PROJECT_LIMITS } from '@pvd/shared/constants/limits';
import type { InverterUnitCheck } from '@pvd/shared/electrical/inverter-checks';
import { useTranslation } from 'react-i18next';
import { DebouncedNumber } from '@/components/debounced-number';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import { CableAdvice } from './cable-advice';
import { CheckIcon } from './check-icon';
import { acCheckItems } from './check-items';
import { LayingField } from './laying-field';
import type { AcInput } from './string-design';

interface AcPanelProps {
  entry: AcInput | null | undefined;
  check: InverterUnitCheck;
  materials: readonly CableMaterialRow[];
  defaultMaterialId: string | null;
  resistivityOf(materialId: string | null | undefined): number | null;
  /** The site's highest temperature, the cable's ambient. [°C] */
  siteMaxC: number;
  onPatch(patch: Partial<AcInput>): void;
  onMaterial(material: CableMaterialRow): void;
}

export function AcPanel({
  entry,
  check,
  materials,
  defaultMaterialId,
  resistivityOf,
  siteMaxC,
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
            min={0}
            max={PROJECT_LIMITS.cableLengthM}
            onCommit={(value) => onPatch({ cableMaterialLength: value })}
          />
        </FormField>
        <FormField label={t('ac.area')}>
          <DebouncedNumber
            value={entry?.cableMaterialArea ?? 0}
            inputMode="decimal"
            ariaLabel={t('ac.area')}
            min={0}
            max={PROJECT_LIMITS.cableAreaMm2}
            onCommit={(value) => onPatch({ cableMaterialArea: value })}
          />
        </FormField>
        <FormField label={t('laying.column')}>
          <LayingField entry={entry ?? undefined} siteMaxC={siteMaxC} onChange={onPatch} />
        </FormField>
      </ColumnLayout>
      {ac ? (
        <SpaceBetween size="m">
          <KeyValuePairs
            columns={3}
            items={[
              {
                label: t('ac.totalStringPower'),
                value: formatNumber(ac.totalStringPowerW / 1000, language, 3),
              },
              {
                label: t('ac.ratedPowerRatio'),
                value: formatNumber(ac.acRatedPowerRatioPercent, language, 2),
              },
              { label: t('ac.lineLoss'), value: formatNumber(ac.lineLossPercent, language, 2) },
            ]}
          />
          {/* The checks in one row beside each other: each line needs its width to stay on one line. */}
          <FormField label={t('ac.checks')} stretch>
            <SpaceBetween direction="horizontal" size="l" alignItems="center">
              {acCheckItems(ac, check.limits.maxDcPowerW, siteMaxC, t, language).map((item) =>
                item.id === 'cableAmpacity' && (entry?.cableMaterialLength ?? 0) <= 0 ? (
                  <Box key={item.id} variant="small">
                    {t('cableCheck.noCable')}
                  </Box>
                ) : (
                  <CheckIcon
                    key={item.id}
                    name={item.name}
                    result={item.result}
                    detail={item.detail}
                    line={item.line}
                  />
                ),
              )}
              <CableAdvice
                advice={ac.acCableAdvice}
                onUse={(areaMm2) => onPatch({ cableMaterialArea: areaMm2 })}
              />
            </SpaceBetween>
          </FormField>
        </SpaceBetween>
      ) : (
        <span>{t('ac.noCable')}</span>
      )}
    </SpaceBetween>
  );
}

/**
 * The automatic string design: for the chosen arrays and inverter units, it
 * proposes panels per string and strings per MPPT that pass every check at the site's minimum
 * and maximum temperatures (or, for a panel no MPPT takes cleanly, that the check accepts with a
 * warning, marked as such), shows the proposal and what it could not place and why, and writes
 * it into the draft only when the user applies it.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { CableMaterialRow } from '@pvd/shared/catalogue/cable-material';
import { autoDesign } from '@pvd/shared/electrical/auto-design';
import type { AutoDesign } from '@pvd/shared/electrical/auto-design-types';
import type { PvArrayRecord } from '@pvd/shared/project/record/pv-array';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import type { SiteTemperatures } from './dc-table';
import { DesignProposal } from './design-proposal';
import type { DesignUnit } from './design-unit';
import type { DesignCable, UnitRef } from './string-design';

interface AutoDesignModalProps {
  arrays: readonly PvArrayRecord[];
  units: readonly DesignUnit[];
  site: SiteTemperatures;
  materials: readonly CableMaterialRow[];
  defaultMaterial: CableMaterialRow | null;
  onApply(units: UnitRef[], mpptCounts: number[], design: AutoDesign, cable: DesignCable): void;
  onCancel(): void;
}

/** The DC run assumed when the user gives none: 10 m of 4 mm² (a typical rooftop home run). */
const DEFAULT_RUN = { lengthM: 10, areaMm2: 4 };

export function AutoDesignModal(props: AutoDesignModalProps) {
  const { arrays, units, site, materials } = props;
  const { t } = useTranslation('editorStrings');
  const language = useLanguage();
  const [arrayIds, setArrayIds] = useState(() => arrays.map((array) => array.id));
  const [unitKeys, setUnitKeys] = useState(() => units.map(keyOf));
  const [material, setMaterial] = useState<CableMaterialRow | null>(
    props.defaultMaterial ?? materials[0] ?? null,
  );
  const [length, setLength] = useState(String(DEFAULT_RUN.lengthM));
  const [area, setArea] = useState(String(DEFAULT_RUN.areaMm2));
  const [proposal, setProposal] = useState<{
    design: AutoDesign;
    units: DesignUnit[];
    cable: DesignCable;
  } | null>(null);
  const [tried, setTried] = useState(false);

  const chosenArrays = arrays.filter((array) => arrayIds.includes(array.id));
  const chosenUnits = units.filter((unit) => unitKeys.includes(keyOf(unit)));
  const lengthM = Number(length);
  const areaMm2 = Number(area);
  const runValid = Number.isFinite(lengthM) && lengthM >= 0 && Number.isFinite(areaMm2) && areaMm2 > 0;

  function propose() {
    setTried(true);
    if (chosenArrays.length === 0 || chosenUnits.length === 0 || !runValid) return;
    const cable: DesignCable = {
      materialId: material?.Id ?? null,
      resistivity: material?.Resistivity ?? 0,
      lengthM,
      areaMm2,
    };
    const design = autoDesign({
      pvArrays: chosenArrays.map((array) => ({
        id: array.id,
        panelcount: array.panelcount,
        panel: array.panel,
      })),
      inverters: chosenUnits.map((unit) => ({ info: unit.info })),
      site: { minTemperatureC: site.minC, maxTemperatureC: site.maxC },
      dcCable: { resistivityOhmMm2PerM: cable.resistivity, lengthM, areaMm2 },
    });
    setProposal({ design, units: chosenUnits, cable });
  }

  const toggle = <V,>(list: V[], value: V, on: boolean) =>
    on ? [...list, value] : list.filter((v) => v !== value);
  const arrayName = (id: string) => arrays.find((array) => array.id === id)?.pvarrayname ?? id;

  return (
    <Modal
      visible
      size="large"
      onDismiss={props.onCancel}
      header={t('design.title')}
      closeAriaLabel={t('inverters.chooser.close')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={props.onCancel}>
              {t('design.cancel')}
            </Button>
            <Button onClick={propose}>{t('design.propose')}</Button>
            <Button
              variant="primary"
              disabled={proposal === null}
              onClick={() =>
                proposal &&
                props.onApply(
                  proposal.units.map(({ groupIndex, unitIndex }) => ({ groupIndex, unitIndex })),
                  proposal.units.map((unit) => unit.info.mpptcount),
                  proposal.design,
                  proposal.cable,
                )
              }
            >
              {t('design.apply')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="l">
        <Box>
          {t('design.intro', {
            min: formatNumber(site.minC, language, 1),
            max: formatNumber(site.maxC, language, 1),
          })}
        </Box>
        <ColumnLayout columns={2}>
          <FormField
            label={t('design.arrays')}
            errorText={tried && chosenArrays.length === 0 ? t('design.arrayRequired') : undefined}
          >
            <SpaceBetween size="xxs">
              {arrays.map((array) => (
                <Checkbox
                  key={array.id}
                  checked={arrayIds.includes(array.id)}
                  onChange={({ detail }) =>
                    setArrayIds((current) => toggle(current, array.id, detail.checked))
                  }
                >
                  {t('design.arrayOption', { name: array.pvarrayname, panels: array.panelcount })}
                </Checkbox>
              ))}
            </SpaceBetween>
          </FormField>
          <FormField
            label={t('design.inverters')}
            errorText={tried && chosenUnits.length === 0 ? t('design.inverterRequired') : undefined}
          >
            <SpaceBetween size="xxs">
              {units.map((unit) => (
                <Checkbox
                  key={keyOf(unit)}
                  checked={unitKeys.includes(keyOf(unit))}
                  onChange={({ detail }) =>
                    setUnitKeys((current) => toggle(current, keyOf(unit), detail.checked))
                  }
                >
                  {unit.name}
                </Checkbox>
              ))}
            </SpaceBetween>
          </FormField>
        </ColumnLayout>
        <ColumnLayout columns={3}>
          <FormField label={t('design.material')}>
            <Select
              selectedOption={material ? { value: material.Id, label: material.MaterialName } : null}
              options={materials.map((m) => ({ value: m.Id, label: m.MaterialName }))}
              placeholder={t('dc.chooseMaterial')}
              onChange={({ detail }) =>
                setMaterial(materials.find((m) => m.Id === detail.selectedOption.value) ?? null)
              }
            />
          </FormField>
          <FormField label={t('design.length')}>
            <Input
              type="number"
              inputMode="decimal"
              value={length}
              onChange={({ detail }) => setLength(detail.value)}
            />
          </FormField>
          <FormField
            label={t('design.area')}
            errorText={tried && !runValid ? t('design.runInvalid') : undefined}
          >
            <Input
              type="number"
              inputMode="decimal"
              value={area}
              onChange={({ detail }) => setArea(detail.value)}
            />
          </FormField>
        </ColumnLayout>
        {proposal && <DesignProposal proposal={proposal} arrayName={arrayName} />}
      </SpaceBetween>
    </Modal>
  );
}

function keyOf(unit: UnitRef): string {
  return `${unit.groupIndex}-${unit.unitIndex}`;
}

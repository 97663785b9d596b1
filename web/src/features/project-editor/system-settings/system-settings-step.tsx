/**
 * The system settings step [WIZ-8]: per inverter unit the DC and AC tabs with their live checks,
 * the rated power ratio bar, the balance rule, copying a string design, the automatic design, and
 * the exit rule [WIZ-9] as the wizard's leave guard.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { CableMaterialRow } from '@pvd/shared/catalogue/cable-material';
import type { SystemSettingsExit } from '@pvd/shared/electrical/system-settings-exit';
import { validationMessage } from '@pvd/shared/errors/validation';
import {
  inverterChecks,
  siteTemperaturesOf,
  systemSettingsExitOf,
} from '@pvd/shared/project/design/electrical';
import type { CopyRecords } from '@pvd/shared/project/save/copies';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import { useCapacityFromInverters } from '../model/capacity';
import type { StepProps } from '../model/step-props';
import { stepIssues } from '../model/steps';
import { useLeaveGuard } from '../model/use-leave-guard';
import { AutoDesignModal } from './auto-design-modal';
import { useCableMaterials, useDefaultCableMaterial } from './cable-api';
import { CopyDesignModal } from './copy-design-modal';
import type { DesignUnit } from './design-unit';
import { ExitDialog, type ExitNames } from './exit-dialog';
import {
  applyAutoDesign,
  applyPanelCounts,
  copyStringDesign,
  patchAcEntry,
  patchDcEntry,
  sameUnit,
  type UnitRef,
} from './string-design';
import { UnitPanel } from './unit-panel';

/** Up to this many inverter units are shown together; more are picked one at a time. */
const ALL_UNITS_SHOWN_UP_TO = 6;

function unitKey(unit: UnitRef): string {
  return `${unit.groupIndex}-${unit.unitIndex}`;
}

/** What leaving asks about: refused, or confirmed first. */
type PendingExit = Exclude<SystemSettingsExit, { kind: 'proceed' }>;

function materialCopy(material: CableMaterialRow): Partial<CopyRecords> {
  const { Id, MaterialName, Resistivity, version } = material;
  return { cableMaterials: { [Id]: { Id, MaterialName, Resistivity, version } } };
}

export function SystemSettingsStep({ draft, live, update, addCopies, showIssues, setLeaveGuard }: StepProps) {
  const { t } = useTranslation(['editorStrings', 'ui']);
  const language = useLanguage();
  const materials = useCableMaterials();
  const defaultMaterial = useDefaultCableMaterial();
  const [copyFrom, setCopyFrom] = useState<UnitRef | null>(null);
  const [designing, setDesigning] = useState(false);
  const [shown, setShown] = useState<UnitRef>({ groupIndex: 0, unitIndex: 0 });
  useCapacityFromInverters({ draft, live, update });

  const record = live.record;
  // The assembled record's temperatures: the draft's, with the base info's defaults [WIZ-13].
  const temperatures = record ? siteTemperaturesOf(record.mapLocation) : null;
  const site = {
    minC: temperatures?.minTemperatureC ?? draft.body.mapLocation.proMinTemperature ?? 0,
    maxC: temperatures?.maxTemperatureC ?? draft.body.mapLocation.proMaxTemperature ?? 0,
  };
  const defaultRow = defaultMaterial.data ?? null;
  const defaultMaterialId = defaultRow?.Id ?? null;
  const library = materials.data ?? [];

  // New rows are created with the default material: the draft needs its copy to assemble.
  useEffect(() => {
    if (defaultRow && !draft.copies.cableMaterials[defaultRow.Id]) addCopies(materialCopy(defaultRow));
  }, [defaultRow, draft.copies.cableMaterials, addCopies]);

  const checks = useMemo(() => {
    if (!record) return null;
    try {
      return inverterChecks(record, siteTemperaturesOf(record.mapLocation));
    } catch {
      return null;
    }
  }, [record]);

  const names: ExitNames = useMemo(
    () => ({
      unit: (g, u) => t('unitName', { model: record?.inverter[g]?.modelname ?? '', number: u + 1 }),
      array: (id) => record?.pvArray.find((array) => array.id === id)?.pvarrayname ?? id,
    }),
    [record, t],
  );
  const units: DesignUnit[] = (record?.inverter ?? []).flatMap((group, groupIndex) =>
    group.inverters.map((_, unitIndex) => ({
      groupIndex,
      unitIndex,
      name: names.unit(groupIndex, unitIndex),
      info: group.info,
    })),
  );

  // The exit rule [WIZ-9]: leave at once, refuse, or ask first (accepting counts the excess panels).
  const exit = useLeaveGuard<PendingExit>(setLeaveGuard, async (ask) => {
    if (!record) return false;
    let rule: SystemSettingsExit;
    try {
      rule = systemSettingsExitOf(record, siteTemperaturesOf(record.mapLocation));
    } catch {
      // A catalogue model whose per-MPPT texts cannot be read: nothing can be checked.
      return false;
    }
    if (rule.kind === 'proceed') return true;
    const leave = await ask(rule);
    if (leave && rule.kind === 'confirm') update((body) => applyPanelCounts(body, rule.panelCountUpdates));
    return leave;
  });

  const resistivityOf = (id: string | null | undefined) => {
    if (!id) return null;
    return (
      draft.copies.cableMaterials[id]?.Resistivity ?? library.find((m) => m.Id === id)?.Resistivity ?? null
    );
  };

  const issues = stepIssues('strings', draft, live);
  if (!record || !checks) {
    return (
      <Alert type="error" header={t('notReadyTitle')}>
        {t('notReady')}
      </Alert>
    );
  }

  // Many units (up to 50 × 64 MPPTs) are shown one at a time, picked by name, so the page stays quick.
  const shownUnit = units.find((unit) => sameUnit(unit, shown)) ??
    units[0] ?? { groupIndex: 0, unitIndex: 0 };
  const shownUnits =
    units.length > ALL_UNITS_SHOWN_UP_TO ? units.filter((unit) => sameUnit(unit, shownUnit)) : units;

  const candidatesOf = (from: UnitRef) =>
    units.filter(
      (unit) =>
        !sameUnit(unit, from) &&
        record.inverter[unit.groupIndex]!.inverterid === record.inverter[from.groupIndex]!.inverterid,
    );

  return (
    <SpaceBetween size="l">
      <Header
        variant="h2"
        description={t('description')}
        actions={
          <Button iconName="gen-ai" onClick={() => setDesigning(true)} disabled={units.length === 0}>
            {t('design.button')}
          </Button>
        }
      >
        {t('title')}
      </Header>
      {(materials.isError || defaultMaterial.isError) && (
        <StatusIndicator type="error">{t('materialsFailed')}</StatusIndicator>
      )}
      {showIssues && issues.length > 0 && (
        <Alert type="error" header={t('issuesTitle')}>
          <ul>
            {[...new Set(issues.map((issue) => validationMessage(issue.key, language)))].map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {units.length === 0 && <Alert type="info">{t('noInverters')}</Alert>}
      {units.length > ALL_UNITS_SHOWN_UP_TO && (
        <FormField label={t('unitPicker')} description={t('unitPickerHint', { units: units.length })}>
          <Select
            selectedOption={{
              value: unitKey(shownUnit),
              label: names.unit(shownUnit.groupIndex, shownUnit.unitIndex),
            }}
            options={units.map((unit) => ({ value: unitKey(unit), label: unit.name }))}
            filteringType="auto"
            filteringAriaLabel={t('ui:select.filter', { field: t('unitPicker') })}
            onChange={({ detail }) => {
              const unit = units.find((u) => unitKey(u) === detail.selectedOption.value);
              if (unit) setShown({ groupIndex: unit.groupIndex, unitIndex: unit.unitIndex });
            }}
          />
        </FormField>
      )}
      {shownUnits.map((unit) => {
        const ref = { groupIndex: unit.groupIndex, unitIndex: unit.unitIndex };
        const input = draft.body.inverter?.[unit.groupIndex]?.inverters[unit.unitIndex];
        return (
          <UnitPanel
            key={`${unit.groupIndex}-${unit.unitIndex}`}
            name={unit.name}
            group={record.inverter[unit.groupIndex]!}
            unitIndex={unit.unitIndex}
            dcEntries={input?.DC ?? []}
            acEntry={input?.AC}
            check={checks[unit.groupIndex]![unit.unitIndex]!}
            pvArrays={record.pvArray}
            materials={library}
            defaultMaterialId={defaultMaterialId}
            resistivityOf={resistivityOf}
            site={site}
            canCopy={candidatesOf(ref).length > 0}
            onCopy={() => setCopyFrom(ref)}
            onDcPatch={(mpptNo, patch, material) => {
              if (material) addCopies(materialCopy(material));
              update((body) => patchDcEntry(body, ref, mpptNo, patch, defaultMaterialId));
            }}
            onAcPatch={(patch, material) => {
              if (material) addCopies(materialCopy(material));
              update((body) => patchAcEntry(body, ref, patch, defaultMaterialId));
            }}
          />
        );
      })}
      {copyFrom && (
        <CopyDesignModal
          source={{ ...copyFrom, name: names.unit(copyFrom.groupIndex, copyFrom.unitIndex) }}
          candidates={candidatesOf(copyFrom)}
          onCancel={() => setCopyFrom(null)}
          onCopy={(targets) => {
            update((body) => copyStringDesign(body, copyFrom, targets));
            setCopyFrom(null);
          }}
        />
      )}
      {designing && (
        <AutoDesignModal
          arrays={record.pvArray}
          units={units}
          site={site}
          materials={library}
          defaultMaterial={defaultRow}
          onCancel={() => setDesigning(false)}
          onApply={(refs, mpptCounts, design, cable) => {
            const material = library.find((m) => m.Id === cable.materialId);
            if (material) addCopies(materialCopy(material));
            update((body) => applyAutoDesign(body, refs, mpptCounts, design, cable));
            setDesigning(false);
          }}
        />
      )}
      {exit.question && <ExitDialog exit={exit.question} names={names} onAnswer={exit.answer} />}
    </SpaceBetween>
  );
}

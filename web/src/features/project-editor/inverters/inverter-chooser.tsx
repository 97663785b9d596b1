/**
 * The inverter chooser dialog [WIZ-7]: mains voltage type, nominal voltage, frequency, model
 * (with its detail dialog), and for storage the battery type, battery and count. Each change
 * clears what follows it (chooser-state.ts). It answers the choice and the catalogue copies the
 * draft needs (the model, the battery).
 */
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { CopyRecords } from '@pvd/shared/project/save/copies';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '@/components/dialog-footer';
import { Modal } from '@/components/modal';
import { chosenModel } from './chooser-result';
import { type ChooserChange, type ChooserState, changeChooser, missingChoices } from './chooser-state';
import {
  useBatteryOptions,
  useFrequencyOptions,
  useInverterModel,
  useModelOptions,
  useVoltageOptions,
  type VoltageTypeCode,
} from './inverter-api';
import { InverterDetailModal } from './inverter-detail-modal';
import type { ModelChoice } from './inverter-groups';

interface InverterChooserProps {
  mode: 'add' | 'edit';
  isEnergyStorage: boolean;
  initial: ChooserState;
  onChoose(choice: ModelChoice, copies: Partial<CopyRecords>): void;
  onCancel(): void;
}

const VOLTAGE_TYPES: VoltageTypeCode[] = [1, 2, 3];

type ErrorKey = 'voltageType' | 'voltage' | 'frequency' | 'model' | 'batteryKind' | 'battery';

function selected(options: readonly SelectProps.Option[], value: string | null): SelectProps.Option | null {
  return options.find((option) => option.value === value) ?? null;
}

/** The select's status text while its options load or when they failed. */
function statusOf(query: UseQueryResult<unknown>): SelectProps['statusType'] {
  if (query.isError) return 'error';
  return query.isFetching ? 'loading' : 'finished';
}

export function InverterChooser({
  mode,
  isEnergyStorage,
  initial,
  onChoose,
  onCancel,
}: InverterChooserProps) {
  const { t } = useTranslation(['editorStrings', 'ui']);
  const [state, setState] = useState(initial);
  const [tried, setTried] = useState(false);
  const [detailOpen, setDetailOpen] = useState(false);
  const change = (next: ChooserChange) => setState((current) => changeChooser(current, next));

  const voltages = useVoltageOptions(state.voltageType, isEnergyStorage);
  const frequencies = useFrequencyOptions(state.voltageType, state.voltageValue, isEnergyStorage);
  const models = useModelOptions(state.voltageType, state.voltageValue, state.frequency, isEnergyStorage);
  const model = useInverterModel(state.inverterid);
  const modelOption = models.data?.find((option) => option.value === state.inverterid);
  const series =
    isEnergyStorage && state.inverterid ? (modelOption?.series ?? model.data?.series ?? null) : null;
  const batteries = useBatteryOptions(series);

  const batteryKinds = useMemo(
    () => [...new Set((batteries.data ?? []).map((option) => option.batterytype))],
    [batteries.data],
  );
  const batteryList = (batteries.data ?? []).filter((option) => option.batterytype === state.batteryKind);
  const missing = new Set(tried ? missingChoices(state, isEnergyStorage) : []);
  const errorOf = (field: keyof ChooserState, key: ErrorKey) =>
    missing.has(field) ? t(`inverters.errors.${key}`) : undefined;

  const voltageTypeOptions = VOLTAGE_TYPES.map((code) => ({
    value: String(code),
    label: t(`inverters.voltageTypes.${code}`),
  }));
  const voltageOptions = voltages.data ?? [];
  const frequencyOptions = frequencies.data ?? [];
  const modelOptions = (models.data ?? []).map((option) => ({ value: option.value, label: option.label }));
  const kindOptions = batteryKinds.map((kind) => ({ value: kind, label: kind }));
  const batteryOptions = batteryList.map((option) => ({
    value: option.value,
    label: option.label,
    description: t('inverters.batteryDescription', {
      brand: option.brand,
      capacity: option.capacity,
      min: option.min,
      max: option.max,
    }),
  }));

  function submit() {
    setTried(true);
    if (missingChoices(state, isEnergyStorage).length > 0 || !model.data) return;
    const { choice, copies } = chosenModel(state, model.data, isEnergyStorage);
    onChoose(choice, copies);
  }

  return (
    <Modal
      visible
      size="medium"
      onDismiss={onCancel}
      header={t(mode === 'add' ? 'inverters.chooser.addTitle' : 'inverters.chooser.editTitle')}
      closeAriaLabel={t('inverters.chooser.close')}
      footer={
        <DialogFooter
          onCancel={onCancel}
          onConfirm={submit}
          confirmLabel={t(mode === 'add' ? 'inverters.chooser.add' : 'inverters.chooser.save')}
          confirmDisabled={state.inverterid !== null && !model.data}
        />
      }
    >
      <SpaceBetween size="m">
        <FormField
          label={t('inverters.fields.voltageType')}
          errorText={errorOf('voltageType', 'voltageType')}
        >
          <Select
            selectedOption={selected(
              voltageTypeOptions,
              state.voltageType === null ? null : String(state.voltageType),
            )}
            options={voltageTypeOptions}
            placeholder={t('inverters.chooser.choose')}
            onChange={({ detail }) =>
              change({ kind: 'voltageType', value: Number(detail.selectedOption.value) as VoltageTypeCode })
            }
          />
        </FormField>
        <FormField label={t('inverters.fields.voltage')} errorText={errorOf('voltageValue', 'voltage')}>
          <Select
            selectedOption={selected(voltageOptions, state.voltageValue)}
            options={voltageOptions}
            disabled={state.voltageType === null}
            statusType={statusOf(voltages)}
            loadingText={t('inverters.chooser.loading')}
            errorText={t('inverters.chooser.loadFailed')}
            empty={t('inverters.chooser.none')}
            placeholder={t('inverters.chooser.choose')}
            onChange={({ detail }) =>
              change({ kind: 'voltageValue', value: detail.selectedOption.value ?? '' })
            }
          />
        </FormField>
        <FormField label={t('inverters.fields.frequency')} errorText={errorOf('frequency', 'frequency')}>
          <Select
            selectedOption={selected(frequencyOptions, state.frequency)}
            options={frequencyOptions}
            disabled={state.voltageValue === null}
            statusType={statusOf(frequencies)}
            loadingText={t('inverters.chooser.loading')}
            errorText={t('inverters.chooser.loadFailed')}
            empty={t('inverters.chooser.none')}
            placeholder={t('inverters.chooser.choose')}
            onChange={({ detail }) => change({ kind: 'frequency', value: detail.selectedOption.value ?? '' })}
          />
        </FormField>
        <FormField
          label={t('inverters.fields.model')}
          errorText={errorOf('inverterid', 'model')}
          secondaryControl={
            <Button
              disabled={state.inverterid === null}
              ariaLabel={t('inverters.chooser.detailsOf', {
                name: modelOption?.label ?? model.data?.modelname ?? '',
              })}
              onClick={() => setDetailOpen(true)}
            >
              {t('inverters.chooser.details')}
            </Button>
          }
        >
          <Select
            selectedOption={
              selected(modelOptions, state.inverterid) ??
              (state.inverterid && model.data
                ? { value: state.inverterid, label: model.data.modelname }
                : null)
            }
            options={modelOptions}
            disabled={state.frequency === null}
            statusType={statusOf(models)}
            loadingText={t('inverters.chooser.loading')}
            errorText={t('inverters.chooser.loadFailed')}
            empty={t('inverters.chooser.none')}
            filteringType="auto"
            filteringAriaLabel={t('ui:select.filter', { field: t('inverters.fields.model') })}
            placeholder={t('inverters.chooser.choose')}
            onChange={({ detail }) => change({ kind: 'model', value: detail.selectedOption.value ?? '' })}
          />
        </FormField>
        {model.isError && <StatusIndicator type="error">{t('inverters.detail.failed')}</StatusIndicator>}
        {isEnergyStorage && (
          <>
            <FormField
              label={t('inverters.fields.batteryKind')}
              errorText={errorOf('batteryKind', 'batteryKind')}
            >
              <Select
                selectedOption={selected(kindOptions, state.batteryKind)}
                options={kindOptions}
                disabled={state.inverterid === null}
                statusType={statusOf(batteries)}
                loadingText={t('inverters.chooser.loading')}
                errorText={t('inverters.chooser.loadFailed')}
                empty={t('inverters.chooser.noBattery')}
                placeholder={t('inverters.chooser.choose')}
                onChange={({ detail }) =>
                  change({ kind: 'batteryKind', value: detail.selectedOption.value ?? '' })
                }
              />
            </FormField>
            <FormField label={t('inverters.fields.battery')} errorText={errorOf('battery', 'battery')}>
              <Select
                selectedOption={
                  selected(batteryOptions, state.battery?.value ?? null) ??
                  (state.battery ? { value: state.battery.value, label: state.battery.label } : null)
                }
                options={batteryOptions}
                disabled={state.batteryKind === null}
                placeholder={t('inverters.chooser.choose')}
                onChange={({ detail }) => {
                  const option = batteryList.find((b) => b.value === detail.selectedOption.value);
                  if (option) change({ kind: 'battery', value: option });
                }}
              />
            </FormField>
            <FormField
              label={t('inverters.fields.batteryCount')}
              constraintText={
                state.battery
                  ? t('inverters.batteryRange', {
                      min: Math.max(1, state.battery.min),
                      max: state.battery.max,
                    })
                  : undefined
              }
            >
              <Input
                type="number"
                inputMode="numeric"
                value={String(state.batteryCount)}
                disabled={state.battery === null}
                onChange={({ detail }) =>
                  setState((current) => ({ ...current, batteryCount: Number(detail.value) }))
                }
                onBlur={() => change({ kind: 'batteryCount', value: state.batteryCount })}
              />
            </FormField>
          </>
        )}
      </SpaceBetween>
      {detailOpen && state.inverterid && (
        <InverterDetailModal id={state.inverterid} onClose={() => setDetailOpen(false)} />
      )}
    </Modal>
  );
}

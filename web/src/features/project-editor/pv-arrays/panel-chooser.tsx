/**
 * The panel chooser dialog [WIZ-6]: the ways 4 frequently used, 2 system (manufacturer then
 * model) and 3 custom (the user's own panels); way 1, the default panel, is hidden here (a new
 * array starts with it). Changing the way clears the choice, changing the manufacturer clears
 * the model. The chosen panel's parameters are shown, and its length and width may be edited for
 * this project (min 0.5, step 0.001). Saving with no panel says 'No Components Selected'.
 */
import Alert from '@cloudscape-design/components/alert';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { PanelChoseWay } from '@pvd/shared/catalogue/panel';
import { validationMessage } from '@pvd/shared/errors/validation';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '@/components/dialog-footer';
import { Modal } from '@/components/modal';
import { useLanguage } from '@/lib/i18n';
import {
  type PanelEntry,
  type ShownWay,
  useChooserPanel,
  useCustomPanels,
  useFrequentPanels,
  useSystemManufacturers,
  useSystemModels,
} from './arrays-api';
import { type ChosenPanel, chosenPanel } from './panel-copy';
import { PanelParameters } from './panel-parameters';

const WAYS: ShownWay[] = [PanelChoseWay.frequentlyUsed, PanelChoseWay.system, PanelChoseWay.custom];
/** Panel length and width as edited for a project [WIZ-6]. [m] */
const MIN_SIZE_M = 0.5;
const MAX_SIZE_M = 10;

interface PanelChooserProps {
  /** The array's panel so far (null: none). */
  initial: ChosenPanel | null;
  onClose(): void;
  onChoose(chosen: ChosenPanel): void;
}

/** The way the chooser opens on: the array's own (its default panel is a custom one). */
function shownWay(chosen: ChosenPanel | null): ShownWay {
  if (!chosen) return PanelChoseWay.frequentlyUsed;
  return chosen.way === PanelChoseWay.default ? PanelChoseWay.custom : chosen.way;
}

function options(entries: PanelEntry[] | undefined): SelectProps.Option[] {
  return (entries ?? []).map((entry) => ({ value: entry.id, label: entry.label }));
}

/** A select's status while its list loads or after it failed. */
function statusOf(query: Pick<UseQueryResult, 'isLoading' | 'isError'>): SelectProps['statusType'] {
  if (query.isError) return 'error';
  return query.isLoading ? 'loading' : 'finished';
}

function sizeError(text: string, language: ReturnType<typeof useLanguage>): string | undefined {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return validationMessage('numberRequired', language);
  if (value < MIN_SIZE_M) return validationMessage('tooSmall', language);
  if (value > MAX_SIZE_M) return validationMessage('tooLarge', language);
  return undefined;
}

export function PanelChooser({ initial, onClose, onChoose }: PanelChooserProps) {
  const { t } = useTranslation(['editorArrays', 'ui']);
  const language = useLanguage();
  const [way, setWay] = useState<ShownWay>(shownWay(initial));
  const [manufacturer, setManufacturer] = useState<string | null>(
    initial?.way === PanelChoseWay.system ? initial.panel.manufacturer : null,
  );
  const [entry, setEntry] = useState<PanelEntry | null>(null);
  // The panel kept until another is picked: the array's own, at its edited size.
  const [kept, setKept] = useState<ChosenPanel | null>(initial);
  const [length, setLength] = useState(initial ? String(initial.length) : '');
  const [width, setWidth] = useState(initial ? String(initial.width) : '');
  const [tried, setTried] = useState(false);

  const frequent = useFrequentPanels(way === PanelChoseWay.frequentlyUsed);
  const manufacturers = useSystemManufacturers(way === PanelChoseWay.system);
  const systemModels = useSystemModels(way === PanelChoseWay.system ? manufacturer : null);
  const custom = useCustomPanels(way === PanelChoseWay.custom);
  const picked = useChooserPanel(way, entry);
  const models =
    way === PanelChoseWay.frequentlyUsed ? frequent : way === PanelChoseWay.system ? systemModels : custom;

  // A picked panel arrives: it replaces the kept one, at its catalogue size.
  useEffect(() => {
    if (!picked.data) return;
    const next = chosenPanel(way, picked.data);
    setKept(next);
    setLength(String(next.length));
    setWidth(String(next.width));
  }, [picked.data, way]);

  function clearChoice() {
    setEntry(null);
    setKept(null);
    setLength('');
    setWidth('');
  }

  function changeWay(next: ShownWay) {
    setWay(next);
    setManufacturer(null);
    clearChoice();
  }

  function pick(id: string | undefined) {
    const found = models.data?.find((candidate) => candidate.id === id) ?? null;
    if (found && found.id === entry?.id) return;
    clearChoice();
    setEntry(found);
  }

  const errors = kept ? { length: sizeError(length, language), width: sizeError(width, language) } : {};
  function save() {
    setTried(true);
    if (!kept || errors.length || errors.width) return;
    onChoose({ ...kept, length: Number(length), width: Number(width) });
  }

  const selectedModel = entry
    ? { value: entry.id, label: entry.label }
    : kept && kept.way === way
      ? { value: kept.panel.Id, label: `${kept.panel.manufacturer} ${kept.panel.componentmodelname}` }
      : null;

  return (
    <Modal
      visible
      size="large"
      position="top"
      onDismiss={onClose}
      header={t('chooser.title')}
      closeAriaLabel={t('ui:dialog.close')}
      footer={<DialogFooter onCancel={onClose} onConfirm={save} confirmLabel={t('chooser.confirm')} />}
    >
      <SpaceBetween size="l">
        <FormField label={t('chooser.way')}>
          <RadioGroup
            value={String(way)}
            onChange={({ detail }) => changeWay(Number(detail.value) as ShownWay)}
            items={WAYS.map((value) => ({ value: String(value), label: t(`chooser.ways.${value}`) }))}
          />
        </FormField>
        {way === PanelChoseWay.system && (
          <FormField label={t('chooser.manufacturer')}>
            <Select
              selectedOption={manufacturer ? { value: manufacturer, label: manufacturer } : null}
              options={(manufacturers.data ?? []).map((option) => ({
                value: option.value,
                label: option.label,
              }))}
              onChange={({ detail }) => {
                setManufacturer(detail.selectedOption.value ?? null);
                clearChoice();
              }}
              placeholder={t('chooser.manufacturerPlaceholder')}
              filteringType="auto"
              filteringAriaLabel={t('ui:select.filter', { field: t('chooser.manufacturer') })}
              statusType={statusOf(manufacturers)}
              loadingText={t('chooser.loading')}
              errorText={t('chooser.loadFailed')}
              empty={t('chooser.noManufacturers')}
            />
          </FormField>
        )}
        <FormField label={t('chooser.model')}>
          <Select
            selectedOption={selectedModel}
            options={options(models.data)}
            onChange={({ detail }) => pick(detail.selectedOption.value)}
            placeholder={t('chooser.modelPlaceholder')}
            disabled={way === PanelChoseWay.system && manufacturer === null}
            filteringType="auto"
            filteringAriaLabel={t('ui:select.filter', { field: t('chooser.model') })}
            statusType={statusOf(models)}
            loadingText={t('chooser.loading')}
            errorText={t('chooser.loadFailed')}
            empty={t(`chooser.empty.${way}`)}
          />
        </FormField>
        {picked.isFetching && <StatusIndicator type="loading">{t('chooser.loadingPanel')}</StatusIndicator>}
        {picked.isError && <StatusIndicator type="error">{t('chooser.panelFailed')}</StatusIndicator>}
        {kept && (
          <SpaceBetween size="m">
            <ColumnLayout columns={2}>
              <FormField label={t('chooser.length')} errorText={tried ? errors.length : undefined}>
                <Input
                  type="number"
                  step={0.001}
                  inputMode="decimal"
                  value={length}
                  onChange={({ detail }) => setLength(detail.value)}
                />
              </FormField>
              <FormField label={t('chooser.width')} errorText={tried ? errors.width : undefined}>
                <Input
                  type="number"
                  step={0.001}
                  inputMode="decimal"
                  value={width}
                  onChange={({ detail }) => setWidth(detail.value)}
                />
              </FormField>
            </ColumnLayout>
            <PanelParameters panel={kept.panel} />
          </SpaceBetween>
        )}
        {tried && !kept && (
          <Alert type="error" statusIconAriaLabel={t('chooser.errorIcon')}>
            {t('chooser.noneSelected')}
          </Alert>
        )}
      </SpaceBetween>
    </Modal>
  );
}

/**
 * The columns of the DC tab's two tables [WIZ-8]: the strings (MPPT, PV array, strings, panels
 * per string, the string checks with their figures) and the DC cable (MPPT, material with its
 * resistivity under it, laying [STR-9], length, area, the loss and capacity checks with the
 * suggested size [STR-10]). One table of nine columns did not fit the step: at 1280 px its inputs
 * were 26 px wide and its headers broke one letter per line; two tables fit beside an open
 * navigation at 1280 px.
 */
import Box from '@cloudscape-design/components/box';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { CableMaterialRow } from '@pvd/shared/catalogue/cable-material';
import { PROJECT_LIMITS } from '@pvd/shared/constants/limits';
import type { InverterUnitCheck, MpptRowState } from '@pvd/shared/electrical/inverter-checks';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { DebouncedNumber } from '@/components/debounced-number';
import { formatNumber } from '@/lib/format-number';
import type { Language } from '@/lib/language';
import type { DcInput } from './string-design';

export interface DcRow {
  mpptIndex: number;
  mpptNo: string;
  entry: DcInput | undefined;
  state: MpptRowState;
}

/**
 * Narrowest widths of the columns, cell padding (40 px) included: a number input is then 64 px
 * and shows five digits, a select its usual choices, and no header breaks inside a word. [px]
 */
const WIDTH_PX = {
  mppt: 84,
  select: 170,
  material: 156,
  number: 104,
  laying: 112,
  checks: 250,
  check: 176,
};

const NO_ARRAY = '';

type T = TFunction<'editorStrings'>;

interface StringColumnsInput {
  t: T;
  limits: InverterUnitCheck['limits'];
  arrayOptions: SelectProps.Option[];
  onPatch(mpptNo: string, patch: Partial<DcInput>): void;
  checks(row: DcRow): ReactNode;
}

function mpptColumn(t: T): TableProps.ColumnDefinition<DcRow> {
  return {
    id: 'mppt',
    header: t('dc.columns.mppt'),
    cell: (row) => row.mpptNo,
    isRowHeader: true,
    minWidth: WIDTH_PX.mppt,
  };
}

/** The PV array select's options: "not connected" first. */
export function arrayOptionsOf(
  t: T,
  pvArrays: readonly { id: string; pvarrayname: string; panel: { componentmodelname: string } }[],
): SelectProps.Option[] {
  return [
    { value: NO_ARRAY, label: t('dc.noArray') },
    ...pvArrays.map((array) => ({
      value: array.id,
      label: array.pvarrayname,
      description: array.panel.componentmodelname,
    })),
  ];
}

export function stringColumns(input: StringColumnsInput): TableProps.ColumnDefinition<DcRow>[] {
  const { t, limits, arrayOptions, onPatch } = input;
  return [
    mpptColumn(t),
    {
      id: 'array',
      header: t('dc.columns.array'),
      minWidth: WIDTH_PX.select,
      cell: (row) => (
        <Select
          ariaLabel={t('dc.arrayOf', { mppt: row.mpptNo })}
          selectedOption={
            arrayOptions.find((o) => o.value === (row.entry?.pvArrayId ?? NO_ARRAY)) ?? arrayOptions[0]!
          }
          options={arrayOptions}
          onChange={({ detail }) => onPatch(row.mpptNo, { pvArrayId: detail.selectedOption.value || null })}
        />
      ),
    },
    {
      id: 'strings',
      header: t('dc.columns.strings'),
      minWidth: WIDTH_PX.number,
      cell: (row) => {
        const max = limits.maxStringsPerMppt[row.mpptIndex] ?? 0;
        return (
          <SpaceBetween size="xxs">
            <DebouncedNumber
              value={row.entry?.numberOfStrings ?? 0}
              ariaLabel={t('dc.stringsOf', { mppt: row.mpptNo })}
              min={0}
              max={max}
              onCommit={(value) => onPatch(row.mpptNo, { numberOfStrings: value })}
            />
            <Box variant="small">{t('dc.stringsMax', { max })}</Box>
          </SpaceBetween>
        );
      },
    },
    {
      id: 'perString',
      header: t('dc.columns.perString'),
      minWidth: WIDTH_PX.number,
      cell: (row) => (
        <DebouncedNumber
          value={row.entry?.numberOfComponentsPerString ?? 0}
          ariaLabel={t('dc.perStringOf', { mppt: row.mpptNo })}
          min={0}
          max={PROJECT_LIMITS.panelsPerString}
          onCommit={(value) => onPatch(row.mpptNo, { numberOfComponentsPerString: value })}
        />
      ),
    },
    { id: 'checks', header: t('dc.columns.checks'), minWidth: WIDTH_PX.checks, cell: input.checks },
  ];
}

interface CableColumnsInput {
  t: T;
  language: Language;
  /** The laying control of a row's cable. */
  laying(row: DcRow): ReactNode;
  materials: readonly CableMaterialRow[];
  defaultMaterialId: string | null;
  /** [Ω·mm²/m] */
  resistivityOf(materialId: string | null | undefined): number | null;
  onPatch(mpptNo: string, patch: Partial<DcInput>): void;
  onMaterial(mpptNo: string, material: CableMaterialRow): void;
  check(row: DcRow): ReactNode;
}

export function cableColumns(input: CableColumnsInput): TableProps.ColumnDefinition<DcRow>[] {
  const { t, materials } = input;
  const materialOf = (row: DcRow) => (row.entry ? row.entry.cableMaterialId : input.defaultMaterialId);
  const options: SelectProps.Option[] = materials.map((material) => ({
    value: material.Id,
    label: material.MaterialName,
  }));
  return [
    mpptColumn(t),
    {
      id: 'material',
      header: t('dc.columns.material'),
      minWidth: WIDTH_PX.material,
      cell: (row) => (
        <SpaceBetween size="xxxs">
          <Select
            ariaLabel={t('dc.materialOf', { mppt: row.mpptNo })}
            selectedOption={options.find((o) => o.value === materialOf(row)) ?? null}
            options={options}
            placeholder={t('dc.chooseMaterial')}
            onChange={({ detail }) => {
              const material = materials.find((m) => m.Id === detail.selectedOption.value);
              if (material) input.onMaterial(row.mpptNo, material);
            }}
          />
          <Box variant="small">
            {t('laying.resistivityValue', {
              value: formatNumber(input.resistivityOf(materialOf(row)), input.language, 4),
            })}
          </Box>
        </SpaceBetween>
      ),
    },
    { id: 'laying', header: t('laying.column'), minWidth: WIDTH_PX.laying, cell: input.laying },
    cableNumberColumn(input, 'length', 'cableMaterialLength'),
    cableNumberColumn(input, 'area', 'cableMaterialArea'),
    { id: 'check', header: t('dc.columns.checks'), minWidth: WIDTH_PX.check, cell: input.check },
  ];
}

/** The cable's length [m] or area [mm²]: a decimal input of at least 0. */
function cableNumberColumn(
  { t, onPatch }: CableColumnsInput,
  id: 'length' | 'area',
  field: 'cableMaterialLength' | 'cableMaterialArea',
): TableProps.ColumnDefinition<DcRow> {
  return {
    id,
    header: t(`dc.columns.${id}`),
    minWidth: WIDTH_PX.number,
    cell: (row) => (
      <DebouncedNumber
        value={row.entry?.[field] ?? 0}
        inputMode="decimal"
        ariaLabel={t(`dc.${id}Of`, { mppt: row.mpptNo })}
        min={0}
        max={id === 'length' ? PROJECT_LIMITS.cableLengthM : PROJECT_LIMITS.cableAreaMm2}
        onCommit={(value) => onPatch(row.mpptNo, { [field]: value })}
      />
    ),
  };
}

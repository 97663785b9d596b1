/**
 * The DC table of one inverter unit (001 §2): a row per MPPT with its PV array, strings, panels
 * per string, cable material (the user's library) with its resistivity under it, length, area
 * and the five checks with the temperature advisories beside them. Numbers reach the draft 500 ms after the
 * last keystroke, so the checks follow with the spec's debounce.
 */
import Box from '@cloudscape-design/components/box';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { CableMaterialRow } from '@pvd/shared/catalogue/cable-material';
import { hotMppVoltageAdvisory, shortCircuitCurrentAdvisory } from '@pvd/shared/electrical/advisories';
import type { InverterUnitCheck, MpptRowState } from '@pvd/shared/electrical/inverter-checks';
import { mpptNoFromIndex } from '@pvd/shared/electrical/inverter-limits';
import type { PvArrayRecord } from '@pvd/shared/project/pv-array';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../../lib/format-number';
import { useLanguage } from '../../../../../lib/i18n';
import { DebouncedNumber } from '../../common/debounced-number';
import { CheckIcon } from './check-icon';
import { advisoryItems, rowCheckItems } from './check-items';
import type { DcInput } from './string-design';

export interface SiteTemperatures {
  minC: number;
  maxC: number;
}

interface DcTableProps {
  entries: readonly DcInput[];
  check: InverterUnitCheck;
  pvArrays: readonly PvArrayRecord[];
  materials: readonly CableMaterialRow[];
  /** Resistivity of a material id, from the draft's copies or the library. [Ω·mm²/m] */
  resistivityOf(materialId: string | null | undefined): number | null;
  defaultMaterialId: string | null;
  site: SiteTemperatures;
  onPatch(mpptNo: string, patch: Partial<DcInput>): void;
  onMaterial(mpptNo: string, material: CableMaterialRow): void;
}

interface Row {
  mpptIndex: number;
  mpptNo: string;
  entry: DcInput | undefined;
  state: MpptRowState;
}

const NO_ARRAY = '';
const nonNegative = (value: number) => Math.max(0, value);

/**
 * Narrowest widths of the columns: a number input then shows five digits and its spinner, a
 * select its longest usual choice, and no header breaks inside a word. Together about 820 px,
 * what the step gives the table at 1280 px (results below) and at 1920 px (results beside). [px]
 */
const WIDTH_PX = { mppt: 76, select: 140, number: 92, material: 124, checks: 150 };

/** The strings and the cable each under a group header, so the columns' own headers stay short. */
const COLUMN_DISPLAY: TableProps.ColumnDisplayProperties[] = [
  { id: 'mppt', visible: true },
  { id: 'array', visible: true },
  {
    type: 'group',
    id: 'strings',
    visible: true,
    children: [
      { id: 'strings', visible: true },
      { id: 'perString', visible: true },
    ],
  },
  {
    type: 'group',
    id: 'cable',
    visible: true,
    children: [
      { id: 'material', visible: true },
      { id: 'length', visible: true },
      { id: 'area', visible: true },
    ],
  },
  { id: 'checks', visible: true },
];

export function DcTable(props: DcTableProps) {
  const { check, pvArrays, site } = props;
  const { t } = useTranslation('editorStrings');
  const language = useLanguage();
  const { limits } = check;
  const rows: Row[] = check.rows.map((state) => ({
    mpptIndex: state.mpptIndex,
    mpptNo: state.mpptNo,
    entry: props.entries.find((entry) => entry.mpptNo === state.mpptNo),
    state,
  }));
  const arrayOptions: SelectProps.Option[] = [
    { value: NO_ARRAY, label: t('dc.noArray') },
    ...pvArrays.map((array) => ({
      value: array.id,
      label: array.pvarrayname,
      description: array.panel.componentmodelname,
    })),
  ];
  const materialOptions: SelectProps.Option[] = props.materials.map((material) => ({
    value: material.Id,
    label: material.MaterialName,
  }));

  const resistivityOf = (row: Row) =>
    props.resistivityOf(row.entry ? row.entry.cableMaterialId : props.defaultMaterialId);

  const columns: TableProps.ColumnDefinition<Row>[] = [
    {
      id: 'mppt',
      header: t('dc.columns.mppt'),
      cell: (row) => row.mpptNo,
      isRowHeader: true,
      minWidth: WIDTH_PX.mppt,
    },
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
          onChange={({ detail }) =>
            props.onPatch(row.mpptNo, { pvArrayId: detail.selectedOption.value || null })
          }
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
              normalize={(value) => Math.min(max, nonNegative(Math.round(value)))}
              onCommit={(value) => props.onPatch(row.mpptNo, { numberOfStrings: value })}
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
          normalize={(value) => nonNegative(Math.round(value))}
          onCommit={(value) => props.onPatch(row.mpptNo, { numberOfComponentsPerString: value })}
        />
      ),
    },
    {
      id: 'material',
      header: t('dc.columns.material'),
      minWidth: WIDTH_PX.material,
      cell: (row) => {
        const id = row.entry ? row.entry.cableMaterialId : props.defaultMaterialId;
        const resistivity = resistivityOf(row);
        return (
          <SpaceBetween size="xxs">
            <Select
              ariaLabel={t('dc.materialOf', { mppt: row.mpptNo })}
              selectedOption={materialOptions.find((o) => o.value === id) ?? null}
              options={materialOptions}
              placeholder={t('dc.chooseMaterial')}
              onChange={({ detail }) => {
                const material = props.materials.find((m) => m.Id === detail.selectedOption.value);
                if (material) props.onMaterial(row.mpptNo, material);
              }}
            />
            {resistivity !== null && (
              <Box variant="small">
                {t('dc.resistivity', { value: formatNumber(resistivity, language, 4) })}
              </Box>
            )}
          </SpaceBetween>
        );
      },
    },
    {
      id: 'length',
      header: t('dc.columns.length'),
      minWidth: WIDTH_PX.number,
      cell: (row) => (
        <DebouncedNumber
          value={row.entry?.cableMaterialLength ?? 0}
          inputMode="decimal"
          ariaLabel={t('dc.lengthOf', { mppt: row.mpptNo })}
          normalize={nonNegative}
          onCommit={(value) => props.onPatch(row.mpptNo, { cableMaterialLength: value })}
        />
      ),
    },
    {
      id: 'area',
      header: t('dc.columns.area'),
      minWidth: WIDTH_PX.number,
      cell: (row) => (
        <DebouncedNumber
          value={row.entry?.cableMaterialArea ?? 0}
          inputMode="decimal"
          ariaLabel={t('dc.areaOf', { mppt: row.mpptNo })}
          normalize={nonNegative}
          onCommit={(value) => props.onPatch(row.mpptNo, { cableMaterialArea: value })}
        />
      ),
    },
    {
      id: 'checks',
      header: t('dc.columns.checks'),
      minWidth: WIDTH_PX.checks,
      cell: (row) => <RowChecks row={row} pvArrays={pvArrays} check={check} site={site} />,
    },
  ];

  return (
    <Table
      variant="embedded"
      items={rows}
      trackBy={(row) => row.mpptNo}
      columnDefinitions={columns}
      groupDefinitions={[
        { id: 'strings', header: t('dc.groups.strings') },
        { id: 'cable', header: t('dc.groups.cable') },
      ]}
      columnDisplay={COLUMN_DISPLAY}
      // Narrower than the columns' sum, the MPPT and its checks stay in view while the rest scrolls.
      stickyColumns={{ first: 1, last: 1 }}
      cellVerticalAlign="top"
      wrapLines
      ariaLabels={{ tableLabel: t('dc.tableLabel') }}
    />
  );
}

function RowChecks({
  row,
  pvArrays,
  check,
  site,
}: {
  row: Row;
  pvArrays: readonly PvArrayRecord[];
  check: InverterUnitCheck;
  site: SiteTemperatures;
}) {
  const { t } = useTranslation('editorStrings');
  const language = useLanguage();
  const { state } = row;
  if (state.state === 'unconnected') return <Box color="text-status-inactive">{t('dc.unconnected')}</Box>;
  if (state.state === 'no-string-design')
    return <Box color="text-status-inactive">{t('dc.noStringDesign')}</Box>;
  const panel = pvArrays.find((array) => array.id === state.pvArrayId)!.panel;
  const point = { siteMaxTemperatureC: site.maxC };
  const entry = row.entry!;
  const advisories = advisoryItems(
    hotMppVoltageAdvisory(check.limits, panel, entry.numberOfComponentsPerString ?? 0, point),
    shortCircuitCurrentAdvisory(check.limits, state.mpptIndex, panel, entry.numberOfStrings ?? 0, point),
    t,
    language,
  );
  return (
    <SpaceBetween size="xxs">
      <SpaceBetween direction="horizontal" size="xxs">
        <CheckIcon
          name={t('checks.names.row', { mppt: row.mpptNo })}
          result={state.check.result}
          detail={t('checks.details.row')}
        />
        {rowCheckItems(state.check, site.minC, t, language).map((item) => (
          <CheckIcon key={item.id} name={item.name} result={item.result} detail={item.detail} />
        ))}
      </SpaceBetween>
      <SpaceBetween direction="horizontal" size="xxs">
        <Box variant="small">{t('dc.advisories')}</Box>
        {advisories.map((item) => (
          <CheckIcon key={item.id} name={item.name} result={item.result} detail={item.detail} />
        ))}
      </SpaceBetween>
    </SpaceBetween>
  );
}

/** 'MPPT1' … for a model's MPPT count. */
export function mpptNos(count: number): string[] {
  return Array.from({ length: count }, (_, index) => mpptNoFromIndex(index));
}

/**
 * The DC tab of one inverter unit [WIZ-8]: a row per MPPT, in two tables that each fit the
 * step (dc-columns.tsx): the strings (PV array, strings, panels per string, the string checks
 * and the temperature advisories, each with its figure and limit) and the DC cable (material from
 * the user's library and its resistivity, laying, length, area, the loss and capacity checks
 * [STR-5] [STR-9] with the suggested size [STR-10]). Numbers reach the draft 500 ms after the last
 * keystroke, so the checks follow with the 500 ms debounce [WIZ-7].
 */
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { CableMaterialRow } from '@pvd/shared/catalogue/cable-material';
import { hotMppVoltageAdvisory, shortCircuitCurrentAdvisory } from '@pvd/shared/electrical/advisories';
import type { InverterUnitCheck } from '@pvd/shared/electrical/inverter-checks';
import { mpptNoFromIndex } from '@pvd/shared/electrical/inverter-limits';
import type { PvArrayRecord } from '@pvd/shared/project/record/pv-array';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import { CableAdvice } from './cable-advice';
import { CheckIcon } from './check-icon';
import { advisoryItems, type CheckItem, dcCapacityItem, rowCheckItems } from './check-items';
import { arrayOptionsOf, cableColumns, type DcRow, stringColumns } from './dc-columns';
import { LayingField } from './laying-field';
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

/** The check of the cable table; the strings table shows the others. */
const CABLE_CHECK = 'dcPowerLossRate';

export function DcTable(props: DcTableProps) {
  const { check, pvArrays, site } = props;
  const { t } = useTranslation('editorStrings');
  const language = useLanguage();
  const rows: DcRow[] = check.rows.map((state) => ({
    mpptIndex: state.mpptIndex,
    mpptNo: state.mpptNo,
    entry: props.entries.find((entry) => entry.mpptNo === state.mpptNo),
    state,
  }));
  const checkItems = (row: DcRow) =>
    row.state.state === 'checked' ? rowCheckItems(row.state.check, site.minC, t, language) : [];
  const line = (item: CheckItem) => (
    <CheckIcon key={item.id} name={item.name} result={item.result} detail={item.detail} line={item.line} />
  );
  const table = (label: string, columns: TableProps.ColumnDefinition<DcRow>[]) => (
    <Table
      variant="embedded"
      items={rows}
      trackBy={(row) => row.mpptNo}
      columnDefinitions={columns}
      cellVerticalAlign="top"
      wrapLines
      // Narrower than its columns, the MPPT stays in view while the rest scrolls.
      stickyColumns={{ first: 1 }}
      header={<Box variant="h4">{label}</Box>}
      ariaLabels={{ tableLabel: label }}
    />
  );

  return (
    <SpaceBetween size="l">
      {table(
        t('dc.stringsTable'),
        stringColumns({
          t,
          limits: check.limits,
          arrayOptions: arrayOptionsOf(t, pvArrays),
          onPatch: props.onPatch,
          checks: (row) => (
            <StringChecks
              row={row}
              items={checkItems(row).filter((item) => item.id !== CABLE_CHECK)}
              pvArrays={pvArrays}
              check={check}
              site={site}
            />
          ),
        }),
      )}
      {table(
        t('dc.cableTable'),
        cableColumns({
          t,
          language,
          materials: props.materials,
          defaultMaterialId: props.defaultMaterialId,
          resistivityOf: props.resistivityOf,
          onPatch: props.onPatch,
          onMaterial: props.onMaterial,
          laying: (row) => (
            <LayingField
              mpptNo={row.mpptNo}
              entry={row.entry}
              siteMaxC={site.maxC}
              onChange={(patch) => props.onPatch(row.mpptNo, patch)}
            />
          ),
          check: (row) => {
            if (row.state.state !== 'checked') return null;
            const { check: rowCheck } = row.state;
            const laid = (row.entry?.cableMaterialLength ?? 0) > 0;
            return (
              <SpaceBetween size="xxs">
                {checkItems(row)
                  .filter((item) => item.id === CABLE_CHECK)
                  .map(line)}
                {laid ? (
                  line(dcCapacityItem(rowCheck, site.maxC, t, language))
                ) : (
                  <Box variant="small">{t('cableCheck.noCable')}</Box>
                )}
                <CableAdvice
                  advice={rowCheck.dcCableAdvice}
                  mpptNo={row.mpptNo}
                  onUse={(areaMm2) => props.onPatch(row.mpptNo, { cableMaterialArea: areaMm2 })}
                />
              </SpaceBetween>
            );
          },
        }),
      )}
    </SpaceBetween>
  );
}

interface StringChecksProps {
  row: DcRow;
  items: ReturnType<typeof rowCheckItems>;
  pvArrays: readonly PvArrayRecord[];
  check: InverterUnitCheck;
  site: SiteTemperatures;
}

function StringChecks({ row, items, pvArrays, check, site }: StringChecksProps) {
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
  const line = (item: CheckItem) => (
    <CheckIcon key={item.id} name={item.name} result={item.result} detail={item.detail} line={item.line} />
  );
  return (
    <SpaceBetween size="xxxs">
      <CheckIcon
        name={t('checks.names.row', { mppt: row.mpptNo })}
        result={state.check.result}
        detail={t('checks.details.row')}
        line={t('checkLines.row', { result: t(`checks.results.${state.check.result}`) })}
      />
      {items.map(line)}
      <Box variant="small" fontWeight="bold">
        {t('dc.advisories')}
      </Box>
      {advisories.map(line)}
    </SpaceBetween>
  );
}

/** 'MPPT1' … for a model's MPPT count. */
export function mpptNos(count: number): string[] {
  return Array.from({ length: count }, (_, index) => mpptNoFromIndex(index));
}

/**
 * Rules an import row must meet against the catalogue itself, which a row schema cannot know. A
 * system battery is offered with the inverters of its series (queryBatteryOptions), so a battery
 * naming a series no inverter has would never be offered: its row is refused (118,
 * 'inverterSeriesUnknown'). The known series are read from the inverter table once per import,
 * never from a list in code, and compared as the battery options compare them (any case).
 */
import { systemBatteryFields } from '@pvd/shared/catalogue/battery';
import type { ImportKind } from '@pvd/shared/catalogue/spreadsheet-columns';
import { querySystemInverters } from '../db/entities/system-inverter';
import { normaliseName } from '../db/items';
import { type CatalogueRowRule, noCatalogueRule } from './row-mapper';

/** The series of the inverter catalogue, normalised; inverters without a series add none. */
export async function knownInverterSeries(): Promise<Set<string>> {
  const inverters = await querySystemInverters({});
  const series = inverters.map((inverter) => normaliseName(String(inverter.series ?? '')));
  return new Set(series.filter((name) => name !== ''));
}

/**
 * Refuses a battery row whose inverter series is not one of `known`. A blank or over-long series
 * is left to the row schema, so a cell is reported once.
 */
export function knownSeriesRule(known: ReadonlySet<string>): CatalogueRowRule {
  return (cells) => {
    const series = systemBatteryFields.inverterseries.safeParse(cells.inverterseries);
    if (!series.success || known.has(normaliseName(series.data))) return [];
    return [{ field: 'inverterseries', key: 'inverterSeriesUnknown' }];
  };
}

/** The catalogue rule of an import kind, with what it needs read from the table. */
export async function catalogueRuleOf(kind: ImportKind): Promise<CatalogueRowRule> {
  return kind === 'inverterBattery' ? knownSeriesRule(await knownInverterSeries()) : noCatalogueRule;
}

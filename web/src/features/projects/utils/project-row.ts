/** What the project list shows of a row [LIST-3], in the site's language. */
import type { ProjectRow } from '@pvd/shared/api/project';
import { CapacityUnit, capacityInUnit } from '@pvd/shared/project/record/base';
import { type ProjectType, projectTypeOf } from '@/config/paths';
import { formatNumber } from '@/lib/format-number';
import type { Language } from '@/lib/language';

/**
 * The installed capacity in the unit it was entered in, as DC peak power (kWp, MWp: the panels'
 * STC power, as the report and the live results name it [REP-7]), e.g. `{ value: '1.5', unit: 'MWp' }`.
 */
export function capacityOf(row: ProjectRow, language: Language): { value: string; unit: 'kWp' | 'MWp' } {
  const unit = row.ProInstallCapacityUnit === CapacityUnit.MW ? CapacityUnit.MW : CapacityUnit.kW;
  return {
    value: formatNumber(capacityInUnit(row.ProInstallCapacity, unit), language, 3),
    unit: unit === CapacityUnit.MW ? 'MWp' : 'kWp',
  };
}

/** The editor route type of the row (proType 0 grid-connected, 1 energy storage). */
export function typeOfRow(row: ProjectRow): ProjectType {
  return projectTypeOf(row.ProType);
}

/**
 * The report's data (queryProjectReportDataById's answer) and which of the report's sections
 * [REP-1] it has: the self-use pages only for a storage project, the investment
 * pages only when the project asks for investment figures.
 */
import type { CallResponse } from '@pvd/shared/api/define';
import type { queryProjectReportDataById } from '@pvd/shared/api/project-report';
import { type LoadView, projectLoadView } from '@pvd/shared/project/report/load-view';

export type ReportData = CallResponse<typeof queryProjectReportDataById>;

/**
 * The report's pages, in the order they print; each starts an A4 page and holds one or two of
 * the report's sections [REP-1]: project info; parameters; inverters and PV arrays; monthly generation and
 * horizontal radiation; 25-year generation and system loss; the surroundings (sun path, shade
 * map, shading losses by month) of a project with surroundings; the load (annual kWh, peak kW,
 * heat map, its source) of a project with one [LOAD-5]; the tariff (schedule, prices, source) of a
 * project with its own tariff [TAR-14]; the first year's bills [TAR-5] of a project with a tariff or
 * a load; self-use ratio; self-use load; the battery's typical days and year, and its life and
 * economics [TAR-6] [TAR-13] [FIN-6] (storage projects); cumulative income; cash flow; the yield's
 * P50/P90/P99 [UNC-1]; energy saving and block diagram; the bill of materials and the
 * quote; assumptions, notice, sign-off and company contact.
 */
export const REPORT_SECTIONS = [
  'project',
  'parameters',
  'equipment',
  'generation',
  'lifetime',
  'surroundings',
  'load',
  'tariff',
  'bill',
  'selfUse',
  'selfUseLoad',
  'storage',
  'storageLife',
  'income',
  'cashFlow',
  'uncertainty',
  'environment',
  'billOfMaterials',
  'closing',
] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

const STORAGE_SECTIONS: readonly ReportSection[] = ['selfUse', 'selfUseLoad'];
const INVESTMENT_SECTIONS: readonly ReportSection[] = ['income', 'cashFlow'];
const BATTERY_SECTIONS: readonly ReportSection[] = ['storage', 'storageLife'];

type SectionsData = Pick<ReportData, 'selfUse' | 'investment' | 'finance'> &
  Partial<
    Pick<
      ReportData,
      'surroundings' | 'userload' | 'loadSource' | 'tariff' | 'bill' | 'storage' | 'uncertainty'
    >
  >;

/**
 * True when the report has the bill page: bills computed, by the project's own tariff or for a
 * load of its own (a grid-connected project without either has no bill to show: every kWh exported).
 */
export function hasBillPage(data: SectionsData): boolean {
  if (!data.bill) return false;
  return (data.tariff ?? null) !== null || reportLoadView(data) !== null;
}

/** True when the report has the investment pages: asked for, and figures computed. */
export function hasInvestmentPages(data: Pick<ReportData, 'investment' | 'finance'>): boolean {
  return data.investment.needInvestment && data.finance !== null;
}

/**
 * The project's load as the load page shows it: the meter file kept, else the figures spread by
 * the typical shape; null without a load (a grid-connected project without its own consumption).
 */
export function reportLoadView(data: Partial<Pick<ReportData, 'userload' | 'loadSource'>>): LoadView | null {
  return projectLoadView({
    proUserLoadInformation: data.userload ?? null,
    userLoad: data.loadSource ?? null,
  });
}

/**
 * The sections the report of `data` prints, in order.
 *
 * @example
 * reportSections(gridProjectWithoutInvestment); // no 'selfUse', 'selfUseLoad', 'income', 'cashFlow'
 */
export function reportSections(data: SectionsData): ReportSection[] {
  return REPORT_SECTIONS.filter((section) => {
    if (section === 'load') return reportLoadView(data) !== null;
    if (section === 'tariff') return (data.tariff ?? null) !== null;
    if (section === 'bill') return hasBillPage(data);
    if (BATTERY_SECTIONS.includes(section)) return (data.storage ?? null) !== null;
    // The surroundings page only for a project with surroundings [SUR-10].
    if (section === 'surroundings') return (data.surroundings ?? null) !== null;
    // The yield's P50/P90/P99 where the answer has them [UNC-1].
    if (section === 'uncertainty') return (data.uncertainty ?? null) !== null;
    if (STORAGE_SECTIONS.includes(section)) return data.selfUse !== null;
    if (INVESTMENT_SECTIONS.includes(section)) return hasInvestmentPages(data);
    return true;
  });
}

/**
 * Specific yield: the first year's energy per installed kWp; null without capacity.
 *
 * @returns [kWh/kWp]
 * @example
 * specificYieldOf({ powergeneration: { totalPowerGeneration: 9620.38 }, probase: { proCapacityKw: 6.23 } }); // 1544.2
 */
export function specificYieldOf(data: {
  powergeneration: Pick<ReportData['powergeneration'], 'totalPowerGeneration'>;
  probase: Pick<ReportData['probase'], 'proCapacityKw'>;
}): number | null {
  const capacityKw = data.probase.proCapacityKw;
  return capacityKw > 0 ? data.powergeneration.totalPowerGeneration / capacityKw : null;
}

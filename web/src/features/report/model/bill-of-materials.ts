/**
 * The report's bill of materials and quote: the same functions as the exported workbook
 * (shared/project), fed from the report's data, which holds the stored project's arrays, groups
 * and investment (defaults applied), so the page and the workbook list the same.
 */
import { billOfMaterials } from '@pvd/shared/project/paperwork/bill-of-materials';
import { projectQuote } from '@pvd/shared/project/paperwork/quote';
import type { ReportData } from './report-data';

/** The bill's lines and the quote of the report's project. */
export function reportBillOfMaterials(
  data: Pick<ReportData, 'probase' | 'pvarray' | 'inverter' | 'investment'>,
) {
  const source = {
    capacityKw: data.probase.proCapacityKw,
    investment: data.investment,
    pvArray: data.pvarray,
    inverter: data.inverter,
  };
  return {
    lines: billOfMaterials(source),
    quote: projectQuote({ ...source, proType: data.probase.proType }),
  };
}

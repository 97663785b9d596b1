/**
 * project/exportProjectBillOfMaterials: the caller's project's bill of materials and quote as an
 * .xlsx workbook in the caller's language, stored beside its reports and answered as a download
 * link (113/114 for a project that is missing or not the caller's).
 */
import { exportProjectBillOfMaterials } from '@pvd/shared/api/bill-of-materials';
import { exportBillOfMaterials } from '../_lib/bill-of-materials/export-bom';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(exportProjectBillOfMaterials, async ({ input, session, culture }) =>
  exportBillOfMaterials(session, culture, input.proId),
);

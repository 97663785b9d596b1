/**
 * The product's own bill of materials call (beyond the original call list): the caller's project's
 * bill of materials and quote as an .xlsx workbook in the caller's language, stored beside the
 * project's reports and answered as a download link, as exportProjectReportPdf answers its PDF.
 * The report prints the same bill as a page (shared/project/paperwork/bill-of-materials.ts).
 *
 * Refusals: 113/114 for a project that is missing or not the caller's.
 */
import * as z from 'zod';
import { Role } from '../constants/roles';
import { idField } from './common-fields';
import { defineCall } from './define';

export const exportProjectBillOfMaterials = defineCall({
  group: 'project',
  name: 'exportProjectBillOfMaterials',
  summary:
    'Writes the caller’s project’s bill of materials and quote as an .xlsx and answers its download link.',
  access: [Role.user],
  request: z.object({ proId: idField }),
  response: z.object({
    /** Pre-signed GET of the stored workbook (answers it as an attachment named `fileName`). */
    url: z.string(),
    /** `<yyyyMMddHHmmss>_<project name made safe>_物料清单.xlsx` (or `_bill-of-materials.xlsx`). */
    fileName: z.string(),
    /** [bytes] */
    bytes: z.number().int().nonnegative(),
  }),
  needs: ['s3'],
  // A complete project's key figures come from the engine's year, as the report's.
  heavy: true,
});

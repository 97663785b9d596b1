/**
 * The report's bill of materials is counted from the report's own data (the stored project it
 * carries), by the function the exported workbook uses: its equipment quantities equal the
 * project's arrays and groups in the saved reports of a grid and a storage project.
 */
import { describe, expect, it } from 'vitest';
import { reportBillOfMaterials } from '@/features/report/model/bill-of-materials';
import { gridWithInvestment, storageWithFinance } from './report-fixtures';

const quantityOf = (lines: ReturnType<typeof reportBillOfMaterials>['lines'], category: string) =>
  lines.filter((line) => line.category === category).reduce((sum, line) => sum + line.quantity, 0);

describe('reportBillOfMaterials', () => {
  it.each([
    ['grid', gridWithInvestment()],
    ['storage', storageWithFinance()],
  ])(
    'counts the %s project’s panels, inverters and batteries as its arrays and groups hold them',
    (_name, data) => {
      // Act
      const { lines, quote } = reportBillOfMaterials(data);
      // Assess
      const panels = data.pvarray.reduce((sum, array) => sum + array.panelcount, 0);
      const inverters = data.inverter.reduce((sum, group) => sum + group.invertercount, 0);
      const batteries = data.inverter.reduce(
        (sum, group) => sum + (group.battery ? group.invertercount * (group.batterynumber ?? 0) : 0),
        0,
      );
      expect(panels).toBeGreaterThan(0);
      expect(quantityOf(lines, 'panel')).toBe(panels);
      expect(quantityOf(lines, 'inverter')).toBe(inverters);
      expect(quantityOf(lines, 'battery')).toBe(batteries);
      expect(quote).toMatchObject({
        currency: data.investment.currency,
        capacityKw: data.probase.proCapacityKw,
      });
    },
  );
});

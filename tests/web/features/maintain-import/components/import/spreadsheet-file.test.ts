import { describe, expect, it } from 'vitest';
import { spreadsheetFileError } from '@/features/maintain-import/components/import/spreadsheet-file';

function file(name: string, size: number): File {
  return new File([new Uint8Array(size)], name);
}

describe('spreadsheetFileError', () => {
  it.each(['inverters.xlsx', 'INVERTERS.XLS', ' old template.xls '])('accepts %s', (name) => {
    // Act
    const error = spreadsheetFileError(file(name, 100), 'en');
    // Assess
    expect(error).toBeUndefined();
  });

  it.each(['inverters.csv', 'inverters.xlsx.pdf', 'inverters', 'inverters.xlsm'])(
    'refuses %s as not .xls or .xlsx',
    (name) => {
      // Act
      const error = spreadsheetFileError(file(name, 100), 'zh-CN');
      // Assess
      expect(error).toBe('导入文件只能是 .xls 或 .xlsx 格式');
    },
  );

  it('accepts a .zip of PVsyst .PAN files for system panels only, and names it when refusing', () => {
    // Act
    const panels = spreadsheetFileError(file('Eclat range.ZIP', 100), 'en', 'systemComponent');
    const inverters = spreadsheetFileError(file('inverters.zip', 100), 'en', 'inverter');
    const pan = spreadsheetFileError(file('one.PAN', 100), 'en', 'systemComponent');
    // Assess
    expect(panels).toBeUndefined();
    expect(inverters).toBe('The import file must be .xls or .xlsx');
    expect(pan).toBe('The import file must be .xls, .xlsx or a .zip of PVsyst .PAN files');
  });

  it('refuses a file above 10 MB and accepts one of exactly 10 MB', () => {
    // Prepare
    const limit = 10 * 1024 * 1024;
    // Act
    const above = spreadsheetFileError(file('big.xlsx', limit + 1), 'en');
    const exactly = spreadsheetFileError(file('big.xlsx', limit), 'en');
    // Assess
    expect(above).toBe('The import file must not exceed 10 MB');
    expect(exactly).toBeUndefined();
  });

  it('calls an empty file an empty template (模板文件为空)', () => {
    // Act
    const error = spreadsheetFileError(file('empty.xlsx', 0), 'zh-CN');
    // Assess
    expect(error).toBe('模板文件为空');
  });
});

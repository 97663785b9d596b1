/** Catalogue imports refused as a whole (119): wrong type, size, zip bomb, unreadable, empty, crafted headers. */

import { importDefinitions } from '@pvd/shared/catalogue/spreadsheet-columns';
import { beforeAll, describe, expect, it } from 'vitest';
import { workbookBytes } from '../../functions/catalogue/support/workbook';
import { buildZip, workbookEntries } from '../../functions/catalogue/support/zip';
import { callApi } from '../../support/api-client';
import { demoToken } from './support/accounts';
import { uniqueName } from './support/bodies';
import { sheet } from './support/sheets';
import { importFile } from './support/uploads';

let maintain: string;

beforeAll(async () => {
  maintain = await demoToken('maintain');
});

describe('refused files (119)', () => {
  it('refuses a file that is not a spreadsheet, whatever its name, saying so', async () => {
    // Act
    const job = await importFile(
      'inverter/uploadInverter',
      new TextEncoder().encode('modelname\nSUN-X'),
      'fake.xlsx',
      maintain,
    );
    // Assess
    expect(job).toMatchObject({
      code: 119,
      message: 'The file’s content is not an Excel spreadsheet (.xls or .xlsx); was only its name changed?',
    });
  });

  it('refuses an oversized file and a wrong type at the upload call, before any upload', async () => {
    // Act
    const oversized = await callApi(
      'inverter/uploadInverter',
      { fileName: 'big.xlsx', size: 10 * 1024 * 1024 + 1 },
      { token: maintain },
    );
    const csv = await callApi(
      'inverter/uploadInverter',
      { fileName: 'data.csv', size: 100 },
      { token: maintain },
    );
    // Assess
    expect(oversized).toMatchObject({
      status: 413,
      code: 119,
      message: 'The import file must not exceed 10 MB',
    });
    expect(csv).toMatchObject({ status: 415, code: 119, message: 'The import file must be .xls or .xlsx' });
  });

  it('refuses a zip bomb', async () => {
    // Prepare
    const bomb = buildZip([
      ...workbookEntries(),
      { name: 'xl/worksheets/sheet2.xml', content: new Uint8Array(50 * 1024 * 1024) },
    ]);
    // Act
    const job = await importFile('inverter/uploadInverter', bomb, 'bomb.xlsx', maintain);
    // Assess
    expect(job).toMatchObject({
      code: 119,
      message: 'The spreadsheet expands to more than is allowed and was refused',
    });
  });

  it('refuses a file that does not parse', async () => {
    // Prepare
    const broken = workbookBytes([['机型'], ['X']]).slice(0, 300);
    // Act
    const job = await importFile('inverter/uploadInverter', broken, 'broken.xlsx', maintain);
    // Assess
    expect(job).toMatchObject({ code: 119, message: 'The spreadsheet could not be read' });
  });

  it('refuses an empty template: 模板文件为空', async () => {
    // Prepare
    const headersOnly = workbookBytes(sheet(importDefinitions.inverter, []));
    // Act
    const job = await importFile('inverter/uploadInverter', headersOnly, 'template.xlsx', maintain, 'zh-CN');
    // Assess
    expect(job).toMatchObject({ code: 119, message: '模板文件为空' });
  });

  it('refuses a sheet crafted for prototype pollution, and the runtime’s Object.prototype stays untouched', async () => {
    // Prepare
    const rows = sheet(importDefinitions.inverter, [{ modelname: uniqueName('IMP') }]);
    rows[0]!.push('__proto__', 'constructor', 'prototype');
    rows[1]!.push('{"modelname":"polluted"}', 'polluted', 'polluted');
    // Act
    const job = await importFile('inverter/uploadInverter', workbookBytes(rows), 'crafted.xlsx', maintain);
    const protoSheet = await importFile(
      'inverter/uploadInverter',
      workbookBytes([['x']], 'xlsx', '__proto__'),
      'sheet.xlsx',
      maintain,
    );
    // A polluted Object.prototype.modelname would let a body without a model name through.
    const probe = await callApi('inverter/insertOrEditSystemInverter', {}, { token: maintain });
    // Assess
    expect(job).toMatchObject({ code: 119 });
    expect(job.data?.columns).toEqual(['__proto__', 'constructor', 'prototype']);
    expect(protoSheet.code).toBe(119);
    expect(probe.code).toBe(115);
    expect((probe.data as { fieldErrors: { field: string }[] }).fieldErrors[0]?.field).toBe('modelname');
  });

  it('refuses a sheet without a required column, naming it', async () => {
    // Prepare
    const rows = sheet(importDefinitions.inverterBattery, [{}]).map((row) => row.slice(1));
    // Act
    const job = await importFile('inverter/uploadInverterBattery', workbookBytes(rows), 'b.xlsx', maintain);
    // Assess
    expect(job).toMatchObject({ code: 119, data: { columns: ['逆变器系列 / Inverter series'] } });
  });
});

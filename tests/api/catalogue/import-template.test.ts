/**
 * The generated templates uploaded back: an unedited one holds only its example row (model name
 * EXAMPLE-…), which is never imported, so it answers 119 saying so and writes nothing; rows
 * added below the example are imported and the example is counted as skipped.
 */

import { type ImportKind, importDefinitions } from '@pvd/shared/catalogue/spreadsheet-columns';
import { validationMessage } from '@pvd/shared/errors/validation';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoToken } from './support/accounts';
import { uniqueName } from './support/bodies';
import { belowTemplateExample, catalogueSnapshot, modelNames } from './support/sheets';
import { downloadTemplate, importFile, UPLOAD_CALLS } from './support/uploads';

let maintain: string;

beforeAll(async () => {
  maintain = await demoToken('maintain');
});

describe('an unedited template', () => {
  it.each<[ImportKind, 'zh-CN' | 'en']>([
    ['inverter', 'zh-CN'],
    ['inverterBattery', 'en'],
    ['systemComponent', 'zh-CN'],
  ])(
    '%s (%s): answers 119, only the example row, nothing imported; the table is unchanged',
    async (kind, language) => {
      // Prepare
      const template = await downloadTemplate(kind, language, maintain);
      const before = await catalogueSnapshot();
      // Act
      const job = await importFile(UPLOAD_CALLS[kind], template, 'template.xlsx', maintain, language);
      // Assess
      expect(job).toMatchObject({
        code: 119,
        message: validationMessage('templateOnlyExample', language),
        data: { imported: 0, alreadyImported: [], rowErrors: [], rowErrorCount: 0, exampleRows: 1 },
      });
      expect(await catalogueSnapshot()).toEqual(before);
    },
  );
});

describe('a template filled below its example row', () => {
  it('imports the added rows (code 0) and says one example row was skipped', async () => {
    // Prepare
    const names = [uniqueName('TPL'), uniqueName('TPL')];
    const template = await downloadTemplate('inverter', 'en', maintain);
    const filled = belowTemplateExample(
      template,
      importDefinitions.inverter,
      names.map((modelname) => ({ modelname })),
    );
    // Act
    const job = await importFile(UPLOAD_CALLS.inverter, filled, 'inverters.xlsx', maintain);
    // Assess
    expect(job).toMatchObject({
      code: 0,
      data: { imported: 2, alreadyImported: [], exampleRows: 1 },
      progress: { done: 2, total: 2 },
    });
    const listed = await modelNames(maintain);
    expect(listed).toEqual(expect.arrayContaining(names));
    expect(listed.filter((name) => name.startsWith('EXAMPLE-'))).toEqual([]);
  });
});

/**
 * Catalogue imports end to end: the upload call, the PUT to S3 imports/, the object-created event
 * running the import in the runtime, and the job's answer. The files are real .xls and .xlsx
 * written here by SheetJS (and a hand-made ZIP for the bomb).
 */

import { importDefinitions } from '@pvd/shared/catalogue/spreadsheet-columns';
import { beforeAll, describe, expect, it } from 'vitest';
import { workbookBytes } from '../../functions/catalogue/support/workbook';
import { callApi } from '../../support/api-client';
import { demoToken } from './support/accounts';
import { uniqueName } from './support/bodies';
import { catalogueSnapshot, modelNames, sheet } from './support/sheets';
import { type ImportJob, importFile } from './support/uploads';

let maintain: string;
let user: string;

beforeAll(async () => {
  [maintain, user] = await Promise.all([demoToken('maintain'), demoToken('user')]);
});

describe('a clean file', () => {
  it('imports every inverter of an .xlsx (code 0) and reports its progress', async () => {
    // Prepare
    const names = [uniqueName('IMP'), uniqueName('IMP'), uniqueName('IMP')];
    const bytes = workbookBytes(
      sheet(
        importDefinitions.inverter,
        names.map((modelname) => ({ modelname })),
      ),
    );
    // Act
    const job = await importFile('inverter/uploadInverter', bytes, 'inverters.xlsx', maintain);
    // Assess
    expect(job).toMatchObject({ code: 0, message: 'Success', progress: { done: 3, total: 3 } });
    expect(job.data).toMatchObject({ imported: 3, alreadyImported: [], rowErrors: [] });
    expect(await modelNames(maintain)).toEqual(expect.arrayContaining(names));
  });

  it('imports batteries from an .xls with zh-CN headers, for a series an import has just added', async () => {
    // Prepare: the series is known once an inverter of it is in the catalogue.
    const series = uniqueName('SER');
    const inverters = workbookBytes(
      sheet(importDefinitions.inverter, [{ modelname: uniqueName('IMP'), series, invertertype: 2 }]),
    );
    expect((await importFile('inverter/uploadInverter', inverters, 'i.xlsx', maintain)).code).toBe(0);
    const bytes = workbookBytes(
      sheet(
        importDefinitions.inverterBattery,
        [
          { inverterseries: series, batterymodel: 'A' },
          { inverterseries: series, batterymodel: 'B' },
        ],
        'zh-CN',
      ),
      'xls',
    );
    // Act
    const job = await importFile('inverter/uploadInverterBattery', bytes, '电池.xls', maintain);
    const options = await callApi<{ label: string }[]>(
      'inverter/queryBatteryOptions',
      { inverterSeries: series },
      { token: user },
    );
    // Assess
    expect(job).toMatchObject({ code: 0, data: { imported: 2 } });
    expect(options.data.slice(0, 2).map((o) => o.label)).toEqual(['A', 'B']);
  });

  it('imports system panels', async () => {
    // Prepare
    const model = uniqueName('PANEL');
    const bytes = workbookBytes(
      sheet(importDefinitions.systemComponent, [{ componentmodelname: model, manufacturer: 'Imported' }]),
    );
    // Act
    const job = await importFile('component/uploadSystemComponent', bytes, 'panels.xlsx', maintain);
    const found = await callApi<{ totalCount: number }>(
      'component/pageQuerySystemComponent',
      { whereCondition: { componentName: model } },
      { token: user },
    );
    // Assess
    expect(job.code).toBe(0);
    expect(found.data.totalCount).toBe(1);
  });
});

describe('a file with models already in the catalogue', () => {
  it('answers -1001 listing them, and imports the rest', async () => {
    // Prepare
    const fresh = uniqueName('IMP');
    const bytes = workbookBytes(
      sheet(importDefinitions.inverter, [{ modelname: fresh }, { modelname: 'SUN-5K-G' }]),
    );
    // Act
    const job = await importFile('inverter/uploadInverter', bytes, 'inverters.xlsx', maintain);
    // Assess
    expect(job).toMatchObject({ code: -1001, message: 'Some inverters were already imported' });
    expect(job.data).toMatchObject({ imported: 1, alreadyImported: ['SUN-5K-G'] });
    expect(await modelNames(maintain)).toContain(fresh);
  });
});

describe('panels and batteries already in the catalogue (reported with their own noun)', () => {
  it('titles the -1001 of panels 部分组件已导入 and of batteries Some batteries were already imported', async () => {
    // Prepare: both names are seeded.
    const panels = workbookBytes(
      sheet(importDefinitions.systemComponent, [
        { manufacturer: 'LONGi', componentmodelname: 'LR5-54HTH-430M (Hi-MO 6)' },
      ]),
    );
    const batteries = workbookBytes(
      sheet(importDefinitions.inverterBattery, [{ inverterseries: 'SUN-H-LV', batterymodel: 'US5000' }]),
    );
    // Act
    const panelJob = await importFile('component/uploadSystemComponent', panels, 'p.xlsx', maintain, 'zh-CN');
    const batteryJob = await importFile(
      'inverter/uploadInverterBattery',
      batteries,
      'b.xlsx',
      maintain,
      'en',
    );
    // Assess
    expect(panelJob).toMatchObject({ code: -1001, message: '部分组件已导入' });
    expect(batteryJob).toMatchObject({ code: -1001, message: 'Some batteries were already imported' });
  });
});

describe('a file with bad rows', () => {
  it('answers 118 with every bad row and column, and imports nothing', async () => {
    // Prepare
    const good = uniqueName('IMP');
    const rows = sheet(importDefinitions.inverter, [
      { modelname: good },
      { modelname: uniqueName('IMP'), maxdccurrent: '13/13/13', mpptcount: 'two' },
      { modelname: '', weight: -1 },
    ]);
    const before = await catalogueSnapshot();
    // Act
    const job = await importFile(
      'inverter/uploadInverter',
      workbookBytes(rows),
      'inverters.xlsx',
      maintain,
      'zh-CN',
    );
    // Assess
    expect(job.code).toBe(118);
    expect(job.data?.rowErrors.map((e) => [e.row, e.column, e.field, e.message])).toEqual([
      [3, 'R', 'mpptcount', '请输入数字值'],
      [4, 'A', 'modelname', '机型不能为空'],
      [4, 'J', 'weight', '必须大于 0'],
    ]);
    expect(job.data?.rowErrorCount).toBe(3);
    expect(await catalogueSnapshot()).toEqual(before);
  });

  it('answers 118 for a battery whose series no inverter has, naming the row and the series column', async () => {
    // Prepare
    const rows = sheet(importDefinitions.inverterBattery, [
      { inverterseries: 'SUN-H-LV', batterymodel: uniqueName('BAT') },
      { inverterseries: 'SUN-H', batterymodel: uniqueName('BAT') },
    ]);
    const before = await catalogueSnapshot();
    // Act
    const job = await importFile(
      'inverter/uploadInverterBattery',
      workbookBytes(rows),
      'batteries.xlsx',
      maintain,
      'zh-CN',
    );
    const inEnglish = await callApi<ImportJob>(
      'upload/queryImportJob',
      { jobId: job.jobId },
      { token: maintain },
    );
    // Assess
    expect(job).toMatchObject({ code: 118, data: { imported: 0, rowErrorCount: 1 } });
    expect(job.data?.rowErrors.map((e) => [e.row, e.column, e.header, e.field, e.message])).toEqual([
      [
        3,
        'A',
        'Inverter series',
        'inverterseries',
        '逆变器目录中没有该系列的逆变器，请检查拼写或先导入该系列的逆变器',
      ],
    ]);
    expect(inEnglish.data.data?.rowErrors[0]?.message).toBe(
      'No inverter of this series is in the catalogue; check the spelling or import its inverters first',
    );
    expect(await catalogueSnapshot()).toEqual(before);
  });

  it('answers 118 for a model given twice in the file', async () => {
    // Prepare
    const name = uniqueName('IMP');
    const bytes = workbookBytes(
      sheet(importDefinitions.inverter, [{ modelname: name }, { modelname: name.toLowerCase() }]),
    );
    // Act
    const job = await importFile('inverter/uploadInverter', bytes, 'inverters.xlsx', maintain);
    // Assess
    expect(job.code).toBe(118);
    expect(job.data?.rowErrors.map((e) => [e.row, e.key])).toEqual([[3, 'duplicateInFile']]);
  });
});

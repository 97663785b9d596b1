/**
 * The system panel import of a zip of PVsyst .PAN files, end to end as the maintainer's browser
 * runs it: the upload call signs a .zip (for this import only), the PUT to S3 runs the import,
 * the job answers. Archives are made by hand (tests/functions/catalogue/support/zip.ts) from the
 * reader's own test files.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildZip } from '../../functions/catalogue/support/zip';
import { version6Pan, windows1252Bytes } from '../../shared/catalogue/pvsyst/support/pvsyst-files';
import { callApi } from '../../support/api-client';
import { demoToken } from './support/accounts';
import { uniqueName } from './support/bodies';
import { importFile } from './support/uploads';

let maintain: string;

beforeAll(async () => {
  maintain = await demoToken('maintain');
});

const pan = (model: string, values: Record<string, string | undefined> = {}) =>
  windows1252Bytes(version6Pan(values, { Model: model }));

describe('component/uploadSystemComponent with a zip of .PAN files', () => {
  it('imports every panel of the archive with the values read from its file', async () => {
    // Prepare
    const [first, second] = [uniqueName('ECLAT-300'), uniqueName('ECLAT-310')];
    const archive = buildZip([
      { name: 'range/a.PAN', content: pan(first) },
      { name: 'range/b.pan', content: pan(second, { PNom: '310.0', Imp: '9.400' }) },
      { name: 'range/readme.txt', content: new TextEncoder().encode('two panels') },
    ]);
    // Act
    const job = await importFile('component/uploadSystemComponent', archive, 'Éclat range.zip', maintain);
    const found = await callApi<{
      resultData: { componentmodelname: string; peakpower: number; manufacturer: string }[];
    }>(
      'component/pageQuerySystemComponent',
      { limit: 10, whereCondition: { componentName: second } },
      { token: maintain },
    );
    // Assess
    expect(job).toMatchObject({ code: 0, data: { imported: 2 } });
    expect(found.data.resultData).toEqual([
      expect.objectContaining({
        componentmodelname: second,
        peakpower: 310,
        manufacturer: 'Société Lumière',
      }),
    ]);
  });

  it('answers 118 naming each bad file, in the caller’s language, and imports nothing', async () => {
    // Prepare
    const good = uniqueName('ECLAT-GOOD');
    const whole = version6Pan();
    const archive = buildZip([
      { name: 'good.PAN', content: pan(good) },
      { name: 'cut.PAN', content: new TextEncoder().encode(whole.slice(0, 200)) },
    ]);
    // Act
    const job = await importFile('component/uploadSystemComponent', archive, 'range.zip', maintain, 'zh-CN');
    const found = await callApi<{ totalCount: number }>(
      'component/pageQuerySystemComponent',
      { whereCondition: { componentName: good } },
      { token: maintain },
    );
    // Assess
    expect(job.code).toBe(118);
    expect(job.data?.rowErrors).toEqual([
      {
        row: 2,
        column: '',
        header: 'cut.PAN',
        field: '',
        key: 'pvsystTruncated',
        message: '文件不完整：有数据块没有以 End of 结束，请从 PVsyst 重新导出',
      },
    ]);
    expect(found.data.totalCount).toBe(0);
  });

  it('refuses an archive without .PAN files (119), and a .zip for the other imports', async () => {
    // Prepare
    const archive = buildZip([{ name: 'notes.txt', content: new TextEncoder().encode('no panels') }]);
    // Act
    const job = await importFile('component/uploadSystemComponent', archive, 'empty.zip', maintain);
    const inverters = await callApi(
      'inverter/uploadInverter',
      { fileName: 'inverters.zip', size: 100 },
      { token: maintain },
    );
    // Assess
    expect(job).toMatchObject({ code: 119, message: 'The zip archive holds no .PAN file' });
    expect(inverters).toMatchObject({ code: 119, message: 'The import file must be .xls or .xlsx' });
  });
});

/** Import jobs (who may read them, a repeated S3 event) and the downloadable templates. */

import { importDefinitions } from '@pvd/shared/catalogue/spreadsheet-columns';
import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { workbookBytes } from '../../functions/catalogue/support/workbook';
import { callApi } from '../../support/api-client';
import { demoToken } from './support/accounts';
import { uniqueName } from './support/bodies';
import { modelNames, sheet } from './support/sheets';
import { waitForJob } from './support/uploads';

let maintain: string;
let admin: string;

beforeAll(async () => {
  [maintain, admin] = await Promise.all([demoToken('maintain'), demoToken('admin')]);
});

describe('import jobs and templates', () => {
  it('are the starting maintainer’s (or an admin’s) to read', async () => {
    // Prepare
    const bytes = workbookBytes(sheet(importDefinitions.inverter, [{ modelname: uniqueName('IMP') }]));
    const started = await callApi<{ jobId: string }>(
      'inverter/uploadInverter',
      { fileName: 'a.xlsx', size: bytes.byteLength },
      { token: admin },
    );
    // Act
    const byMaintain = await callApi(
      'upload/queryImportJob',
      { jobId: started.data.jobId },
      { token: maintain },
    );
    const byAdmin = await callApi<{ state: string }>(
      'upload/queryImportJob',
      { jobId: started.data.jobId },
      { token: admin },
    );
    const unknown = await callApi('upload/queryImportJob', { jobId: 'no-such-job' }, { token: maintain });
    // Assess
    expect(byMaintain).toMatchObject({ status: 403, code: 114, data: null });
    expect(byAdmin.data.state).toBe('waiting');
    expect(unknown).toMatchObject({ status: 404, code: 115 });
  });

  it('offer a downloadable .xlsx template per kind and language, which imports back', async () => {
    // Act
    const answer = await callApi<{ url: string; fileName: string }>(
      'upload/queryImportTemplate',
      { kind: 'inverterBattery', language: 'zh-CN' },
      { token: maintain },
    );
    const response = await fetch(answer.data.url);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const book = XLSX.read(bytes);
    const [headers] = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    // Assess
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('电池导入模板.xlsx'));
    expect(headers?.[0]).toBe('*逆变器系列');
    expect(answer.data.fileName).toBe('电池导入模板.xlsx');
  });

  it('refuse an unknown template kind and a job id that is not an id', async () => {
    // Act
    const kind = await callApi('upload/queryImportTemplate', { kind: 'projects' }, { token: maintain });
    const job = await callApi('upload/queryImportJob', { jobId: '../x' }, { token: maintain });
    const missing = await callApi('upload/queryImportJob', {}, { token: maintain });
    // Assess
    expect([kind.code, job.code, missing.code]).toEqual([118, 118, 115]);
  });

  it('answer 115 and 118 for a missing or wrong-typed upload description, and an oversized name', async () => {
    // Act
    const missing = await callApi('component/uploadSystemComponent', {}, { token: maintain });
    const wrong = await callApi(
      'component/uploadSystemComponent',
      { fileName: 'a.xlsx', size: '10' },
      { token: maintain },
    );
    const long = await callApi(
      'component/uploadSystemComponent',
      { fileName: `${'a'.repeat(260)}.xlsx`, size: 10 },
      { token: maintain },
    );
    // Assess
    expect(missing.code).toBe(115);
    expect(wrong.code).toBe(118);
    expect(long.code).toBe(118);
  });

  it('import once even when S3 delivers the event twice', async () => {
    // Prepare
    const name = uniqueName('IMP');
    const bytes = workbookBytes(sheet(importDefinitions.inverter, [{ modelname: name }]));
    const started = await callApi<{ jobId: string; url: string; headers: Record<string, string> }>(
      'inverter/uploadInverter',
      { fileName: 'a.xlsx', size: bytes.byteLength },
      { token: maintain },
    );
    // Act: the same object put twice raises two object-created events.
    await fetch(started.data.url, { method: 'PUT', headers: started.data.headers, body: bytes });
    await fetch(started.data.url, { method: 'PUT', headers: started.data.headers, body: bytes });
    const job = await waitForJob(started.data.jobId, maintain);
    // Assess
    expect(job).toMatchObject({ code: 0, data: { imported: 1 } });
    expect((await modelNames(maintain)).filter((n) => n === name)).toHaveLength(1);
  });
});

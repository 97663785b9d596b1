/**
 * component/readPvsystFile: a PVsyst .PAN or .OND file's text → the product's fields for review,
 * for users and maintainers; 119 with the reason for a file that is not a readable one; nothing
 * stored either way. The shared refusals (102, 101, bad JSON) and the bad-input cases (115, 118)
 * are in refusals.test.ts and validation.test.ts.
 */

import { decodePvsystBytes } from '@pvd/shared/catalogue/pvsyst/decode';
import { beforeAll, describe, expect, it } from 'vitest';
import { smallOnd, version6Pan, windows1252Bytes } from '../../shared/catalogue/pvsyst/support/pvsyst-files';
import { callApi } from '../../support/api-client';
import { onlyUseInTestsListObjects } from '../../support/bucket';
import { onlyUseInTestsSnapshotTable } from '../../support/table';
import { demoToken } from './support/accounts';

interface PvsystAnswer {
  kind: 'module' | 'inverter';
  version: string | null;
  panel?: Record<string, unknown>;
  inverter?: Record<string, unknown>;
  moduleExtras?: Record<string, unknown>;
  warnings: string[];
}

const read = async (
  body: { fileName: string; content: string },
  role: 'user' | 'maintain' | 'admin' = 'user',
  culture: 'en' | 'zh-CN' = 'en',
) => callApi<PvsystAnswer>('component/readPvsystFile', body, { token: await demoToken(role), culture });

let tableBefore: string[];
let bucketBefore: string[];

beforeAll(async () => {
  await Promise.all([demoToken('user'), demoToken('maintain'), demoToken('admin')]);
  [tableBefore, bucketBefore] = await Promise.all([
    onlyUseInTestsSnapshotTable(),
    onlyUseInTestsListObjects(''),
  ]);
});

describe('component/readPvsystFile', () => {
  it('reads a version 6 module in Windows-1252 (decoded as the browser does) for a user, warnings in the caller’s language', async () => {
    // Prepare
    const content = decodePvsystBytes(windows1252Bytes(version6Pan({ Voc: undefined })));
    // Act
    const [english, chinese] = await Promise.all([
      read({ fileName: 'eclat.PAN', content }),
      read({ fileName: 'eclat.PAN', content }, 'user', 'zh-CN'),
    ]);
    // Assess
    expect(english.code, english.message).toBe(0);
    expect(english.data).toMatchObject({
      kind: 'module',
      version: '6.83',
      panel: { manufacturer: 'Société Lumière', componentmodelname: 'Éclat 300 M', peakpower: 300 },
      moduleExtras: { cellsInSeries: 60, bypassDiodes: 3 },
    });
    expect(english.data.panel).not.toHaveProperty('opencircuitvoltage');
    expect(english.data.warnings[0]).toBe(
      'The file gives no value for Voc, muVocSpec: fill these in by hand',
    );
    expect(chinese.data.warnings[0]).toBe('文件中没有以下数值，请手动填写：Voc, muVocSpec');
  });

  it('reads an inverter for a maintainer and for an admin', async () => {
    // Act
    const answers = await Promise.all([
      read({ fileName: 'onda.OND', content: smallOnd() }, 'maintain'),
      read({ fileName: 'onda.OND', content: smallOnd() }, 'admin'),
    ]);
    // Assess
    for (const answer of answers) {
      expect(answer.code, answer.message).toBe(0);
      expect(answer.data).toMatchObject({
        kind: 'inverter',
        inverter: { modelname: 'ONDA-5K-2M', ratedacoutputpower: 5000, maxdccurrent: '12.5' },
      });
    }
  });

  it('answers 119 with the reason in the caller’s language for what is not a readable file', async () => {
    // Prepare
    const whole = version6Pan();
    const junk = 'Lorem ipsum dolor sit amet. '.repeat(11_000);
    // Act
    const answers = await Promise.all([
      read({ fileName: 'notes.txt', content: whole }),
      read({ fileName: 'cut.PAN', content: whole.slice(0, whole.length - 40) }),
      read({ fileName: 'junk.PAN', content: junk }),
      read({ fileName: 'junk.PAN', content: junk.slice(0, 1000) }),
      read({ fileName: 'cut.PAN', content: whole.slice(0, 200) }, 'user', 'zh-CN'),
      read({ fileName: 'empty.OND', content: '' }, 'maintain'),
    ]);
    // Assess
    expect(answers.map((answer) => [answer.status, answer.code, answer.message])).toEqual([
      [415, 119, 'Only PVsyst module (.PAN) and inverter (.OND) files can be read'],
      [415, 119, 'The file is cut short: a block has no End of line; export it from PVsyst again'],
      [413, 119, 'The file is larger than 256 KB, which no PVsyst module or inverter file is'],
      [415, 119, 'The file does not begin with PVObject_=, so PVsyst did not write it'],
      [415, 119, '文件不完整：有数据块没有以 End of 结束，请从 PVsyst 重新导出'],
      [415, 119, 'The file is empty'],
    ]);
  });

  it('stored nothing through all of these reads and refusals', async () => {
    // Act
    const [table, bucket] = await Promise.all([onlyUseInTestsSnapshotTable(), onlyUseInTestsListObjects('')]);
    // Assess
    expect(table).toEqual(tableBefore);
    expect(bucket).toEqual(bucketBefore);
  });
});

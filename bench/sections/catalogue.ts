/**
 * Catalogue figures on the local runtime: p95 of pageQuerySystemInverter and
 * PageQueryUserComponent with 5 000 rows in the listed partition (first page, then a search),
 * and the time a maintainer waits for a 1 000-row inverter import (upload call, PUT to S3, the
 * S3-triggered import, polling the job until done).
 */
import * as XLSX from 'xlsx';
import { getAccountByEmail } from '../../functions/_lib/db/entities/account';
import {
  markInvertersChanged,
  newStoredInverter,
  storedInverterItems,
} from '../../functions/_lib/db/entities/system-inverter';
import {
  newStoredUserPanel,
  onlyUseInBenchesMarkUserPanelsChanged,
  storedUserPanelItem,
} from '../../functions/_lib/db/entities/user-panel';
import { newId } from '../../functions/_lib/db/ids';
import { batchPut } from '../../functions/_lib/db/items';
import { panelSpecSchema } from '../../shared/catalogue/panel';
import { importDefinitions } from '../../shared/catalogue/spreadsheet-columns';
import { systemInverterSpecSchema } from '../../shared/catalogue/system-inverter';
import { BENCH_DEMO_PASSWORD, benchCall, benchRuntime, latencyPercentiles } from '../support/runtime';
import type { BenchSection } from '../types';

const ROWS = 5000;
const IMPORT_ROWS = 1000;
const REQUESTS = 200;
const CONCURRENCY = 4;

const example = (kind: 'inverter' | 'systemComponent') =>
  Object.fromEntries(importDefinitions[kind].columns.map((c) => [c.field, c.example]));

async function login(siteUrl: string, email: string): Promise<string> {
  const answer = await benchCall(siteUrl, 'account/login', { email, password: BENCH_DEMO_PASSWORD });
  return (answer.data as { token: string }).token;
}

/** 5 000 inverters in the catalogue partition and 5 000 custom panels in the demo user's one. */
async function loadRows(): Promise<void> {
  const now = new Date();
  const inverter = systemInverterSpecSchema.parse(example('inverter'));
  const panel = panelSpecSchema.parse(example('systemComponent'));
  const user = await getAccountByEmail('demo-user@example.com');
  if (!user) throw new Error('demo user missing');
  const items = [];
  for (let i = 0; i < ROWS; i++) {
    const modelname = `BENCH-${String(i).padStart(5, '0')}`;
    items.push(
      ...storedInverterItems(
        newStoredInverter({ ...inverter, modelname }, { id: newId(), imageKey: null, now }),
      ),
    );
    items.push(
      storedUserPanelItem(
        user.id,
        newStoredUserPanel({ ...panel, componentmodelname: modelname }, newId(), now),
      ),
    );
  }
  await batchPut(items);
  await Promise.all([markInvertersChanged(), onlyUseInBenchesMarkUserPanelsChanged(user.id)]);
}

function importFile(): Buffer {
  const columns = importDefinitions.inverter.columns;
  const rows = [columns.map((c) => c.header.en)];
  for (let i = 0; i < IMPORT_ROWS; i++) {
    rows.push(columns.map((c) => (c.field === 'modelname' ? `IMPORT-${i}` : String(c.example))));
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Inverters');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** Time from the upload call to the job's answer. [ms] */
async function timeImport(siteUrl: string, token: string): Promise<number> {
  const bytes = importFile();
  const started = performance.now();
  const upload = await benchCall(
    siteUrl,
    'inverter/uploadInverter',
    { fileName: 'bench.xlsx', size: bytes.length },
    token,
  );
  const { jobId, url, headers } = upload.data as {
    jobId: string;
    url: string;
    headers: Record<string, string>;
  };
  await fetch(url, { method: 'PUT', headers, body: bytes });
  for (;;) {
    const job = await benchCall(siteUrl, 'upload/queryImportJob', { jobId }, token);
    const data = job.data as { state: string; code: number; data: { imported: number } };
    if (data.state === 'done') {
      if (data.code !== 0 || data.data.imported !== IMPORT_ROWS)
        throw new Error(`import answered ${data.code}`);
      return performance.now() - started;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

export default async function catalogueBench(): Promise<BenchSection> {
  const runtime = await benchRuntime();
  await loadRows();
  const [maintain, user] = await Promise.all([
    login(runtime.siteUrl, 'demo-maintain@example.com'),
    login(runtime.siteUrl, 'demo-user@example.com'),
  ]);
  const p95 = async (path: string, body: unknown, token: string) => {
    await benchCall(runtime.siteUrl, path, body, token);
    return (
      await latencyPercentiles(REQUESTS, CONCURRENCY, () => benchCall(runtime.siteUrl, path, body, token))
    ).p95;
  };
  const inverters = 'inverter/pageQuerySystemInverter';
  const panels = 'component/PageQueryUserComponent';
  return {
    name: `Catalogue (${ROWS} rows per partition, ${CONCURRENCY} concurrent)`,
    rows: [
      {
        metric: 'pageQuerySystemInverter p95, first page',
        value: await p95(inverters, { limit: 10, offset: 1 }, maintain),
        unit: 'ms',
      },
      {
        metric: 'pageQuerySystemInverter p95, model-name search',
        value: await p95(
          inverters,
          { limit: 10, offset: 1, whereCondition: { modelname: 'bench-04' } },
          maintain,
        ),
        unit: 'ms',
      },
      {
        metric: 'PageQueryUserComponent p95, first page',
        value: await p95(panels, { limit: 10, offset: 1 }, user),
        unit: 'ms',
      },
      {
        metric: 'PageQueryUserComponent p95, search',
        value: await p95(
          panels,
          { limit: 10, offset: 1, whereCondition: { manufacturerOrComponentName: 'bench-04' } },
          user,
        ),
        unit: 'ms',
      },
      {
        metric: `import of ${IMPORT_ROWS} inverter rows (.xlsx), upload to done`,
        value: await timeImport(runtime.siteUrl, maintain),
        unit: 'ms',
      },
    ],
  };
}

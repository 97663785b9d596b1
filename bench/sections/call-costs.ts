/**
 * What each call costs, the inputs of docs/cost-and-scale.md: the duration (p50, p95) and the
 * memory it adds while it runs, for the calls an installer makes most, one at a time on the local
 * runtime (the handlers run in this process, as a warm Lambda instance runs one request at a
 * time), on the demo user's two projects.
 *
 * Memory: the process's heap and resident size are sampled every 2 ms during the calls; the
 * figure is the highest over the idle level measured just before (after a collection when the
 * bench runs with --expose-gc). A Lambda instance needs about the runtime's base (the Node.js
 * process with the SDK, measured here as the idle resident size) plus that.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { BENCH_DEMO_PASSWORD, benchCall, benchRuntime, percentiles } from '../support/runtime';
import type { BenchRow, BenchSection } from '../types';

const WARM_UP = 3;
const RUNS = 20;
const SAMPLE_MS = 2;
const MB = 1024 * 1024;

type Call = () => Promise<{ code: number }>;

interface CallCost {
  p50: number;
  p95: number;
  /** Highest heap above the idle heap while the calls ran. [MB] */
  heapMb: number;
  /** Highest resident size above the idle one. [MB] */
  rssMb: number;
}

/** Samples the process's memory until stopped; answers the highest heap and resident size. */
function memorySampler() {
  let heap = 0;
  let rss = 0;
  const sample = () => {
    const now = process.memoryUsage();
    heap = Math.max(heap, now.heapUsed);
    rss = Math.max(rss, now.rss);
  };
  const timer = setInterval(sample, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { heap, rss };
    },
  };
}

/** The resident size of every Chromium process on the machine (the report's browser). [MB] */
function chromiumRssMb(): number {
  const lines = execFileSync('ps', ['-eo', 'rss=,args='], { encoding: 'utf8' }).split('\n');
  const kb = lines
    .filter((line) => /chrom/i.test(line) && !/\bps\b/.test(line))
    .reduce((sum, line) => sum + (Number.parseInt(line.trim(), 10) || 0), 0);
  return kb / 1024;
}

/** The highest Chromium resident size while `runs` renders run one at a time. [MB] */
async function chromiumPeakMb(call: Call, runs: number): Promise<number> {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, chromiumRssMb());
  }, 100);
  for (let i = 0; i < runs; i++) await call();
  clearInterval(timer);
  return Math.max(peak, chromiumRssMb());
}

const collect = () => (globalThis as { gc?: () => void }).gc?.();

async function costOf(call: Call, runs = RUNS): Promise<CallCost> {
  for (let i = 0; i < WARM_UP; i++) await call();
  collect();
  const idle = process.memoryUsage();
  const sampler = memorySampler();
  const durations: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const answer = await call();
    durations.push(performance.now() - started);
    if (answer.code !== 0) throw new Error(`bench: a call answered ${answer.code}`);
  }
  const peak = sampler.stop();
  return {
    ...percentiles(durations),
    heapMb: Math.max(peak.heap - idle.heapUsed, 0) / MB,
    rssMb: Math.max(peak.rss - idle.rss, 0) / MB,
  };
}

interface DemoProject {
  id: string;
  proType: 0 | 1;
  /** The stored record, sent back as the editor's body (the call keeps the input's fields). */
  record: Record<string, unknown>;
}

async function demoProjects(siteUrl: string, token: string): Promise<DemoProject[]> {
  const list = await benchCall(siteUrl, 'project/PageQueryUserProject', { limit: 50, offset: 1 }, token);
  const rows = (list.data as { resultData: { Id: string; ProType: 0 | 1; IsComplete: number }[] }).resultData;
  const complete = rows.filter((row) => row.IsComplete === 1);
  return Promise.all(
    [0, 1].map(async (proType) => {
      const row = complete.find((candidate) => candidate.ProType === proType);
      if (!row) throw new Error(`bench: no complete demo project of type ${proType}`);
      const view = await benchCall(siteUrl, 'project/getUserProjectBaseInfo', { projectId: row.Id }, token);
      return { id: row.Id, proType: proType as 0 | 1, record: view.data as Record<string, unknown> };
    }),
  );
}

function rowsOf(name: string, cost: CallCost, runs = RUNS): BenchRow[] {
  const note = `${runs} calls one at a time after ${WARM_UP}`;
  return [
    { metric: `${name} p50`, value: cost.p50, unit: 'ms', note },
    { metric: `${name} p95`, value: cost.p95, unit: 'ms', note },
    { metric: `${name} peak heap added`, value: cost.heapMb, unit: 'MB' },
    { metric: `${name} peak resident size added`, value: cost.rssMb, unit: 'MB' },
  ];
}

export default async function callCosts(): Promise<BenchSection> {
  const { siteUrl } = await benchRuntime();
  const credentials = { email: 'demo-user@example.com', password: BENCH_DEMO_PASSWORD };
  const login = await benchCall(siteUrl, 'account/login', credentials);
  const token = (login.data as { token: string }).token;
  const [grid, storage] = await demoProjects(siteUrl, token);
  const call =
    (path: string, body: unknown, culture: 'zh-CN' | 'en' = 'zh-CN'): Call =>
    () =>
      benchCall(siteUrl, path, body, token, culture);
  const design = (project: DemoProject) =>
    call('project/queryProjectDesignResults', {
      proType: project.proType,
      projectId: project.id,
      body: project.record,
    });
  const measured: [string, Call, number?][] = [
    ['account/login', () => benchCall(siteUrl, 'account/login', credentials)],
    ['account/queryAccountInfo', call('account/queryAccountInfo', {})],
    ['project/PageQueryUserProject', call('project/PageQueryUserProject', { limit: 10, offset: 1 })],
    [
      'project/getUserProjectBaseInfo (storage)',
      call('project/getUserProjectBaseInfo', { projectId: storage!.id }),
    ],
    ['project/queryProjectDesignResults (grid)', design(grid!)],
    ['project/queryProjectDesignResults (storage)', design(storage!)],
    [
      'project/queryProjectReportDataById (storage)',
      call('project/queryProjectReportDataById', { proId: storage!.id }),
    ],
    ['tariff/queryTariffPresets', call('tariff/queryTariffPresets', {})],
    [
      'project/exportProjectReportPdf (storage)',
      call('project/exportProjectReportPdf', { proId: storage!.id }),
      8,
    ],
  ];
  const idleRss = process.memoryUsage().rss / MB;
  const loadBefore = loadavg()[0]!;
  const rows: BenchRow[] = [];
  for (const [name, once, runs] of measured) rows.push(...rowsOf(name, await costOf(once, runs), runs));
  const pdf = measured.at(-1)![1];
  rows.push({
    metric: 'project/exportProjectReportPdf: Chromium processes, peak resident size',
    value: await chromiumPeakMb(pdf, 4),
    unit: 'MB',
    note: 'every Chromium process of the machine, sampled every 100 ms over 4 warm renders',
  });
  rows.push({ metric: 'idle resident size of the process (runtime base)', value: idleRss, unit: 'MB' });
  return {
    name: 'Call costs: duration and memory per call, one at a time (inputs of docs/cost-and-scale.md)',
    rows,
    notes: [
      `Load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)} on the machine's cores; every handler runs in the bench's process, so the memory figures include the local runtime's own work for the call (HTTP, the emulators' clients).`,
      "The report PDF renders in a Chromium the function starts and keeps (a child process): the function's own figures leave it out, its row gives the browser's resident size on its own.",
    ],
  };
}

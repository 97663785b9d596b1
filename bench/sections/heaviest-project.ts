/**
 * The heaviest project inside the work bounds (bench/cases/heaviest-project.ts: 20
 * drawn slivers at the caps, 100 corners, method 6 at 85° with no spacing, 1 000 removed panels
 * each, 50 units of 10 MPPTs all wired differently, so 500 engine arrays) on the local runtime:
 * min, p50 and p95 of its live results, its report data, its save (an edit) and its copy, one
 * call at a time. Target: p95 ≤ 2 s each (before the bounds, 20 such arrays over 2 km took 9-16 s
 * and a 1° square ran the runtime out of memory).
 */
import { cpus, loadavg } from 'node:os';
import { heaviestProjectBody } from '../cases/heaviest-project';
import { BENCH_DEMO_PASSWORD, benchCall, benchRuntime, percentiles } from '../support/runtime';
import type { BenchRow, BenchSection } from '../types';

const RUNS = 20;
const TARGET_MS = 2000;

interface Page<T> {
  resultData: T[];
}

/** The first row's `field` of a paged catalogue query. */
async function firstOf(siteUrl: string, token: string, path: string, body: unknown, field: string) {
  const answer = await benchCall(siteUrl, path, body, token);
  const row = (answer.data as Page<Record<string, unknown>>).resultData[0];
  if (!row) throw new Error(`bench: nothing found by ${path}`);
  return String(row[field]);
}

/** Wall times of `RUNS` calls one after another, after one warm-up call. [ms] */
async function timesOf(call: () => Promise<{ code: number }>): Promise<number[]> {
  const check = async () => {
    const answer = await call();
    if (answer.code !== 0) throw new Error(`bench: the heaviest project answered ${answer.code}`);
  };
  await check();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await check();
    times.push(performance.now() - started);
  }
  return times;
}

function rowsOf(name: string, times: number[]): BenchRow[] {
  const { p50, p95 } = percentiles(times);
  return [
    { metric: `${name} min`, value: Math.min(...times), unit: 'ms' },
    { metric: `${name} p50`, value: p50, unit: 'ms' },
    { metric: `${name} p95`, value: p95, unit: 'ms', target: TARGET_MS },
  ];
}

export default async function heaviestProjectBench(): Promise<BenchSection> {
  const { siteUrl } = await benchRuntime();
  const login = await benchCall(siteUrl, 'account/login', {
    email: 'demo-user@example.com',
    password: BENCH_DEMO_PASSWORD,
  });
  const token = (login.data as { token: string }).token;
  const body = heaviestProjectBody({
    panelId: await firstOf(
      siteUrl,
      token,
      'component/pageQuerySystemComponent',
      { whereCondition: { componentName: 'LR5-54HPH-410M' } },
      'Id',
    ),
    inverterId: await firstOf(
      siteUrl,
      token,
      'inverter/pageQuerySystemInverter',
      { whereCondition: { modelname: 'SUN-110K-G06' } },
      'id',
    ),
  });
  const created = await benchCall(siteUrl, 'project/createtUserGridConnectedProject', body, token);
  if (created.code !== 0) throw new Error(`bench: create answered ${created.code}`);
  const projectId = String(created.data);
  const loadBefore = loadavg()[0]!;
  const call = (path: string, input: unknown) => () => benchCall(siteUrl, `project/${path}`, input, token);
  const live = await timesOf(call('queryProjectDesignResults', { proType: 0, projectId, body }));
  const report = await timesOf(call('queryProjectReportDataById', { proId: projectId }));
  let version = 1;
  const edits = await timesOf(async () => {
    const answer = await benchCall(
      siteUrl,
      'project/editUserGridConnectedProject',
      { ...body, projectId, version },
      token,
    );
    if (answer.code === 0) version = (answer.data as { version: number }).version;
    return answer;
  });
  const copies = await timesOf(call('copyProject', { projectId, projectName: 'Heaviest copy' }));
  return {
    name: 'Heaviest legal project (20 drawn arrays at the caps, 500 engine arrays)',
    rows: [
      ...rowsOf('queryProjectDesignResults', live),
      ...rowsOf('queryProjectReportDataById', report),
      ...rowsOf('save (editUserGridConnectedProject)', edits),
      ...rowsOf('copyProject', copies),
    ],
    notes: [
      `${RUNS} calls of each, one at a time, after one warm-up call; body ${(JSON.stringify(body).length / 1024).toFixed(0)} KB.`,
      `Load average (1 min) ${loadBefore.toFixed(2)} before and ${loadavg()[0]!.toFixed(2)} after, on ${cpus().length} cores shared with other work: p95 and p50 move with it, min less.`,
    ],
  };
}

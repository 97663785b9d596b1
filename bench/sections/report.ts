/**
 * The PDF report (issue 12 §2) on the local runtime: the time of project/exportProjectReportPdf
 * from the call to the stored file (the call answers after the upload), warm (the instance's
 * browser running: p50 and p95 over renders after a warm-up), cold (a fresh browser: the warm one
 * closed first) and cold with extraction (Chromium unpacked again into an empty folder), and the
 * PDF's size. Targets: ≤ 1.5 s warm, ≤ 4 s cold, ≤ 1.5 MB.
 *
 * The call needs the real report page, which sets the ready attribute. Where the call does not
 * succeed (e.g. the page is not merged yet), the section says so and measures the renderer alone
 * on the tests' stand-in page instead, every row marked as such.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { printPage } from '../../functions/_lib/report-pdf/print-page';
import { closeReportBrowser, reportBrowser } from '../../functions/_lib/report-pdf/warm-browser';
import { dataRoot } from '../../infra/config/paths';
import { startFixtureSite } from '../../tests/support/report-fixture-site';
import { onBenchEnd } from '../support/cleanup';
import { BENCH_DEMO_PASSWORD, benchCall, benchRuntime, percentiles } from '../support/runtime';
import type { BenchRow, BenchSection } from '../types';

const WARM_UP = 2;
const WARM_RENDERS = 12;
const COLD_RENDERS = 3;
const TARGETS = { warmMs: 1500, coldMs: 4000, sizeKb: 1500 };

/** One render: its wall time [ms] and the PDF's size [bytes]; throws on failure. */
type Render = () => Promise<{ ms: number; bytes: number }>;

async function timed(render: () => Promise<number>): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const bytes = await render();
  return { ms: performance.now() - started, bytes };
}

/** The report call for the demo user's grid-connected project, in Chinese. */
async function reportCall(): Promise<Render> {
  const { siteUrl } = await benchRuntime();
  const login = await benchCall(siteUrl, 'account/login', {
    email: 'demo-user@example.com',
    password: BENCH_DEMO_PASSWORD,
  });
  const token = (login.data as { token: string }).token;
  const list = await benchCall(siteUrl, 'project/PageQueryUserProject', { limit: 50 }, token);
  const rows = (list.data as { resultData: { Id: string; ProType: number }[] }).resultData;
  const proId = rows.find((row) => row.ProType === 0)!.Id;
  return () =>
    timed(async () => {
      const answer = await benchCall(siteUrl, 'project/exportProjectReportPdf', { proId }, token);
      if (answer.code !== 0) throw new Error(`exportProjectReportPdf answered ${answer.code}`);
      return (answer.data as { bytes: number }).bytes;
    });
}

/** The renderer alone on the tests' stand-in page (Chinese text, an SVG chart, Noto Sans SC). */
async function fixtureRender(): Promise<Render> {
  const site = await startFixtureSite();
  onBenchEnd(() => new Promise((resolve) => site.server.close(() => resolve())));
  const seed = { sessionStorage: {}, localStorage: {}, globals: {} };
  return () =>
    timed(async () => {
      const pdf = await printPage(await reportBrowser(), {
        url: `${site.origin}/report?mode=ready`,
        seed,
        readyTimeoutMs: 10_000,
      });
      return pdf.byteLength;
    });
}

/** Wall times of `count` renders, each after closing the browser (and `beforeEach`). [ms] */
async function coldTimes(render: Render, count: number, beforeEach = () => {}): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    await closeReportBrowser();
    beforeEach();
    times.push((await render()).ms);
  }
  return times;
}

/** Cold renders with Chromium unpacked again each time, into an empty folder under .data/. */
async function coldWithExtraction(render: Render): Promise<number[]> {
  const previous = process.env.CHROMIUM_TMPDIR;
  const folders: string[] = [];
  try {
    return await coldTimes(render, COLD_RENDERS, () => {
      folders.push(mkdtempSync(join(dataRoot, 'bench-chromium-')));
      process.env.CHROMIUM_TMPDIR = folders.at(-1);
    });
  } finally {
    await closeReportBrowser();
    process.env.CHROMIUM_TMPDIR = previous;
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
}

async function measure(render: Render, what: string): Promise<BenchRow[]> {
  for (let i = 0; i < WARM_UP; i += 1) await render();
  const warm = [];
  for (let i = 0; i < WARM_RENDERS; i += 1) warm.push(await render());
  const { p50, p95 } = percentiles(warm.map((r) => r.ms));
  const cold = percentiles(await coldTimes(render, COLD_RENDERS)).p50;
  const extracted = percentiles(await coldWithExtraction(render)).p50;
  const note = `${what}; ${WARM_RENDERS} warm renders after ${WARM_UP}, cold: median of ${COLD_RENDERS}`;
  return [
    { metric: 'warm p50', value: p50, unit: 'ms', target: TARGETS.warmMs, note },
    { metric: 'warm p95', value: p95, unit: 'ms', target: TARGETS.warmMs, note },
    { metric: 'cold launch (binary unpacked)', value: cold, unit: 'ms', target: TARGETS.coldMs, note },
    { metric: 'cold with extraction', value: extracted, unit: 'ms', target: TARGETS.coldMs, note },
    { metric: 'PDF size', value: warm.at(-1)!.bytes / 1024, unit: 'KB', target: TARGETS.sizeKb, note },
  ];
}

export default async function run(): Promise<BenchSection> {
  const call = await reportCall();
  const probe = await call().catch((error: Error) => error);
  if (!(probe instanceof Error)) {
    return {
      name: 'PDF report: project/exportProjectReportPdf, call to stored file',
      rows: await measure(call, 'the demo grid project, zh-CN, local runtime'),
    };
  }
  const rows = await measure(await fixtureRender(), 'renderer only, stand-in page (not the report)');
  await closeReportBrowser();
  return {
    name: 'PDF report: renderer on a stand-in page (the report call did not succeed)',
    rows,
    notes: [`The report call failed (${probe.message}): is the report page merged and the site built?`],
  };
}

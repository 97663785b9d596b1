/**
 * The project editor in a real browser, against the built site on
 * the local runtime: the JavaScript a browser downloads to show the editor of a saved project
 * (gzipped as CloudFront serves it; all of it, and the part beyond the project list's), and the
 * time from a change in the design to the live results showing the new yield (p50 / p95 over
 * changes of the soiling loss on the system loss step; debounce 300 ms + the engine call + render).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { webDist } from '../../infra/config/paths';
import { launchBrowser } from '../../infra/local/browser';
import { ensureWebBuilt } from '../../infra/local/build-web';
import { BENCH_DEMO_PASSWORD, benchRuntime, demoGridProject, percentiles } from '../support/runtime';
import type { BenchSection } from '../types';

const CHANGES = 21;

/** What the page's check reads of its document. */
interface PageDocument {
  querySelector(selector: string): { textContent: string | null } | null;
}
const WAIT_MS = 30_000;

function gzippedKb(paths: Iterable<string>): { raw: number; gzipped: number } {
  let raw = 0;
  let gzipped = 0;
  for (const path of paths) {
    const bytes = readFileSync(join(webDist, path));
    raw += bytes.length;
    gzipped += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw: raw / 1024, gzipped: gzipped / 1024 };
}

/** The scripts a fresh page requests until `ready` shows. */
async function scriptsOf(page: Page, url: string, ready: () => Promise<void>): Promise<Set<string>> {
  const scripts = new Set<string>();
  const record = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  };
  page.on('request', record);
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready();
  page.off('request', record);
  return scripts;
}

async function logIn(page: Page, siteUrl: string): Promise<void> {
  await page.goto(`${siteUrl}/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('demo-user@example.com');
  await page.getByLabel('Password', { exact: true }).fill(BENCH_DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/user/project'));
}

/** Goes forward to the system loss step (the demo project is complete, so every step validates). */
async function openLossStep(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, name: 'System loss' });
  for (let step = 0; step < 6 && !(await heading.isVisible()); step++) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForTimeout(300);
    const proceed = page.getByRole('dialog').getByRole('button', { name: /Continue|OK|Confirm/ });
    if (await proceed.isVisible()) await proceed.click();
  }
  await heading.waitFor({ timeout: WAIT_MS });
}

/** Times each change of the soiling loss until the annual yield shows a new figure. [ms] */
async function changeToResults(page: Page): Promise<number[]> {
  const yieldFigure = page.getByTestId('live-annual-yield');
  await yieldFigure.waitFor({ timeout: WAIT_MS });
  const field = page.getByLabel('Soiling loss (%)');
  const times: number[] = [];
  for (let i = 0; i < CHANGES; i++) {
    const before = (await yieldFigure.textContent()) ?? '';
    const started = performance.now();
    await field.fill(String(1 + (i % 7)));
    await page.waitForFunction(
      (previous) => {
        // Runs in the page; the Node side's types have no DOM.
        const { document } = globalThis as unknown as { document: PageDocument };
        return document.querySelector('[data-testid="live-annual-yield"]')?.textContent !== previous;
      },
      before,
      { timeout: WAIT_MS, polling: 'raf' },
    );
    times.push(performance.now() - started);
  }
  return times.slice(1);
}

export default async function editorBench(): Promise<BenchSection> {
  await ensureWebBuilt();
  const runtime = await benchRuntime();
  const { projectId } = await demoGridProject(runtime.siteUrl);
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ locale: 'en', viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    await logIn(page, runtime.siteUrl);
    const listScripts = await scriptsOf(await context.newPage(), `${runtime.siteUrl}/user/project/list`, () =>
      page.getByRole('table').first().waitFor(),
    );
    const editor = await context.newPage();
    const editorScripts = await scriptsOf(
      editor,
      `${runtime.siteUrl}/user/project/edit/grid-connected/${projectId}`,
      // A saved project's wizard: its Next button (Pre-save shows only on a new project's early steps).
      () => editor.getByRole('button', { name: 'Next', exact: true }).waitFor({ timeout: WAIT_MS }),
    );
    const whole = gzippedKb(editorScripts);
    const own = gzippedKb([...editorScripts].filter((path) => !listScripts.has(path)));
    await openLossStep(editor);
    const latency = percentiles(await changeToResults(editor));
    return {
      name: 'Web: the project editor',
      rows: [
        { metric: 'editor route JS, gzipped (all of it)', value: whole.gzipped, unit: 'KB' },
        { metric: 'editor route JS beyond the project list’s, gzipped', value: own.gzipped, unit: 'KB' },
        { metric: 'editor route script files', value: editorScripts.size, unit: 'files' },
        { metric: 'change to updated live results, p50', value: latency.p50, unit: 'ms' },
        { metric: 'change to updated live results, p95', value: latency.p95, unit: 'ms' },
      ],
      notes: [
        `${CHANGES - 1} changes of the soiling loss on the system loss step of a demo project; the time includes the 300 ms debounce, the engine call (queryProjectDesignResults) and the render.`,
      ],
    };
  } finally {
    await browser.close();
  }
}

/**
 * The roof drawer in a real browser (issue 11 §5), against the built site on the local runtime:
 * a drawn array of 5 000 panels (the projects bench's large project, 4 600 after its removals)
 * opened in the drawer (click to its panels drawn), and a panel removed from the keyboard (Delete
 * to the next painted frame: the removal's script, the path rebuilt, the frame), p50 / p95.
 */
import type { Page } from 'playwright-core';
import { ensureWebBuilt } from '../../infra/local/build-web';
import { launchBrowser } from '../../tests/support/browser';
import { BENCH_DEMO_PASSWORD, benchCall, benchRuntime, percentiles } from '../support/runtime';
import type { BenchSection } from '../types';
import { largeProjectBody } from './projects';

/** Removals measured (the first is left out: it compiles the removal's code). */
const REMOVALS = 41;
const WAIT_MS = 60_000;

async function openFirstDrawing(page: Page): Promise<number> {
  const started = performance.now();
  await page
    .getByRole('link', { name: 'Edit the drawing of Roof 1' })
    .or(page.getByRole('button', { name: 'Edit the drawing of Roof 1', exact: true }))
    .click();
  await page
    .getByText(/^[1-9][\d,]* panels$/)
    .first()
    .waitFor({ timeout: WAIT_MS });
  return performance.now() - started;
}

/** One removal: to the end of the page's work for it, and to the frame that shows it. [ms] */
interface Removal {
  workMs: number;
  frameMs: number;
}

/**
 * Delete on the picked panel: to the first task after it (React's update runs in the microtasks
 * before it), and to the second animation frame after it (the frame that shows it).
 */
function removeOnePanel(page: Page): Promise<Removal> {
  return page.evaluate(
    () =>
      new Promise<Removal>((resolve) => {
        // Runs in the page; the Node side's types have no DOM.
        const g = globalThis as unknown as {
          document: { activeElement: { dispatchEvent(event: unknown): boolean } | null };
          KeyboardEvent: new (type: string, init: object) => unknown;
          requestAnimationFrame(callback: () => void): void;
        };
        const started = performance.now();
        let workMs = Number.NaN;
        g.document.activeElement?.dispatchEvent(
          new g.KeyboardEvent('keydown', { key: 'Delete', bubbles: true }),
        );
        setTimeout(() => {
          workMs = performance.now() - started;
        }, 0);
        g.requestAnimationFrame(() =>
          g.requestAnimationFrame(() => resolve({ workMs, frameMs: performance.now() - started })),
        );
      }),
  );
}

export default async function roofBench(): Promise<BenchSection> {
  await ensureWebBuilt();
  const runtime = await benchRuntime();
  const login = await benchCall(runtime.siteUrl, 'account/login', {
    email: 'demo-user@example.com',
    password: BENCH_DEMO_PASSWORD,
  });
  const token = (login.data as { token: string }).token;
  const body = await largeProjectBody(runtime.siteUrl, token, 'Bench roof drawing');
  const created = await benchCall(runtime.siteUrl, 'project/createtUserGridConnectedProject', body, token);
  if (created.code !== 0) throw new Error(`bench: create answered ${created.code}`);
  const browser = await launchBrowser();
  try {
    const page = await (
      await browser.newContext({ locale: 'en', viewport: { width: 1400, height: 1000 } })
    ).newPage();
    await page.goto(`${runtime.siteUrl}/login`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('demo-user@example.com');
    await page.getByLabel('Password', { exact: true }).fill(BENCH_DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/user/project'));
    await page.goto(`${runtime.siteUrl}/user/project/edit/grid-connected/${String(created.data)}`);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'PV array' }).waitFor({ timeout: WAIT_MS });
    const openMs = await openFirstDrawing(page);
    await page.getByRole('application', { name: 'Roof plan' }).focus();
    const removals: Removal[] = [];
    for (let i = 0; i < REMOVALS; i++) {
      await page.keyboard.press('ArrowRight');
      removals.push(await removeOnePanel(page));
    }
    const frame = percentiles(removals.slice(1).map((r) => r.frameMs));
    const work = percentiles(removals.slice(1).map((r) => r.workMs));
    return {
      name: 'Web: the roof drawer',
      rows: [
        { metric: 'open a drawn array of 4 600 panels (click to panels drawn)', value: openMs, unit: 'ms' },
        {
          metric: 'remove a panel, the page’s work (script, React update), p50',
          value: work.p50,
          unit: 'ms',
        },
        {
          metric: 'remove a panel, the page’s work (script, React update), p95',
          value: work.p95,
          unit: 'ms',
        },
        { metric: 'remove a panel, to the frame that shows it, p50', value: frame.p50, unit: 'ms' },
        {
          metric: 'remove a panel, to the frame that shows it, p95',
          value: frame.p95,
          unit: 'ms',
          target: 50,
        },
      ],
      notes: [
        'Chromium of @sparticuz/chromium, headless, software rendering; a frame is up to 17-33 ms of the figure.',
        'To the frame: a trace puts 10-25 ms of it in the software display compositor (Display::DrawAndSwap), which a GPU does.',
      ],
    };
  } finally {
    await browser.close();
  }
}

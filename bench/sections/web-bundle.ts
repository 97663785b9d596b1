/**
 * The JavaScript each route's first load downloads (gzipped as CloudFront serves it), measured in
 * a real browser against the built site on the local runtime, the browser's cache disabled so
 * every visit is a first one. "First load" is every script the page started to fetch before the
 * route's content showed (the editor's first step, the list's table, the report's ready mark);
 * what a page fetches after that (a preload on intent, e.g. the chart chunk after the editor's
 * first paint) is reported beside it, not in it.
 *
 * `WEB_BUNDLE_FILES=1 npm run bench -- web-bundle` also prints each route's first-load files with
 * their gzipped size, largest first (to see what a change moved; web/dist/assets/*.js.map tell
 * what each file holds).
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { webDist } from '../../infra/config/paths';
import { launchBrowser } from '../../infra/local/browser';
import { ensureWebBuilt } from '../../infra/local/build-web';
import { BENCH_DEMO_PASSWORD, benchRuntime, demoGridProject } from '../support/runtime';
import type { BenchRow, BenchSection } from '../types';

/** The editor's first load at most this. [KB gzipped] */
const EDITOR_TARGET_KB = 350;
const WAIT_MS = 60_000;

/**
 * Each route's first load before the editor's lazy loading and the trims, measured by this
 * section against main at 1f8bd37 (its web built alone), 2026-11-27. [KB gzipped]
 */
const BEFORE_KB: Record<string, number> = {
  login: 321.3,
  'project list': 465.1,
  'editor, new project': 705.3,
  'editor, saved project': 705.3,
  'report page': 437.1,
  'maintain: system panels': 488.5,
  'maintain: inverters': 493.5,
  'maintain: batteries': 464.5,
  'maintain: common batteries': 454.3,
  'maintain: e-mail templates': 419.6,
  'maintain: accounts': 444.5,
};
const BEFORE_COMMIT = 'main 1f8bd37';

/** What shows that a route's content is there: an element matching `selector` holding `text`. */
interface Probe {
  selector: string;
  text?: string;
}

const probes = {
  login: { selector: 'input[type="password"]' },
  list: { selector: 'table tbody tr td' },
  editor: { selector: 'h2', text: 'Location and climate' },
  report: { selector: 'html[data-report-ready="true"]' },
  page: { selector: 'main h1, h1' },
} satisfies Record<string, Probe>;
type ProbeName = keyof typeof probes;

/** What the page records: when (performance.now) each probe first matched. [ms] */
interface FirstLoadMarks {
  marks: Partial<Record<ProbeName, number>>;
}

/**
 * Runs in the page before its scripts (a string: the bench's own transpiler would add helpers a
 * function's source cannot carry into the page): notes the moment each probe first matches.
 */
function probeScript(all: Record<string, Probe>): string {
  return `(() => {
    const probes = ${JSON.stringify(all)};
    const state = { marks: {} };
    window.__firstLoad = state;
    const check = () => {
      for (const [name, probe] of Object.entries(probes)) {
        if (state.marks[name] !== undefined) continue;
        const found = Array.from(document.querySelectorAll(probe.selector)).some(
          (element) => probe.text === undefined || (element.textContent || '').includes(probe.text),
        );
        if (found) state.marks[name] = performance.now();
      }
    };
    new MutationObserver(check).observe(document, {
      childList: true, subtree: true, attributes: true, characterData: true,
    });
  })();`;
}

interface RouteLoad {
  /** Scripts fetched before the route's content showed. */
  first: string[];
  /** Scripts fetched after it, until the network was idle. */
  after: string[];
}

/** Opens `url` in `page` as a first visit and splits its scripts at the moment `probe` matched. */
async function loadRoute(page: Page, url: string, probe: ProbeName): Promise<RouteLoad> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(
    (name) =>
      (globalThis as unknown as { __firstLoad?: FirstLoadMarks }).__firstLoad?.marks[name as ProbeName] !==
      undefined,
    probe,
    { timeout: WAIT_MS, polling: 100 },
  );
  await page.waitForLoadState('networkidle');
  const { ready, scripts } = await page.evaluate((name) => {
    const scope = globalThis as unknown as {
      __firstLoad: FirstLoadMarks;
      performance: { getEntriesByType(type: string): { name: string; startTime: number }[] };
    };
    return {
      ready: scope.__firstLoad.marks[name as ProbeName] ?? 0,
      scripts: scope.performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
    };
  }, probe);
  const js = scripts.filter((script) => script.path.endsWith('.js'));
  const unique = (list: typeof js) => [...new Set(list.map((script) => script.path))];
  const first = unique(js.filter((script) => script.startTime <= ready));
  return { first, after: unique(js).filter((path) => !first.includes(path)) };
}

/** Gzipped size of built files. [KB] */
function gzippedKb(paths: Iterable<string>): number {
  let bytes = 0;
  for (const path of paths) bytes += gzipSync(readFileSync(join(webDist, path)), { level: 9 }).length;
  return bytes / 1024;
}

/** Prints `route`'s first-load files, largest first, when WEB_BUNDLE_FILES is set. */
function printFiles(route: string, files: string[]): void {
  if (!process.env.WEB_BUNDLE_FILES) return;
  const sized = files.map((path) => ({ path, kb: gzippedKb([path]) })).sort((a, b) => b.kb - a.kb);
  console.log(`\n${route}: ${gzippedKb(files).toFixed(1)} KB in ${files.length} files`);
  for (const { path, kb } of sized) console.log(`  ${kb.toFixed(1).padStart(6)} KB  ${path}`);
}

/** A fresh tab whose every visit downloads everything again (no HTTP cache). */
async function coldPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en', viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  await page.addInitScript({ content: probeScript(probes) });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return page;
}

async function logIn(page: Page, siteUrl: string, email: string): Promise<void> {
  await page.goto(`${siteUrl}/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(BENCH_DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: WAIT_MS });
}

interface Route {
  metric: string;
  path: string;
  probe: ProbeName;
  target?: number;
}

function userRoutes(projectId: string): Route[] {
  return [
    { metric: 'project list', path: '/user/project/list', probe: 'list' },
    {
      metric: 'editor, new project',
      path: '/user/project/create/grid-connected',
      probe: 'editor',
      target: EDITOR_TARGET_KB,
    },
    {
      metric: 'editor, saved project',
      path: `/user/project/edit/grid-connected/${encodeURIComponent(projectId)}`,
      probe: 'editor',
      target: EDITOR_TARGET_KB,
    },
    {
      metric: 'report page',
      path: `/code/exportProReportComponent?proId=${encodeURIComponent(projectId)}`,
      probe: 'report',
    },
  ];
}

const maintainRoutes: Route[] = [
  { metric: 'maintain: system panels', path: '/maintain/import/panel', probe: 'list' },
  { metric: 'maintain: inverters', path: '/maintain/import/inverter', probe: 'list' },
  { metric: 'maintain: batteries', path: '/maintain/import/battery', probe: 'list' },
  { metric: 'maintain: common batteries', path: '/maintain/import/common-battery', probe: 'list' },
  { metric: 'maintain: e-mail templates', path: '/maintain/email/index', probe: 'page' },
  { metric: 'maintain: accounts', path: '/maintain/account/index', probe: 'list' },
];

/** Each route's first load, and what it fetched after its content showed. */
async function measureRoutes(page: Page, siteUrl: string, routes: Route[]) {
  const loads: { route: Route; load: RouteLoad }[] = [];
  for (const route of routes)
    loads.push({ route, load: await loadRoute(page, siteUrl + route.path, route.probe) });
  return loads;
}

export default async function run(): Promise<BenchSection> {
  await ensureWebBuilt();
  const runtime = await benchRuntime();
  const { projectId } = await demoGridProject(runtime.siteUrl);
  const browser = await launchBrowser();
  try {
    const visitor = await coldPage(browser);
    const login = await loadRoute(visitor, `${runtime.siteUrl}/login`, 'login');
    const user = await coldPage(browser);
    await logIn(user, runtime.siteUrl, 'demo-user@example.com');
    const userLoads = await measureRoutes(user, runtime.siteUrl, userRoutes(projectId));
    const maintainer = await coldPage(browser);
    await logIn(maintainer, runtime.siteUrl, 'demo-maintain@example.com');
    const maintainLoads = await measureRoutes(maintainer, runtime.siteUrl, maintainRoutes);

    const loads = [{ route: { metric: 'login', path: '/login', probe: 'login' } as Route, load: login }];
    loads.push(...userLoads, ...maintainLoads);
    for (const { route, load } of loads) printFiles(route.metric, load.first);
    const rows: BenchRow[] = loads.map(({ route, load }) => ({
      metric: `${route.metric}: first load JS, gzipped`,
      value: gzippedKb(load.first),
      unit: 'KB',
      ...(route.target !== undefined && { target: route.target }),
      note: [
        `${load.first.length} files`,
        load.after.length && `then ${gzippedKb(load.after).toFixed(0)} KB preloaded after first paint`,
        BEFORE_KB[route.metric] !== undefined && `before: ${BEFORE_KB[route.metric]} KB (${BEFORE_COMMIT})`,
      ]
        .filter(Boolean)
        .join('; '),
    }));
    const list = new Set(userLoads[0]!.load.first);
    const saved = userLoads[2]!.load.first;
    rows.push({
      metric: 'editor, saved project: first load beyond the project list’s, gzipped',
      value: gzippedKb(saved.filter((path) => !list.has(path))),
      unit: 'KB',
    });
    return {
      name: 'Web: first load of each route (JavaScript)',
      rows,
      notes: [
        'First load: the scripts a cold tab (HTTP cache disabled) starts to fetch before the route shows its content (login: the password field; lists: a table row; editor: the first step; report: its ready mark), gzipped at level 9. "Preloaded after first paint": scripts fetched after that until the network is idle.',
        `Machine: ${cpus().length} cores, load average ${loadavg()
          .map((load) => load.toFixed(2))
          .join(' / ')} (1 / 5 / 15 min) when measured.`,
      ],
    };
  } finally {
    await browser.close();
  }
}

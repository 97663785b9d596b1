/**
 * The JavaScript a browser downloads to show /login (entry + the login route's lazy chunks),
 * measured in a real browser against the built site on the local runtime, gzipped as CloudFront
 * would serve it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { webDist } from '../../infra/config/paths';
import { ensureWebBuilt } from '../../infra/local/build-web';
import { launchBrowser } from '../../tests/support/browser';
import { benchRuntime } from '../support/runtime';
import type { BenchSection } from '../types';

/** Paths of every script the page requested until it settled. */
async function scriptsLoadedBy(url: string): Promise<string[]> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('button').first().waitFor();
    return [...new Set(scripts)];
  } finally {
    await browser.close();
  }
}

export default async function run(): Promise<BenchSection> {
  await ensureWebBuilt();
  const runtime = await benchRuntime();
  const scripts = await scriptsLoadedBy(`${runtime.siteUrl}/login`);
  let raw = 0;
  let gzipped = 0;
  for (const path of scripts) {
    const bytes = readFileSync(join(webDist, path));
    raw += bytes.length;
    gzipped += gzipSync(bytes, { level: 9 }).length;
  }
  return {
    name: 'Web: JavaScript of the login route',
    rows: [
      { metric: 'login route JS, gzipped', value: gzipped / 1024, unit: 'KB' },
      { metric: 'login route JS, raw', value: raw / 1024, unit: 'KB' },
      { metric: 'login route script files', value: scripts.length, unit: 'files' },
    ],
  };
}

/**
 * A real browser for e2e tests: playwright-core driving the Chromium binary of
 * @sparticuz/chromium. Chromium unpacks into a private TMPDIR under .data/ (never the shared
 * /tmp: another program's libraries there crash it, STACK-FACTS.md §5).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';

const repoRoot = new URL('../..', import.meta.url).pathname;

export async function launchBrowser(): Promise<Browser> {
  const privateTmp = join(repoRoot, '.data', 'chromium-tmp');
  mkdirSync(privateTmp, { recursive: true });
  process.env.TMPDIR = privateTmp;
  const sparticuz = (await import('@sparticuz/chromium')).default;
  sparticuz.setGraphicsMode = false;
  const executablePath = await sparticuz.executablePath();
  return chromium.launch({
    executablePath,
    args: [
      ...sparticuz.args,
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
    headless: true,
  });
}

/**
 * A real browser for the e2e tests, the bench and screenshots of the local runtime:
 * playwright-core driving the Chromium binary of @sparticuz/chromium, unpacked by the PDF
 * function's own code into the private .data/chromium-tmp (never the shared /tmp: another
 * program's libraries there crash it).
 */
import { join } from 'node:path';
import {
  chromiumArgs,
  chromiumExecutablePath,
  retryWhileBinaryBusy,
} from '@pvd/functions/_lib/report-pdf/chromium-binary';
import { type Browser, chromium } from 'playwright-core';

const repoRoot = new URL('../..', import.meta.url).pathname;

export function launchBrowser(): Promise<Browser> {
  // Another process of the run may still be writing the binary, or running it while this one
  // writes it (see the retry).
  return retryWhileBinaryBusy(async () =>
    chromium.launch({
      executablePath: await chromiumExecutablePath(join(repoRoot, '.data', 'chromium-tmp')),
      args: [
        ...chromiumArgs(),
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
      headless: true,
    }),
  );
}

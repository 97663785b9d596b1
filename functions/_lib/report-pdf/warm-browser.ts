/**
 * One Chromium per function instance, kept warm between calls: a launch costs about 0.1 s (plus
 * 1-1.5 s of unpacking on a cold instance). The browser keeps the report page loaded between
 * renders (print-host.ts). A browser that crashed or disconnected is launched again on the next
 * call, and its page with it.
 */
import type { Browser } from 'puppeteer-core';
import { logger } from '../logger';
import { launchChromium } from './chromium-binary';

let warm: Promise<Browser> | undefined;

function launch(): Promise<Browser> {
  const launching = launchChromium();
  warm = launching;
  // Forgotten when it fails to start or goes away while warm, so the next call launches afresh
  // (a browser closed on purpose was forgotten before).
  const forget = () => {
    if (warm !== launching) return false;
    warm = undefined;
    return true;
  };
  launching.then(
    (browser) =>
      browser.once('disconnected', () => {
        if (forget()) logger.warn('report browser disconnected; the next report launches a new one');
      }),
    forget,
  );
  return launching;
}

/** The instance's running browser, launched when there is none or it has gone. */
export async function reportBrowser(): Promise<Browser> {
  const current = warm ?? launch();
  const browser = await current;
  if (browser.connected) return browser;
  // Gone before its 'disconnected' event was handled: the first caller to notice relaunches,
  // concurrent ones wait for that same launch.
  if (warm === current) launch();
  return warm ?? launch();
}

/** Whether a browser is running or launching in this instance (for the tests). */
export function hasWarmBrowser(): boolean {
  return warm !== undefined;
}

/** Closes the warm browser (the bench measures cold renders after it; nothing else needs it). */
export async function closeReportBrowser(): Promise<void> {
  const closing = warm;
  warm = undefined;
  const browser = await closing?.catch(() => undefined);
  await browser?.close();
}

/**
 * On Lambda, starts the browser while the instance initialises (its INIT phase runs at full CPU
 * before the first request), so a cold report does not wait for the unpacking and the launch
 * after the request came. Elsewhere (the local runtime, tests) the browser starts with the first
 * report, so nothing launches Chromium that never prints.
 */
export function prewarmOnLambda(env: NodeJS.ProcessEnv = process.env): void {
  if (!env.AWS_LAMBDA_FUNCTION_NAME) return;
  // A failed launch is forgotten (see launch) and retried by the first report, which reports it.
  reportBrowser().catch(() => undefined);
}

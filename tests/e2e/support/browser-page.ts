/**
 * Helpers of the e2e tests: a page that records script errors, screenshots under
 * tests/e2e/artifacts/ (gitignored), and fonts for them: the machine's, and Noto Sans SC unpacked
 * from the web's @fontsource package (the Chromium of @sparticuz/chromium ships Open Sans only,
 * so Chinese would not show, and the layout checks would measure blank runs).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '@pvd/infra/local/browser';
import type { Page } from 'playwright-core';
import { unpackCjkFonts } from './cjk-fonts';

const repoRoot = new URL('../../..', import.meta.url).pathname;
export const artifactsDir = join(repoRoot, 'tests/e2e/artifacts');

/** Lets Chromium use the machine's fonts and Noto Sans SC besides its own; call before launching. */
export function useMachineFonts(): void {
  const dir = join(artifactsDir, 'fontconfig');
  mkdirSync(dir, { recursive: true });
  const cjk = unpackCjkFonts(repoRoot, join(artifactsDir, 'fonts-cjk'));
  const dirs = [join(repoRoot, '.data/chromium-tmp/fonts/fonts'), '/usr/share/fonts', cjk].filter(
    (d): d is string => d !== null && existsSync(d),
  );
  writeFileSync(
    join(dir, 'fonts.conf'),
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>${dirs
      .map((d) => `<dir>${d}</dir>`)
      .join('')}<cachedir>${dir}/cache</cachedir></fontconfig>`,
  );
  process.env.FONTCONFIG_PATH = dir;
}

/** A page in a browser of its own, and what it has seen go wrong so far. */
export interface OpenPage {
  page: Page;
  /** The uncaught script errors and the Content-Security-Policy refusals seen. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * Opens a page in a browser of its own (desktop size, browser language `locale`) that records
 * the uncaught script errors and the Content-Security-Policy refusals (the site runs under its
 * real policy, so anything it needs and the policy forbids shows here). One browser per visitor:
 * the single-process Chromium of @sparticuz/chromium lets contexts of one browser share local
 * storage. `timezoneId` (an IANA zone) sets the browser's own clock; the machine's by default.
 */
export async function openPage(locale: 'zh-CN' | 'en', timezoneId?: string): Promise<OpenPage> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale, timezoneId });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        errors.push(message.text());
    });
    return { page, errors, close: () => browser.close() };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** Runs `steps` in a page of {@link openPage} and returns the errors it saw. */
export async function withPage(
  locale: 'zh-CN' | 'en',
  steps: (page: Page) => Promise<void>,
): Promise<string[]> {
  const opened = await openPage(locale);
  try {
    await steps(opened.page);
    return opened.errors;
  } finally {
    await opened.close();
  }
}

/**
 * Saves what the window shows as artifacts/<name>.png. Not a full-page capture: Chromium resizes
 * the page for those, and the layout reacts to the resize (it may close the navigation).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`) });
}

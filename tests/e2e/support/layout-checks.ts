/**
 * Layout as a tested thing: at the two desktop sizes the editor is designed for, every visible
 * text or number input shows its whole value and is wide enough to type in, no table header
 * wraps into more than three lines or breaks inside a word (a header broken one letter per line
 * cannot be read), and no table hides columns behind a sideways scroll. Each size gets a
 * screenshot of the whole page under tests/e2e/artifacts/ to look at.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { artifactsDir } from './browser-page';
import { layoutProbe, type PageWindow } from './layout-probe';

/** The window sizes checked: a 13-inch laptop and a full-HD screen. [px] */
export const CHECKED_VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/** The narrowest input that shows a value of 4-6 digits with its spinner. [px] */
export const MIN_INPUT_WIDTH_PX = 56;
/** The most lines a table header may take. */
export const MAX_HEADER_LINES = 3;

/** The layout problems the page shows now, one line each. */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(layoutProbe, { minWidth: MIN_INPUT_WIDTH_PX, maxLines: MAX_HEADER_LINES });
}

/** Waits until resize observers and the renders they cause have settled. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const { requestAnimationFrame: frame } = globalThis as unknown as PageWindow;
        frame(() => frame(() => setTimeout(resolve, 100)));
      }),
  );
}

/** The most a screenshot's window is stretched to show the whole page. [px] */
const MAX_SHOT_HEIGHT_PX = 4000;

/**
 * Saves the whole page as `<name>.png`: the window is made as tall as the page, since a full-page
 * capture of Chromium resizes the page in ways the layout reacts to (it may hide the navigation).
 * The caller sizes the window again afterwards.
 */
async function wholePageShot(page: Page, name: string, size: { width: number; height: number }) {
  const height = await page.evaluate(
    () => (globalThis as unknown as PageWindow).document.documentElement.scrollHeight,
  );
  if (height > size.height) {
    await page.setViewportSize({ width: size.width, height: Math.min(MAX_SHOT_HEIGHT_PX, height) });
    await settle(page);
  }
  await page.screenshot({ path: join(artifactsDir, `${name}.png`) });
}

/**
 * At each checked size: collects the layout problems and saves a screenshot of the whole page
 * `<name>-<width>.png`; fails with all of them, once the window has its size back.
 */
export async function expectReadableLayout(page: Page, name: string): Promise<void> {
  const before = page.viewportSize();
  const problems: string[] = [];
  for (const size of CHECKED_VIEWPORTS) {
    await page.setViewportSize(size);
    await settle(page);
    problems.push(
      ...(await layoutProblems(page)).map((problem) => `${size.width}×${size.height}: ${problem}`),
    );
    await wholePageShot(page, `${name}-${size.width}`, size);
  }
  if (before) await page.setViewportSize(before);
  await settle(page);
  expect(problems, `layout of ${name}`).toEqual([]);
}

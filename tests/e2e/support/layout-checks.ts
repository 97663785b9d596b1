/**
 * Layout as a tested thing: at the two desktop sizes the editor is designed for, every visible
 * text or number input shows its whole value and is wide enough to type in, no table header
 * wraps into more than three lines (a header broken one letter per line cannot be read), and no
 * table hides columns behind a sideways scroll. Each size gets a screenshot of the whole page
 * under tests/e2e/artifacts/ to look at.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { artifactsDir } from './browser-page';

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
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ minWidth, maxLines }) => {
      const problems: string[] = [];
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
      };
      const canvas = document.createElement('canvas').getContext('2d')!;
      const textTypes = new Set(['text', 'number', 'search', 'email', 'password', 'tel', 'url']);
      for (const input of document.querySelectorAll('input')) {
        if (!textTypes.has(input.type) || !shown(input)) continue;
        const name = input.getAttribute('aria-label') ?? input.labels?.[0]?.textContent ?? input.name;
        const width = input.getBoundingClientRect().width;
        const style = getComputedStyle(input);
        canvas.font = style.font;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const text = input.value || input.placeholder;
        if (width < minWidth) problems.push(`input "${name}" is ${width.toFixed(0)} px wide`);
        else if (input.scrollWidth > input.clientWidth || canvas.measureText(text).width > room + 0.5)
          problems.push(`input "${name}" cuts its value "${text}" (${room.toFixed(0)} px of room)`);
      }
      for (const header of document.querySelectorAll('th, [role="columnheader"]')) {
        if (!shown(header)) continue;
        const tops: number[] = [];
        const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < 3)) tops.push(rect.top);
          }
        }
        if (tops.length > maxLines) {
          problems.push(`header "${header.textContent?.trim()}" wraps into ${tops.length} lines`);
        }
      }
      for (const table of document.querySelectorAll('table')) {
        if (!shown(table)) continue;
        let box = table.parentElement;
        while (box && !/auto|scroll/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
        if (box && box.scrollWidth > box.clientWidth + 1) {
          const name = table.getAttribute('aria-label') ?? table.querySelector('th')?.textContent;
          problems.push(`table "${name}" scrolls sideways (${box.scrollWidth} px in ${box.clientWidth} px)`);
        }
      }
      return [...new Set(problems)];
    },
    { minWidth: MIN_INPUT_WIDTH_PX, maxLines: MAX_HEADER_LINES },
  );
}

/** Waits until resize observers and the renders they cause have settled. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 150))),
      ),
  );
}

/**
 * At each checked size: saves a full-page screenshot `<name>-<width>.png` and collects the layout
 * problems; fails with all of them, then puts the window back to its size.
 */
export async function expectReadableLayout(page: Page, name: string): Promise<void> {
  const before = page.viewportSize();
  const problems: string[] = [];
  for (const size of CHECKED_VIEWPORTS) {
    await page.setViewportSize(size);
    await settle(page);
    await page.screenshot({ path: join(artifactsDir, `${name}-${size.width}.png`), fullPage: true });
    problems.push(
      ...(await layoutProblems(page)).map((problem) => `${size.width}×${size.height}: ${problem}`),
    );
  }
  if (before) await page.setViewportSize(before);
  await settle(page);
  expect(problems, `layout of ${name}`).toEqual([]);
}

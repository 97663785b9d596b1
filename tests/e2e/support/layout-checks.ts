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
      /** The distinct line tops of `range`'s boxes. */
      const linesOf = (range: Range, tops: number[] = []) => {
        for (const rect of range.getClientRects()) {
          if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < 3)) tops.push(rect.top);
        }
        return tops;
      };
      for (const header of document.querySelectorAll('th, [role="columnheader"]')) {
        if (!shown(header)) continue;
        const tops: number[] = [];
        const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          if (!text.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          linesOf(range, tops);
          // A Latin word split over lines ("MPP" / "Ts") reads as two: the column is too narrow.
          for (const word of text.matchAll(/[A-Za-z]{2,}/g)) {
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            if (linesOf(range).length > 1)
              problems.push(`header "${text.trim()}" breaks inside "${word[0]}"`);
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
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
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
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
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

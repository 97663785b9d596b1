/**
 * What every e2e journey does on each screen it visits: axe-core looks at the page (no serious
 * or critical violation may show) and the window is saved under tests/e2e/artifacts/.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser-page';

/** axe's impacts that fail a screen. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Rules axe ships disabled that the house asks for: the visible label inside the accessible
 * name (WCAG 2.5.3, for voice control: saying what one sees must find the control).
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Waits (at most 2 s) for the page's finite animations and transitions: axe blends a fading
 * element's colours with what lies under it, so text caught mid-fade reads as too faint.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Runs in the page; the Node side's types have no DOM.
    interface PageAnimation {
      finished: Promise<unknown>;
      effect: { getComputedTiming(): { iterations?: number } } | null;
    }
    const inPage = globalThis as unknown as { document: { getAnimations(): PageAnimation[] } };
    const finite = inPage.document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    const bound = new Promise((resolve) => setTimeout(resolve, 2000));
    await Promise.race([Promise.allSettled(finite.map((animation) => animation.finished)), bound]);
  });
}

/** The serious and critical axe violations of the page as it is now. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  // Evaluated through the DevTools protocol, so the site's Content-Security-Policy does not apply.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axe.source);
  await settleAnimations(page);
  const found = await page.evaluate(async (rules) => {
    // Runs in the page; the Node side's types have no DOM.
    const inPage = globalThis as unknown as { axe: typeof axe; document: axe.ElementContext };
    const results = await inPage.axe.run(inPage.document, { rules, resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes
        .slice(0, 5)
        .map(
          (node) => `${node.target.join(' ')} — ${node.html.slice(0, 160)} — ${node.failureSummary ?? ''}`,
        ),
    }));
  }, EXTRA_RULES);
  return found.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
}

/** Fails when axe finds a serious or critical violation on the screen `name`. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, `axe on ${name}:\n${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

/** Checks the screen with axe and saves it as artifacts/<name>.png (the screenshot first). */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await settleAnimations(page);
  await screenshot(page, name);
  await expectAccessible(page, name);
}

/** {@link checkScreen} at 1280 px and at 1920 px wide (`<name>-1280`, `<name>-1920`), back at 1280 after. */
export async function checkScreenAtBothWidths(page: Page, name: string): Promise<void> {
  await checkScreen(page, `${name}-1280`);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await checkScreen(page, `${name}-1920`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

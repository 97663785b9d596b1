/**
 * The roof drawer's plan in a journey: clicks on it at offsets that hold at any width, and the
 * panel count once the fill has settled.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { STEP_TIMEOUT_MS } from './account-steps';

/** The plan's width the offsets of {@link clickPlan} are given for. [px] */
const OFFSETS_FOR_PLAN_PX = 1120;

/**
 * Clicks the plan `dx`, `dy` pixels right of and above its centre, as on a plan 1120 px wide: the
 * plan shows the same metres at any width, so the offsets scale with it and a click lands on the
 * same spot of the roof however wide the plan's column is.
 */
export async function clickPlan(page: Page, dx: number, dy: number): Promise<void> {
  const plan = page.getByRole('application', { name: 'Roof plan' });
  await plan.scrollIntoViewIfNeeded();
  const box = await plan.boundingBox();
  if (!box) throw new Error('the roof plan is not on screen');
  const scale = box.width / OFFSETS_FOR_PLAN_PX;
  await page.mouse.click(box.x + box.width / 2 + dx * scale, box.y + box.height / 2 - dy * scale);
}

/** The count the drawer shows once the fill has settled (the same twice, a second apart). */
export async function settledCount(page: Page): Promise<number> {
  const field = page.getByRole('dialog').getByRole('spinbutton', { name: 'Number of panels' });
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = Number(await field.inputValue());
        const settled = now === last && now > 0;
        last = now;
        return settled;
      },
      { timeout: STEP_TIMEOUT_MS, interval: 1_000 },
    )
    .toBe(true);
  return last;
}

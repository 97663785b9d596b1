/**
 * The plan view's size, apart from its code (plan-view.tsx, fetched after the step paints) so that
 * its loading state takes the same box.
 */
import type { LazyBox } from '@/components/lazy-content';

/** Plan size in SVG units: 2 units a degree. */
export const PLAN_WIDTH = 720;
export const PLAN_HEIGHT = 360;

/** The plan's box on the page: the field's width up to the plan's, its height in proportion. */
export const PLAN_VIEW_BOX = {
  inlineSize: '100%',
  maxInlineSize: PLAN_WIDTH,
  aspectRatio: `${PLAN_WIDTH} / ${PLAN_HEIGHT}`,
} as const satisfies LazyBox;

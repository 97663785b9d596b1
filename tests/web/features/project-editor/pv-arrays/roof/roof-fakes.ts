/**
 * The roof drawer's test bench: the plan laid out as 960 × 640 px at the page's top-left (jsdom
 * has no layout), and clicks placed in metres of the plan frame around the draft's site
 * (Hangzhou, 30.28° N: at zoom 21 a pixel is 0.0645 m).
 */
import { metresPerPixel, planFrame, planToCorner } from '@pvd/shared/layout/plan-view';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIRST_RENDER } from '@tests/web/support/render-app';
import type { EditorDraft } from '@/features/project-editor/model/draft';

export const SITE = { latitude: 30.28, longitude: 120.15 };
const SIZE = { width: 960, height: 640 };

let restore: (() => void) | null = null;

/** Gives every SVG the plan's size on screen; `restoreLayout` takes it back. */
export function layOutPlan() {
  const original = SVGElement.prototype.getBoundingClientRect;
  SVGElement.prototype.getBoundingClientRect = () =>
    ({
      left: 0,
      top: 0,
      x: 0,
      y: 0,
      width: SIZE.width,
      height: SIZE.height,
      right: SIZE.width,
      bottom: SIZE.height,
      toJSON: () => ({}),
    }) as DOMRect;
  restore = () => {
    SVGElement.prototype.getBoundingClientRect = original;
  };
}

export function restoreLayout() {
  restore?.();
  restore = null;
}

/** Screen position of a plan point (metres east, north of the site) at zoom 21, view centred on the site. */
export function pixel(x: number, y: number, zoom = 21) {
  const scale = metresPerPixel(zoom, SITE.latitude);
  return { clientX: SIZE.width / 2 + x / scale, clientY: SIZE.height / 2 - y / scale };
}

export function plan() {
  return screen.getByRole('application', { name: 'Roof plan' });
}

export function clickAt(x: number, y: number) {
  fireEvent.click(plan(), pixel(x, y));
}

export function doubleClickAt(x: number, y: number) {
  fireEvent.doubleClick(plan(), pixel(x, y));
}

/** Clicks the four corners of a rectangle and closes it. [m] */
export async function drawRectangle(
  dialog: HTMLElement,
  minX: number,
  minY: number,
  maxX: number,
  maxY: number,
) {
  clickAt(minX, minY);
  clickAt(maxX, minY);
  clickAt(maxX, maxY);
  clickAt(minX, maxY);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close the area' }));
}

/** Opens the drawer for a new array; its code is a lazy chunk, compiled on the first open. */
export async function openDrawer() {
  await userEvent.click(await screen.findByRole('button', { name: 'Draw on the roof' }, FIRST_RENDER));
  return screen.findByRole('dialog', { name: 'Draw a PV array on the roof' }, FIRST_RENDER);
}

/** The panel count the drawer shows (the read-only field). */
export function shownCount(dialog: HTMLElement): number {
  return Number(
    (within(dialog).getByRole('spinbutton', { name: 'Number of panels' }) as HTMLInputElement).value,
  );
}

/** Adds to `draft` a drawn array 'roof' over the square −10..10 m around the site. */
/** A box obstacle 3 m high over the plan's rectangle (minX, minY)-(maxX, maxY). [m] */
export function boxObstacle(id: string, minX: number, minY: number, maxX: number, maxY: number) {
  const frame = planFrame(SITE);
  const footprint = [
    { x: minX, y: minY },
    { x: maxX, y: minY },
    { x: maxX, y: maxY },
    { x: minX, y: maxY },
  ].map((point) => planToCorner(frame, point));
  return { id, kind: 'box' as const, footprint, heightM: 3 };
}

export function withDrawnSquare(draft: EditorDraft): EditorDraft {
  const frame = planFrame(SITE);
  const corners = [
    { x: -10, y: -10 },
    { x: 10, y: -10 },
    { x: 10, y: 10 },
    { x: -10, y: 10 },
  ].map((point) => planToCorner(frame, point));
  const first = draft.body.pvArray![0]!;
  draft.body.pvArray = [
    ...draft.body.pvArray!,
    {
      ...first,
      id: 'roof',
      pvarrayname: 'Main roof',
      insertway: 2,
      panelcount: 1,
      layout: { areaLatLngs: corners, loadMapWay: 'plan', rowSpacing: 1, layingMethod: 1, removedPanels: [] },
    },
  ];
  return draft;
}

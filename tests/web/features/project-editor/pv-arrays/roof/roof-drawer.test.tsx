/**
 * The roof-drawing drawer [WIZ-5]: drawing and
 * editing the area, undo, the 800 ms fill, removing panels with at least one kept, an overlap
 * refused, 'Please draw the PV array on the roof', the choose-a-panel-first warning, and a saved drawing reopened
 * with the same panels.
 */
import '@tests/web/support/dom-polyfills';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Envelope, installFakeApi, ok } from '@tests/web/support/fake-api';
import { PAGE_TEST, resetBrowserState } from '@tests/web/support/render-app';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recountDrawnArrays, withPanelCounts } from '@/features/project-editor/pv-arrays/drawn-counts';
import { setLanguage } from '@/lib/i18n';
import { arrayHandlers, customPanelInfo, renderStep, twoArrayDraft } from '../arrays-fakes';
import {
  boxObstacle,
  clickAt,
  doubleClickAt,
  drawRectangle,
  layOutPlan,
  openDrawer,
  pixel,
  plan,
  restoreLayout,
  SITE,
  shownCount,
  withDrawnSquare,
} from './roof-fakes';

/** The user's default panel is Acme AC-450 (1.722 × 1.134 m). */
const withDefaultPanel = () =>
  installFakeApi(arrayHandlers({ 'component/queryUserDefaultComponentInfo': () => ok(customPanelInfo) }));

async function panelChosen(dialog: HTMLElement) {
  await within(dialog).findByText(/Acme AC-450, 450 W/);
}

function cornerCount() {
  return screen.queryAllByTestId(/^roof-corner-/).length;
}

/** The panel count once the 800 ms redraw has run. */
async function settledCount(dialog: HTMLElement, expected?: number) {
  await waitFor(() => {
    expect(within(dialog).queryByText('Laying panels…')).toBeNull();
    if (expected !== undefined) expect(shownCount(dialog)).toBe(expected);
    else expect(shownCount(dialog)).toBeGreaterThan(0);
  });
  return shownCount(dialog);
}

describe('roof drawer', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    await setLanguage('en');
    layOutPlan();
  });
  afterEach(() => {
    cleanup();
    restoreLayout();
  });

  it('warns to choose a panel before the first corner, until one is chosen', async () => {
    // The default panel arrives after the first click.
    let answer: (envelope: Envelope) => void = () => {};
    installFakeApi(
      arrayHandlers({
        'component/queryUserDefaultComponentInfo': () => new Promise<Envelope>((done) => (answer = done)),
      }),
    );
    renderStep(twoArrayDraft());
    const dialog = await openDrawer();
    clickAt(0, 0);
    expect(await within(dialog).findByText('Please choose a panel first')).toBeTruthy();
    expect(cornerCount()).toBe(0);
    // Act
    answer(ok(customPanelInfo));
    // Assess
    await panelChosen(dialog);
    expect(within(dialog).queryByText('Please choose a panel first')).toBeNull();
  });

  it('adds corners by click, undoes the last, deletes one, and closes the area', async () => {
    withDefaultPanel();
    renderStep(twoArrayDraft());
    const dialog = await openDrawer();
    await panelChosen(dialog);
    clickAt(-5, -3);
    clickAt(5, -3);
    clickAt(5, 3);
    clickAt(0, 6);
    expect(cornerCount()).toBe(4);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(cornerCount()).toBe(3);
    clickAt(-5, 3);
    clickAt(-6, 0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete corner 5' }));
    expect(cornerCount()).toBe(4);
    expect(within(dialog).getByText(/Corner 4: -5(\.00)? m east, 3(\.00)? m north/)).toBeTruthy();
    // A click on the first corner closes the area; it is then filled after the redraw.
    clickAt(-5, -3);
    expect(cornerCount()).toBe(4);
    expect(within(dialog).getAllByText('Laying panels…').length).toBeGreaterThan(0);
    await settledCount(dialog);
    expect(screen.getByTestId('roof-panels')).toBeTruthy();
  });

  it('drags a corner, refills 800 ms later, and undoes the drag in one step', async () => {
    withDefaultPanel();
    renderStep(twoArrayDraft());
    const dialog = await openDrawer();
    await panelChosen(dialog);
    await drawRectangle(dialog, -5, -5, 5, 5);
    const before = await settledCount(dialog);
    // Drag the north-east corner 5 m further east.
    fireEvent.pointerDown(screen.getByTestId('roof-corner-3'), { pointerId: 1, ...pixel(5, 5) });
    fireEvent.pointerMove(plan(), { pointerId: 1, ...pixel(7, 5) });
    fireEvent.pointerMove(plan(), { pointerId: 1, ...pixel(10, 5) });
    fireEvent.pointerUp(plan(), { pointerId: 1, ...pixel(10, 5) });
    expect(within(dialog).getByText(/Corner 3: 10(\.00)? m east, 5(\.00)? m north/)).toBeTruthy();
    const after = await settledCount(dialog);
    expect(after).toBeGreaterThan(before);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(within(dialog).getByText(/Corner 3: 5(\.00)? m east, 5(\.00)? m north/)).toBeTruthy();
    await settledCount(dialog, before);
  });

  it('removes a panel by double-click and by Delete, and keeps the last one', async () => {
    withDefaultPanel();
    renderStep(twoArrayDraft());
    const dialog = await openDrawer();
    await panelChosen(dialog);
    // 6 × 1.5 m facing south, flat-ish rows of 1.722 m panels: (6 + 0.02) / 1.742 → 3 panels.
    await drawRectangle(dialog, 0, 0, 6, 1.5);
    await settledCount(dialog, 3);
    // Tilt 30°: 1.134 m × cos 30° → 1.0 m deep. The first panel sits at the south-east corner
    // (fill.ts): x 4.278-6 m, y 0-1 m.
    doubleClickAt(5.1, 0.5);
    expect(shownCount(dialog)).toBe(2);
    plan().focus();
    fireEvent.keyDown(plan(), { key: 'ArrowRight' });
    expect(within(dialog).getByText('Panel 1 of 2 selected; press Delete to remove it')).toBeTruthy();
    fireEvent.keyDown(plan(), { key: 'Delete' });
    expect(shownCount(dialog)).toBe(1);
    fireEvent.keyDown(plan(), { key: 'ArrowRight' });
    fireEvent.keyDown(plan(), { key: 'Delete' });
    expect(await within(dialog).findByText('At least one PV modules must be present')).toBeTruthy();
    expect(shownCount(dialog)).toBe(1);
  });

  it('refuses an area over another array’s and shows that array’s outline', async () => {
    withDefaultPanel();
    renderStep(withDrawnSquare(twoArrayDraft()));
    const dialog = await openDrawer();
    await panelChosen(dialog);
    expect(within(dialog).getByText('Main roof (another array, read only)')).toBeTruthy();
    await drawRectangle(dialog, 5, 5, 15, 15);
    expect(await within(dialog).findByText('This area has already been used, please repaint')).toBeTruthy();
    expect(cornerCount()).toBe(0);
    // Side by side is allowed.
    await drawRectangle(dialog, 10, -10, 20, 10);
    await settledCount(dialog);
    expect(within(dialog).queryByText('This area has already been used, please repaint')).toBeNull();
  });

  it('says Please draw the PV array on the roof when saving without an area', async () => {
    withDefaultPanel();
    const step = renderStep(twoArrayDraft());
    const dialog = await openDrawer();
    await panelChosen(dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'PV array name' }), 'Carport');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      (await within(dialog).findAllByText('Please draw the PV array on the roof')).length,
    ).toBeGreaterThan(0);
    expect(step.current().body.pvArray).toHaveLength(2);
    // Drawing the area takes the message away at once, not at the next save.
    await drawRectangle(dialog, -5, -5, 5, 5);
    expect(within(dialog).queryAllByText('PV Array Not Drawn')).toHaveLength(0);
  });

  it('saves an insertway-2 array with its layout, and reopening gives the same panels', async () => {
    withDefaultPanel();
    const step = renderStep(twoArrayDraft());
    let dialog = await openDrawer();
    await panelChosen(dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'PV array name' }), 'Carport');
    await userEvent.click(within(dialog).getByRole('button', { name: /Laying method/ }));
    await userEvent.click(await screen.findByRole('option', { name: '3 – Double row' }));
    await drawRectangle(dialog, -8, -6, 9, 7);
    const full = await settledCount(dialog);
    // The first panel: the south-east corner, x 7.278-9 m, y −6 to −5 m.
    doubleClickAt(8.1, -5.5);
    const kept = shownCount(dialog);
    expect(kept).toBe(full - 1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const saved = step.current().body.pvArray!.find((array) => array.pvarrayname === 'Carport')!;
    expect(saved).toMatchObject({ insertway: 2, panelcount: kept, panelid: customPanelInfo.Id });
    expect(saved.layout).toMatchObject({ loadMapWay: 'plan', layingMethod: 3 });
    expect(saved.layout!.areaLatLngs).toHaveLength(4);
    expect(saved.layout!.rowSpacing).toBeGreaterThan(0);
    // Reopen.
    await userEvent.click(screen.getByRole('button', { name: 'Edit drawing of Carport' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit the drawn PV array' });
    expect(shownCount(dialog)).toBe(kept);
    expect(cornerCount()).toBe(4);
  });
});

describe('roof drawer: the project’s drawn arrays', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    await setLanguage('en');
    layOutPlan();
  });
  afterEach(() => {
    cleanup();
    restoreLayout();
  });

  it('recounts another drawn array that the project’s obstacles now cover, and says so', async () => {
    // Prepare: 'Main roof' counted as laid without obstacles, then a stairwell stored in its middle.
    withDefaultPanel();
    const draft = withDrawnSquare(twoArrayDraft());
    draft.body = withPanelCounts(draft.body, recountDrawnArrays(draft.body, draft.copies, SITE));
    const open = draft.body.pvArray!.find((array) => array.id === 'roof')!.panelcount;
    draft.body.surroundings = {
      obstacles: [boxObstacle('stair', -3, -3, 3, 3)],
    } as typeof draft.body.surroundings;
    const step = renderStep(draft);
    // Act: a carport drawn beside it and saved (with the project's obstacles).
    const dialog = await openDrawer();
    await panelChosen(dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'PV array name' }), 'Carport');
    await drawRectangle(dialog, 12, -6, 20, 6);
    await settledCount(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Assess
    const recounted = step.current().body.pvArray!.find((array) => array.id === 'roof')!.panelcount;
    expect(open - recounted).toBeGreaterThanOrEqual(6);
    expect(screen.getByText('The obstacles changed other arrays')).toBeTruthy();
    expect(screen.getByText(`Main roof: ${open} → ${recounted} panels`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('The obstacles changed other arrays')).toBeNull();
  });

  it('opens another drawn array from the list, asking first about unsaved changes', async () => {
    withDefaultPanel();
    renderStep(withDrawnSquare(twoArrayDraft()));
    const dialog = await openDrawer();
    await panelChosen(dialog);
    clickAt(12, 0);
    await userEvent.click(within(dialog).getByRole('button', { name: /Drawn arrays/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Main roof' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Discard changes' }));
    const other = await screen.findByRole('dialog', { name: 'Edit the drawn PV array' });
    expect((within(other).getByRole('textbox', { name: 'PV array name' }) as HTMLInputElement).value).toBe(
      'Main roof',
    );
    expect(cornerCount()).toBe(4);
  });
});

describe('roof drawer by keyboard', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    await setLanguage('en');
    layOutPlan();
  });
  afterEach(() => {
    cleanup();
    restoreLayout();
  });

  /** Types the corners [east, north] of an area and closes it with Enter on the plan. [m] */
  async function typeArea(dialog: HTMLElement, corners: readonly (readonly [string, string])[]) {
    await userEvent.click(within(dialog).getByRole('button', { name: 'Corners of the area' }));
    for (const [east, north] of corners) {
      await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'East [m]' }), east);
      await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'North [m]' }), north);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add corner' }));
    }
    expect(cornerCount()).toBe(corners.length);
    plan().focus();
    fireEvent.keyDown(plan(), { key: 'Enter' });
  }

  it('draws the area from typed corners and closes it with Enter on the plan', async () => {
    withDefaultPanel();
    renderStep(twoArrayDraft());
    const dialog = await openDrawer();
    await panelChosen(dialog);
    await typeArea(dialog, [
      ['0', '0'],
      ['6', '0'],
      ['6', '1.5'],
      ['0', '1.5'],
    ]);
    await settledCount(dialog, 3);
  });

  it('says an area more than 1 km across is too large, and lays no panel in it', async () => {
    withDefaultPanel();
    renderStep(twoArrayDraft());
    const dialog = await openDrawer();
    await panelChosen(dialog);
    // Act: 1 200 m × 10 m, some 2 500 panel positions had it been filled.
    await typeArea(dialog, [
      ['0', '0'],
      ['1200', '0'],
      ['1200', '10'],
      ['0', '10'],
    ]);
    // Assess
    expect(
      await within(dialog).findByText(
        'The drawn area is too large: no two corners may be more than 1,000 m apart',
      ),
    ).toBeTruthy();
    expect(shownCount(dialog)).toBe(0);
  });
});

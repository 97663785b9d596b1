/**
 * The roof drawer's mounting [MNT-1] [MNT-2]: the manual drawer's fields (kind, east-west gap,
 * tracker axis, rotation, GCR, backtracking) in the drawer, the schema's message under them, the
 * row spacing hidden when the mounting sets the distance between groups, the fill laid by the
 * mounting (counts worked by hand below, as in tests/shared/layout/mounted-layout.test.ts) and
 * the mounting saved with the drawn array.
 */
import '@tests/web/support/dom-polyfills';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@tests/web/support/fake-api';
import { PAGE_TEST, resetBrowserState } from '@tests/web/support/render-app';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { arrayHandlers, customPanelInfo, renderStep, twoArrayDraft } from '../arrays-fakes';
import { drawRectangle, layOutPlan, openDrawer, restoreLayout, shownCount } from './roof-fakes';

/** The user's default panel is Acme AC-450 (1.722 × 1.134 m). */
const withDefaultPanel = () =>
  installFakeApi(arrayHandlers({ 'component/queryUserDefaultComponentInfo': () => ok(customPanelInfo) }));

async function chooseMounting(dialog: HTMLElement, name: string) {
  await userEvent.click(within(dialog).getByTestId('mounting-kind').querySelector('button')!);
  await userEvent.click(await screen.findByRole('option', { name }));
}

async function typeNumber(dialog: HTMLElement, label: string, value: string) {
  const input = within(dialog).getByRole('spinbutton', { name: label });
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

async function settledCount(dialog: HTMLElement, expected: number) {
  await waitFor(() => {
    expect(within(dialog).queryByText('Laying panels…')).toBeNull();
    expect(shownCount(dialog)).toBe(expected);
  });
}

describe('roof drawer: mounting', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    await setLanguage('en');
    layOutPlan();
  });
  afterEach(() => {
    cleanup();
    restoreLayout();
  });

  it('lays a tracker in rows along its axis at the GCR’s pitch and saves its fields', async () => {
    withDefaultPanel();
    const step = renderStep(twoArrayDraft());
    const dialog = await openDrawer();
    await within(dialog).findByText(/Acme AC-450, 450 W/);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'PV array name' }), 'Tracker');
    expect(within(dialog).getByRole('spinbutton', { name: 'Row spacing [m]' })).toBeTruthy();
    // Act
    await chooseMounting(dialog, 'Single-axis tracker');
    await typeNumber(dialog, 'Ground coverage ratio', '0.4');
    await drawRectangle(dialog, -8, -6, 9, 7);
    // Assess: the spacing comes from the GCR, its field is gone.
    expect(within(dialog).queryByRole('spinbutton', { name: 'Row spacing [m]' })).toBeNull();
    expect(within(dialog).getByText(/Laid flat in rows along the axis/)).toBeTruthy();
    // Method 1 (landscape): across the row W = 1.134 m, pitch 1.134 / 0.4 = 2.835 m; north-south
    // rows across 17 m: floor((17 − 1.134) / 2.835) + 1 = 6; along 13 m: floor(13.02 / 1.742) = 7.
    await settledCount(dialog, 42);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const saved = step.current().body.pvArray!.find((array) => array.pvarrayname === 'Tracker')!;
    expect(saved.panelcount).toBe(42);
    expect(saved.mounting).toEqual({
      kind: 'single-axis',
      axisAzimuth: 180,
      axisTilt: 0,
      maxAngle: 60,
      gcr: 0.4,
      backtrack: true,
    });
  });

  it('says the schema’s message under an east-west gap out of range, then lays and saves the pairs', async () => {
    withDefaultPanel();
    const step = renderStep(twoArrayDraft());
    const dialog = await openDrawer();
    await within(dialog).findByText(/Acme AC-450, 450 W/);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'PV array name' }), 'Rack');
    await chooseMounting(dialog, 'East-west rack');
    await typeNumber(dialog, 'Gap between units [m]', '9');
    await drawRectangle(dialog, -8, -6, 9, 7);
    // Act
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Assess
    expect(await within(dialog).findByText('The gap between east-west units must be 0 to 5 m')).toBeTruthy();
    await typeNumber(dialog, 'Gap between units [m]', '0.5');
    // Facing south at 30°, method 1: a half 1.134 × cos 30° → 1.0 m deep, a unit 2 × 1.0 + 0.02
    // = 2.02 m, pitch 2.52 m; units across 13 m: floor((13 − 2.02) / 2.52) + 1 = 5; columns along
    // 17 m: floor(17.02 / 1.742) = 9; two panels each: 90. The back halves are drawn lighter.
    await settledCount(dialog, 90);
    expect(screen.getByTestId('roof-panels-back-halves').getAttribute('d')).toMatch(/^M/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const saved = step.current().body.pvArray!.find((array) => array.pvarrayname === 'Rack')!;
    expect(saved).toMatchObject({
      panelcount: 90,
      inclination: 30,
      mounting: { kind: 'east-west', gapM: 0.5 },
    });
  });
});

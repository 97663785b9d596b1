/**
 * The roof image backdrop [WIZ-5]: a file checked by its first bytes, the image moved
 * by dragging and scaled by a line over a known length, and an area drawn on it saved with the
 * backdrop named 'image'.
 */
import '@tests/web/support/dom-polyfills';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@tests/web/support/fake-api';
import { PAGE_TEST, resetBrowserState } from '@tests/web/support/render-app';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { arrayHandlers, customPanelInfo, renderStep, twoArrayDraft } from '../arrays-fakes';
import {
  clickAt,
  drawRectangle,
  layOutPlan,
  openDrawer,
  pixel,
  plan,
  restoreLayout,
  shownCount,
} from './roof-fakes';

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function imageBox() {
  const image = screen.getByTestId('roof-image');
  return {
    x: Number(image.getAttribute('x')),
    width: Number(image.getAttribute('width')),
  };
}

async function chooseImage(dialog: HTMLElement, file: File) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Roof image' }));
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, file);
}

describe('roof image backdrop', PAGE_TEST, () => {
  const createObjectURL = URL.createObjectURL;
  const revokeObjectURL = URL.revokeObjectURL;
  beforeEach(async () => {
    resetBrowserState();
    await setLanguage('en');
    layOutPlan();
    URL.createObjectURL = () => 'blob:roof-image';
    URL.revokeObjectURL = () => {};
    installFakeApi(arrayHandlers({ 'component/queryUserDefaultComponentInfo': () => ok(customPanelInfo) }));
  });
  afterEach(() => {
    cleanup();
    restoreLayout();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });

  it('refuses a text file named .png', async () => {
    renderStep(twoArrayDraft());
    const dialog = await openDrawer();
    await chooseImage(dialog, new File(['<html>no</html>'], 'roof.png', { type: 'image/png' }));
    expect(
      await within(dialog).findByText('Only PNG, JPEG, GIF or WebP images can be uploaded'),
    ).toBeTruthy();
    expect(screen.queryByTestId('roof-image')).toBeNull();
  });

  it('moves the image, scales it by a known length, and saves an area drawn on it', async () => {
    const step = renderStep(twoArrayDraft());
    const dialog = await openDrawer();
    await within(dialog).findByText(/Acme AC-450, 450 W/);
    await chooseImage(dialog, new File([pngBytes], 'roof.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByTestId('roof-image')).toBeTruthy());
    // The browser read the image: 2000 × 1000 px; its width on the plan stays.
    const reader = screen.getByTestId('roof-image-reader');
    Object.defineProperty(reader, 'naturalWidth', { value: 2000 });
    Object.defineProperty(reader, 'naturalHeight', { value: 1000 });
    const before = imageBox();
    fireEvent.load(reader);
    expect(imageBox().width).toBeCloseTo(before.width, 9);
    // Move: the image follows a 3 m drag east.
    fireEvent.pointerDown(plan(), { pointerId: 1, ...pixel(0, 0) });
    fireEvent.pointerMove(plan(), { pointerId: 1, ...pixel(3, 0) });
    fireEvent.pointerUp(plan(), { pointerId: 1, ...pixel(3, 0) });
    expect(imageBox().x).toBeCloseTo(before.x + 3, 2);
    // Scale: a 10 m line that is really 20 m doubles the image.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Measure a known length' }));
    clickAt(-5, 0);
    clickAt(5, 0);
    expect(within(dialog).getByText(/The line drawn is 10(\.00)? m/)).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Known length [m]' }), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply the scale' }));
    expect(imageBox().width).toBeCloseTo(before.width * 2, 6);
    // Draw on it (the scale applied switches back to drawing).
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'PV array name' }), 'Shed');
    await drawRectangle(dialog, -4, -3, 4, 3);
    await waitFor(() => expect(shownCount(dialog)).toBeGreaterThan(0));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const saved = step.current().body.pvArray!.find((array) => array.pvarrayname === 'Shed')!;
    expect(saved.layout).toMatchObject({ loadMapWay: 'image' });
  });
});

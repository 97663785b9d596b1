/**
 * The inverter step [WIZ-7] [PRJ-7]: the chooser cascade and its resets, adding an existing
 * model, the count debounced 500 ms, the last inverter kept, the battery count clamped, and the
 * capacity re-derived from the inverters.
 */
import '@tests/web/support/dom-polyfills';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '@tests/web/support/fake-api';
import { FIRST_RENDER, PAGE_TEST, resetBrowserState } from '@tests/web/support/render-app';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvertersStep } from '@/features/project-editor/inverters/inverters-step';
import { setLanguage } from '@/lib/i18n';
import { batteries, catalogueHandlers, draftWith, group } from '../strings-fixtures';
import { renderStep } from '../strings-harness';

function isDisabled(element: HTMLElement): boolean {
  return element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';
}

function inputValue(element: HTMLElement): string {
  return (element as HTMLInputElement).value;
}

async function choose(dialog: HTMLElement, field: RegExp, option: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(option) }));
}

async function chooseModel(dialog: HTMLElement, model: string) {
  await choose(dialog, /Mains voltage type/, 'Single-phase');
  await choose(dialog, /Nominal grid voltage/, '220 V');
  await choose(dialog, /Nominal grid frequency/, '50 Hz');
  await choose(dialog, /Inverter model/, model);
}

describe('inverter step', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    await setLanguage('en');
  });
  afterEach(() => cleanup());

  it('names the mains type of a model in Chinese in its details: 单相, not Single-Phase', async () => {
    await setLanguage('zh-CN');
    installFakeApi(catalogueHandlers());
    renderStep(InvertersStep, draftWith(0, [group('sun-8k-g')]));
    await userEvent.click(await screen.findByRole('button', { name: '查看 SUN-8K-G' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'SUN-8K-G' });
    await within(dialog).findByText('单相');
    expect(within(dialog).queryByText(/Single-Phase|Three-Phase/)).toBeNull();
  });

  it('adds a model through the cascade, and the same model again adds to its count', async () => {
    installFakeApi(catalogueHandlers());
    const step = renderStep(InvertersStep, draftWith(0, []));
    await userEvent.click(await screen.findByRole('button', { name: 'Add inverter' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Add inverter' });
    await chooseModel(dialog, 'SUN-5K-G');
    await waitFor(() => expect(isDisabled(within(dialog).getByRole('button', { name: 'Add' }))).toBe(false));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(step.draft().body.inverter).toEqual([group('sun-5k-g')]));

    await userEvent.click(screen.getByRole('button', { name: 'Add inverter' }));
    const again = await screen.findByRole('dialog', { name: 'Add inverter' });
    await chooseModel(again, 'SUN-5K-G');
    await waitFor(() => expect(isDisabled(within(again).getByRole('button', { name: 'Add' }))).toBe(false));
    await userEvent.click(within(again).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(step.draft().body.inverter).toEqual([group('sun-5k-g', 2)]));
    expect(inputValue(screen.getByRole('spinbutton', { name: 'Count of SUN-5K-G' }))).toBe('2');
  });

  it('clears the later choices when an earlier one changes, and asks for what is missing', async () => {
    installFakeApi(catalogueHandlers());
    renderStep(InvertersStep, draftWith(0, []));
    await userEvent.click(await screen.findByRole('button', { name: 'Add inverter' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Add inverter' });
    await chooseModel(dialog, 'SUN-5K-G');
    expect(within(dialog).getByRole('button', { name: /Inverter model/ }).textContent).toContain('SUN-5K-G');
    await choose(dialog, /Nominal grid voltage/, '230 V');
    expect(within(dialog).getByRole('button', { name: /Nominal grid frequency/ }).textContent).toContain(
      'Choose',
    );
    expect(within(dialog).getByRole('button', { name: /Inverter model/ }).textContent).toContain('Choose');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Please choose the nominal grid frequency')).toBeTruthy();
    expect(within(dialog).getByText('Please select an inverter')).toBeTruthy();
  });

  it('changes the count 500 ms after the last keystroke', async () => {
    installFakeApi(catalogueHandlers());
    const step = renderStep(InvertersStep, draftWith(0, [group('sun-5k-g')]));
    const count = await screen.findByRole('spinbutton', { name: 'Count of SUN-5K-G' }, FIRST_RENDER);
    await userEvent.clear(count);
    await userEvent.type(count, '3');
    expect(step.draft().body.inverter![0]!.invertercount).toBe(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(step.draft().body.inverter![0]!.invertercount).toBe(1);
    await waitFor(() => expect(step.draft().body.inverter![0]!.invertercount).toBe(3));
    expect(step.draft().body.inverter![0]!.inverters).toHaveLength(3);
  });

  it.each([
    ['1000', 'over the project’s 50'],
    ['0', 'under 1'],
    ['-2', 'negative'],
    ['2.5', 'not whole'],
  ])('keeps a count of %s (%s) as typed, with the range, and the draft’s count', async (typed) => {
    installFakeApi(catalogueHandlers());
    const step = renderStep(InvertersStep, draftWith(0, [group('sun-5k-g', 2)]));
    const count = await screen.findByRole('spinbutton', { name: 'Count of SUN-5K-G' }, FIRST_RENDER);
    await userEvent.clear(count);
    await userEvent.type(count, typed);
    await userEvent.tab();
    expect(await screen.findByText('A whole number from 1 to 50.')).toBeTruthy();
    expect(inputValue(count)).toBe(typed);
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(step.draft().body.inverter![0]!.invertercount).toBe(2);
  });

  it('says the range in Chinese', async () => {
    await setLanguage('zh-CN');
    installFakeApi(catalogueHandlers());
    renderStep(InvertersStep, draftWith(0, [group('sun-5k-g')]));
    const count = await screen.findByRole('spinbutton', { name: /SUN-5K-G/ }, FIRST_RENDER);
    await userEvent.clear(count);
    await userEvent.type(count, '1000');
    expect(await screen.findByText('请输入 1 到 50 之间的整数。')).toBeTruthy();
  });

  it('keeps the last inverter and deletes another after confirmation', async () => {
    installFakeApi(catalogueHandlers());
    const step = renderStep(InvertersStep, draftWith(0, [group('sun-5k-g'), group('sun-8k-g')]));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete SUN-8K-G' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Delete inverter SUN-8K-G' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(step.draft().body.inverter).toEqual([group('sun-5k-g')]));
    expect(isDisabled(screen.getByRole('button', { name: 'Delete SUN-5K-G' }))).toBe(true);
  });

  it('merges a group edited into a model already in the list', async () => {
    installFakeApi(catalogueHandlers());
    const step = renderStep(InvertersStep, draftWith(0, [group('sun-5k-g', 2), group('sun-8k-g')]));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit SUN-8K-G' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Change inverter' });
    await choose(dialog, /Inverter model/, 'SUN-5K-G');
    await waitFor(() => expect(isDisabled(within(dialog).getByRole('button', { name: 'Save' }))).toBe(false));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(step.draft().body.inverter).toEqual([group('sun-5k-g', 3)]));
  });

  it('asks a storage inverter for a battery type and a battery, and keeps a battery count out of range as typed', async () => {
    installFakeApi(catalogueHandlers());
    const step = renderStep(InvertersStep, draftWith(1, []));
    await userEvent.click(await screen.findByRole('button', { name: 'Add inverter' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Add inverter' });
    await chooseModel(dialog, 'SUN-6K-SG04LP1');
    await waitFor(() => expect(isDisabled(within(dialog).getByRole('button', { name: 'Add' }))).toBe(false));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Please choose a battery type')).toBeTruthy();
    expect(within(dialog).getByText('Please choose a battery')).toBeTruthy();
    await choose(dialog, /Battery type/, 'LFP');
    await choose(dialog, /^Battery(?! type)/, 'SE-G5.1 Pro');
    // The battery's minimum is 2: the count starts there.
    expect(inputValue(within(dialog).getByRole('spinbutton', { name: 'Battery count' }))).toBe('2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(step.draft().body.inverter).toEqual([
        group('sun-6k-sg', 1, { batterytype: 'bat-1', batterysource: 'system', batterynumber: 2 }),
      ]),
    );
    expect(step.draft().copies.batteries['system:bat-1']).toMatchObject({
      batterymincount: 2,
      batterymaxcount: 6,
    });
    const count = screen.getByRole('spinbutton', { name: 'Battery count of SUN-6K-SG04LP1' });
    await userEvent.clear(count);
    await userEvent.type(count, '9');
    // 9 of at most 6: the text stays, the range shows, and the draft keeps 2.
    expect(await screen.findByText('A whole number from 2 to 6.')).toBeTruthy();
    expect(inputValue(count)).toBe('9');
    expect(step.draft().body.inverter![0]!.batterynumber).toBe(2);
    await userEvent.clear(count);
    await userEvent.type(count, '6');
    await waitFor(() => expect(step.draft().body.inverter![0]!.batterynumber).toBe(6));
    expect(screen.queryByText('A whole number from 2 to 6.')).toBeNull();
    expect(batteries[0]!.max).toBe(6);
  });

  it('shows a storage group without a battery as an error', async () => {
    installFakeApi(catalogueHandlers());
    renderStep(InvertersStep, draftWith(1, [group('sun-6k-sg')]), { showIssues: true });
    expect(
      await screen.findAllByText('Please choose a battery for every inverter', {}, FIRST_RENDER),
    ).not.toHaveLength(0);
  });

  it('re-derives the capacity in kW from the string design', async () => {
    installFakeApi(catalogueHandlers());
    const dc = (mpptNo: string) => ({
      mpptNo,
      pvArrayId: 'a',
      numberOfStrings: 1,
      numberOfComponentsPerString: 6,
      cableMaterialId: 'copper',
      cableMaterialLength: 20,
      cableMaterialArea: 4,
    });
    const draft = draftWith(0, [
      { ...group('sun-5k-g'), inverters: [{ DC: [dc('MPPT1'), dc('MPPT2')], AC: null }] },
    ]);
    draft.body.projectBase = { ...draft.body.projectBase, proCapacity: 0.004, proCapacityUnit: 2 };
    const step = renderStep(InvertersStep, draft);
    // 12 × 540 W = 6.48 kW [PRJ-7].
    expect(await screen.findByText(/from the string design: 6\.48 kWp/, {}, FIRST_RENDER)).toBeTruthy();
    await waitFor(() =>
      expect(step.draft().body.projectBase).toMatchObject({ proCapacity: 6.48, proCapacityUnit: 1 }),
    );
  });

  it('shows a model’s image and parameters, and the project’s copy when the catalogue lost it', async () => {
    installFakeApi(catalogueHandlers());
    renderStep(InvertersStep, draftWith(0, [group('sun-5k-g')]));
    await userEvent.click(await screen.findByRole('button', { name: 'View SUN-5K-G' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'SUN-5K-G' });
    expect(within(dialog).getByText('No image')).toBeTruthy();
    expect(
      within(dialog).getByText('Rated AC output power [W]').parentElement?.parentElement?.textContent,
    ).toContain('5000');
    cleanup();

    installFakeApi({
      ...catalogueHandlers(),
      'inverter/queryInverterInfo': () => ({ code: 120, message: 'gone' }),
    });
    renderStep(InvertersStep, draftWith(0, [group('sun-5k-g')]));
    await userEvent.click(await screen.findByRole('button', { name: 'View SUN-5K-G' }, FIRST_RENDER));
    const fallback = await screen.findByRole('dialog', { name: 'SUN-5K-G' });
    expect(within(fallback).getByText('MPPT count').parentElement?.parentElement?.textContent).toContain('2');
  });
});

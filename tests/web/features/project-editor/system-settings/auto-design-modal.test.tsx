/**
 * The automatic string design dialog where no string passes every check: it offers what the
 * manual check accepts, each row with its warning and the numbers, and says why when nothing fits,
 * in both languages.
 */
import '@tests/web/support/dom-polyfills';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JINKO_580 } from '@tests/shared/electrical/fixtures/datasheets';
import { installFakeApi } from '@tests/web/support/fake-api';
import { FIRST_RENDER, PAGE_TEST, resetBrowserState } from '@tests/web/support/render-app';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SystemSettingsStep } from '@/features/project-editor/system-settings/system-settings-step';
import { setLanguage } from '@/lib/i18n';
import { catalogueHandlers, draftWith, group, inverter5k, panel540 } from '../strings-fixtures';
import { renderStep } from '../strings-harness';

/** JinkoSolar JKM580N-72HL4-V (the seeded datasheet): 13.67 A a string. */
const jinko580 = { ...panel540, ...JINKO_580 };

/** Ten Jinko 580 W panels (13.67 A a string) on one SUN-5K-G (13 A an MPPT). */
function jinkoOnFiveKw() {
  const draft = draftWith(0, [group('sun-5k-g')]);
  draft.copies.panels['system:lr5-540'] = jinko580;
  draft.body.pvArray![0]!.panelcount = 10;
  return draft;
}

async function propose() {
  await screen.findByRole('region', { name: 'SUN-5K-G #1' }, FIRST_RENDER);
  await userEvent.click(screen.getByRole('button', { name: /Auto-design|自动设计/ }));
  const dialog = await screen.findByRole('dialog', { name: /Automatic string design|自动组串设计/ });
  await userEvent.click(within(dialog).getByRole('button', { name: /Propose|生成方案/ }));
  return dialog;
}

describe('automatic string design with warnings', PAGE_TEST, () => {
  beforeEach(() => resetBrowserState());
  afterEach(() => cleanup());

  it('proposes 13.67 A strings on a 13 A MPPT, each row marked with its current warning', async () => {
    await setLanguage('en');
    installFakeApi(catalogueHandlers());
    renderStep(SystemSettingsStep, jinkoOnFiveKw());
    // Act
    const dialog = await propose();
    // Assess
    expect(within(dialog).getByText('Some strings pass only with a warning')).toBeTruthy();
    const proposal = within(dialog).getByRole('region', { name: 'Proposal for SUN-5K-G #1' });
    const rows = within(proposal)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rows).toEqual([
      "MPPT1: South, 1 × 5 panels (2,900 W) Warning: string current 13.67 A is over the MPPT's maximum 13 A.",
      "MPPT2: South, 1 × 5 panels (2,900 W) Warning: string current 13.67 A is over the MPPT's maximum 13 A.",
    ]);
    expect(within(dialog).getByText('Every panel of the chosen arrays is placed.')).toBeTruthy();
  });

  it('says the warning in Chinese', async () => {
    await setLanguage('zh-CN');
    installFakeApi(catalogueHandlers());
    renderStep(SystemSettingsStep, jinkoOnFiveKw());
    // Act
    const dialog = await propose();
    // Assess
    expect(within(dialog).getByText('部分组串仅带警告通过')).toBeTruthy();
    expect(within(dialog).getAllByText('警告：组串电流 13.67 A 超过 MPPT 最大电流 13 A。')).toHaveLength(2);
  });

  it('says why when even the manual check accepts no string: the voltage window, with its numbers', async () => {
    await setLanguage('en');
    installFakeApi(catalogueHandlers());
    // MPP 470-500 V: at least ⌈470 / 41.65⌉ = 12 panels at STC, at most ⌊500 / 41.65⌋ = 12 and
    // ⌊550 / 53.38⌋ = 10 for the open-circuit voltage at −4 °C (49.5 × (1 + 0.0027 × 29)).
    const draft = draftWith(0, [group('sun-5k-g')]);
    draft.copies.inverters['sun-5k-g'] = { ...inverter5k, mppvoltagerangemin: 470 };
    renderStep(SystemSettingsStep, draft);
    // Act
    const dialog = await propose();
    // Assess
    expect(within(dialog).getByText('Not every panel could be placed')).toBeTruthy();
    expect(
      within(dialog).getByText(/South: 12 of 12 panels left\. SUN-5K-G #1: no string length fits/),
    ).toBeTruthy();
  });
});

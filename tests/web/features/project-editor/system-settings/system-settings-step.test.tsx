/**
 * The system settings step [WIZ-8] [WIZ-9]: the check icons' text alternatives with the reason
 * and numbers, a new DC row taking the default cable material, copying to selected inverters
 * (at least one), the automatic design applied on confirmation, and the leave guard blocking or
 * confirming exactly as the leaving rule says [WIZ-9].
 */
import '@tests/web/support/dom-polyfills';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '@tests/web/support/fake-api';
import { FIRST_RENDER, PAGE_TEST, resetBrowserState } from '@tests/web/support/render-app';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SystemSettingsStep } from '@/features/project-editor/system-settings/system-settings-step';
import { setLanguage } from '@/lib/i18n';
import { allAccess12k, catalogueHandlers, draftWith } from '../strings-fixtures';
import { renderStep } from '../strings-harness';

/** One MPPT row: `strings` × `perString` of array a on 10 m of 4 mm² copper (0.45 % loss at 6 × 540 W). */
function dc(mpptNo: string, strings: number, perString: number) {
  return {
    mpptNo,
    pvArrayId: 'a',
    numberOfStrings: strings,
    numberOfComponentsPerString: perString,
    cableMaterialId: 'copper',
    cableMaterialLength: 10,
    cableMaterialArea: 4,
  };
}

function home(units: { DC: ReturnType<typeof dc>[] }[]) {
  return draftWith(0, [
    {
      inverterid: 'sun-5k-g',
      invertercount: units.length,
      inverters: units.map((unit) => ({ ...unit, AC: null })),
    },
  ]);
}

describe('system settings step', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    await setLanguage('en');
  });
  afterEach(() => cleanup());

  it('names every check icon and gives the reason and numbers to hover and keyboard focus', async () => {
    installFakeApi(catalogueHandlers());
    // MPPT1: 1 × 6 LONGi 540 W passes; MPPT2: 1 × 20 is 20 × 41.65 = 833 V, over the 500 V MPP maximum.
    renderStep(SystemSettingsStep, home([{ DC: [dc('MPPT1', 1, 6), dc('MPPT2', 1, 20)] }]));
    const unit = await screen.findByRole('region', { name: 'SUN-5K-G #1' }, FIRST_RENDER);
    const passes = within(unit).getAllByRole('img', { name: 'Voltage range: pass' });
    expect(passes).toHaveLength(1);
    const error = within(unit).getByRole('img', { name: 'Voltage range: error' });
    const focusable = error.closest('[tabindex="0"]') as HTMLElement;
    const tip = document.getElementById(focusable.getAttribute('aria-describedby')!)!;
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.textContent).toBe('Voltage range: error. String MPP voltage 833 V; MPPT range 80-500 V.');
    // V_oc at −4 °C: 49.5 × (1 + 0.0027 × 29) × 20 = 1 067.5 V > 550 V.
    expect(within(unit).getByRole('img', { name: 'Open-circuit voltage: error' })).toBeTruthy();
    // The row's result is the worst of its checks [STR-6].
    expect(within(unit).getByRole('img', { name: 'MPPT1 result: pass' })).toBeTruthy();
    expect(within(unit).getByRole('img', { name: 'MPPT2 result: error' })).toBeTruthy();
    for (let i = 0; i < 80 && document.activeElement !== focusable; i++) await userEvent.tab();
    expect(document.activeElement).toBe(focusable);
    expect(within(unit).getAllByRole('img', { name: /on the hottest day: (pass|warning)/ }).length).toBe(4);
  });

  it('says the checks in Chinese, the default language', async () => {
    await setLanguage('zh-CN');
    installFakeApi(catalogueHandlers());
    renderStep(SystemSettingsStep, home([{ DC: [dc('MPPT1', 1, 6), dc('MPPT2', 1, 20)] }]));
    const unit = await screen.findByRole('region', { name: 'SUN-5K-G #1' }, FIRST_RENDER);
    const error = within(unit).getByRole('img', { name: '电压范围：错误' });
    const tip = document.getElementById(error.closest('[tabindex="0"]')!.getAttribute('aria-describedby')!)!;
    expect(tip.textContent).toBe('电压范围：错误。组串 MPP 电压 833 V；MPPT 范围 80-500 V。');
    expect(within(unit).getAllByRole('img', { name: '开路电压：通过' })).toHaveLength(1);
  });

  it('creates a new row with the default cable material, 500 ms after the strings are typed', async () => {
    installFakeApi(catalogueHandlers());
    const step = renderStep(SystemSettingsStep, home([{ DC: [] }]));
    const unit = await screen.findByRole('region', { name: 'SUN-5K-G #1' }, FIRST_RENDER);
    await waitFor(() =>
      expect(within(unit).getByRole('button', { name: /Cable material of MPPT1/ }).textContent).toContain(
        'Copper',
      ),
    );
    await userEvent.click(within(unit).getByRole('button', { name: /PV array of MPPT1/ }));
    await userEvent.click(await screen.findByRole('option', { name: /South/ }));
    const strings = within(unit).getByRole('spinbutton', { name: 'Strings of MPPT1' });
    await userEvent.clear(strings);
    await userEvent.type(strings, '3');
    // Over the MPPT's string limit (1): kept as typed with the range, the draft keeps 0.
    expect(await within(unit).findByText('A whole number from 0 to 1.')).toBeTruthy();
    expect((strings as HTMLInputElement).value).toBe('3');
    expect(step.draft().body.inverter![0]!.inverters[0]!.DC).toEqual([
      { ...dc('MPPT1', 0, 0), cableMaterialLength: 0, cableMaterialArea: 0 },
    ]);
    await userEvent.clear(strings);
    await userEvent.type(strings, '1');
    await waitFor(() =>
      expect(step.draft().body.inverter![0]!.inverters[0]!.DC).toEqual([
        { ...dc('MPPT1', 1, 0), cableMaterialLength: 0, cableMaterialArea: 0 },
      ]),
    );
  });

  it('copies a string design only to selected inverters, asking for at least one', async () => {
    installFakeApi(catalogueHandlers());
    const step = renderStep(SystemSettingsStep, home([{ DC: [dc('MPPT1', 1, 6)] }, { DC: [] }, { DC: [] }]));
    await screen.findByRole('region', { name: 'SUN-5K-G #1' }, FIRST_RENDER);
    await userEvent.click(screen.getByRole('button', { name: 'Copy string design of SUN-5K-G #1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy the string design of SUN-5K-G #1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(within(dialog).getByText('Please select at least one inverter')).toBeTruthy();
    expect(step.draft().body.inverter![0]!.inverters[2]!.DC).toEqual([]);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /SUN-5K-G #3/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(step.draft().body.inverter![0]!.inverters[2]!.DC).toEqual([dc('MPPT1', 1, 6)]),
    );
    expect(step.draft().body.inverter![0]!.inverters[1]!.DC).toEqual([]);
  });

  it('proposes a design for the site’s temperatures and writes it only when applied', async () => {
    installFakeApi(catalogueHandlers());
    const step = renderStep(SystemSettingsStep, home([{ DC: [] }]));
    await screen.findByRole('region', { name: 'SUN-5K-G #1' }, FIRST_RENDER);
    await userEvent.click(screen.getByRole('button', { name: 'Auto-design' }));
    const dialog = await screen.findByRole('dialog', { name: 'Automatic string design' });
    expect(within(dialog).getByText(/minimum -4 °C and maximum 38 °C/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Propose' }));
    // 12 × 540 W on 2 MPPTs of one string: 6 + 6 (3 240 W each, the most under 3 300 W).
    const proposal = within(dialog).getByRole('region', { name: 'Proposal for SUN-5K-G #1' });
    expect(within(proposal).getByText('MPPT1: South, 1 × 6 panels (3,240 W)')).toBeTruthy();
    expect(within(dialog).getByText('Every panel of the chosen arrays is placed.')).toBeTruthy();
    expect(step.draft().body.inverter![0]!.inverters[0]!.DC).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply design' }));
    await waitFor(() =>
      expect(step.draft().body.inverter![0]!.inverters[0]!.DC).toEqual([
        dc('MPPT1', 1, 6),
        dc('MPPT2', 1, 6),
      ]),
    );
    const unit = screen.getByRole('region', { name: 'SUN-5K-G #1' });
    expect(within(unit).queryAllByRole('img', { name: /: (warning|error)$/ })).toEqual([]);
  });

  it('explains what the design could not place and asks for a chosen inverter', async () => {
    installFakeApi(catalogueHandlers());
    const draft = home([{ DC: [] }]);
    draft.body.pvArray![0]!.panelcount = 13;
    renderStep(SystemSettingsStep, draft);
    await screen.findByRole('region', { name: 'SUN-5K-G #1' }, FIRST_RENDER);
    await userEvent.click(screen.getByRole('button', { name: 'Auto-design' }));
    const dialog = await screen.findByRole('dialog', { name: 'Automatic string design' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /SUN-5K-G #1/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Propose' }));
    expect(within(dialog).getByText('Please choose at least one inverter')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /SUN-5K-G #1/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Propose' }));
    expect(within(dialog).getByText('Not every panel could be placed')).toBeTruthy();
    expect(within(dialog).getByText(/South: 1 of 13 panels left\./)).toBeTruthy();
  });

  it('lets the wizard leave at once when every panel is wired and every check passes', async () => {
    installFakeApi(catalogueHandlers());
    const step = renderStep(SystemSettingsStep, home([{ DC: [dc('MPPT1', 1, 6), dc('MPPT2', 1, 6)] }]));
    await screen.findByRole('region', { name: 'SUN-5K-G #1' }, FIRST_RENDER);
    await waitFor(() => expect(step.guard()).not.toBeNull());
    let answer: boolean | undefined;
    await act(async () => {
      answer = await step.guard()!();
    });
    expect(answer).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('blocks leaving while an array’s panels are not all connected', async () => {
    installFakeApi(catalogueHandlers());
    const step = renderStep(SystemSettingsStep, home([{ DC: [dc('MPPT1', 1, 6)] }]));
    await screen.findByRole('region', { name: 'SUN-5K-G #1' }, FIRST_RENDER);
    await waitFor(() => expect(step.guard()).not.toBeNull());
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = step.guard()!();
    });
    const dialog = await screen.findByRole('dialog', { name: 'The string design is not finished' });
    expect(within(dialog).getByText('South: 6 of 12 panels are connected to strings.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await answer).toBe(false);
  });

  it('asks “continue?” for excess panels and raises the array’s count on accepting', async () => {
    installFakeApi(catalogueHandlers());
    const step = renderStep(SystemSettingsStep, home([{ DC: [dc('MPPT1', 1, 7), dc('MPPT2', 1, 7)] }]));
    await screen.findByRole('region', { name: 'SUN-5K-G #1' }, FIRST_RENDER);
    await waitFor(() => expect(step.guard()).not.toBeNull());
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = step.guard()!();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Continue?' });
    expect(
      within(dialog).getByText(
        'South: 14 panels connected but the array has 12; continuing sets its count to 14.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await answer).toBe(true);
    await waitFor(() => expect(step.draft().body.pvArray![0]!.panelcount).toBe(14));
  });

  it('blocks leaving an all-access inverter with unbalanced MPPT pairs and gives the 12-way advice', async () => {
    installFakeApi(catalogueHandlers());
    // Strings 2, 2, 1, 0: pair sums 4 and 1 differ by 3. The advice deals the 5 strings one at a
    // time to the pair with fewer: MPPT1, MPPT3, MPPT2, MPPT4, MPPT1 → 2, 1, 1, 1 (sums 3 and 2).
    const draft = draftWith(0, [
      {
        inverterid: allAccess12k.id,
        invertercount: 1,
        inverters: [{ DC: [dc('MPPT1', 2, 6), dc('MPPT2', 2, 6), dc('MPPT3', 1, 6)], AC: null }],
      },
    ]);
    draft.body.pvArray![0]!.panelcount = 30;
    const step = renderStep(SystemSettingsStep, draft);
    const unit = await screen.findByRole('region', { name: 'SUN-12K-G04 #1' }, FIRST_RENDER);
    expect(
      within(unit).getByText(
        'Strings per MPPT pair: 4, 1 differ by 3; they may differ by at most 1. 12-way advice: MPPT1 2, MPPT2 1, MPPT3 1, MPPT4 1.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(step.guard()).not.toBeNull());
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = step.guard()!();
    });
    const dialog = await screen.findByRole('dialog', { name: 'The string design is not finished' });
    expect(
      within(dialog).getByText(
        'SUN-12K-G04 #1: strings per MPPT pair 4, 1 differ by more than 1. 12-way advice: MPPT1 2, MPPT2 1, MPPT3 1, MPPT4 1.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await answer).toBe(false);
  });

  it('shows many inverter units one at a time, picked by name', async () => {
    installFakeApi(catalogueHandlers());
    renderStep(SystemSettingsStep, home(Array.from({ length: 8 }, () => ({ DC: [] }))));
    expect(await screen.findByRole('region', { name: 'SUN-5K-G #1' }, FIRST_RENDER)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'SUN-5K-G #2' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Inverter unit/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'SUN-5K-G #5' }));
    expect(await screen.findByRole('region', { name: 'SUN-5K-G #5' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'SUN-5K-G #1' })).toBeNull();
  });

  it('shows each check’s figure and its limit in the cell, not only in a tip', async () => {
    installFakeApi(catalogueHandlers());
    renderStep(SystemSettingsStep, home([{ DC: [dc('MPPT1', 1, 6), dc('MPPT2', 1, 6)] }]));
    const unit = await screen.findByRole('region', { name: 'SUN-5K-G #1' }, FIRST_RENDER);
    const strings = within(unit).getByRole('table', { name: 'Strings' });
    // 6 × 41.65 V; 12.97 A on 13 A; Voc at −4 °C 49.5 × (1 + 0.0027 × 29) × 6 = 320.3 V; 6 × 540 W.
    for (const line of [
      'Vmp 249.9 / 80–500 V',
      'Imp 12.97 / 13 A',
      'Voc -4 °C: 320.3 / 550 V',
      'P 3,240 / 3,300 W',
    ]) {
      expect(within(strings).getAllByText(line)).toHaveLength(2);
    }
    // The DC cable: 12.97² × 0.04375 × 2 = 14.72 W = 0.45 %; 1.25 × 13.85 = 17.31 A on 4 mm² XLPE,
    // method C, at the site's 38 °C: 45 × √(52 / 60) = 41.89 A.
    const cable = within(unit).getByRole('table', { name: 'DC cable' });
    expect(within(cable).getAllByText('Loss 0.45 / < 1 %')).toHaveLength(2);
    expect(within(cable).getAllByText('I 17.31 / 41.89 A')).toHaveLength(2);
    expect(within(cable).getAllByRole('button', { name: 'Laying of MPPT1: XLPE · C · ×1' })).toHaveLength(1);
  });

  it('shows the figures in Chinese', async () => {
    await setLanguage('zh-CN');
    installFakeApi(catalogueHandlers());
    renderStep(SystemSettingsStep, home([{ DC: [dc('MPPT1', 1, 6)] }]));
    const unit = await screen.findByRole('region', { name: 'SUN-5K-G #1' }, FIRST_RENDER);
    expect(within(unit).getByText('Voc -4 °C：320.3 / 550 V')).toBeTruthy();
    expect(within(unit).getByText('功率 3,240 / 3,300 W')).toBeTruthy();
    expect(within(unit).getByText('电流 17.31 / 41.89 A')).toBeTruthy();
  });

  it('errors on an AC cable that cannot carry the inverter’s current, and one click sizes it [STR-9] [STR-10]', async () => {
    installFakeApi(catalogueHandlers());
    const draft = home([{ DC: [dc('MPPT1', 1, 6), dc('MPPT2', 1, 6)] }]);
    draft.body.inverter![0]!.inverters[0]!.AC = {
      cableMaterialId: 'copper',
      cableMaterialLength: 60,
      cableMaterialArea: 1.5,
    };
    const step = renderStep(SystemSettingsStep, draft);
    const unit = await screen.findByRole('region', { name: 'SUN-5K-G #1' }, FIRST_RENDER);
    await userEvent.click(within(unit).getByRole('tab', { name: 'AC' }));
    // 5 500 W / (220 × 0.97) = 25.77 A; 1.5 mm² XLPE, method C, at 38 °C: 24 × 0.9309 = 22.34 A.
    expect(await within(unit).findByRole('img', { name: 'Current-carrying capacity: error' })).toBeTruthy();
    expect(within(unit).getByText('I 25.77 / 22.34 A')).toBeTruthy();
    // 10 mm² is the smallest that also brings the line loss under 3 %: (139.5 + 29.4) / 6 480 W = 2.61 %.
    await userEvent.click(within(unit).getByRole('button', { name: 'Use 10 mm² for the AC cable' }));
    await waitFor(() => expect(step.draft().body.inverter![0]!.inverters[0]!.AC!.cableMaterialArea).toBe(10));
    expect(await within(unit).findByRole('img', { name: 'Current-carrying capacity: pass' })).toBeTruthy();
    expect(within(unit).queryByRole('button', { name: /^Use / })).toBeNull();
  });

  it('blocks leaving while a cable overheats, with the size to use', async () => {
    installFakeApi(catalogueHandlers());
    const draft = home([{ DC: [dc('MPPT1', 1, 6), dc('MPPT2', 1, 6)] }]);
    draft.body.inverter![0]!.inverters[0]!.AC = {
      cableMaterialId: 'copper',
      cableMaterialLength: 60,
      cableMaterialArea: 1.5,
    };
    const step = renderStep(SystemSettingsStep, draft);
    await screen.findByRole('region', { name: 'SUN-5K-G #1' }, FIRST_RENDER);
    await waitFor(() => expect(step.guard()).not.toBeNull());
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = step.guard()!();
    });
    const dialog = await screen.findByRole('dialog', { name: 'The string design is not finished' });
    expect(
      within(dialog).getByText(
        'SUN-5K-G #1: the AC cable must carry 25.77 A but carries 22.34 A. Use 10 mm².',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await answer).toBe(false);
  });

  it('lays a DC cable as chosen in its popover: PVC in conduit on a wall, three circuits', async () => {
    installFakeApi(catalogueHandlers());
    const step = renderStep(SystemSettingsStep, home([{ DC: [dc('MPPT1', 1, 6)] }]));
    const unit = await screen.findByRole('region', { name: 'SUN-5K-G #1' }, FIRST_RENDER);
    await userEvent.click(within(unit).getByRole('button', { name: /^Laying of MPPT1/ }));
    const popover = await screen.findByRole('dialog', { name: 'Cable laying of MPPT1' });
    await userEvent.click(within(popover).getByRole('radio', { name: 'PVC (70 °C)' }));
    await userEvent.click(within(popover).getByRole('button', { name: /Installation method/ }));
    await userEvent.click(await screen.findByRole('option', { name: /^B1/ }));
    const circuits = within(popover).getByRole('spinbutton', { name: 'Circuits laid together' });
    await userEvent.clear(circuits);
    await userEvent.type(circuits, '3');
    await waitFor(() =>
      expect(step.draft().body.inverter![0]!.inverters[0]!.DC![0]).toMatchObject({
        cableInsulation: 'PVC',
        cableInstallationMethod: 'B1',
        cableGroupedCircuits: 3,
      }),
    );
    // 4 mm² PVC B1: 32 A × √(32 / 40) × 0.70 (three bunched) = 20.04 A ≥ 17.31 A.
    const cable = within(unit).getByRole('table', { name: 'DC cable' });
    expect(within(cable).getByText('I 17.31 / 20.04 A')).toBeTruthy();
  });

  it('keeps an AC length of −10 m as typed, with the range, and the draft’s length', async () => {
    installFakeApi(catalogueHandlers());
    const draft = home([{ DC: [dc('MPPT1', 1, 6)] }]);
    draft.body.inverter![0]!.inverters[0]!.AC = {
      cableMaterialId: 'copper',
      cableMaterialLength: 20,
      cableMaterialArea: 6,
    };
    const step = renderStep(SystemSettingsStep, draft);
    const unit = await screen.findByRole('region', { name: 'SUN-5K-G #1' }, FIRST_RENDER);
    await userEvent.click(within(unit).getByRole('tab', { name: 'AC' }));
    const length = await within(unit).findByRole('spinbutton', { name: 'AC cable length [m]' });
    await userEvent.clear(length);
    await userEvent.type(length, '-10');
    await userEvent.tab();
    expect(await within(unit).findByText('A number from 0 to 10,000.')).toBeTruthy();
    expect((length as HTMLInputElement).value).toBe('-10');
    expect(step.draft().body.inverter![0]!.inverters[0]!.AC!.cableMaterialLength).toBe(20);
  });
});

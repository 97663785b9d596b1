/**
 * The uncertainty budget on the system loss step [UNC-2] [UNC-7]: empty fields showing the
 * climate source's defaults with their sources, a value typed stored as the project's own, an
 * emptied field back to its default, the climate zone chosen, and a value out of range refused
 * under its field.
 */
import '@tests/web/support/dom-polyfills';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SystemLossStep } from '@/features/project-editor/system-loss/system-loss-step';
import { homeDraft, renderStep, setUpStepTests } from '../home-draft-harness';

describe('the uncertainty budget of the system loss step', { timeout: 60_000 }, () => {
  setUpStepTests();

  it('shows the defaults of PVGIS (before the live results name a source) with their sources', () => {
    renderStep(SystemLossStep, homeDraft({ systemLoss: null, inverter: [] }));
    const irradiation = screen.getByRole('spinbutton', { name: 'Irradiation data (%)' }) as HTMLInputElement;
    expect(irradiation.value).toBe('');
    expect(irradiation.placeholder).toBe('5');
    // transposition and module rating 3 %, soiling 2 % (Thevenard & Pelland 2013); the model 3 % (IFC)
    expect(screen.getAllByText(/^Default 3: D\. Thevenard, S\. Pelland/)).toHaveLength(2);
    expect(screen.getAllByText(/^Default 2: D\. Thevenard, S\. Pelland/)).toHaveLength(1);
    expect(screen.getAllByText(/^Default 3: International Finance Corporation/)).toHaveLength(1);
  });

  it('stores a typed item as the project’s own and an emptied one as its default', async () => {
    const step = renderStep(SystemLossStep, homeDraft({ systemLoss: null, inverter: [] }));
    const soiling = screen.getByRole('spinbutton', { name: 'Soiling (%)' });
    await userEvent.type(soiling, '4');
    expect(step.draft().body.uncertainty?.budget?.soiling).toBe(4);
    await userEvent.clear(soiling);
    expect(step.draft().body.uncertainty?.budget?.soiling).toBeNull();
  });

  it('takes an entered year-to-year variability', async () => {
    const step = renderStep(SystemLossStep, homeDraft({ systemLoss: null, inverter: [] }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Year-to-year variability (%)' }), '3.5');
    expect(step.draft().body.uncertainty?.interannualSigmaPercent).toBe(3.5);
  });

  it('refuses an item above 50 % under its field once it is left [UNC-7]', async () => {
    renderStep(SystemLossStep, homeDraft({ systemLoss: null, inverter: [] }));
    const rating = screen.getByRole('spinbutton', { name: 'Module rating (%)' });
    await userEvent.type(rating, '60');
    await userEvent.tab();
    expect(rating.getAttribute('aria-invalid')).toBe('true');
  });
});

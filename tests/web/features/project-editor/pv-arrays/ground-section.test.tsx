/**
 * The ground's albedo on the PV array step [MNT-4]: without a section the engine's default is
 * said and nothing is written; a preset writes the value of shared/pv/irradiance/albedo.ts with
 * its name; a value by hand drops the preset; "by month" gives 12 values (January first); the
 * schema's messages (shared/project/record/ground.ts) stand under the field at fault, in en and
 * zh-CN.
 */
import '@tests/web/support/dom-polyfills';
import { validationMessage } from '@pvd/shared/errors/validation';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@tests/web/support/fake-api';
import { descriptionOf } from '@tests/web/support/field-error';
import { FIRST_RENDER, PAGE_TEST, resetBrowserState } from '@tests/web/support/render-app';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderStep, twoArrayDraft } from './arrays-fakes';

async function choose(name: RegExp) {
  await userEvent.click(screen.getByTestId('ground-preset').querySelector('button')!);
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe("the ground's albedo on the PV array step", PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    await setLanguage('en');
    installFakeApi({ 'component/queryUserDefaultComponentInfo': () => ok(null) });
  });
  afterEach(() => cleanup());

  it('says the default without a section, and a preset writes its value and name', async () => {
    const step = renderStep(twoArrayDraft());
    expect(await screen.findByText('Not set: the default 0.2', {}, FIRST_RENDER)).toBeTruthy();
    expect(step.current().body.ground).toBeUndefined();
    await choose(/White roof membrane/);
    // ALBEDO_PRESETS.whiteMembrane: 0.7 (Cool Roof Rating Council, white single-ply membranes).
    expect(step.current().body.ground).toEqual({ albedo: 0.7, presetId: 'whiteMembrane' });
    const albedo = screen.getByRole('spinbutton', { name: 'Albedo [-]' }) as HTMLInputElement;
    expect(albedo.value).toBe('0.7');
  });

  it('drops the preset for a value by hand and names a value out of 0..1 under the field', async () => {
    const step = renderStep(twoArrayDraft());
    await screen.findByTestId('ground-preset', {}, FIRST_RENDER);
    await choose(/Fresh snow/);
    const albedo = screen.getByRole('spinbutton', { name: 'Albedo [-]' });
    await userEvent.clear(albedo);
    await userEvent.type(albedo, '0.25');
    expect(step.current().body.ground).toEqual({ albedo: 0.25 });
    expect(screen.getByText('Own value')).toBeTruthy();
    await userEvent.clear(albedo);
    await userEvent.type(albedo, '1.5');
    expect(descriptionOf(albedo)).toContain(validationMessage('albedoRange', 'en'));
  });

  it('turns one value into 12 by month, edits a month, and names a bad month in zh-CN', async () => {
    const draft = twoArrayDraft();
    draft.body.ground = { albedo: 0.3, presetId: 'concrete' };
    const step = renderStep(draft);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'By month' }, FIRST_RENDER));
    expect(step.current().body.ground).toEqual({ albedo: Array(12).fill(0.3) });
    const march = screen.getByRole('spinbutton', { name: 'Albedo in Mar' });
    await userEvent.clear(march);
    await userEvent.type(march, '0.8');
    expect(step.current().body.ground).toEqual({ albedo: [0.3, 0.3, 0.8, ...Array(9).fill(0.3)] });

    await setLanguage('zh-CN');
    const june = await screen.findByRole('spinbutton', { name: '6月反照率' });
    await userEvent.clear(june);
    await userEvent.type(june, '2');
    expect(descriptionOf(june)).toContain(validationMessage('albedoRange', 'zh-CN'));
    // Back to one value for the year: January's, still the user's own.
    await userEvent.click(screen.getByRole('checkbox', { name: '逐月' }));
    expect(step.current().body.ground).toEqual({ albedo: 0.3 });
  });
});

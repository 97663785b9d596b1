/**
 * The far horizon's table in the base info step's place: points added and typed by hand, a value
 * out of range named under its field with the range and kept as typed, a PVGIS file imported
 * (azimuth turned from PVGIS's south-based convention to the project's north-based one), a file
 * that is not a horizon refused with its reason, points already there replaced only after the
 * confirmation, and the profile cleared only after the confirmation.
 */
import '@tests/web/support/dom-polyfills';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@tests/web/support/fake-api';
import { descriptionOf } from '@tests/web/support/field-error';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HorizonSection } from '@/features/project-editor/base-info/horizon-section';
import { useFieldIssues } from '@/features/project-editor/model/field-issues';
import type { StepProps } from '@/features/project-editor/model/step-props';
import { renderStep } from '../new-draft-harness';

function HorizonStep({ draft, live, update, showIssues }: StepProps) {
  const { errorOf, touch } = useFieldIssues(live.issues, showIssues);
  return <HorizonSection body={draft.body} update={update} errorOf={errorOf} touch={touch} />;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A PVGIS horizon answer (printhorizon JSON): A from south, −180° to 180°. */
const pvgisJson = JSON.stringify({
  inputs: { location: { latitude: 30.29, longitude: 120.16 } },
  outputs: {
    horizon_profile: [
      { A: -180, H_hor: 2.3 },
      { A: -90, H_hor: 5.0 },
      { A: 0, H_hor: 7.6 },
      { A: 90, H_hor: 1.1 },
      { A: 180, H_hor: 2.3 },
    ],
  },
});

describe('far horizon section', () => {
  it('starts empty, adds points by hand and names a value out of range under its field', async () => {
    const user = userEvent.setup();
    const harness = await renderStep(HorizonStep);
    expect(screen.getByTestId('horizon-empty').textContent).toContain('No far horizon');
    await user.click(screen.getByRole('button', { name: 'Add a point' }));
    await user.click(screen.getByRole('button', { name: 'Add a point' }));
    expect(harness.draft().body.surroundings?.horizon).toEqual({
      source: 'manual',
      points: [
        { azimuth: 0, elevation: 0 },
        { azimuth: 30, elevation: 0 },
      ],
    });
    const elevation = screen.getByRole('spinbutton', { name: 'Elevation of point 2' });
    await user.clear(elevation);
    await user.type(elevation, '95');
    await waitFor(() => expect(descriptionOf(elevation)).toBe('The elevation must lie between −90 and 90°'));
    // What was typed stays: the draft holds it and the schema refuses it.
    expect((elevation as HTMLInputElement).value).toBe('95');
    expect(harness.draft().body.surroundings?.horizon?.points[1]).toEqual({ azimuth: 30, elevation: 95 });
    await user.clear(elevation);
    await user.type(elevation, '12.5');
    await waitFor(() => expect(descriptionOf(elevation)).toBe(''));
    expect(harness.draft().body.surroundings?.horizon?.points[1]?.elevation).toBe(12.5);
    await user.click(screen.getByRole('button', { name: 'Remove point 1' }));
    expect(harness.draft().body.surroundings?.horizon?.points).toEqual([{ azimuth: 30, elevation: 12.5 }]);
  });

  it('imports a PVGIS horizon file in the north-based convention, refuses a file without one', async () => {
    const harness = await renderStep(HorizonStep);
    const input = screen.getByTestId('horizon-file') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([pvgisJson], 'pvgis.json', { type: 'application/json' })] },
    });
    await screen.findByText('4 points read from pvgis.json.');
    // −180° (north) and 180° are one point; south (0° in PVGIS) is 180° here.
    expect(harness.draft().body.surroundings?.horizon).toEqual({
      source: 'file',
      points: [
        { azimuth: 0, elevation: 2.3 },
        { azimuth: 90, elevation: 5 },
        { azimuth: 180, elevation: 7.6 },
        { azimuth: 270, elevation: 1.1 },
      ],
    });
    expect(screen.getByTestId('horizon-source').textContent).toBe('Imported from a file: 4 points');
    expect(screen.getByRole('spinbutton', { name: 'Azimuth of point 3' })).toHaveProperty('value', '180');

    fireEvent.change(input, { target: { files: [new File(['time,ghi\n1,2\n'], 'weather.csv')] } });
    await screen.findByText(/weather\.csv was not read: The horizon file could not be read/);
    expect(harness.draft().body.surroundings?.horizon?.points).toHaveLength(4);
  });

  it('asks before a file replaces the points there, and keeps them when the user cancels', async () => {
    // Prepare: two points typed by hand.
    const user = userEvent.setup();
    const harness = await renderStep(HorizonStep);
    await user.click(screen.getByRole('button', { name: 'Add a point' }));
    await user.click(screen.getByRole('button', { name: 'Add a point' }));
    const csv = 'horizon_azimuth,horizon_elevation\n0,3\n120,8\n240,4\n';
    const choose = () =>
      fireEvent.change(screen.getByTestId('horizon-file'), {
        target: { files: [new File([csv], 'site.csv')] },
      });
    // Act: the file is chosen, and the question answered Cancel.
    choose();
    let dialog = await screen.findByRole('dialog', { name: 'Replace the far horizon?' });
    expect(dialog.textContent).toContain(
      'The 2 points of the horizon are replaced by the 3 points read from site.csv.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Assess
    await screen.findByText('The horizon is unchanged: the points of site.csv were not used.');
    expect(harness.draft().body.surroundings?.horizon).toEqual({
      source: 'manual',
      points: [
        { azimuth: 0, elevation: 0 },
        { azimuth: 30, elevation: 0 },
      ],
    });
    // Act: chosen again, and replaced.
    choose();
    dialog = await screen.findByRole('dialog', { name: 'Replace the far horizon?' });
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    // Assess
    await screen.findByText('3 points read from site.csv.');
    expect(harness.draft().body.surroundings?.horizon?.source).toBe('file');
    expect(harness.draft().body.surroundings?.horizon?.points).toHaveLength(3);
  });

  it('reads the two-column CSV and clears the horizon only after the confirmation', async () => {
    const user = userEvent.setup();
    const harness = await renderStep(HorizonStep, { language: 'zh-CN' });
    const csv = 'horizon_azimuth,horizon_elevation\n0,3\n120,8\n240,4\n';
    fireEvent.change(screen.getByTestId('horizon-file'), {
      target: { files: [new File([csv], 'site.csv')] },
    });
    await screen.findByText('已从 site.csv 读取 3 个点。');
    expect(harness.draft().body.surroundings?.horizon?.points[1]).toEqual({ azimuth: 120, elevation: 8 });

    await user.click(screen.getByRole('button', { name: '清除地平线' }));
    const dialog = await screen.findByRole('dialog', { name: '清除远方地平线？' });
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(harness.draft().body.surroundings?.horizon?.points).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: '清除地平线' }));
    const again = await screen.findByRole('dialog', { name: '清除远方地平线？' });
    await user.click(within(again).getByRole('button', { name: '清除地平线' }));
    await waitFor(() => expect(harness.draft().body.surroundings ?? null).toBeNull());
    expect(screen.getByTestId('horizon-empty')).toBeTruthy();
  });

  it('fetches the site horizon from PVGIS, and offline says none was fetched and keeps the one it had', async () => {
    const user = userEvent.setup();
    let online = true;
    const server = installFakeApi({
      'climate/queryHorizonProfile': () =>
        online
          ? ok({
              source: 'pvgis',
              points: [
                { azimuth: 0, elevation: 1 },
                { azimuth: 180, elevation: 4 },
              ],
            })
          : {
              code: -1,
              message:
                'The horizon could not be fetched from PVGIS (no network or no answer); try again later or upload a horizon file',
            },
    });
    const harness = await renderStep(HorizonStep);
    await user.click(screen.getByRole('button', { name: 'Fetch from PVGIS' }));
    await screen.findByText('2 points fetched from PVGIS for this site.');
    expect(server.callsTo('climate/queryHorizonProfile')[0]?.body).toEqual({
      latitude: 39.91,
      longitude: 116.41,
    });
    expect(harness.draft().body.surroundings?.horizon?.source).toBe('pvgis');

    online = false;
    await user.click(screen.getByRole('button', { name: 'Fetch from PVGIS' }));
    await screen.findByText(
      /^No horizon was fetched from PVGIS: The horizon could not be fetched .* The horizon is unchanged\.$/,
    );
    expect(harness.draft().body.surroundings?.horizon?.points).toHaveLength(2);
  });
});

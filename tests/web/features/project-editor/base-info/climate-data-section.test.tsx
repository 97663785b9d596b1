/**
 * The climate data of the base info step [ENG-6]: a weather file uploaded, previewed (site, years,
 * annual GHI, its coordinates against the project's, how far) and used; a refused file said why
 * in the dialog in the reader's language, re-worded after a switch [ACC-13]; the user's files
 * listed, one chosen, and deleted after a confirmation.
 */
import '@tests/web/support/dom-polyfills';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Handler, installFakeApi, ok } from '@tests/web/support/fake-api';
import { FIRST_RENDER } from '@tests/web/support/render-app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BaseInfoStep } from '@/features/project-editor/base-info/base-info-step';
import { setLanguage } from '@/lib/i18n';
import { renderStep } from '../new-draft-harness';

/** Hangzhou's coordinates in the draft (the file below is Beijing's, about 1,130 km away). */
const HANGZHOU = { proLatitude: 30.29, proLongitude: 120.16, proBestTilt: 22 };

const beijingFile = {
  weatherFileId: 'wf1',
  fileName: 'beijing-tmy.json',
  readable: true,
  format: 'pvgis-tmy-json',
  siteName: null,
  years: { first: 2005, last: 2020 },
  latitude: 39.9,
  longitude: 116.4,
  elevation: 250,
  records: 8760,
  ghiAnnual: 1452.3,
  tempMean: 12.34,
  createdAt: '2026-11-25T08:00:00.000Z',
};

const climate = (source: Record<string, unknown>) =>
  ok({
    MaxTemperature: 36,
    MinTemperature: -14,
    AvgTemperature: 12.3,
    BestTilt: 36,
    BestAzimuth: 180,
    source,
  });
const estimate = {
  id: 'clear-sky-estimate',
  label: 'x',
  isEstimate: true,
  latitude: 30.29,
  longitude: 120.16,
};

/** A server with the step's calls; `files` is what the list answers now. */
function fakeServer(handlers: Record<string, Handler> = {}, files: { current: unknown[] } = { current: [] }) {
  return installFakeApi({
    'project/queryLocationAdditional': (body) =>
      body.weatherFileId
        ? climate({
            id: 'weather-file',
            label: 'x',
            fileName: 'beijing-tmy.json',
            isEstimate: false,
            latitude: 39.9,
            longitude: 116.4,
            weatherFileId: 'wf1',
            distanceKm: 1131,
          })
        : climate(estimate),
    'climate/queryWeatherFiles': () => ok(files.current),
    'climate/createWeatherFileUpload': () =>
      ok({
        uploadId: 'u1',
        url: 'https://storage.test/put/u1',
        headers: { 'content-type': 'application/octet-stream' },
        expiresAt: Date.now() + 900_000,
      }),
    ...handlers,
  });
}

async function renderAtHangzhou(weatherFileId: string | null = null) {
  return renderStep(BaseInfoStep, {
    change: (d) => ({
      ...d,
      body: { ...d.body, mapLocation: { ...d.body.mapLocation, ...HANGZHOU, weatherFileId } },
    }),
  });
}

/** Opens the upload dialog and chooses a file of `content` named `name`. */
async function chooseFile(name: string, content: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Upload weather file' }, FIRST_RENDER));
  const dialog = await screen.findByRole('dialog', { name: 'Upload a weather file' }, FIRST_RENDER);
  fireEvent.change(within(dialog).getByTestId('weather-file-input'), {
    target: { files: [new File([content], name, { type: 'application/json' })] },
  });
  return dialog;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('climate data', { timeout: 120_000 }, () => {
  it('uploads a weather file, previews it with how far its site is, and uses it for the project', async () => {
    // Prepare
    const files = { current: [] as unknown[] };
    const server = fakeServer(
      {
        'climate/saveWeatherFile': () => {
          files.current = [beijingFile];
          return ok(beijingFile);
        },
      },
      files,
    );
    const harness = await renderAtHangzhou();
    // Act
    const dialog = await chooseFile('beijing-tmy.json', '{"outputs":{}}');
    // Assess: the preview, with the distance and its warning.
    expect(await within(dialog).findByText('What the file holds', {}, FIRST_RENDER)).toBeTruthy();
    expect(within(dialog).getByText('PVGIS TMY (json)')).toBeTruthy();
    expect(within(dialog).getByText('39.9° N, 116.4° E · 250 m above sea level')).toBeTruthy();
    expect(within(dialog).getByText('30.29° N, 120.16° E')).toBeTruthy();
    expect(within(dialog).getByText('2005–2020')).toBeTruthy();
    expect(within(dialog).getByText('8,760 hourly')).toBeTruthy();
    expect(within(dialog).getByText('1,452 kWh/m²')).toBeTruthy();
    expect(within(dialog).getByText('12.3 °C')).toBeTruthy();
    expect(
      within(dialog).getByText(/^The file's site is 1,1\d\d km from the project: its climate may not be/),
    ).toBeTruthy();
    // The bytes went to the pre-signed URL, then saveWeatherFile named the upload.
    expect(server.callsTo('https://storage.test/put/u1')).toHaveLength(1);
    expect(server.callsTo('climate/saveWeatherFile')[0]!.body).toEqual({
      uploadId: 'u1',
      fileName: 'beijing-tmy.json',
    });
    // Act: use it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this file' }));
    // Assess: the project names it, and its climate fills the temperatures.
    expect(harness.draft().body.mapLocation.weatherFileId).toBe('wf1');
    await waitFor(
      () =>
        expect(server.callsTo('project/queryLocationAdditional').at(-1)?.body).toMatchObject({
          weatherFileId: 'wf1',
        }),
      { timeout: 5_000 },
    );
    await waitFor(() => expect(harness.draft().body.mapLocation.proMinTemperature).toBe(-14));
    expect(await screen.findByText('In use: Uploaded weather file: beijing-tmy.json')).toBeTruthy();
    expect(screen.getByText('The weather file is for a site about 1131 km from this location.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Use beijing-tmy.json' })).toHaveProperty('checked', true);
  });

  it('says in the dialog why a file was refused, and words it again in the new language', async () => {
    // Prepare: the reader found an air temperature of 5000 °C in record 100 (119 with its reason).
    fakeServer({
      'climate/saveWeatherFile': () => ({
        code: 119,
        message:
          'The weather file could not be read (EPW, TMY3, TMY2, NSRDB PSM and PVGIS TMY are supported)',
        data: {
          reason: 'out-of-range',
          format: 'pvgis-tmy-json',
          line: 100,
          quantity: 'tempAir',
          value: 5000,
        },
      }),
    });
    await renderAtHangzhou();
    // Act
    const dialog = await chooseFile('hot.json', '{}');
    // Assess
    expect(await within(dialog).findByText('hot.json could not be used', {}, FIRST_RENDER)).toBeTruthy();
    expect(
      within(dialog).getByText(
        'A value is outside what is physically possible. Read as: PVGIS TMY (json). Record 100. Air temperature: 5,000 °C, outside -90 to 70 °C.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Use this file' })).toHaveProperty('disabled', true);
    // Act: the language switched while the refusal shows.
    await act(() => setLanguage('zh-CN'));
    // Assess
    expect(await within(dialog).findByText('无法使用 hot.json')).toBeTruthy();
    expect(
      within(dialog).getByText(
        /^有数值超出物理上可能的范围。按以下格式读取：PVGIS TMY（json）。第 100 条记录。气温：5,000 °C/,
      ),
    ).toBeTruthy();
    await act(() => setLanguage('en'));
  });

  it('refuses a file of another type before sending anything', async () => {
    const server = fakeServer();
    await renderAtHangzhou();
    const dialog = await chooseFile('site.xlsx', 'PK');
    expect(
      await within(dialog).findByText('The weather file must be .epw, .csv, .json or .tm2'),
    ).toBeTruthy();
    expect(server.callsTo('climate/createWeatherFileUpload')).toHaveLength(0);
  });

  it('lists the user’s files, chooses one, and deletes it after a confirmation, back to the automatic sources', async () => {
    // Prepare
    const files = { current: [beijingFile] as unknown[] };
    const server = fakeServer(
      {
        'climate/deleteWeatherFile': () => {
          files.current = [];
          return ok(null);
        },
      },
      files,
    );
    const harness = await renderAtHangzhou();
    // Act: choose the file.
    await userEvent.click(await screen.findByRole('radio', { name: 'Use beijing-tmy.json' }, FIRST_RENDER));
    // Assess
    expect(harness.draft().body.mapLocation.weatherFileId).toBe('wf1');
    const row = screen.getByRole('radio', { name: 'Use beijing-tmy.json' }).closest('tr')!;
    expect(within(row).getByText('2005–2020')).toBeTruthy();
    expect(within(row).getByText('1,452 kWh/m²')).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Far from the project' })).toBeTruthy();
    // Act: delete it.
    await userEvent.click(screen.getByRole('button', { name: 'Delete beijing-tmy.json' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the weather file' }, FIRST_RENDER);
    expect(
      within(confirm).getByText(
        'This project uses it: the project goes back to the automatic climate sources.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    // Assess
    await waitFor(() => expect(harness.draft().body.mapLocation.weatherFileId).toBeNull());
    expect(server.callsTo('climate/deleteWeatherFile')[0]!.body).toEqual({ weatherFileId: 'wf1' });
    expect(await screen.findByText(/^No weather file uploaded yet/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Use Automatic' })).toHaveProperty('checked', true);
  });
});

/** The base info step: its rules and messages [WIZ-2], the place search, locate, climate fill, radiation. */
import '@tests/web/support/dom-polyfills';
import { climateSourceNotice } from '@pvd/shared/api/climate-source-notice';
import { validationMessage } from '@pvd/shared/errors/validation';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@tests/web/support/fake-api';
import { descriptionOf } from '@tests/web/support/field-error';
import { FIRST_RENDER } from '@tests/web/support/render-app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BaseInfoStep } from '@/features/project-editor/base-info/base-info-step';
import { planSite } from '@/features/project-editor/base-info/plan-view';
import { renderStep } from '../new-draft-harness';

const source = {
  id: 'clear-sky-estimate' as const,
  label: 'Clear-sky estimate',
  isEstimate: true,
  notice: 'This is an estimate, not measured data.',
  latitude: 30.29,
  longitude: 120.16,
};
const hangzhou = {
  id: 'CN:30.2936,120.1614',
  name: 'Hangzhou',
  latinName: 'Hangzhou',
  countryCode: 'CN',
  country: 'China',
  admin1Code: '02',
  latitude: 30.2936,
  longitude: 120.1614,
  population: 1878129,
};
const climate = {
  MaxTemperature: 38,
  MinTemperature: -3,
  AvgTemperature: 17,
  BestTilt: 22,
  BestAzimuth: 180,
  source,
};

function fakeServer() {
  return installFakeApi({
    'Common/queryPlaces': (body) =>
      ok({
        places:
          String(body.query).toLowerCase().startsWith('hang') || body.query === '杭州' ? [hangzhou] : [],
      }),
    'project/queryLocationAdditional': () => ok(climate),
    'climate/queryWeatherFiles': () => ok([]),
    'Common/queryHorizontalRadiationInfo': () =>
      ok({
        GJan: 70,
        GFeb: 80,
        GMar: 100,
        GApr: 120,
        GMay: 140,
        GJun: 130,
        GJul: 150,
        GAug: 145,
        GSep: 115,
        GOct: 100,
        GNov: 75,
        GDec: 65,
        GAnnual: 1290,
        source,
      }),
  });
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const numberField = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('base info step', { timeout: 60_000 }, () => {
  it('shows every required-field message once the user tried to leave', async () => {
    fakeServer();
    await renderStep(BaseInfoStep, {
      showIssues: true,
      change: (d) => ({
        ...d,
        body: {
          ...d.body,
          projectBase: { ...d.body.projectBase, proCapacity: null as unknown as number },
          mapLocation: { ...d.body.mapLocation, proLongitude: '', proLatitude: '' },
        },
      }),
    });
    expect(descriptionOf(field('Project name'))).toContain('Please enter the project name');
    expect(descriptionOf(field('Owner name'))).toContain('Please enter the owner name');
    expect(descriptionOf(numberField('Installation capacity'))).toContain(
      'Please enter the installation capacity',
    );
    expect(descriptionOf(field('Address'))).toContain('Please enter the project address');
    expect(descriptionOf(field('Longitude (°, east positive)'))).toContain('Please enter the longitude');
    expect(descriptionOf(field('Latitude (°, north positive)'))).toContain('Please enter the latitude');
  });

  it('shows a message on blur only, and none for a valid value (0 counts as present for coordinates)', async () => {
    fakeServer();
    await renderStep(BaseInfoStep);
    expect(descriptionOf(field('Project name'))).not.toContain('Please enter');
    fireEvent.blur(field('Project name'));
    await waitFor(() =>
      expect(descriptionOf(field('Project name'))).toContain('Please enter the project name'),
    );
    await userEvent.type(field('Project name'), 'Roof A');
    expect(descriptionOf(field('Project name'))).not.toContain('Please enter');
    const longitude = field('Longitude (°, east positive)');
    await userEvent.clear(longitude);
    await userEvent.type(longitude, '0');
    fireEvent.blur(longitude);
    expect(descriptionOf(longitude)).not.toContain('longitude');
  });

  it('refuses a negative capacity, out-of-range coordinates and text that is not a number', async () => {
    fakeServer();
    await renderStep(BaseInfoStep, { showIssues: true });
    await userEvent.clear(numberField('Installation capacity'));
    await userEvent.type(numberField('Installation capacity'), '-1');
    expect(descriptionOf(numberField('Installation capacity'))).toContain(
      validationMessage('notNegative', 'en'),
    );
    const latitude = field('Latitude (°, north positive)');
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '91');
    expect(descriptionOf(latitude)).toContain(validationMessage('tooLarge', 'en'));
    await userEvent.clear(latitude);
    await userEvent.type(latitude, 'north');
    expect(descriptionOf(latitude)).toContain(validationMessage('numberRequired', 'en'));
  });

  it('converts the capacity when the unit changes from kW to MW', async () => {
    fakeServer();
    const harness = await renderStep(BaseInfoStep);
    await userEvent.clear(numberField('Installation capacity'));
    await userEvent.type(numberField('Installation capacity'), '1500');
    await userEvent.click(screen.getByRole('button', { name: /Capacity unit/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'MWp' }));
    expect(harness.draft().body.projectBase).toMatchObject({ proCapacity: 1.5, proCapacityUnit: 2 });
  });

  it('finds Hangzhou by 杭州 in the place search and sets the address and the coordinates', async () => {
    const server = fakeServer();
    const harness = await renderStep(BaseInfoStep);
    const search = screen.getByRole('combobox', { name: 'Place search' });
    await userEvent.type(search, '杭州');
    await userEvent.click(await screen.findByRole('option', { name: /Hangzhou/ }, { timeout: 5_000 }));
    expect(server.callsTo('Common/queryPlaces')[0]!.body).toEqual({ query: '杭州', limit: 10 });
    expect(harness.draft().body.mapLocation).toMatchObject({
      proAddress: 'Hangzhou, China',
      proLongitude: 120.1614,
      proLatitude: 30.2936,
      proMapWay: 'Google',
    });
    // The temperatures follow the new site once it settles.
    await waitFor(() => expect(harness.draft().body.mapLocation.proMaxTemperature).toBe(38), {
      timeout: 5_000,
    });
    expect(harness.draft().body.mapLocation).toMatchObject({
      proMinTemperature: -3,
      proAvgTemperature: 17,
      proBestTilt: 22,
    });
  });

  it('takes the best match when the typed text itself is chosen', async () => {
    fakeServer();
    const harness = await renderStep(BaseInfoStep);
    const search = screen.getByRole('combobox', { name: 'Place search' });
    await userEvent.type(search, 'Hangzhou');
    await screen.findByRole('option', { name: /China/ }, { timeout: 5_000 });
    // The first row is the typed text itself (Cloudscape's entered-text option).
    const [typed] = screen.getAllByRole('option');
    expect(typed?.textContent).toBe('Hangzhou');
    await userEvent.click(typed as HTMLElement);
    await waitFor(() => expect(harness.draft().body.mapLocation.proLongitude).toBe(120.1614));
  });

  it('asks for the climate once the coordinates stop changing, not while they are typed', async () => {
    const server = fakeServer();
    const harness = await renderStep(BaseInfoStep, {
      change: (d) => ({
        ...d,
        body: { ...d.body, mapLocation: { ...d.body.mapLocation, proBestTilt: 30, climateSource: source } },
      }),
    });
    const longitude = field('Longitude (°, east positive)');
    await userEvent.clear(longitude);
    // No pause between the keys: on a busy machine a pause could outlast the debounce by itself.
    await userEvent.setup({ delay: null }).type(longitude, '120.16');
    await waitFor(() => expect(server.callsTo('project/queryLocationAdditional')).toHaveLength(1), {
      timeout: 5_000,
    });
    expect(server.callsTo('project/queryLocationAdditional')[0]!.body).toMatchObject({
      longitude: 120.16,
      latitude: 39.91,
    });
    await waitFor(() => expect(harness.draft().body.mapLocation.proMinTemperature).toBe(-3));
    // The climate is an estimate: its notice (worded here, in the reader's language) stands in the
    // climate data, beside the upload that gives real figures.
    expect(await screen.findByText(climateSourceNotice(source, 'en')!, {}, FIRST_RENDER)).toBeTruthy();
  });

  it('names the climate source of a project saved without one, and keeps its temperatures', async () => {
    // Prepare: a saved project (its best tilt filled) whose source was never stored.
    const server = fakeServer();
    const harness = await renderStep(BaseInfoStep, {
      change: (d) => ({
        ...d,
        body: { ...d.body, mapLocation: { ...d.body.mapLocation, proBestTilt: 30, proMinTemperature: -7 } },
      }),
    });
    // Assess: asked once, to name the source; nothing of the project filled from it.
    expect(
      await screen.findByText(
        "Temperatures from: Estimate: clear-sky model with the place's typical clear-sky index",
        {},
        FIRST_RENDER,
      ),
    ).toBeTruthy();
    expect(server.callsTo('project/queryLocationAdditional')).toHaveLength(1);
    expect(harness.draft().body.mapLocation).toMatchObject({ proMinTemperature: -7, proBestTilt: 30 });
  });

  it('shows each temperature as a number beside its slider, takes a typed one and refuses one out of range at Next', async () => {
    fakeServer();
    const harness = await renderStep(BaseInfoStep, { showIssues: true });
    // The site's climate fills the temperatures first.
    await waitFor(() => expect(harness.draft().body.mapLocation.proMinTemperature).toBe(-3));
    const minimum = screen.getByRole('spinbutton', { name: 'Minimum ambient temperature (°C)' });
    expect((minimum as HTMLInputElement).value).toBe('-3');
    // Act: a design low with its decimal.
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '-7.5');
    // Assess
    await waitFor(() => expect(harness.draft().body.mapLocation.proMinTemperature).toBe(-7.5));
    // Out of the sliders' −50 to 80 °C: kept as typed, and the step's check refuses it.
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '-90');
    expect((minimum as HTMLInputElement).value).toBe('-90');
    expect(harness.draft().body.mapLocation.proMinTemperature).toBe(-90);
    expect(await screen.findByText('The temperature must be from -50 to 80 °C')).toBeTruthy();
    expect(minimum.getAttribute('aria-invalid')).toBe('true');
  });

  it('says "This browser cannot give its location" without geolocation and "Your location could not be found" when it fails', async () => {
    fakeServer();
    await renderStep(BaseInfoStep);
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    await userEvent.click(screen.getByRole('button', { name: "Locate: use this browser's location" }));
    expect(await screen.findByText('This browser cannot give its location')).toBeTruthy();
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: { getCurrentPosition: (_ok: unknown, fail: (e: unknown) => void) => fail({ code: 1 }) },
    });
    await userEvent.click(screen.getByRole('button', { name: "Locate: use this browser's location" }));
    expect(await screen.findByText('Your location could not be found')).toBeTruthy();
  });

  it('moves the site to the browser position', async () => {
    fakeServer();
    const harness = await renderStep(BaseInfoStep);
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (done: (p: unknown) => void) =>
          done({ coords: { latitude: 31.2304, longitude: 121.4737 } }),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: "Locate: use this browser's location" }));
    expect(harness.draft().body.mapLocation).toMatchObject({ proLatitude: 31.2304, proLongitude: 121.4737 });
  });

  it('shows the monthly radiation with its source marked as an estimate', async () => {
    const server = fakeServer();
    await renderStep(BaseInfoStep);
    await userEvent.click(screen.getByRole('button', { name: 'Horizontal radiation' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Annual: 1290.0 kWh/m²/year', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        "Climate source: Estimate: clear-sky model with the place's typical clear-sky index",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Estimate')).toBeTruthy();
    expect(within(dialog).getByText(climateSourceNotice(source, 'en')!)).toBeTruthy();
    expect(server.callsTo('Common/queryHorizontalRadiationInfo')[0]!.body).toEqual({
      Latitude: '39.91',
      Longitude: '116.41',
    });
  });

  it('names a climate source stored in Chinese in English: the label is built from the source, not stored', async () => {
    fakeServer();
    // A project saved from the Chinese interface: its source's label is Chinese text.
    await renderStep(BaseInfoStep, {
      change: (draft) => ({
        ...draft,
        body: {
          ...draft.body,
          mapLocation: {
            ...draft.body.mapLocation,
            proLatitude: 39.91,
            proLongitude: 116.41,
            proBestTilt: 33,
            climateSource: { ...source, label: '估算值：晴空模型与典型晴朗指数' },
          },
        },
      }),
    });
    expect(
      screen.getByText(
        "Temperatures from: Estimate: clear-sky model with the place's typical clear-sky index",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/估算值/)).toBeNull();
  });

  it('shows the plan view with the marker when there is no maps key, and a new project explains the image', async () => {
    fakeServer();
    await renderStep(BaseInfoStep);
    expect(await screen.findByRole('img', { name: /marker at 116.4100, 39.9100/ })).toBeTruthy();
    expect(screen.getByText(/can be chosen after the first pre-save/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Default station image' })).toBeTruthy();
  });
});

describe('planSite', () => {
  it('maps the plan corners and centre to the world edges and 0°, 0°', () => {
    expect(planSite(0, 0)).toEqual({ longitude: -180, latitude: 90 });
    expect(planSite(0.5, 0.5)).toEqual({ longitude: 0, latitude: 0 });
    expect(planSite(1, 1)).toEqual({ longitude: 180, latitude: -90 });
  });
});

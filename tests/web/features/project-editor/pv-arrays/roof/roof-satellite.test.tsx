/**
 * The satellite backdrop [WIZ-5]: with a Maps key in /config.json the drawer draws over
 * Google's satellite map at the plan's centre and zoom level, and an area drawn there is saved
 * with loadMapWay 'Google'; the plan stays one click away. Google's library is replaced by a
 * stand-in that shows what it was given (no network in tests).
 */
import '@tests/web/support/dom-polyfills';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@tests/web/support/fake-api';
import { PAGE_TEST, resetBrowserState } from '@tests/web/support/render-app';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { arrayHandlers, customPanelInfo, renderStep, twoArrayDraft } from '../arrays-fakes';
import { drawRectangle, layOutPlan, openDrawer, restoreLayout, SITE, shownCount } from './roof-fakes';

vi.mock('@vis.gl/react-google-maps', () => ({
  APIProvider: ({ apiKey, children }: { apiKey: string; children: ReactNode }) => (
    <div data-testid="maps-provider" data-key={apiKey}>
      {children}
    </div>
  ),
  Map: (props: { center: { lat: number; lng: number }; zoom: number; mapTypeId: string }) => (
    <div
      data-testid="satellite-map"
      data-lat={props.center.lat}
      data-lng={props.center.lng}
      data-zoom={props.zoom}
      data-type={props.mapTypeId}
    />
  ),
  Marker: () => null,
}));

/** The fake API, with a Maps key in the site configuration. */
function withMapsKey() {
  installFakeApi(arrayHandlers({ 'component/queryUserDefaultComponentInfo': () => ok(customPanelInfo) }));
  const inner = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith('/config.json')
      ? Promise.resolve(
          new Response(JSON.stringify({ apiBase: '/api', googleMapsApiKey: 'test-key', stage: 'test' }), {
            headers: { 'content-type': 'application/json' },
          }),
        )
      : inner(input, init)) as typeof fetch;
}

describe('satellite backdrop', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    await setLanguage('en');
    layOutPlan();
    withMapsKey();
  });
  afterEach(() => {
    cleanup();
    restoreLayout();
  });

  it('draws over the satellite map at the site and zoom 21, and saves the area as Google', async () => {
    const step = renderStep(twoArrayDraft());
    const dialog = await openDrawer();
    await within(dialog).findByText(/Acme AC-450, 450 W/);
    const map = await screen.findByTestId('satellite-map');
    expect(screen.getByTestId('maps-provider').getAttribute('data-key')).toBe('test-key');
    expect(map.getAttribute('data-type')).toBe('satellite');
    expect(map.getAttribute('data-zoom')).toBe('21');
    expect(Number(map.getAttribute('data-lat'))).toBeCloseTo(SITE.latitude, 9);
    expect(Number(map.getAttribute('data-lng'))).toBeCloseTo(SITE.longitude, 9);
    // Zoom out: the map follows.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByTestId('satellite-map').getAttribute('data-zoom')).toBe('20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'PV array name' }), 'South roof');
    await drawRectangle(dialog, -4, -3, 4, 3);
    await waitFor(() => expect(shownCount(dialog)).toBeGreaterThan(0));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const saved = step.current().body.pvArray!.find((array) => array.pvarrayname === 'South roof')!;
    expect(saved.layout).toMatchObject({ loadMapWay: 'Google' });
  });

  it('switches to the plan view', async () => {
    renderStep(twoArrayDraft());
    const dialog = await openDrawer();
    await screen.findByTestId('satellite-map');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Plan' }));
    expect(screen.queryByTestId('satellite-map')).toBeNull();
  });
});

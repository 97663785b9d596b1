/**
 * What the report draws beside its figures: the battery's full name in the block diagram, one
 * payback figure in the text and on the chart, the loss waterfall's axis starting near what
 * remains (and saying so), and a drawn array's picture over the roof image it was drawn on.
 */
import '../../support/dom-polyfills';
import { Role } from '@pvd/shared/constants/roles';
import { planFrame, planToCorner } from '@pvd/shared/layout/plan-view';
import { REPORT_DATA_GLOBAL, REPORT_READY_ATTRIBUTE } from '@pvd/shared/project/report/report-print';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import Highcharts from 'highcharts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReportData } from '@/features/report/model/report-data';
import { setLanguage } from '@/lib/i18n';
import { installFakeApi, ok } from '../../support/fake-api';
import {
  FIRST_RENDER,
  PAGE_TEST,
  renderApp,
  resetBrowserState,
  storeSession,
} from '../../support/render-app';
import { gridWithoutInvestment, storageWithFinance } from './report-fixtures';

async function showReport(data: ReportData) {
  (globalThis as Record<string, unknown>)[REPORT_DATA_GLOBAL] = { proId: 'p', data };
  installFakeApi({
    'account/queryAccountCompanyInfo': () => ok({ companylogo: null, companyconnect: '', companyinfo: '' }),
  });
  renderApp('/code/exportProReportComponent?proId=p');
  await screen.findByRole('heading', { level: 1 }, FIRST_RENDER);
}

/** The grid demo with its array drawn on a roof image: a 10 m square, the image on its middle. */
function drawnOnRoofImage(): ReportData {
  const data = gridWithoutInvestment();
  const frame = planFrame({
    latitude: data.mapLocation.proLatitude,
    longitude: data.mapLocation.proLongitude,
  });
  const corners = [
    { x: 0, y: 0 },
    { x: 10, y: 0 },
    { x: 10, y: 10 },
    { x: 0, y: 10 },
  ].map((point) => planToCorner(frame, point));
  const array = data.pvarray[0]!;
  array.insertway = 2;
  array.layout = {
    areaLatLngs: corners,
    loadMapWay: 'image',
    rowSpacing: 0.5,
    layingMethod: 1,
    removedPanels: [],
    backdrop: {
      centreEastM: 5,
      centreNorthM: 5,
      rotationDeg: 30,
      metresPerPixel: 0.05,
      widthPx: 200,
      heightPx: 100,
    },
  };
  array.roofDrawingImg = 'https://images.example/drawing.png';
  array.roofImageUrl = 'https://images.example/roof.jpg';
  return data;
}

describe('report drawings', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    document.documentElement.removeAttribute(REPORT_READY_ATTRIBUTE);
    storeSession(Role.user);
    await setLanguage('en');
  });
  afterEach(() => {
    cleanup();
    delete (globalThis as Record<string, unknown>)[REPORT_DATA_GLOBAL];
  });

  // One render of the storage report for its three drawings: the whole report page in jsdom
  // is the slow part of each.
  it('writes the battery’s whole name, one payback figure, and the engine’s loss waterfall ending at the PR with its axis near it', async () => {
    await showReport(storageWithFinance());
    // The block diagram: a name on two lines where it needs them, never cut.
    const diagram = screen.getByRole('img', { name: /^System block diagram/ });
    const texts = [...diagram.querySelectorAll('text')].map((text) => text.textContent);
    // (The battery under its inverter leaves five columns: its name fits one line.)
    expect(texts).toContain('Pylontech US5000');
    expect(texts.some((text) => text?.includes('…'))).toBe(false);
    // The payback: 7.8 years in the text and on the chart.
    const income = screen.getByRole('region', { name: 'Cumulative income' });
    expect(within(income).getByText('7.8 years')).toBeTruthy();
    // The payback year beside it, named apart: the first year of a positive cumulative income.
    expect(within(income).getByText('Payback year')).toBeTruthy();
    expect(within(income).getByText('Year 8')).toBeTruthy();
    // The chart's mark: between the bars of years 7 (−4 949) and 8 (+1 308), at 7.79.
    // The chart draws once Highcharts has loaded (its own chunk), after the text.
    const chart = await waitFor(() => {
      const drawn = Highcharts.charts.find((each) => each && income.contains(each.container));
      expect(drawn).toBeDefined();
      return drawn!;
    });
    const mark = chart.xAxis[0]!.options.plotLines![0]!;
    expect(mark.value).toBeCloseTo(7.79, 9);
    expect(mark.label?.text).toBe('Payback: 7.8 years');
    expect(within(income).getByRole('img', { name: /Payback: 7\.8 years$/ })).toBeTruthy();
    // The loss waterfall: the engine's chain ending at the performance ratio the page states,
    // its axis starting near what remains (85.54 %, 14.46 % lost), and saying so.
    const loss = screen.getByRole('region', { name: 'System loss' });
    expect(within(loss).getByText('85.5 %')).toBeTruthy();
    const waterfall = within(loss).getByRole('img', { name: /^Plane at STC: 100 %/ });
    expect(waterfall.getAttribute('aria-label')).toMatch(
      /; Temperature: -\d\.\d+ %;.*; Inverter: -\d\.\d+ %; Clipping: [-\d.]+ %; AC cables: -[\d.]+ %; Performance ratio: 85\.54 %$/,
    );
    expect(within(loss).getByText('The axis starts at 75 %, so that small losses show.')).toBeTruthy();
  });

  it('prints a drawn array’s picture over the roof image it was drawn on, where it was placed', async () => {
    await showReport(drawnOnRoofImage());
    const roof = screen.getByRole('img', { name: 'Roof image of 南屋面' }) as HTMLImageElement;
    const picture = screen.getByRole('img', { name: 'Roof drawing of 南屋面' });
    expect(roof.parentElement).toBe(picture.parentElement);
    // The picture spans 18 m × 12 m; the 10 m × 5 m image lies on its middle, turned 30°.
    expect(Number.parseFloat(roof.style.left)).toBeCloseTo((4 / 18) * 100, 3);
    expect(Number.parseFloat(roof.style.top)).toBeCloseTo((3.5 / 12) * 100, 3);
    expect(Number.parseFloat(roof.style.width)).toBeCloseTo((10 / 18) * 100, 3);
    expect(Number.parseFloat(roof.style.height)).toBeCloseTo((5 / 12) * 100, 3);
    expect(roof.style.transform).toBe('rotate(30deg)');
    expect(screen.getByText('南屋面 drawn on its roof image')).toBeTruthy();
    // The table names the backdrop it was drawn on, as the editor does: not "the map" [REP-7].
    const arrays = screen.getByRole('region', { name: 'PV arrays' });
    expect(within(arrays).getByText('drawn on a roof image')).toBeTruthy();
    expect(within(arrays).queryByText(/satellite map/)).toBeNull();
    expect(within(arrays).getByText(/obstacles .* in grey/)).toBeTruthy();
  });
});

/**
 * The report's surroundings page [SUR-10]: only a report with surroundings has it; it draws the
 * sun-path diagram (named for screen readers), a shade map per array with obstacles (one polygon a
 * panel, coloured by its share in the roof drawer's classes, the obstacles by the panels, a north
 * arrow, a scale bar and the legend), and the shading losses of every month and the year.
 */
import '../../support/dom-polyfills';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { SurroundingsSection } from '@/features/report/components/sections/surroundings-section';
import { shareColour } from '@/features/report/components/sections/surroundings-shade-map';
import { reportSections } from '@/features/report/model/report-data';
import { SHADE_CLASSES } from '@/lib/charts/shade-scale';
import { createQueryClient } from '@/lib/query-client';
import { gridWithoutInvestment } from './report-fixtures';

const months = (value: number) => Array.from({ length: 12 }, () => value);

function withSurroundings() {
  const data = gridWithoutInvestment();
  const arrayId = data.pvarray[0]!.id;
  const lat = data.mapLocation.proLatitude as number;
  const lng = data.mapLocation.proLongitude as number;
  data.surroundings = {
    surroundings: {
      obstacles: [
        {
          id: 'tank',
          kind: 'box',
          footprint: [
            { lat: lat - 0.0001, lng: lng - 0.00002 },
            { lat: lat - 0.0001, lng: lng + 0.00002 },
            { lat: lat - 0.00007, lng: lng + 0.00002 },
            { lat: lat - 0.00007, lng: lng - 0.00002 },
          ],
          heightM: 4,
        },
        // A stairwell among the panels (x 2.2-3.2 m east, y 0-1 m north of the pin): the hole it
        // makes in the array shows on the map.
        {
          id: 'stairwell',
          kind: 'box',
          footprint: [
            { lat, lng: lng + 2.2 / 96_490 },
            { lat, lng: lng + 3.2 / 96_490 },
            { lat: lat + 1 / 111_320, lng: lng + 3.2 / 96_490 },
            { lat: lat + 1 / 111_320, lng: lng + 2.2 / 96_490 },
          ],
          heightM: 3,
        },
      ],
      horizon: { source: 'pvgis', points: [{ azimuth: 0, elevation: 5 }] },
    },
    shading: {
      annual: { horizon: 1.5, nearShading: 3.25, rows: 0, electrical: 2 },
      monthly: { horizon: months(1.5), nearShading: months(3.25), rows: months(0), electrical: months(2) },
      nearShadingState: 'computed',
    },
    arrayCentres: [{ pvArrayId: arrayId, x: 0, y: 0 }],
    shadeMaps: [
      {
        pvArrayId: arrayId,
        panels: [
          {
            corners: [
              [0, 0],
              [1, 0],
              [1, 2],
              [0, 2],
            ],
            share: 1,
          },
          {
            corners: [
              [1.1, 0],
              [2.1, 0],
              [2.1, 2],
              [1.1, 2],
            ],
            share: 0.7,
          },
        ],
      },
    ],
  };
  return data;
}

describe('the surroundings page', () => {
  it('is in the report only with surroundings, after the lifetime page', () => {
    expect(reportSections(gridWithoutInvestment())).not.toContain('surroundings');
    const sections = reportSections(withSurroundings());
    expect(sections.indexOf('surroundings')).toBe(sections.indexOf('lifetime') + 1);
  });

  it('draws the sun path, the shade map and the losses of each month and the year', () => {
    // Prepare
    const data = withSurroundings();
    // Act
    render(
      <AppProvider queryClient={createQueryClient()}>
        <SurroundingsSection data={data} report={data.surroundings!} />
      </AppProvider>,
    );
    // Assess
    const sunPath = screen.getByRole('img', { name: /sun path|太阳轨迹/i });
    // The hour lines of true solar time, labelled at their top: 6 … 18 at the site's latitude.
    const hours = within(sunPath).getByTestId('sun-path-hours');
    expect(hours.querySelectorAll('polyline').length).toBeGreaterThanOrEqual(11);
    expect([...hours.querySelectorAll('text')].map((label) => label.textContent)).toContain('12');
    const map = screen.getByRole('img', { name: new RegExp(data.pvarray[0]!.pvarrayname) });
    const panels = within(map).getByTestId('shade-map-panels').querySelectorAll('polygon');
    expect(panels).toHaveLength(2);
    // The roof drawer's classes: 100 % the top green, 70 % the red below 80 %.
    expect(panels[0]!.getAttribute('fill')).toBe(SHADE_CLASSES[0]!.colour);
    expect(panels[1]!.getAttribute('fill')).toBe(SHADE_CLASSES.at(-1)!.colour);
    expect(shareColour(0.85)).toBe('#fc8d59');
    // The stairwell by the panels is drawn; the tank 8 m south, off the map's reach, is not.
    expect(within(map).getByTestId('shade-map-obstacles').querySelectorAll('polygon')).toHaveLength(1);
    expect(within(map).getByTestId('shade-map-north').textContent).toBe('N');
    expect(within(map).getByTestId('shade-map-scale').textContent).toMatch(/^\d+ m$/);
    // The legend under the maps, the drawer's words.
    const legend = screen.getByRole('list', { name: 'Shade map legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['99 % and more', '97 – 99 %', '95 – 97 %', '90 – 95 %', '80 – 90 %', 'below 80 %']);
    const table = screen.getByRole('table');
    // A header row, twelve months and the year.
    expect(within(table).getAllByRole('row')).toHaveLength(14);
    expect(within(table).getAllByText(/3[.,]25\s?%/)).toHaveLength(13);
  });
});

/**
 * The report's surroundings page [SUR-10]: only a report with surroundings has it; it draws the
 * sun-path diagram (named for screen readers), a shade map per array with obstacles (one polygon a
 * panel, coloured by its share), and the shading losses of every month and the year.
 */
import '../../support/dom-polyfills';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { SurroundingsSection } from '@/features/report/components/sections/surroundings-section';
import { shareColour } from '@/features/report/components/sections/surroundings-shade-map';
import { reportSections } from '@/features/report/model/report-data';
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
    expect(screen.getByRole('img', { name: /sun path|太阳轨迹/i })).toBeTruthy();
    const map = screen.getByRole('img', { name: new RegExp(data.pvarray[0]!.pvarrayname) });
    const panels = map.querySelectorAll('polygon');
    expect(panels).toHaveLength(2);
    expect(panels[0]!.getAttribute('fill')).toBe(shareColour(1));
    expect(shareColour(1)).toBe('hsl(120, 70%, 50%)');
    expect(shareColour(0.7)).toBe('hsl(0, 70%, 50%)');
    const table = screen.getByRole('table');
    // A header row, twelve months and the year.
    expect(within(table).getAllByRole('row')).toHaveLength(14);
    expect(within(table).getAllByText(/3[.,]25\s?%/)).toHaveLength(13);
  });
});

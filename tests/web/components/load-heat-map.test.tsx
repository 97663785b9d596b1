/**
 * The month × hour heat map of a load [LOAD-5]: a table of 12 months by 24 hours, the lowest mean
 * power the lightest colour and the highest the darkest, each cell's figure as text for screen
 * readers, the legend naming both ends in the site's number format.
 */
import '@tests/web/support/dom-polyfills';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { heatColour, LoadHeatMap } from '@/components/load-heat-map';
import { setLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

/** 1 kW at night, 1,250.5 kW at noon in July. */
const months = Array.from({ length: 12 }, (_, month) =>
  Array.from({ length: 24 }, (_, hour) => (month === 6 && hour === 12 ? 1250.5 : 1)),
);

afterEach(cleanup);

describe('load heat map', () => {
  it('colours the lowest mean power lightest and the highest darkest, equal values alike', () => {
    expect(heatColour(0, 0, 10)).toBe('#ffffcc');
    expect(heatColour(10, 0, 10)).toBe('#b10026');
    expect(heatColour(3, 3, 3)).toBe('#ffffcc');
  });

  it('is a table of months and hours whose cells say their figure, with the legend’s ends', async () => {
    // Prepare
    await setLanguage('en');
    // Act
    render(
      <AppProvider queryClient={createQueryClient()}>
        <LoadHeatMap monthHourKw={months} language="en" />
      </AppProvider>,
    );
    // Assess
    const table = screen.getByRole('table', { name: 'Average load by month and hour of the day (kW)' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    const july = rows[7]!;
    expect(within(july).getByRole('rowheader').textContent).toBe('Jul');
    const noon = within(july).getAllByRole('cell')[12]!;
    expect(noon.textContent).toBe('1,250.5 kW');
    expect(noon.style.background).toBe('rgb(177, 0, 38)');
    expect(within(table).getAllByRole('columnheader')[13]!.textContent).toBe('12');
    expect(screen.getByTestId('load-heat-map').textContent).toContain('1 kW1,250.5 kWAverage power');
  });
});

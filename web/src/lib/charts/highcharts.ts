/**
 * The one Highcharts instance of the site (ARCHITECTURE.md "Charts"), with the waterfall series
 * (highcharts-more) and the brand colour first in the palette. Highcharts needs a commercial
 * licence for commercial use (README).
 */
import Highcharts from 'highcharts';
import 'highcharts/highcharts-more';

/** The brand colour (001 §9). */
export const BRAND_COLOUR = '#f08519';
/** A quieter second series colour and the colour of the totals. */
export const SECOND_COLOUR = '#5f6b7a';
export const TOTAL_COLOUR = '#0972d3';

Highcharts.setOptions({
  colors: [BRAND_COLOUR, SECOND_COLOUR, TOTAL_COLOUR],
  credits: { enabled: false },
  chart: { style: { fontFamily: 'inherit' } },
});

export { Highcharts };

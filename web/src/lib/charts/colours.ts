/** The charts' colours, apart from Highcharts so that using them does not load it. */

/** The brand colour [NAV-5]. */
export const BRAND_COLOUR = '#f08519';
/** A quieter second series colour and the colour of the totals. */
export const SECOND_COLOUR = '#5f6b7a';
export const TOTAL_COLOUR = '#0972d3';

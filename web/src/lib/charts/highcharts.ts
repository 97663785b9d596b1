/**
 * The one Highcharts instance of the site (docs/decisions/0028-charts-highcharts-own-wrapper.md),
 * with the waterfall series (highcharts-more) and the brand colour first in the palette. Highcharts needs a commercial
 * licence for commercial use (README). Charts reach it through `highchartsModule` (its own chunk,
 * loaded with the first chart); a module importing this file directly (the report's sections, for
 * the colours) brings it with its own code, which suits a page that draws charts at once.
 */
import Highcharts from 'highcharts';
import 'highcharts/highcharts-more';
import { BRAND_COLOUR, SECOND_COLOUR, TOTAL_COLOUR } from './colours';

export { BRAND_COLOUR, SECOND_COLOUR, TOTAL_COLOUR };

Highcharts.setOptions({
  colors: [BRAND_COLOUR, SECOND_COLOUR, TOTAL_COLOUR],
  credits: { enabled: false },
  chart: { style: { fontFamily: 'inherit' } },
});

export { Highcharts };

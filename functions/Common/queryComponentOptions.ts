/**
 * Common/queryComponentOptions: the panel chooser's options by chose way [WIZ-6]: 1 the default
 * custom panel, 2 system panels of a manufacturer, 3 the caller's custom panels of a
 * manufacturer, 4 the caller's frequently used panels. `manufacturerId` is the manufacturer
 * option's value, its name (empty: every manufacturer).
 */
import * as catalogueOptionsCalls from '@pvd/shared/api/catalogue-options';
import { panelOptions } from '../_lib/catalogue/panel-options';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(catalogueOptionsCalls.queryComponentOptions, async ({ input, session }) =>
  panelOptions(session.accountId, input.choseWay, input.manufacturerId ?? ''),
);

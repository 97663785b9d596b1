/**
 * inverter/queryBatteryOptions: the battery options of an inverter series for the chooser
 * (value, label, max, min, capacity): the series' system batteries, then the common batteries,
 * which go with every storage inverter.
 */
import * as batteryCalls from '@pvd/shared/api/battery';
import type { BatteryOption } from '@pvd/shared/catalogue/battery';
import { queryCommonBatteries } from '../_lib/db/entities/common-battery';
import { querySystemBatteriesOfSeries } from '../_lib/db/entities/system-battery';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(batteryCalls.queryBatteryOptions, async ({ input }) => {
  const [ofSeries, common] = await Promise.all([
    input.inverterSeries ? querySystemBatteriesOfSeries(input.inverterSeries) : Promise.resolve([]),
    queryCommonBatteries(),
  ]);
  const option = (
    b: (typeof ofSeries)[number] | (typeof common)[number],
    source: BatteryOption['source'],
  ) => ({
    value: b.id,
    label: b.batterymodel,
    max: b.maximumnumberofparallelsseries,
    min: b.minimumnumberofparallelsseries,
    capacity: b.batterycapacity,
    brand: b.batterybrand,
    batterytype: b.batterytype,
    source,
  });
  const byLabel = (a: BatteryOption, b: BatteryOption) => a.label.localeCompare(b.label);
  return [
    ...ofSeries.map((b) => option(b, 'system')).sort(byLabel),
    ...common.map((b) => option(b, 'common')).sort(byLabel),
  ];
});

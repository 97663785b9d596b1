/** The chooser's starting state when a group is edited: its model's cascade and its battery. */

import type { BatteryOption } from '@pvd/shared/catalogue/battery';
import { voltageTypeOf } from '@pvd/shared/catalogue/system-inverter-view';
import { batteryKey, type CopyRecords } from '@pvd/shared/project/save/copies';
import { type ChooserState, EMPTY_CHOOSER } from './chooser-state';
import type { GroupInput } from './inverter-groups';

/** The first number of a slash list ('220/230' → '220'), as the option lists write it. */
function firstOf(list: string): string | null {
  const first = list
    .split('/')
    .map((item) => item.trim())
    .find((item) => item !== '' && Number.isFinite(Number(item)));
  return first === undefined ? null : String(Number(first));
}

/** The chooser state showing a group's model and battery (empty when its copy is missing). */
export function chooserStateOf(group: GroupInput, copies: CopyRecords): ChooserState {
  const info = copies.inverters[group.inverterid];
  if (!info) return EMPTY_CHOOSER;
  const copy = group.batterytype ? copies.batteries[batteryKey(group)] : undefined;
  const battery: BatteryOption | null = copy
    ? {
        value: copy.id,
        label: copy.batterymodel,
        brand: copy.batterybrand,
        capacity: copy.batterycapacity,
        batterytype: copy.batterytype,
        min: copy.batterymincount,
        max: copy.batterymaxcount,
        source: copy.source,
      }
    : null;
  return {
    voltageType: voltageTypeOf(info),
    voltageValue: firstOf(info.nominalgridvoltage),
    frequency: firstOf(info.nominalgridfrequency),
    inverterid: info.id,
    batteryKind: battery?.batterytype ?? null,
    battery,
    batteryCount: group.batterynumber ?? 1,
  };
}

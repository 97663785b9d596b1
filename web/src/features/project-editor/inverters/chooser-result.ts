/** What the inverter chooser hands the step: the model (and battery) chosen, and their catalogue copies for the draft. */
import type { BatteryOption } from '@pvd/shared/catalogue/battery';
import type { InverterSnapshot } from '@pvd/shared/project/record/snapshots';
import { snapshotKey } from '@pvd/shared/project/record/snapshots';
import type { CopyRecords } from '@pvd/shared/project/save/copies';
import type { ChooserState } from './chooser-state';
import { clampBatteryCount, type ModelChoice } from './inverter-groups';

/** The choice of a complete chooser state; `model` is the chosen model's catalogue record. */
export function chosenModel(
  state: ChooserState,
  model: InverterSnapshot & { img?: unknown },
  isEnergyStorage: boolean,
): { choice: ModelChoice; copies: Partial<CopyRecords> } {
  const { img: _img, ...snapshot } = model;
  const copies: Partial<CopyRecords> = { inverters: { [snapshot.id]: snapshot } };
  const battery = isEnergyStorage ? state.battery : null;
  if (battery) copies.batteries = { [snapshotKey(battery.source, battery.value)]: copyOf(battery) };
  const choice: ModelChoice = {
    inverterid: snapshot.id,
    battery: battery
      ? {
          batterytype: battery.value,
          batterysource: battery.source,
          batterynumber: clampBatteryCount(state.batteryCount, battery.min, battery.max),
        }
      : null,
  };
  return { choice, copies };
}

/** The draft's copy of a chosen battery option (system batteries carry no version: 0). */
function copyOf(option: BatteryOption) {
  return {
    id: option.value,
    source: option.source,
    batterymodel: option.label,
    batterybrand: option.brand,
    batterycapacity: option.capacity,
    batterytype: option.batterytype,
    batterymincount: option.min,
    batterymaxcount: option.max,
    version: 0,
  };
}

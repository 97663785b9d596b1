/**
 * The chooser's cascade [WIZ-7]: voltage type → nominal voltage → frequency → model → battery
 * type → battery → battery count. Changing one choice clears every choice after it.
 */
import type { BatteryOption } from '@pvd/shared/catalogue/battery';
import type { VoltageTypeCode } from './inverter-api';
import { clampBatteryCount } from './inverter-groups';

export interface ChooserState {
  voltageType: VoltageTypeCode | null;
  voltageValue: string | null;
  frequency: string | null;
  inverterid: string | null;
  /** The battery's kind (its `batterytype`, e.g. 'LFP'), which narrows the battery list. */
  batteryKind: string | null;
  /** The chosen battery option. */
  battery: BatteryOption | null;
  batteryCount: number;
}

export const EMPTY_CHOOSER: ChooserState = {
  voltageType: null,
  voltageValue: null,
  frequency: null,
  inverterid: null,
  batteryKind: null,
  battery: null,
  batteryCount: 1,
};

const NO_BATTERY = { batteryKind: null, battery: null, batteryCount: 1 } as const;

export type ChooserChange =
  | { kind: 'voltageType'; value: VoltageTypeCode }
  | { kind: 'voltageValue'; value: string }
  | { kind: 'frequency'; value: string }
  | { kind: 'model'; value: string }
  | { kind: 'batteryKind'; value: string }
  | { kind: 'battery'; value: BatteryOption }
  | { kind: 'batteryCount'; value: number };

/** The state after one change: the choices after the changed one start again. */
export function changeChooser(state: ChooserState, change: ChooserChange): ChooserState {
  switch (change.kind) {
    case 'voltageType':
      return { ...EMPTY_CHOOSER, voltageType: change.value };
    case 'voltageValue':
      return { ...state, voltageValue: change.value, frequency: null, inverterid: null, ...NO_BATTERY };
    case 'frequency':
      return { ...state, frequency: change.value, inverterid: null, ...NO_BATTERY };
    case 'model':
      return { ...state, inverterid: change.value, ...NO_BATTERY };
    case 'batteryKind':
      return { ...state, batteryKind: change.value, battery: null, batteryCount: 1 };
    case 'battery':
      return {
        ...state,
        battery: change.value,
        batteryCount: clampBatteryCount(state.batteryCount, change.value.min, change.value.max),
      };
    case 'batteryCount':
      return {
        ...state,
        batteryCount: state.battery
          ? clampBatteryCount(change.value, state.battery.min, state.battery.max)
          : change.value,
      };
  }
}

/** What is missing before the chooser can answer (the fields to mark). */
export function missingChoices(state: ChooserState, isEnergyStorage: boolean): (keyof ChooserState)[] {
  const missing: (keyof ChooserState)[] = [];
  for (const field of ['voltageType', 'voltageValue', 'frequency', 'inverterid'] as const) {
    if (state[field] === null) missing.push(field);
  }
  if (isEnergyStorage) {
    if (state.batteryKind === null) missing.push('batteryKind');
    if (state.battery === null) missing.push('battery');
  }
  return missing;
}

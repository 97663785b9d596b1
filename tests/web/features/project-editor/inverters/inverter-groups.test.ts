/** The inverter step's rules on the draft's groups [WIZ-7]. */
import { describe, expect, it } from 'vitest';
import {
  type ChooserState,
  changeChooser,
  EMPTY_CHOOSER,
} from '@/features/project-editor/inverters/chooser-state';
import {
  addModel,
  clampBatteryCount,
  deleteGroup,
  editGroup,
  setInverterCount,
} from '@/features/project-editor/inverters/inverter-groups';
import { baseWithInverterCapacity } from '@/features/project-editor/model/capacity';
import { batteries, group } from '../strings-fixtures';

const wired = {
  DC: [{ mpptNo: 'MPPT1', pvArrayId: 'a', numberOfStrings: 1, numberOfComponentsPerString: 6 }],
  AC: null,
};

describe('inverter groups', () => {
  it('add a model already in the list to its count, a new one as a group of one', () => {
    const groups = addModel([group('sun-5k-g')], { inverterid: 'sun-5k-g', battery: null });
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ invertercount: 2 });
    expect(groups[0]!.inverters).toHaveLength(2);
    const two = addModel(groups, { inverterid: 'sun-8k-g', battery: null });
    expect(two.map((g) => [g.inverterid, g.invertercount])).toEqual([
      ['sun-5k-g', 2],
      ['sun-8k-g', 1],
    ]);
  });

  it('merge a group edited into another group’s model, keeping that group’s string design', () => {
    const groups = [{ ...group('sun-5k-g', 1), inverters: [wired] }, group('sun-8k-g', 2)];
    const merged = editGroup(groups, 1, { inverterid: 'sun-5k-g', battery: null });
    expect(merged).toHaveLength(1);
    expect(merged[0]!.invertercount).toBe(3);
    expect(merged[0]!.inverters).toHaveLength(3);
    expect(merged[0]!.inverters[0]).toEqual(wired);
  });

  it('start the units again when a group changes to a new model, keep them on the same model', () => {
    const groups = [{ ...group('sun-5k-g', 1), inverters: [wired] }];
    expect(editGroup(groups, 0, { inverterid: 'sun-8k-g', battery: null })[0]!.inverters).toEqual([
      { DC: [], AC: null },
    ]);
    expect(editGroup(groups, 0, { inverterid: 'sun-5k-g', battery: null })[0]!.inverters).toEqual([wired]);
  });

  it('never delete the last group', () => {
    expect(deleteGroup([group('sun-5k-g')], 0)).toHaveLength(1);
    expect(deleteGroup([group('sun-5k-g'), group('sun-8k-g')], 0).map((g) => g.inverterid)).toEqual([
      'sun-8k-g',
    ]);
  });

  it('add and remove units with the count, at least 1', () => {
    const groups = [{ ...group('sun-5k-g', 1), inverters: [wired] }];
    const three = setInverterCount(groups, 0, 3);
    expect(three[0]!.inverters).toEqual([wired, { DC: [], AC: null }, { DC: [], AC: null }]);
    expect(setInverterCount(three, 0, 0)[0]).toMatchObject({ invertercount: 1, inverters: [wired] });
  });

  it('clamp the battery count to the battery’s min..max, at least 1', () => {
    expect(clampBatteryCount(9, 2, 6)).toBe(6);
    expect(clampBatteryCount(1, 2, 6)).toBe(2);
    expect(clampBatteryCount(0, 0, 4)).toBe(1);
    expect(clampBatteryCount(3.4, 1, 4)).toBe(3);
  });

  it('re-derive the capacity in kW once strings carry panels, else keep the entered one', () => {
    expect(
      baseWithInverterCapacity({ proName: 'x', proOwnerName: 'y', proCapacity: 2, proCapacityUnit: 2 }, 4.92),
    ).toMatchObject({
      proCapacity: 4.92,
      proCapacityUnit: 1,
    });
    expect(
      baseWithInverterCapacity(
        { proName: 'x', proOwnerName: 'y', proCapacity: 4.92, proCapacityUnit: 1 },
        4.92,
      ),
    ).toBeNull();
    expect(
      baseWithInverterCapacity({ proName: 'x', proOwnerName: 'y', proCapacity: 2, proCapacityUnit: 1 }, 0),
    ).toBeNull();
  });
});

describe('the chooser cascade', () => {
  const full: ChooserState = {
    voltageType: 1,
    voltageValue: '220',
    frequency: '50',
    inverterid: 'sun-6k-sg',
    batteryKind: 'LFP',
    battery: batteries[0]!,
    batteryCount: 4,
  };

  it.each([
    ['voltage type', { kind: 'voltageType', value: 2 } as const, { ...EMPTY_CHOOSER, voltageType: 2 }],
    [
      'voltage',
      { kind: 'voltageValue', value: '230' } as const,
      { ...EMPTY_CHOOSER, voltageType: 1, voltageValue: '230' },
    ],
    [
      'frequency',
      { kind: 'frequency', value: '60' } as const,
      { ...EMPTY_CHOOSER, voltageType: 1, voltageValue: '220', frequency: '60' },
    ],
    [
      'model',
      { kind: 'model', value: 'other' } as const,
      { ...EMPTY_CHOOSER, voltageType: 1, voltageValue: '220', frequency: '50', inverterid: 'other' },
    ],
  ])('clears everything after the %s', (_, change, expected) => {
    expect(changeChooser(full, change)).toEqual(expected);
  });

  it('clamps the battery count when a battery is chosen or the count typed', () => {
    const chosen = changeChooser({ ...full, batteryCount: 9 }, { kind: 'battery', value: batteries[1]! });
    expect(chosen.batteryCount).toBe(4);
    expect(changeChooser(chosen, { kind: 'batteryCount', value: 0 }).batteryCount).toBe(1);
  });
});

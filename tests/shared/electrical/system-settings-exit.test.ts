import { systemSettingsExit } from '@pvd/shared/electrical/system-settings-exit';
import { describe, expect, it } from 'vitest';
import { INVERTER_5KW_1PH } from './fixtures/datasheets';
import { dcRow, jaArray, unit } from './fixtures/project';

/** An 8-MPPT all-access inverter (the 16-way case). */
const ALL_ACCESS_8 = {
  ...INVERTER_5KW_1PH,
  mpptcount: 8,
  maxdccurrent: '30',
  mppnumberofstrings: '2',
  maxmppt: '20000',
  maxdcpower: '150000',
  isneedallaccess: '1' as const,
};

describe('systemSettingsExit', () => {
  it('proceeds when every MPPT is designed, checked clean, and every panel connected', () => {
    // Each MPPT: 1 × 5 panels on 10 m: 209.8 V; 13.11 A (MPPTs take 13.5 A here); 2750 W;
    // loss 13.11² × (0.0175 × 10 / 4) × 2 = 15.04 W = 0.547 %
    const info = { ...INVERTER_5KW_1PH, maxdccurrent: '13.5' };
    // Act
    const exit = systemSettingsExit({
      pvArrays: [jaArray('a', 10)],
      inverterGroups: [
        { inverters: [unit(info, [dcRow('MPPT1', 'a', 1, 5, 10), dcRow('MPPT2', 'a', 1, 5, 10)])] },
      ],
      site: { minTemperatureC: -10, maxTemperatureC: 35 },
    });
    // Assess
    expect(exit).toEqual({ kind: 'proceed' });
  });

  it('blocks when an array is not fully connected', () => {
    // Act
    const exit = systemSettingsExit({
      pvArrays: [jaArray('a', 12)],
      inverterGroups: [{ inverters: [unit(INVERTER_5KW_1PH, [dcRow('MPPT1', 'a', 1, 10)])] }],
      site: { minTemperatureC: -10, maxTemperatureC: 35 },
    });
    // Assess
    expect(exit).toEqual({
      kind: 'blocked',
      blockers: [{ kind: 'array-not-fully-connected', arrayId: 'a', panelcount: 12, connectedPanels: 10 }],
    });
  });

  it('blocks an unbalanced all-access inverter with 8 MPPTs and carries the 16-way advice', () => {
    // Strings [2,2,2,2,2,2,1,1] × 10 panels = 140 panels; pair sums 4, 4, 4, 2 differ by 2
    const strings = [2, 2, 2, 2, 2, 2, 1, 1];
    const rows = strings.map((s, i) => dcRow(`MPPT${i + 1}`, 'a', s, 10, 10));
    // Act
    const exit = systemSettingsExit({
      pvArrays: [jaArray('a', 140)],
      inverterGroups: [{ inverters: [unit(ALL_ACCESS_8, rows)] }],
      site: { minTemperatureC: -10, maxTemperatureC: 35 },
    });
    // Assess
    expect(exit.kind).toBe('blocked');
    if (exit.kind !== 'blocked') return;
    const [blocker] = exit.blockers;
    expect(blocker?.kind).toBe('unbalanced-mppt-pairs');
    if (blocker?.kind !== 'unbalanced-mppt-pairs') return;
    expect(blocker.balance.pairSums).toEqual([4, 4, 4, 2]);
    expect(blocker.balance.adviceWays).toBe(16);
    expect(blocker.balance.advice).toEqual([2, 2, 2, 2, 2, 1, 2, 1]);
  });

  it('lets a balanced all-access inverter through: [2,1,2,1,1,2,2,2] → sums 3, 3, 3, 4', () => {
    // 13 strings × 10 panels = 130 panels, all connected. A 2-string MPPT on 10 m: 419.6 V,
    // 26.22 A ≤ 30 A, Voc(-10 °C) 547.0 V ≤ 600 V, 11000 W ≤ 20000 W,
    // loss 26.22² × 0.04375 × 2 = 60.16 W = 0.547 %: every check passes
    const strings = [2, 1, 2, 1, 1, 2, 2, 2];
    const rows = strings.map((s, i) => dcRow(`MPPT${i + 1}`, 'a', s, 10, 10));
    // Act
    const exit = systemSettingsExit({
      pvArrays: [jaArray('a', 130)],
      inverterGroups: [{ inverters: [unit(ALL_ACCESS_8, rows)] }],
      site: { minTemperatureC: -10, maxTemperatureC: 35 },
    });
    // Assess
    expect(exit).toEqual({ kind: 'proceed' });
  });

  it('asks to confirm unconnected, undesigned and failed MPPTs and excess panels', () => {
    // Prepare: a 4-MPPT inverter, 10 m cables: MPPT1 1 × 6 (13.11 A > 12.5 A → warning), MPPT2 array
    // but 0 strings, MPPT3 no row, MPPT4 1 × 6 (13.5 A limit: passes, loss 15.04 / 3300 W = 0.456 %);
    // the array holds 10 panels but 12 are connected
    const info = { ...INVERTER_5KW_1PH, mpptcount: 4, maxdccurrent: '12.5/12.5/12.5/13.5' };
    // Act
    const exit = systemSettingsExit({
      pvArrays: [jaArray('a', 10)],
      inverterGroups: [
        {
          inverters: [
            unit({ ...info, mppnumberofstrings: '1', maxmppt: '6000' }, [
              dcRow('MPPT1', 'a', 1, 6, 10),
              dcRow('MPPT2', 'a', 0, 6, 10),
              dcRow('MPPT4', 'a', 1, 6, 10),
            ]),
          ],
        },
      ],
      site: { minTemperatureC: -10, maxTemperatureC: 35 },
    });
    // Assess
    expect(exit).toEqual({
      kind: 'confirm',
      warnings: [
        { kind: 'mppt-check-failed', result: 'warning', groupIndex: 0, unitIndex: 0, mpptNo: 'MPPT1' },
        { kind: 'mppt-without-string-design', groupIndex: 0, unitIndex: 0, mpptNo: 'MPPT2' },
        { kind: 'unconnected-mppt', groupIndex: 0, unitIndex: 0, mpptNo: 'MPPT3' },
        { kind: 'array-excess-panels', arrayId: 'a', panelcount: 10, connectedPanels: 12 },
      ],
      panelCountUpdates: [{ arrayId: 'a', panelcount: 12 }],
    });
  });

  it('blocks while a cable carries more than its capacity, with its figures and the size to use [STR-9]', () => {
    // Prepare: the proceeding design of the first test, its AC cable 2.5 mm² PVC in conduit (A2):
    // 5500 W / (220 × 0.97) = 25.77 A against 18.5 A × √((70 − 35) / 40) = 17.31 A; 4 mm² carries
    // 25 × 0.9354 = 23.39 A, 6 mm² 32 × 0.9354 = 29.93 A
    const info = { ...INVERTER_5KW_1PH, maxdccurrent: '13.5' };
    const wired = unit(info, [dcRow('MPPT1', 'a', 1, 5, 10), dcRow('MPPT2', 'a', 1, 5, 10)]);
    const AC = {
      ...wired.AC!,
      cableMaterialArea: 2.5,
      cableInsulation: 'PVC' as const,
      cableInstallationMethod: 'A2' as const,
    };
    // Act
    const exit = systemSettingsExit({
      pvArrays: [jaArray('a', 10)],
      inverterGroups: [{ inverters: [{ ...wired, AC }] }],
      site: { minTemperatureC: -10, maxTemperatureC: 35 },
    });
    // Assess
    expect(exit.kind).toBe('blocked');
    if (exit.kind !== 'blocked') return;
    expect(exit.blockers).toHaveLength(1);
    const [blocker] = exit.blockers;
    expect(blocker).toMatchObject({
      kind: 'ac-cable-overheats',
      groupIndex: 0,
      unitIndex: 0,
      advice: { kind: 'resize', areaMm2: 6 },
    });
    if (blocker?.kind !== 'ac-cable-overheats') return;
    expect(blocker.designCurrentA).toBeCloseTo(25.77, 2);
    expect(blocker.capacityA).toBeCloseTo(17.31, 2);
  });

  it('blocks on an overheating DC cable, naming its MPPT', () => {
    // 1.25 × 14.0 = 17.5 A on 1.5 mm² PVC, method A1 (14.5 A at 30 °C)
    const info = { ...INVERTER_5KW_1PH, maxdccurrent: '13.5' };
    const thin = {
      ...dcRow('MPPT2', 'a', 1, 5, 10),
      cableMaterialArea: 1.5,
      cableInsulation: 'PVC' as const,
      cableInstallationMethod: 'A1' as const,
    };
    // Act
    const exit = systemSettingsExit({
      pvArrays: [jaArray('a', 10)],
      inverterGroups: [{ inverters: [unit(info, [dcRow('MPPT1', 'a', 1, 5, 10), thin])] }],
      site: { minTemperatureC: -10, maxTemperatureC: 30 },
    });
    // Assess
    expect(exit.kind === 'blocked' && exit.blockers).toEqual([
      {
        kind: 'dc-cable-overheats',
        groupIndex: 0,
        unitIndex: 0,
        mpptNo: 'MPPT2',
        designCurrentA: 17.5,
        capacityA: 14.5,
        advice: { kind: 'resize', areaMm2: 2.5 },
      },
    ]);
  });
});

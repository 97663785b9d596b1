import {
  arrayAllocations,
  checkProjectCompleteness,
  orphanDcRows,
} from '@pvd/shared/electrical/completeness';
import { describe, expect, it } from 'vitest';
import { INVERTER_5KW_1PH } from './fixtures/datasheets';
import { dcRow, jaArray, unit } from './fixtures/project';

describe('checkProjectCompleteness', () => {
  it('is incomplete with no inverter and no PV array', () => {
    // Act
    const result = checkProjectCompleteness({ pvArrays: [], inverterGroups: [] });
    // Assess
    expect(result.complete).toBe(false);
    expect(result.reasons).toEqual([{ kind: 'no-inverter' }, { kind: 'no-pv-array' }]);
  });

  it('is incomplete with an inverter group holding no unit', () => {
    // Act
    const result = checkProjectCompleteness({
      pvArrays: [jaArray('a', 10)],
      inverterGroups: [{ inverters: [] }],
    });
    // Assess
    expect(result.reasons).toContainEqual({ kind: 'no-inverter' });
  });

  it('is complete when every panel is connected: 10 panels as 1 × 10', () => {
    // Act
    const result = checkProjectCompleteness({
      pvArrays: [jaArray('a', 10)],
      inverterGroups: [{ inverters: [unit(INVERTER_5KW_1PH, [dcRow('MPPT1', 'a', 1, 10)])] }],
    });
    // Assess
    expect(result).toEqual({ complete: true, reasons: [], excessPanels: [] });
  });

  it('is incomplete when an array has panels not connected: 12 panels, 1 × 10 connected', () => {
    // Act
    const result = checkProjectCompleteness({
      pvArrays: [jaArray('a', 12)],
      inverterGroups: [{ inverters: [unit(INVERTER_5KW_1PH, [dcRow('MPPT1', 'a', 1, 10)])] }],
    });
    // Assess
    expect(result.complete).toBe(false);
    expect(result.reasons).toEqual([
      { kind: 'array-not-fully-connected', arrayId: 'a', panelcount: 12, connectedPanels: 10 },
    ]);
  });

  it('is incomplete when a string refers to a removed array', () => {
    // Act
    const result = checkProjectCompleteness({
      pvArrays: [jaArray('a', 10)],
      inverterGroups: [
        { inverters: [unit(INVERTER_5KW_1PH, [dcRow('MPPT1', 'a', 1, 10), dcRow('MPPT2', 'gone', 1, 8)])] },
      ],
    });
    // Assess
    expect(result.complete).toBe(false);
    expect(result.reasons).toEqual([
      {
        kind: 'string-refers-to-removed-array',
        groupIndex: 0,
        unitIndex: 0,
        mpptNo: 'MPPT2',
        pvArrayId: 'gone',
      },
    ]);
  });

  it('flags panels allocated beyond the count without blocking: 10 panels, 2 × 6 = 12 connected', () => {
    // Act
    const result = checkProjectCompleteness({
      pvArrays: [jaArray('a', 10)],
      inverterGroups: [
        { inverters: [unit(INVERTER_5KW_1PH, [dcRow('MPPT1', 'a', 1, 6), dcRow('MPPT2', 'a', 1, 6)])] },
      ],
    });
    // Assess
    expect(result.complete).toBe(true);
    expect(result.excessPanels).toEqual([{ arrayId: 'a', panelcount: 10, connectedPanels: 12 }]);
  });
});

describe('arrayAllocations', () => {
  it('sums strings × panels per string across units and groups', () => {
    // Act: a gets 1 × 10 + 2 × 5 = 20; b gets 1 × 7
    const allocations = arrayAllocations(
      [jaArray('a', 20), jaArray('b', 7)],
      [
        { inverters: [unit(INVERTER_5KW_1PH, [dcRow('MPPT1', 'a', 1, 10), dcRow('MPPT2', 'b', 1, 7)])] },
        { inverters: [unit(INVERTER_5KW_1PH, [dcRow('MPPT1', 'a', 2, 5)])] },
      ],
    );
    // Assess
    expect(allocations).toEqual([
      { arrayId: 'a', panelcount: 20, connectedPanels: 20 },
      { arrayId: 'b', panelcount: 7, connectedPanels: 7 },
    ]);
  });
});

describe('orphanDcRows', () => {
  it('ignores a row naming a removed array when it carries no strings', () => {
    expect(
      orphanDcRows(
        [jaArray('a', 10)],
        [{ inverters: [unit(INVERTER_5KW_1PH, [dcRow('MPPT1', 'gone', 0, 10)])] }],
      ),
    ).toEqual([]);
  });
});

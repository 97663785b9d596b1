/** The system settings step's changes to the draft (pure): rows, copying, an automatic design. */
import { autoDesign } from '@pvd/shared/electrical/auto-design';
import { describe, expect, it } from 'vitest';
import {
  applyAutoDesign,
  applyPanelCounts,
  copyStringDesign,
  patchAcEntry,
  patchDcEntry,
} from '@/features/project-editor/system-settings/string-design';
import { draftWith, inverter5k, panel540 } from '../strings-fixtures';

const unit0 = { groupIndex: 0, unitIndex: 0 };
const unit1 = { groupIndex: 0, unitIndex: 1 };

function body() {
  return draftWith(0, [
    {
      inverterid: 'sun-5k-g',
      invertercount: 2,
      inverters: [
        { DC: [], AC: null },
        { DC: [], AC: null },
      ],
    },
  ]).body;
}

describe('string design changes', () => {
  it('create a DC row with the default material on its first change, then change only it', () => {
    const once = patchDcEntry(body(), unit0, 'MPPT2', { pvArrayId: 'a' }, 'copper');
    expect(once.inverter![0]!.inverters[0]!.DC).toEqual([
      {
        mpptNo: 'MPPT2',
        pvArrayId: 'a',
        numberOfStrings: 0,
        numberOfComponentsPerString: 0,
        cableMaterialId: 'copper',
        cableMaterialLength: 0,
        cableMaterialArea: 0,
      },
    ]);
    const twice = patchDcEntry(once, unit0, 'MPPT2', { numberOfStrings: 1 }, 'alu');
    expect(twice.inverter![0]!.inverters[0]!.DC![0]).toMatchObject({
      numberOfStrings: 1,
      cableMaterialId: 'copper',
    });
    expect(twice.inverter![0]!.inverters[1]!.DC).toEqual([]);
  });

  it('create the AC cable with the default material', () => {
    const next = patchAcEntry(body(), unit1, { cableMaterialLength: 25 }, 'copper');
    expect(next.inverter![0]!.inverters[1]!.AC).toEqual({
      cableMaterialId: 'copper',
      cableMaterialLength: 25,
      cableMaterialArea: 0,
    });
  });

  it('copy the DC rows as new objects, so a later change to one unit leaves the other', () => {
    const designed = patchDcEntry(body(), unit0, 'MPPT1', { pvArrayId: 'a', numberOfStrings: 1 }, 'copper');
    const copied = copyStringDesign(designed, unit0, [unit1]);
    expect(copied.inverter![0]!.inverters[1]!.DC).toEqual(copied.inverter![0]!.inverters[0]!.DC);
    expect(copied.inverter![0]!.inverters[1]!.DC![0]).not.toBe(copied.inverter![0]!.inverters[0]!.DC![0]);
  });

  it('write an automatic design into the units it was made for, one row per MPPT', () => {
    // 12 LONGi 540 W on the second unit alone: 6 + 6 (3 240 W of 3 300 W per MPPT).
    const design = autoDesign({
      pvArrays: [{ id: 'a', panelcount: 12, panel: panel540 }],
      inverters: [{ info: inverter5k }],
      site: { minTemperatureC: -4, maxTemperatureC: 38 },
      dcCable: { resistivityOhmMm2PerM: 0.0175, lengthM: 10, areaMm2: 4 },
    });
    const next = applyAutoDesign(body(), [unit1], [2], design, {
      materialId: 'copper',
      resistivity: 0.0175,
      lengthM: 10,
      areaMm2: 4,
    });
    expect(next.inverter![0]!.inverters[0]!.DC).toEqual([]);
    expect(next.inverter![0]!.inverters[1]!.DC).toEqual(
      ['MPPT1', 'MPPT2'].map((mpptNo) => ({
        mpptNo,
        pvArrayId: 'a',
        numberOfStrings: 1,
        numberOfComponentsPerString: 6,
        cableMaterialId: 'copper',
        cableMaterialLength: 10,
        cableMaterialArea: 4,
      })),
    );
  });

  it('raise the panel counts the exit confirmation accepted', () => {
    expect(applyPanelCounts(body(), [{ arrayId: 'a', panelcount: 14 }]).pvArray![0]!.panelcount).toBe(14);
  });
});

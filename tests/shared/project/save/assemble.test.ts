/**
 * Assembling the stored project: copies [PRJ-9], peak power, check results [STR-6], capacity from
 * the inverters [PRJ-7] and completeness, each case of [PRJ-3] written out. Figures worked by hand
 * from the LR5-54HPH-410M datasheet and the SUN-5K-G limits.
 */

import type { ProjectInput } from '@pvd/shared/project/record/project';
import { assembleProject, type ProjectMeta } from '@pvd/shared/project/save/assemble';
import { describe, expect, it } from 'vitest';
import { dc, homeCopies, homeProject } from '../support/home-project';

const meta: ProjectMeta = {
  projectId: 'p1',
  proType: 0,
  version: 1,
  createTime: '2026-11-24T08:00:00.000Z',
  now: '2026-11-24T08:00:00.000Z',
  sharedBy: null,
};

function assemble(input: ProjectInput) {
  const result = assembleProject(input, homeCopies, meta);
  if (!result.ok) throw new Error(`missing copies: ${JSON.stringify(result.missing)}`);
  return result.record;
}

describe('assembleProject', () => {
  it('copies the panel, computes peak power and checks every MPPT row', () => {
    // Act
    const record = assemble(homeProject());
    // Assess: 12 × 410 W = 4.92 kW (2 decimals).
    expect(record.pvArray[0]).toMatchObject({
      peakpower: 4.92,
      panelname: 'LONGi LR5-54HPH-410M (Hi-MO 5m)',
    });
    // 6 × 31.35 V = 188.1 V within 80-500 V; 13.08 A > 13 A → warning (single phase: not an error);
    // Voc at −4 ℃: 37.45 × (1 − 0.0027 × 29) × 6 = 207.1 V ≤ 550 V; 2 460 W ≤ 3 500 W;
    // DC loss 13.08² × (0.0175 × 20 / 4) × 2 = 29.94 W = 1.22 % ≥ 1 % → warning.
    const unit = record.inverter[0]!.inverters[0]!;
    expect(unit.DC.map((entry) => entry.checkResult)).toEqual(['warning', 'warning']);
    expect(unit.DC[0]).toMatchObject({ name: 'Copper', cableMaterialResistivity: 0.0175 });
    // 4 920 W / 5 000 W / 0.972 = 101.23 %.
    expect(unit.AC).toMatchObject({ totalStringPower: 4920, acRatedPowerRatio: 101.23 });
  });

  it('stores each cable’s design current, capacity and suggested size [STR-9] [STR-10]', () => {
    // Prepare: the AC cable 1.5 mm², XLPE in conduit in a wall (A1), at a 40 °C site
    const input = homeProject();
    input.mapLocation.proMaxTemperature = 40;
    const unitInput = input.inverter[0]!.inverters[0]!;
    unitInput.AC = { ...unitInput.AC!, cableMaterialArea: 1.5, cableInstallationMethod: 'A1' };
    // Act
    const unit = assemble(input).inverter[0]!.inverters[0]!;
    // Assess: DC 1.25 × 13.87 = 17.34 A on 4 mm² XLPE C (45 A × √(50 / 60) = 41.08 A); its 1.22 %
    // loss suggests 6 mm² (0.81 %).
    expect(unit.DC[0]).toMatchObject({
      checkResult: 'warning',
      designCurrent: 17.34,
      currentCapacity: 41.08,
      suggestedArea: 6,
    });
    // AC 5 500 W / (220 × 0.97) = 25.77 A on 1.5 mm² A1: 19 A × 0.9129 = 17.34 A → error; 2.5 mm²
    // carries 26 × 0.9129 = 23.73 A, 4 mm² 35 × 0.9129 = 31.95 A.
    expect(unit.AC).toMatchObject({
      checkResult: 'error',
      designCurrent: 25.77,
      currentCapacity: 17.34,
      suggestedArea: 4,
      cableInstallationMethod: 'A1',
    });
  });

  it('derives the capacity from the inverters once strings carry panels, 2 decimals', () => {
    const record = assemble(homeProject());
    expect(record.projectBase).toMatchObject({ proCapacity: 4.92, proCapacityKw: 4.92 });
  });

  it('keeps the entered capacity, converted to kW with 3 decimals, while no string carries panels', () => {
    const input = homeProject({ inverter: [] });
    input.projectBase = { ...input.projectBase, proCapacity: 1.23456, proCapacityUnit: 2 };
    const record = assemble(input);
    expect(record.projectBase).toMatchObject({
      proCapacity: 1.23456,
      proCapacityUnit: 2,
      proCapacityKw: 1234.56,
    });
  });

  it('shows a capacity derived in kW in the unit entered (MW), 3 decimals', () => {
    const input = homeProject();
    input.projectBase = { ...input.projectBase, proCapacityUnit: 2 };
    expect(assemble(input).projectBase).toMatchObject({ proCapacity: 0.005, proCapacityKw: 4.92 });
  });

  it('answers the references whose catalogue item is gone, with their fields', () => {
    const input = homeProject();
    input.inverter[0]!.inverterid = 'deleted-model';
    const result = assembleProject(input, homeCopies, meta);
    expect(result).toEqual({ ok: false, missing: [{ path: ['inverter', 0, 'inverterid'] }] });
  });

  it('keeps no user load in the record when none was sent, and null losses and investment as null (defaults)', () => {
    const record = assemble(homeProject());
    expect([record.proUserLoadInformation, record.systemLoss, record.investment]).toEqual([null, null, null]);
  });
});

describe('isComplete', () => {
  it('is 1 when every panel is wired and every string names an array of the project', () => {
    expect(assemble(homeProject()).isComplete).toBe(1);
  });

  it('is 0 with no inverter', () => {
    expect(assemble(homeProject({ inverter: [] })).isComplete).toBe(0);
  });

  it('is 0 with no PV array (the strings then name a removed array)', () => {
    expect(assemble(homeProject({ pvArray: [] })).isComplete).toBe(0);
  });

  it('is 0 when an array has panels not wired: 14 panels, 2 × 6 wired', () => {
    const input = homeProject();
    input.pvArray[0]!.panelcount = 14;
    expect(assemble(input).isComplete).toBe(0);
  });

  it('is 0 when a string refers to a removed array', () => {
    const input = homeProject();
    input.inverter[0]!.inverters[0]!.DC[1] = dc('MPPT2', 'removed', 1, 6) as never;
    input.pvArray[0]!.panelcount = 6;
    expect(assemble(input).isComplete).toBe(0);
  });

  it('is 1 when panels are wired beyond the array’s count (flagged, not blocking): 10 panels, 12 wired', () => {
    const input = homeProject();
    input.pvArray[0]!.panelcount = 10;
    expect(assemble(input).isComplete).toBe(1);
  });
});

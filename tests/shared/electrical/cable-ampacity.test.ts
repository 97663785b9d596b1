/**
 * Cable capacities against IEC 60364-5-52:2009 Annex B: the tabulated copper capacities (Tables
 * B.52.2 to B.52.5, B.52.10, B.52.12) as printed, the ambient temperature factors of Tables
 * B.52.14 (air) and B.52.15 (ground) to their printed two decimals, the grouping factors of
 * Tables B.52.17 and B.52.19, and the aluminium columns of Table B.52.4 within 3 % by the
 * √(ρ copper / ρ aluminium) scaling [STR-9].
 */
import {
  ambientTemperatureFactor,
  cableAmpacityA,
  dcDesignCurrentA,
  groupingFactor,
  materialFactor,
  smallestPassingCrossSectionMm2,
  tabulatedCopperCapacityA,
} from '@pvd/shared/electrical/cable-ampacity';
import { acLineCurrentA } from '@pvd/shared/electrical/cable-loss';
import { describe, expect, it } from 'vitest';

describe('tabulated copper capacity', () => {
  it.each([
    // [table, insulation, loaded, method, mm², A as printed]
    ['B.52.2', 'PVC', 2, 'C', 2.5, 27],
    ['B.52.3', 'PVC', 3, 'B2', 4, 27],
    ['B.52.3', 'PVC', 3, 'B2', 120, 206],
    ['B.52.4', 'XLPE', 2, 'C', 4, 45],
    ['B.52.4', 'XLPE', 2, 'A1', 16, 81],
    ['B.52.5', 'XLPE', 3, 'C', 4, 40],
    ['B.52.5', 'XLPE', 3, 'D1', 240, 324],
    ['B.52.12', 'XLPE', 2, 'E', 6, 63],
    ['B.52.10', 'PVC', 3, 'E', 35, 126],
  ] as const)(
    'Table %s: %s, %i loaded, method %s, %f mm² carries %f A',
    (_t, ins, loaded, method, area, amps) => {
      expect(tabulatedCopperCapacityA(area, ins, method, loaded)).toBe(amps);
    },
  );

  it('takes the smaller standard size for a size between two, nothing under 1.5 mm²', () => {
    expect(tabulatedCopperCapacityA(5, 'XLPE', 'C', 2)).toBe(45); // as 4 mm²
    expect(tabulatedCopperCapacityA(1, 'XLPE', 'C', 2)).toBe(0);
    expect(tabulatedCopperCapacityA(400, 'XLPE', 'C', 2)).toBe(693); // as 300 mm²
  });
});

describe('ambient temperature factor', () => {
  it.each([
    // Table B.52.14 (air, reference 30 °C)
    ['PVC', 'C', 10, 1.22],
    ['PVC', 'C', 25, 1.06],
    ['PVC', 'C', 40, 0.87],
    ['PVC', 'C', 50, 0.71],
    ['PVC', 'C', 60, 0.5],
    ['XLPE', 'C', 10, 1.15],
    ['XLPE', 'C', 40, 0.91],
    ['XLPE', 'C', 50, 0.82],
    ['XLPE', 'E', 60, 0.71],
    ['XLPE', 'C', 70, 0.58],
    ['XLPE', 'C', 80, 0.41],
    // Table B.52.15 (ground, reference 20 °C)
    ['PVC', 'D1', 30, 0.89],
    ['XLPE', 'D1', 30, 0.93],
    ['XLPE', 'D1', 10, 1.07],
  ] as const)('%s, method %s, %f °C: %f', (ins, method, ambient, printed) => {
    expect(ambientTemperatureFactor(ins, method, ambient)).toBeCloseTo(printed, 2);
  });

  it('lets nothing flow at or above the insulation limit', () => {
    expect(ambientTemperatureFactor('PVC', 'C', 70)).toBe(0);
    expect(ambientTemperatureFactor('PVC', 'C', 75)).toBe(0);
  });
});

describe('grouping factor', () => {
  it('bunched circuits, Table B.52.17 item 1', () => {
    expect([1, 2, 3, 4, 6, 9].map((n) => groupingFactor('C', n))).toEqual([1, 0.8, 0.7, 0.65, 0.57, 0.5]);
    expect(groupingFactor('B1', 12)).toBe(0.45);
    expect(groupingFactor('A1', 10)).toBe(0.45); // between 9 and 12: the 12's
    expect(groupingFactor('C', 20)).toBe(0.38);
  });

  it('one layer on a perforated tray, item 4, no further reduction beyond nine', () => {
    expect([2, 3, 6, 9, 15].map((n) => groupingFactor('E', n))).toEqual([0.88, 0.82, 0.73, 0.72, 0.72]);
  });

  it('ducts in the ground, Table B.52.19, then the lower bunched factor', () => {
    expect([2, 3, 6].map((n) => groupingFactor('D1', n))).toEqual([0.85, 0.75, 0.6]);
    expect(groupingFactor('D1', 8)).toBe(0.52);
  });
});

describe('conductor material', () => {
  it.each([
    // Table B.52.4 aluminium, method A1 (XLPE, two loaded): mm², A
    [16, 64],
    [25, 84],
    [50, 125],
    [120, 220],
  ])('aluminium %f mm² within 3 %% of the printed %f A', (area, printed) => {
    const amps = tabulatedCopperCapacityA(area, 'XLPE', 'A1', 2) * materialFactor(0.0283);
    expect(Math.abs(amps / printed - 1)).toBeLessThan(0.03);
  });

  it('copper as stored (0.0175) is the table itself', () => {
    expect(materialFactor(0.0175)).toBe(1);
  });
});

describe('the capacity where a cable is laid', () => {
  it('multiplies the table by the three factors', () => {
    // 6 mm² copper XLPE, method C, three loaded, 45 °C, three circuits bunched:
    // 52 A × √((90 − 45) / 60) × 0.70 = 52 × 0.8660 × 0.70 = 31.52 A
    const amps = cableAmpacityA({
      areaMm2: 6,
      resistivityOhmMm2PerM: 0.0175,
      loadedConductors: 3,
      laying: { insulation: 'XLPE', method: 'C', groupedCircuits: 3, ambientTemperatureC: 45 },
    });
    expect(amps).toBeCloseTo(31.52, 2);
  });

  it('finds that a 50 kW three-phase inverter overheats 4 mm² copper', () => {
    // P / (658.16 V × 0.97) = 78.3 A on 4 mm² XLPE, method C, three loaded, 30 °C: 40 A
    const current = acLineCurrentA(50_000, 'Three-Phase');
    const laying = { insulation: 'XLPE', method: 'C', groupedCircuits: 1, ambientTemperatureC: 30 } as const;
    const capacity = (areaMm2: number) =>
      cableAmpacityA({ areaMm2, resistivityOhmMm2PerM: 0.0175, loadedConductors: 3, laying });
    expect(current).toBeCloseTo(78.32, 2);
    expect(capacity(4)).toBe(40);
    // 16 mm² carries 96 A ≥ 78.3 A; 10 mm² only 71 A.
    expect(smallestPassingCrossSectionMm2((a) => capacity(a) >= current)).toBe(16);
  });

  it('is null when no standard size passes', () => {
    expect(smallestPassingCrossSectionMm2(() => false)).toBeNull();
  });
});

describe('DC design current', () => {
  it('is 1.25 × Isc × strings (IEC 62548)', () => {
    expect(dcDesignCurrentA(13.9, 2)).toBeCloseTo(34.75, 10);
  });
});

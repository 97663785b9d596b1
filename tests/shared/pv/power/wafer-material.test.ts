import {
  FALLBACK_TEMP_COEFFICIENT_PMAX,
  resolveTempCoefficientPmax,
  WAFER_MATERIAL_TEMP_COEFFICIENTS,
} from '@pvd/shared/pv/power/wafer-material';
import { describe, expect, it } from 'vitest';

// The 19 wafer materials of the panel form [CAT-1], spelled as there.
const SPEC_MATERIALS = [
  'poly',
  'multi',
  'mono',
  'triple a-Si',
  'CdTe',
  'Apex',
  'CIS',
  'tripel-junction',
  'CSG',
  'amorph',
  'CTS',
  'a-Si',
  'nano',
  'ribbon',
  'CdS/CdTe',
  'CIGS',
  'HIT',
  'EFG',
  'A-300',
];

describe('wafer material temperature coefficients', () => {
  it('covers every material of the spec with a sourced coefficient', () => {
    expect(Object.keys(WAFER_MATERIAL_TEMP_COEFFICIENTS).sort()).toEqual([...SPEC_MATERIALS].sort());
    for (const entry of Object.values(WAFER_MATERIAL_TEMP_COEFFICIENTS)) {
      expect(entry.tempCoefficientPmax).toBeLessThan(-0.1);
      expect(entry.tempCoefficientPmax).toBeGreaterThan(-0.5);
      expect(entry.basis).toMatch(/\[\d\]/);
    }
  });

  it('orders technologies as the literature does: a-Si < HJT < CdTe < c-Si in magnitude', () => {
    const gamma = (m: keyof typeof WAFER_MATERIAL_TEMP_COEFFICIENTS) =>
      WAFER_MATERIAL_TEMP_COEFFICIENTS[m].tempCoefficientPmax;
    expect(Math.abs(gamma('a-Si'))).toBeLessThan(Math.abs(gamma('HIT')));
    expect(Math.abs(gamma('HIT'))).toBeLessThan(Math.abs(gamma('CdTe')));
    expect(Math.abs(gamma('CdTe'))).toBeLessThan(Math.abs(gamma('mono')));
  });
});

describe('resolveTempCoefficientPmax', () => {
  it("prefers the panel's own coefficient", () => {
    expect(resolveTempCoefficientPmax(-0.29, 'mono')).toBe(-0.29);
  });

  it('falls back to the material, matched loosely, then to standard c-Si', () => {
    expect(resolveTempCoefficientPmax(undefined, 'Triple A-Si')).toBe(-0.21);
    expect(resolveTempCoefficientPmax(null, 'cds/cdte')).toBe(-0.28);
    expect(resolveTempCoefficientPmax(Number.NaN, 'unobtainium')).toBe(FALLBACK_TEMP_COEFFICIENT_PMAX);
    expect(resolveTempCoefficientPmax()).toBe(-0.37);
  });
});

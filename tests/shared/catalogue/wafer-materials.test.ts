import {
  DEFAULT_WAFER_MATERIAL,
  findWaferMaterial,
  WAFER_MATERIALS,
  waferMaterialField,
} from '@pvd/shared/catalogue/wafer-materials';
import { describe, expect, it } from 'vitest';

describe('wafer materials', () => {
  it('are the 19 of the panel form in its order, the first being the default', () => {
    // Assess
    expect(WAFER_MATERIALS).toHaveLength(19);
    expect(WAFER_MATERIALS[0]).toBe('poly');
    expect(WAFER_MATERIALS.at(-1)).toBe('A-300');
    expect(WAFER_MATERIALS).toContain('tripel-junction');
    expect(DEFAULT_WAFER_MATERIAL).toBe('poly');
  });

  it('are matched whatever the case, and a blank value takes the default', () => {
    // Act / Assess
    expect(findWaferMaterial(' cdte ')).toBe('CdTe');
    expect(waferMaterialField.parse('hit')).toBe('HIT');
    expect(waferMaterialField.parse('')).toBe('poly');
    expect(waferMaterialField.parse(undefined)).toBe('poly');
  });

  it('refuses a material outside the list', () => {
    // Act
    const result = waferMaterialField.safeParse('perovskite');
    // Assess
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('invalidValue');
  });
});

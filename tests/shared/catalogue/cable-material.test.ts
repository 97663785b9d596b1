import { cableMaterialFields, DEFAULT_CABLE_MATERIALS } from '@pvd/shared/catalogue/cable-material';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const form = z.object(cableMaterialFields);

describe('cable material form', () => {
  it('requires material and resistivity with their own messages', () => {
    expect(form.safeParse({}).error?.issues.map((i) => i.message)).toEqual([
      'materialRequired',
      'resistivityRequired',
    ]);
  });

  it('says the resistivity must be numeric, and above zero', () => {
    expect(form.safeParse({ material: 'Cu', resistivity: 'x' }).error?.issues[0]?.message).toBe(
      'resistivityNumeric',
    );
    expect(form.safeParse({ material: 'Cu', resistivity: 0 }).error?.issues[0]?.message).toBe(
      'resistivityPositive',
    );
  });
});

describe('DEFAULT_CABLE_MATERIALS', () => {
  it('are copper (the default) and aluminium, within 2 % of IEC 60028 / IEC 60889 at 20 °C', () => {
    // Prepare: 1/58 Ω·mm²/m for annealed copper (IEC 60028), 0.028264 for aluminium (IEC 60889).
    const [copper, aluminium] = DEFAULT_CABLE_MATERIALS;
    // Assess
    expect(copper?.isDefault).toBe(1);
    expect(aluminium?.isDefault).toBe(0);
    expect(Math.abs(copper!.resistivity / (1 / 58) - 1)).toBeLessThan(0.02);
    expect(Math.abs(aluminium!.resistivity / 0.028264 - 1)).toBeLessThan(0.02);
    expect(copper?.name).toEqual({ 'zh-CN': '铜', en: 'Copper' });
  });
});

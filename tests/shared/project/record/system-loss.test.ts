import { systemLossWithDefaults } from '@pvd/shared/project/record/system-loss';
import { describe, expect, it } from 'vitest';

/** The defaults [WIZ-10]: incidence angle 0.05, soiling 3, thermal 0, LID 2, ageing 0.6 %/year; the rest 0. */
const defaults = {
  incidenceanglelosses: 0.05,
  soilinglosses: 3,
  thermallosses: 0,
  lidlosses: 2,
  modulequalitylosses: 0,
  mismatchlosses: 0,
  systemunavailabilityloss: 0,
  componentagingdecay: 0.6,
};

describe('systemLossWithDefaults', () => {
  it('answers the defaults for a null record, marked as defaults', () => {
    expect(systemLossWithDefaults(null)).toEqual({ ...defaults, isDefault: true });
    expect(systemLossWithDefaults({ soilinglosses: null })).toEqual({ ...defaults, isDefault: true });
  });

  it('keeps the project’s own figures and fills the rest with defaults', () => {
    expect(systemLossWithDefaults({ soilinglosses: 5, mismatchlosses: 1 })).toEqual({
      ...defaults,
      soilinglosses: 5,
      mismatchlosses: 1,
      isDefault: false,
    });
  });
});

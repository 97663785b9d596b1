import { systemInverterFields } from '@pvd/shared/catalogue/system-inverter';
import { describe, expect, it } from 'vitest';
import {
  comparableModelName,
  INVERTER_FIELD_ORDER,
  inverterPayload,
  newInverterValues,
} from '@/features/maintain-import/components/inverters/inverter-values';

describe('inverter form values', () => {
  it('starts a new model with the defaults: Single-Phase, 50 Hz, 220 V, one string per MPPT', () => {
    // Act
    const values = newInverterValues(2);
    // Assess
    expect(values).toMatchObject({
      invertertype: '2',
      mainsvoltype: 'Single-Phase',
      nominalgridfrequency: '50',
      nominalgridvoltage: '220',
      mppnumberofstrings: '1',
      us: '0',
      isneedallaccess: '0',
      modelname: '',
    });
  });

  it('has one form field for every field of the model, each once', () => {
    // Act
    const fields = [...INVERTER_FIELD_ORDER].sort();
    // Assess
    expect(fields).toEqual(Object.keys(systemInverterFields).sort());
  });

  it('sends numbers as numbers and keeps per-MPPT lists and unreadable numbers as typed', () => {
    // Prepare
    const values = { ...newInverterValues(1), sizelength: ' 330 ', weight: '11,5', maxdcvoltage: '550/550' };
    // Act
    const payload = inverterPayload(values);
    // Assess
    expect(payload).toMatchObject({
      invertertype: 1,
      sizelength: 330,
      weight: '11,5',
      maxdcvoltage: '550/550',
    });
  });

  it('compares model names as the catalogue does: trimmed, spaces collapsed, case ignored', () => {
    // Act
    const same = comparableModelName('  sun-5k   G ') === comparableModelName('SUN-5K G');
    // Assess
    expect(same).toBe(true);
  });
});

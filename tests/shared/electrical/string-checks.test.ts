import { readInverterLimits } from '@pvd/shared/electrical/inverter-limits';
import { checkDcEntry, checkMpptRow, type MpptRowInput } from '@pvd/shared/electrical/string-checks';
import { describe, expect, it } from 'vitest';
import {
  COPPER_OHM_MM2_PER_M,
  INVERTER_5KW_1PH,
  INVERTER_100KW_3PH,
  JA_SOLAR_550,
  SIEMENS_SM46,
} from './fixtures/datasheets';

const limits5kW = readInverterLimits(INVERTER_5KW_1PH);
const limits100kW = readInverterLimits(INVERTER_100KW_3PH);

/** XLPE, method C, alone, at the tables' own 30 °C: every capacity factor 1. */
const TABLE_LAYING = {
  insulation: 'XLPE',
  method: 'C',
  groupedCircuits: 1,
  ambientTemperatureC: 30,
} as const;

/** One row on the 5 kW inverter, MPPT1, 30 m of 4 mm² copper, cold site (-25 °C). */
function row5kW(overrides: Partial<MpptRowInput>): MpptRowInput {
  return {
    limits: limits5kW,
    mpptIndex: 0,
    panel: JA_SOLAR_550,
    numberOfStrings: 1,
    numberOfComponentsPerString: 10,
    dcCable: { resistivityOhmMm2PerM: COPPER_OHM_MM2_PER_M, lengthM: 30, areaMm2: 4 },
    dcCableLaying: TABLE_LAYING,
    siteMinTemperatureC: -25,
    ...overrides,
  };
}

describe('checkMpptRow on a 5 kW single-phase inverter at a cold site (-25 °C)', () => {
  it('works out every figure of 1 string × 10 JA Solar 550 W panels', () => {
    // (1) V = 41.96 × 10 = 419.6 V, within 90-520 V → success
    // (2) I = 13.11 × 1 = 13.11 A > 12.5 A → warning (single phase)
    // (3) Voc(-25 °C) = 49.90 × (1 + 0.00275 × 50) = 56.76125 V; × 10 = 567.6125 V ≤ 600 V → success
    // (4) P = 550 × 10 × 1 = 5500 W ≤ 6000 W → success
    // (5) loss = 13.11² × (0.0175 × 30 / 4) × 2 = 45.11642625 → 45.12 W; 45.12 / 5500 = 0.8204 % < 1 % → success
    // (6) I_B = 1.25 × 14.0 × 1 = 17.5 A ≤ 45 A (4 mm² XLPE, method C, two loaded, 30 °C) → success
    // Act
    const check = checkMpptRow(row5kW({}));
    // Assess
    expect(check.stringVoltageV).toBeCloseTo(419.6, 9);
    expect(check.stringCurrentA).toBeCloseTo(13.11, 9);
    expect(check.openCircuitVoltageAtMinV).toBeCloseTo(567.6125, 9);
    expect(check.stringPowerW).toBe(5500);
    expect(check.dcCableLossW).toBe(45.12);
    expect(check.dcCableLossPercent).toBeCloseTo(0.82036364, 7);
    expect(check.checks).toEqual({
      voltageRange: 'success',
      maxDcCurrent: 'warning',
      openCircuitVoltage: 'success',
      stringInputPower: 'success',
      dcPowerLossRate: 'success',
      cableAmpacity: 'success',
    });
    expect(check.dcDesignCurrentA).toBeCloseTo(17.5, 9);
    expect(check.dcCableCapacityA).toBeCloseTo(45, 9);
    expect(check.dcCableAdvice).toEqual({ kind: 'fits' });
    expect(check.result).toBe('warning');
  });

  it('fails the open-circuit voltage check with 11 panels: 56.76125 × 11 = 624.37 V > 600 V', () => {
    // Act
    const check = checkMpptRow(row5kW({ numberOfComponentsPerString: 11 }));
    // Assess
    expect(check.openCircuitVoltageAtMinV).toBeCloseTo(624.37375, 9);
    expect(check.checks.openCircuitVoltage).toBe('error');
    expect(check.result).toBe('error');
  });

  it('passes 11 panels at +5 °C: 49.90 × (1 + 0.00275 × 20) × 11 = 579.09 V', () => {
    // ΔT = 5 - 25 = -20 K; 49.90 × 1.055 = 52.6445 V; × 11 = 579.0895 V ≤ 600 V
    // Act
    const check = checkMpptRow(row5kW({ numberOfComponentsPerString: 11, siteMinTemperatureC: 5 }));
    // Assess
    expect(check.openCircuitVoltageAtMinV).toBeCloseTo(579.0895, 9);
    expect(check.checks.openCircuitVoltage).toBe('success');
  });

  it('errors when the string voltage is below the MPP range: 2 × 41.96 = 83.92 V < 90 V', () => {
    // Act
    const check = checkMpptRow(row5kW({ numberOfComponentsPerString: 2 }));
    // Assess
    expect(check.checks.voltageRange).toBe('error');
  });

  it('errors when the string voltage is above the MPP range: 13 × 41.96 = 545.48 V > 520 V', () => {
    // Act
    const check = checkMpptRow(row5kW({ numberOfComponentsPerString: 13, siteMinTemperatureC: 25 }));
    // Assess
    expect(check.checks.voltageRange).toBe('error');
  });

  it('accepts a string voltage exactly at a range limit (the range is inclusive)', () => {
    // Prepare: a range whose top is exactly 10 × 41.96 = 419.6 V
    const limits = readInverterLimits({ ...INVERTER_5KW_1PH, mppvoltagerangemax: 419.6 });
    // Act
    const check = checkMpptRow(row5kW({ limits }));
    // Assess
    expect(check.checks.voltageRange).toBe('success');
  });

  it('warns when the string power exceeds the MPPT maximum: 550 × 12 = 6600 W > 6000 W', () => {
    // Act
    const check = checkMpptRow(row5kW({ numberOfComponentsPerString: 12, siteMinTemperatureC: 25 }));
    // Assess
    expect(check.stringPowerW).toBe(6600);
    expect(check.checks.stringInputPower).toBe('warning');
  });

  it('warns when the DC loss rate is 1 % or more: 60 m of 2.5 mm² gives 2.62 %', () => {
    // R = 0.0175 × 60 / 2.5 = 0.42 Ω; loss = 171.8721 × 0.42 × 2 = 144.372564 → 144.37 W
    // rate = 144.37 / 5500 = 2.6249 %
    // Act
    const check = checkMpptRow(
      row5kW({ dcCable: { resistivityOhmMm2PerM: COPPER_OHM_MM2_PER_M, lengthM: 60, areaMm2: 2.5 } }),
    );
    // Assess
    expect(check.dcCableLossW).toBe(144.37);
    expect(check.dcCableLossPercent).toBeCloseTo(2.62490909, 7);
    expect(check.checks.dcPowerLossRate).toBe('warning');
  });

  it('warns on a cable with a length and no cross-section (infinite loss)', () => {
    // Act
    const check = checkMpptRow(
      row5kW({ dcCable: { resistivityOhmMm2PerM: COPPER_OHM_MM2_PER_M, lengthM: 30, areaMm2: 0 } }),
    );
    // Assess
    expect(check.checks.dcPowerLossRate).toBe('warning');
  });

  it('uses the per-MPPT value of a slash list for MPPT2', () => {
    // Prepare: MPPT2 accepts 13.5 A, so 13.11 A passes there
    const limits = readInverterLimits({ ...INVERTER_5KW_1PH, maxdccurrent: '12.5/13.5' });
    // Act
    const mppt1 = checkMpptRow(row5kW({ limits, mpptIndex: 0 }));
    const mppt2 = checkMpptRow(row5kW({ limits, mpptIndex: 1 }));
    // Assess
    expect(mppt1.checks.maxDcCurrent).toBe('warning');
    expect(mppt2.checks.maxDcCurrent).toBe('success');
    expect(mppt2.limits.maxDcCurrentA).toBe(13.5);
  });

  it('checks a Siemens SM46 string with an mV/℃ coefficient: 29 × 20.9 V = 606.1 V > 600 V', () => {
    // Voc(-25 °C) = 18 + (-0.058)(-50) = 20.9 V per module
    // Act
    const ok = checkMpptRow(row5kW({ panel: SIEMENS_SM46, numberOfComponentsPerString: 28 }));
    const tooMany = checkMpptRow(row5kW({ panel: SIEMENS_SM46, numberOfComponentsPerString: 29 }));
    // Assess
    expect(ok.openCircuitVoltageAtMinV).toBeCloseTo(585.2, 9);
    expect(ok.checks.openCircuitVoltage).toBe('success');
    expect(tooMany.openCircuitVoltageAtMinV).toBeCloseTo(606.1, 9);
    expect(tooMany.checks.openCircuitVoltage).toBe('error');
  });

  it('throws for an MPPT index the inverter does not have', () => {
    expect(() => checkMpptRow(row5kW({ mpptIndex: 2 }))).toThrow(RangeError);
  });
});

describe('checkMpptRow on a 100 kW three-phase inverter', () => {
  const row100kW = (overrides: Partial<MpptRowInput>): MpptRowInput =>
    row5kW({
      limits: limits100kW,
      numberOfStrings: 2,
      numberOfComponentsPerString: 19,
      dcCable: { resistivityOhmMm2PerM: COPPER_OHM_MM2_PER_M, lengthM: 50, areaMm2: 6 },
      ...overrides,
    });

  it('passes 2 strings × 19 panels at -25 °C', () => {
    // (1) 41.96 × 19 = 797.24 V within 200-1000 V
    // (2) 13.11 × 2 = 26.22 A ≤ 30 A
    // (3) 56.76125 × 19 = 1078.46375 V ≤ 1100 V
    // (4) 550 × 19 × 2 = 20900 W ≤ 25000 W
    // (5) 26.22² × (0.0175 × 50 / 6) × 2 = 200.51745 → 200.52 W; 200.52 / 20900 = 0.9594 % < 1 %
    // Act
    const check = checkMpptRow(row100kW({}));
    // Assess
    expect(check.stringVoltageV).toBeCloseTo(797.24, 9);
    expect(check.openCircuitVoltageAtMinV).toBeCloseTo(1078.46375, 9);
    expect(check.stringPowerW).toBe(20_900);
    expect(check.dcCableLossW).toBe(200.52);
    expect(check.dcCableLossPercent).toBeCloseTo(0.95942584, 7);
    expect(check.result).toBe('success');
  });

  it('errors on 20 panels: 56.76125 × 20 = 1135.225 V > 1100 V', () => {
    expect(checkMpptRow(row100kW({ numberOfComponentsPerString: 20 })).checks.openCircuitVoltage).toBe(
      'error',
    );
  });

  it('turns a current overload into an error at ≥ 80 kW three phase: 3 × 13.11 = 39.33 A > 30 A', () => {
    // Act
    const check = checkMpptRow(row100kW({ numberOfStrings: 3 }));
    // Assess
    expect(check.stringCurrentA).toBeCloseTo(39.33, 9);
    expect(check.checks.maxDcCurrent).toBe('error');
    expect(check.result).toBe('error');
  });

  it('keeps the same overload a warning on a 50 kW three-phase inverter', () => {
    // Prepare
    const limits = readInverterLimits({ ...INVERTER_100KW_3PH, ratedacoutputpower: 50_000 });
    // Act
    const check = checkMpptRow(row100kW({ limits, numberOfStrings: 3 }));
    // Assess
    expect(check.checks.maxDcCurrent).toBe('warning');
  });

  it('warns at a 1.15 % DC loss: 60 m of 6 mm² gives 240.62 W on 20900 W', () => {
    // R = 0.0175 × 60 / 6 = 0.175 Ω; loss = 687.4884 × 0.175 × 2 = 240.62094 → 240.62 W; 1.1513 %
    // Act
    const check = checkMpptRow(
      row100kW({ dcCable: { resistivityOhmMm2PerM: COPPER_OHM_MM2_PER_M, lengthM: 60, areaMm2: 6 } }),
    );
    // Assess
    expect(check.dcCableLossW).toBe(240.62);
    expect(check.checks.dcPowerLossRate).toBe('warning');
    expect(check.result).toBe('warning');
    // The smallest size under 1 %: 10 mm² loses 687.4884 × 0.105 × 2 = 144.37 W = 0.69 % [STR-10].
    expect(check.dcCableAdvice).toEqual({ kind: 'resize', areaMm2: 10 });
  });
});

describe('the DC cable capacity check [STR-9] and the suggested size [STR-10]', () => {
  /** 3 strings × 19 JA Solar 550 W (31 350 W) on 50 m of 6 mm² copper, PVC, method B2, 40 °C. */
  const hotRow = (overrides: Partial<MpptRowInput>) =>
    row5kW({
      limits: limits100kW,
      numberOfStrings: 3,
      numberOfComponentsPerString: 19,
      dcCable: { resistivityOhmMm2PerM: COPPER_OHM_MM2_PER_M, lengthM: 50, areaMm2: 6 },
      dcCableLaying: { insulation: 'PVC', method: 'B2', groupedCircuits: 1, ambientTemperatureC: 40 },
      ...overrides,
    });

  it('errors when 1.25 × Isc × strings exceeds the capacity, and suggests 16 mm²', () => {
    // I_B = 1.25 × 14.0 × 3 = 52.5 A; 6 mm² PVC B2 two loaded: 38 A × √((70 − 40) / (70 − 30))
    // = 38 × 0.8660 = 32.91 A → error. 10 mm²: 52 × 0.8660 = 45.03 A, still short; 16 mm²:
    // 69 × 0.8660 = 59.76 A, and its loss 39.33² × (0.0175 × 50 / 16) × 2 = 169.2 W = 0.54 % < 1 %.
    // Act
    const check = checkMpptRow(hotRow({}));
    // Assess
    expect(check.dcDesignCurrentA).toBeCloseTo(52.5, 9);
    expect(check.dcCableCapacityA).toBeCloseTo(38 * Math.sqrt(0.75), 9);
    expect(check.checks.cableAmpacity).toBe('error');
    expect(check.result).toBe('error');
    expect(check.dcCableAdvice).toEqual({ kind: 'resize', areaMm2: 16 });
  });

  it('passes the same strings on 16 mm²', () => {
    // Act
    const check = checkMpptRow(
      hotRow({ dcCable: { resistivityOhmMm2PerM: COPPER_OHM_MM2_PER_M, lengthM: 50, areaMm2: 16 } }),
    );
    // Assess
    expect(check.checks.cableAmpacity).toBe('success');
    expect(check.dcCableAdvice).toEqual({ kind: 'fits' });
  });

  it('rates aluminium by √(ρ copper / ρ aluminium): 16 mm² carries 59.76 × 0.786 = 46.98 A', () => {
    // Act
    const check = checkMpptRow(
      hotRow({ dcCable: { resistivityOhmMm2PerM: 0.0283, lengthM: 50, areaMm2: 16 } }),
    );
    // Assess
    expect(check.dcCableCapacityA).toBeCloseTo(69 * Math.sqrt(0.75) * Math.sqrt(0.0175 / 0.0283), 9);
    expect(check.checks.cableAmpacity).toBe('error');
    // 25 mm² aluminium: 90 × 0.8660 × 0.7864 = 61.29 A ≥ 52.5 A.
    expect(check.dcCableAdvice).toEqual({ kind: 'resize', areaMm2: 25 });
  });

  it('does not check a run of no length: the strings meet the inverter, there is no cable', () => {
    // Act
    const check = checkMpptRow(
      hotRow({ dcCable: { resistivityOhmMm2PerM: COPPER_OHM_MM2_PER_M, lengthM: 0, areaMm2: 0 } }),
    );
    // Assess
    expect(check.checks.cableAmpacity).toBe('success');
    expect(check.dcCableAdvice).toEqual({ kind: 'fits' });
  });

  it('rates a cable with no material chosen (resistivity 0) as copper', () => {
    // Act
    const check = checkMpptRow(hotRow({ dcCable: { resistivityOhmMm2PerM: 0, lengthM: 50, areaMm2: 6 } }));
    // Assess
    expect(check.dcCableCapacityA).toBeCloseTo(38 * Math.sqrt(0.75), 9);
  });

  it('says no standard size passes when even 300 mm² loses 1 % or more', () => {
    // 10 km: R(300 mm²) = 0.0175 × 10 000 / 300 = 0.5833 Ω; 39.33² × 0.5833 × 2 = 1 804.6 W = 5.76 %
    // Act
    const check = checkMpptRow(
      hotRow({ dcCable: { resistivityOhmMm2PerM: COPPER_OHM_MM2_PER_M, lengthM: 10_000, areaMm2: 6 } }),
    );
    // Assess
    expect(check.dcCableAdvice).toEqual({ kind: 'no-standard-size' });
  });
});

describe('checkDcEntry', () => {
  it('reads the MPPT number and cable of a stored DC entry', () => {
    // Act
    const check = checkDcEntry(
      limits5kW,
      {
        mpptNo: 'MPPT2',
        pvArrayId: 'a1',
        numberOfStrings: 1,
        numberOfComponentsPerString: 10,
        cableMaterialResistivity: COPPER_OHM_MM2_PER_M,
        cableMaterialLength: 30,
        cableMaterialArea: 4,
      },
      JA_SOLAR_550,
      { minTemperatureC: -25, maxTemperatureC: 30 },
    );
    // Assess
    expect(check.mpptIndex).toBe(1);
    expect(check.dcCableLossW).toBe(45.12);
    // No laying stored (a project saved before it): XLPE, method C, alone, 45 A at 30 °C.
    expect(check.dcCableCapacityA).toBeCloseTo(45, 9);
  });

  it('lays the cable as the entry says, in the site’s highest temperature', () => {
    // 4 mm² PVC, method A1, two loaded: 26 A; 40 °C: × √(30 / 40) = 0.8660; 3 circuits bunched × 0.70
    // → 26 × 0.8660 × 0.70 = 15.76 A < 17.5 A → error
    // Act
    const check = checkDcEntry(
      limits5kW,
      {
        mpptNo: 'MPPT1',
        numberOfStrings: 1,
        numberOfComponentsPerString: 10,
        cableMaterialResistivity: COPPER_OHM_MM2_PER_M,
        cableMaterialLength: 30,
        cableMaterialArea: 4,
        cableInsulation: 'PVC',
        cableInstallationMethod: 'A1',
        cableGroupedCircuits: 3,
      },
      JA_SOLAR_550,
      { minTemperatureC: -25, maxTemperatureC: 40 },
    );
    // Assess
    expect(check.dcCableCapacityA).toBeCloseTo(26 * Math.sqrt(0.75) * 0.7, 9);
    expect(check.checks.cableAmpacity).toBe('error');
    expect(check.result).toBe('error');
  });

  it('throws for an mpptNo that is not MPPT{n}', () => {
    // Prepare
    const entry = {
      mpptNo: 'PV1',
      numberOfStrings: 1,
      numberOfComponentsPerString: 10,
      cableMaterialResistivity: COPPER_OHM_MM2_PER_M,
      cableMaterialLength: 30,
      cableMaterialArea: 4,
    };
    // Act / Assess
    expect(() =>
      checkDcEntry(limits5kW, entry, JA_SOLAR_550, { minTemperatureC: -25, maxTemperatureC: 30 }),
    ).toThrow(RangeError);
  });
});

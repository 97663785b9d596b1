import {
  acRatedPowerRatio,
  checkInverterAc,
  dcAcOvermatchPercent,
  ratedPowerRatioBarFraction,
} from '@pvd/shared/electrical/ac-checks';
import { readInverterLimits } from '@pvd/shared/electrical/inverter-limits';
import { describe, expect, it } from 'vitest';
import { COPPER_OHM_MM2_PER_M, INVERTER_5KW_1PH, INVERTER_100KW_3PH } from './fixtures/datasheets';

const copper = (lengthM: number, areaMm2: number) => ({
  resistivityOhmMm2PerM: COPPER_OHM_MM2_PER_M,
  lengthM,
  areaMm2,
});

/** XLPE, method C, alone, at the tables' own 30 °C: every capacity factor 1. */
const acCableLaying = {
  insulation: 'XLPE',
  method: 'C',
  groupedCircuits: 1,
  ambientTemperatureC: 30,
} as const;

describe('checkInverterAc on a 5 kW single-phase inverter', () => {
  // Two MPPTs × 1 string × 5 JA Solar 550 W panels: P = 2 × 2750 = 5500 W.
  // Each MPPT's DC cable (30 m, 4 mm²) loses 45.12 W: ΣDC = 90.24 W.
  const limits = readInverterLimits(INVERTER_5KW_1PH);

  it('warns at a 3.05 % line loss on 20 m of 6 mm²', () => {
    // AC power = min(5500, max AC 5500) = 5500 W; I = 5500 / (220 × 0.97) = 25.7732 A
    // AC loss = 2 × 25.7732² × (0.0175 × 20 / 6) = 77.4967 → 77.50 W
    // line loss = (90.24 + 77.50) / 5500 = 3.0498 % ≥ 3 % → warning
    // Act
    const ac = checkInverterAc({
      limits,
      totalStringPowerW: 5500,
      dcCableLossW: 90.24,
      acCable: copper(20, 6),
      acCableLaying,
    });
    // Assess
    expect(ac.acCurrentA).toBeCloseTo(25.77319588, 7);
    expect(ac.acCableLossW).toBe(77.5);
    expect(ac.lineLossPercent).toBeCloseTo(3.04981818, 7);
    expect(ac.checks.lineLoss).toBe('warning');
    expect(ac.result).toBe('warning');
    // 10 mm² brings it to 2.49 % (below) and carries 25.77 A easily [STR-10].
    expect(ac.acCableAdvice).toEqual({ kind: 'resize', areaMm2: 10 });
  });

  it('passes on 20 m of 10 mm²: AC loss 46.50 W, line loss 2.49 %', () => {
    // AC loss = 2 × 664.2576 × (0.0175 × 20 / 10) = 46.4980 → 46.50 W; (90.24 + 46.50) / 5500 = 2.4862 %
    // ratio = 5500 / 5000 / 0.975 × 100 = 112.8205 % within 70-150 %; 5500 W ≤ max DC 7500 W
    // Act
    const ac = checkInverterAc({
      limits,
      totalStringPowerW: 5500,
      dcCableLossW: 90.24,
      acCable: copper(20, 10),
      acCableLaying,
    });
    // Assess
    expect(ac.acCableLossW).toBe(46.5);
    expect(ac.lineLossPercent).toBeCloseTo(2.48618182, 7);
    expect(ac.acRatedPowerRatioPercent).toBeCloseTo(112.82051282, 7);
    expect(ac.dcAcOvermatchPercent).toBeCloseTo(110, 9);
    expect(ac.checks).toEqual({
      lineLoss: 'success',
      maxDcPower: 'success',
      ratedPowerRatio: 'success',
      cableAmpacity: 'success',
    });
    expect(ac.result).toBe('success');
  });

  it('warns when the total string power exceeds the max DC power: 8250 W > 7500 W', () => {
    // Act
    const ac = checkInverterAc({
      limits,
      totalStringPowerW: 8250,
      dcCableLossW: 0,
      acCable: copper(0, 0),
      acCableLaying,
    });
    // Assess
    expect(ac.checks.maxDcPower).toBe('warning');
  });

  it('accepts a total string power equal to the max DC power', () => {
    // Act
    const ac = checkInverterAc({
      limits,
      totalStringPowerW: 7500,
      dcCableLossW: 0,
      acCable: copper(0, 0),
      acCableLaying,
    });
    // Assess
    expect(ac.checks.maxDcPower).toBe('success');
  });

  it('warns on an undersized array: 3000 / 5000 / 0.975 = 61.54 % < 70 %', () => {
    // Act
    const ac = checkInverterAc({
      limits,
      totalStringPowerW: 3000,
      dcCableLossW: 0,
      acCable: copper(0, 0),
      acCableLaying,
    });
    // Assess
    expect(ac.acRatedPowerRatioPercent).toBeCloseTo(61.53846154, 7);
    expect(ac.checks.ratedPowerRatio).toBe('warning');
  });

  it('caps the AC cable power at the max AC power: 7000 W of strings carry 5500 W', () => {
    // Act
    const ac = checkInverterAc({
      limits,
      totalStringPowerW: 7000,
      dcCableLossW: 0,
      acCable: copper(20, 6),
      acCableLaying,
    });
    // Assess
    expect(ac.acPowerW).toBe(5500);
    expect(ac.acCableLossW).toBe(77.5);
  });
});

describe('checkInverterAc on a 100 kW three-phase inverter', () => {
  it('works out a 110 kWp array on 100 m of 95 mm² copper', () => {
    // 10 MPPTs × 2 strings × 10 panels × 550 W = 110000 W; each MPPT's DC loss 200.52 W → ΣDC 2005.2 W
    // I = 110000 / (658.16 × 0.97) = 172.3017 A; AC loss = 3 × I² × (0.0175 × 100 / 95) = 1640.65 W
    // line loss = (2005.2 + 1640.65) / 110000 = 3.3144 % → warning
    // ratio = 110000 / 100000 / 0.986 = 111.5619 % → success; overmatch 110 %
    // Prepare
    const limits = readInverterLimits(INVERTER_100KW_3PH);
    // Act
    const ac = checkInverterAc({
      limits,
      totalStringPowerW: 110_000,
      dcCableLossW: 2005.2,
      acCable: copper(100, 95),
      acCableLaying,
    });
    // Assess
    expect(ac.acCurrentA).toBeCloseTo(172.30166199, 7);
    expect(ac.acCableLossW).toBe(1640.65);
    expect(ac.lineLossPercent).toBeCloseTo(3.31440909, 7);
    expect(ac.acRatedPowerRatioPercent).toBeCloseTo(111.56186613, 7);
    expect(ac.checks).toEqual({
      lineLoss: 'warning',
      maxDcPower: 'success',
      ratedPowerRatio: 'success',
      cableAmpacity: 'success',
    });
  });
});

describe('acRatedPowerRatio', () => {
  it('divides by the European efficiency as the spec states', () => {
    expect(acRatedPowerRatio(5500, 5000, 97.5)).toBeCloseTo(112.82051282, 7);
  });

  it('is infinite for an inverter with no rated power', () => {
    expect(acRatedPowerRatio(5500, 0, 97.5)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('dcAcOvermatchPercent', () => {
  it('is peak power over rated AC power × 100: 6.05 kWp on 5 kW = 121 %', () => {
    expect(dcAcOvermatchPercent(6050, 5000)).toBeCloseTo(121, 9);
  });
});

describe('ratedPowerRatioBarFraction', () => {
  it('places a ratio on the 0-200 % scale and pins values outside it', () => {
    expect(ratedPowerRatioBarFraction(150)).toBeCloseTo(0.75, 12);
    expect(ratedPowerRatioBarFraction(250)).toBe(1);
    expect(ratedPowerRatioBarFraction(-10)).toBe(0);
  });
});

describe('the AC cable capacity check [STR-9] and the suggested size [STR-10]', () => {
  // A 50 kW three-phase inverter (maximum AC power 50 kW) with 55 kWp of strings, at a site whose
  // highest temperature is 40 °C, XLPE, method C, alone.
  const limits = readInverterLimits({
    ...INVERTER_100KW_3PH,
    ratedacoutputpower: 50_000,
    maxacpower: 50_000,
  });
  const laying = { ...acCableLaying, ambientTemperatureC: 40 };

  it('errors on 60 m of 4 mm² copper, which cannot carry 78 A, and suggests 16 mm²', () => {
    // I_B = 50 000 / (658.16 × 0.97) = 78.32 A; 4 mm² three loaded: 40 A × √((90 − 40) / (90 − 30))
    // = 40 × 0.9129 = 36.51 A → error. 10 mm²: 71 × 0.9129 = 64.8 A, short; 16 mm²: 96 × 0.9129 =
    // 87.6 A, loss 3 × 78.32² × (0.0175 × 60 / 16) = 1 207.7 W = 2.20 % of 55 kW < 3 %.
    // Act
    const ac = checkInverterAc({
      limits,
      totalStringPowerW: 55_000,
      dcCableLossW: 0,
      acCable: copper(60, 4),
      acCableLaying: laying,
    });
    // Assess
    expect(ac.acDesignCurrentA).toBeCloseTo(50_000 / (658.16 * 0.97), 9);
    expect(ac.acCableCapacityA).toBeCloseTo(40 * Math.sqrt(50 / 60), 9);
    expect(ac.checks.cableAmpacity).toBe('error');
    expect(ac.checks.lineLoss).toBe('warning');
    expect(ac.result).toBe('error');
    expect(ac.acCableAdvice).toEqual({ kind: 'resize', areaMm2: 16 });
  });

  it('passes on the suggested 16 mm²', () => {
    // Act
    const ac = checkInverterAc({
      limits,
      totalStringPowerW: 55_000,
      dcCableLossW: 0,
      acCable: copper(60, 16),
      acCableLaying: laying,
    });
    // Assess
    expect(ac.checks.cableAmpacity).toBe('success');
    expect(ac.checks.lineLoss).toBe('success');
    expect(ac.acCableAdvice).toEqual({ kind: 'fits' });
  });

  it('sizes for the maximum AC power whatever the strings: 20 kWp still needs 78 A', () => {
    // Act
    const ac = checkInverterAc({
      limits,
      totalStringPowerW: 20_000,
      dcCableLossW: 0,
      acCable: copper(60, 4),
      acCableLaying: laying,
    });
    // Assess
    expect(ac.acDesignCurrentA).toBeCloseTo(78.32, 2);
    expect(ac.checks.cableAmpacity).toBe('error');
  });

  it('counts two loaded conductors single phase: 25.77 A on 2.5 mm² PVC A1 (19.5 A) errors', () => {
    // Prepare
    const single = readInverterLimits(INVERTER_5KW_1PH);
    // Act
    const ac = checkInverterAc({
      limits: single,
      totalStringPowerW: 5500,
      dcCableLossW: 0,
      acCable: copper(10, 2.5),
      acCableLaying: { insulation: 'PVC', method: 'A1', groupedCircuits: 1, ambientTemperatureC: 30 },
    });
    // Assess
    expect(ac.acCableCapacityA).toBe(19.5);
    expect(ac.checks.cableAmpacity).toBe('error');
    // 4 mm² PVC A1 two loaded: 26 A ≥ 25.77 A; loss 2 × 25.77² × 0.04375 = 58.1 W = 1.06 %.
    expect(ac.acCableAdvice).toEqual({ kind: 'resize', areaMm2: 4 });
  });
});

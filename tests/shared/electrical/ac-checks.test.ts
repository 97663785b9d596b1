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
    });
    // Assess
    expect(ac.acCurrentA).toBeCloseTo(25.77319588, 7);
    expect(ac.acCableLossW).toBe(77.5);
    expect(ac.lineLossPercent).toBeCloseTo(3.04981818, 7);
    expect(ac.checks.lineLoss).toBe('warning');
    expect(ac.result).toBe('warning');
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
    });
    // Assess
    expect(ac.acCableLossW).toBe(46.5);
    expect(ac.lineLossPercent).toBeCloseTo(2.48618182, 7);
    expect(ac.acRatedPowerRatioPercent).toBeCloseTo(112.82051282, 7);
    expect(ac.dcAcOvermatchPercent).toBeCloseTo(110, 9);
    expect(ac.checks).toEqual({ lineLoss: 'success', maxDcPower: 'success', ratedPowerRatio: 'success' });
    expect(ac.result).toBe('success');
  });

  it('warns when the total string power exceeds the max DC power: 8250 W > 7500 W', () => {
    // Act
    const ac = checkInverterAc({ limits, totalStringPowerW: 8250, dcCableLossW: 0, acCable: copper(0, 0) });
    // Assess
    expect(ac.checks.maxDcPower).toBe('warning');
  });

  it('accepts a total string power equal to the max DC power', () => {
    // Act
    const ac = checkInverterAc({ limits, totalStringPowerW: 7500, dcCableLossW: 0, acCable: copper(0, 0) });
    // Assess
    expect(ac.checks.maxDcPower).toBe('success');
  });

  it('warns on an undersized array: 3000 / 5000 / 0.975 = 61.54 % < 70 %', () => {
    // Act
    const ac = checkInverterAc({ limits, totalStringPowerW: 3000, dcCableLossW: 0, acCable: copper(0, 0) });
    // Assess
    expect(ac.acRatedPowerRatioPercent).toBeCloseTo(61.53846154, 7);
    expect(ac.checks.ratedPowerRatio).toBe('warning');
  });

  it('caps the AC cable power at the max AC power: 7000 W of strings carry 5500 W', () => {
    // Act
    const ac = checkInverterAc({ limits, totalStringPowerW: 7000, dcCableLossW: 0, acCable: copper(20, 6) });
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
    });
    // Assess
    expect(ac.acCurrentA).toBeCloseTo(172.30166199, 7);
    expect(ac.acCableLossW).toBe(1640.65);
    expect(ac.lineLossPercent).toBeCloseTo(3.31440909, 7);
    expect(ac.acRatedPowerRatioPercent).toBeCloseTo(111.56186613, 7);
    expect(ac.checks).toEqual({ lineLoss: 'warning', maxDcPower: 'success', ratedPowerRatio: 'success' });
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

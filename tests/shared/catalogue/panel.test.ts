import { type PanelSpec, panelArea, panelSpecSchema } from '@pvd/shared/catalogue/panel';
import type { PanelElectrical } from '@pvd/shared/electrical/types';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { JA_SOLAR_550_FORM } from './fixtures/datasheets';

describe('panelSpecSchema', () => {
  it('accepts the JA Solar JAM72S30-550/MR datasheet and computes its area from length × width', () => {
    // Act
    const panel = panelSpecSchema.parse(JA_SOLAR_550_FORM);
    // Assess: 2.278 m × 1.134 m = 2.583 m², 2 decimals [CAT-1].
    expect(panel.componentarea).toBe(2.58);
    expect(panel.peakpower).toBe(550);
    expect(panel.tempCoefficientPmax).toBe(-0.35);
  });

  it('agrees with the datasheet efficiency: 550 W / (2.583 m² × 1000 W/m²) = 21.3 % (JA Solar datasheet)', () => {
    // Act
    const panel = panelSpecSchema.parse(JA_SOLAR_550_FORM);
    const efficiency = (panel.peakpower / (panel.componentlength * panel.componentwidth * 1000)) * 100;
    // Assess
    expect(efficiency).toBeCloseTo(panel.efficiency, 1);
  });

  it('never takes the area from the client', () => {
    // Act
    const panel = panelSpecSchema.parse({ ...JA_SOLAR_550_FORM, componentarea: 99 });
    // Assess
    expect(panel.componentarea).toBe(2.58);
  });

  it('is what the electrical checks read (PanelElectrical)', () => {
    expectTypeOf<PanelSpec>().toExtend<PanelElectrical>();
  });

  it('defaults the coefficient units to %/℃ and reads mV/°C written in a spreadsheet', () => {
    // Prepare
    const { tempcoefficientvocunit: _v, tempcoefficientiscunit: _i, ...withoutUnits } = JA_SOLAR_550_FORM;
    // Act
    const defaulted = panelSpecSchema.parse(withoutUnits);
    const absolute = panelSpecSchema.parse({ ...JA_SOLAR_550_FORM, tempcoefficientvocunit: 'mV/°C' });
    // Assess
    expect(defaulted.tempcoefficientvocunit).toBe('%/℃');
    expect(absolute.tempcoefficientvocunit).toBe('mV/℃');
  });

  it('keeps the Pmax coefficient optional (the engine takes the wafer material default)', () => {
    // Prepare
    const { tempCoefficientPmax: _p, ...withoutPmax } = JA_SOLAR_550_FORM;
    // Act
    const panel = panelSpecSchema.parse(withoutPmax);
    // Assess
    expect(panel.tempCoefficientPmax).toBeUndefined();
  });

  it('refuses an MPP outside the I-V curve: Vmp above Voc, Imp above Isc', () => {
    // Act
    const result = panelSpecSchema.safeParse({ ...JA_SOLAR_550_FORM, mppvoltage: 50, mppcurrent: 14.5 });
    // Assess
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['mppvoltage', 'mppVoltageAboveVoc'],
      ['mppcurrent', 'mppCurrentAboveIsc'],
    ]);
  });

  it('refuses Vmp equal to Voc and Imp equal to Isc (the MPP lies strictly inside the curve)', () => {
    const result = panelSpecSchema.safeParse({ ...JA_SOLAR_550_FORM, mppvoltage: 49.9, mppcurrent: 14 });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['mppvoltage', 'mppVoltageAboveVoc'],
      ['mppcurrent', 'mppCurrentAboveIsc'],
    ]);
  });

  it('refuses an efficiency that power / (area × 1000 W/m²) contradicts by more than 1.5 points (99 % for 400 W on 1.70 m²)', () => {
    // Prepare: 400 W on 1.7 m × 1.0 m is 23.5 %.
    const panel = {
      ...JA_SOLAR_550_FORM,
      peakpower: 400,
      componentlength: 1.7,
      componentwidth: 1,
      mppcurrent: 9.5,
    };
    // Act
    const impossible = panelSpecSchema.safeParse({ ...panel, efficiency: 99 });
    const justOutside = panelSpecSchema.safeParse({ ...panel, efficiency: 21.9 });
    const justInside = panelSpecSchema.safeParse({ ...panel, efficiency: 22.1 });
    // Assess
    expect(impossible.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['efficiency', 'efficiencyMismatch'],
    ]);
    expect(justOutside.success).toBe(false);
    expect(justInside.success).toBe(true);
  });

  it('refuses temperature coefficients of the wrong sign or an implausible size, in %/℃ or converted from mV/℃', () => {
    // Act
    const positiveVoc = panelSpecSchema.safeParse({ ...JA_SOLAR_550_FORM, tempcoefficientvoc: 5 });
    const zeroVoc = panelSpecSchema.safeParse({ ...JA_SOLAR_550_FORM, tempcoefficientvoc: 0 });
    const negativeIsc = panelSpecSchema.safeParse({ ...JA_SOLAR_550_FORM, tempcoefficientisc: -0.05 });
    const largeIsc = panelSpecSchema.safeParse({ ...JA_SOLAR_550_FORM, tempcoefficientisc: 0.5 });
    const positivePmax = panelSpecSchema.safeParse({ ...JA_SOLAR_550_FORM, tempCoefficientPmax: 0.35 });
    // -137 mV/℃ on Voc 49.9 V is -0.275 %/℃; -600 mV/℃ is -1.2 %/℃.
    const millivolts = panelSpecSchema.safeParse({
      ...JA_SOLAR_550_FORM,
      tempcoefficientvoc: -137,
      tempcoefficientvocunit: 'mV/℃',
      tempcoefficientisc: 6.3,
      tempcoefficientiscunit: 'mV/℃',
    });
    const tooManyMillivolts = panelSpecSchema.safeParse({
      ...JA_SOLAR_550_FORM,
      tempcoefficientvoc: -600,
      tempcoefficientvocunit: 'mV/℃',
    });
    // Assess
    const keys = (result: typeof positiveVoc) => result.error?.issues.map((i) => [i.path[0], i.message]);
    expect(keys(positiveVoc)).toEqual([['tempcoefficientvoc', 'tempCoefficientVocRange']]);
    expect(keys(zeroVoc)).toEqual([['tempcoefficientvoc', 'tempCoefficientVocRange']]);
    expect(keys(negativeIsc)).toEqual([['tempcoefficientisc', 'tempCoefficientIscRange']]);
    expect(keys(largeIsc)).toEqual([['tempcoefficientisc', 'tempCoefficientIscRange']]);
    expect(keys(positivePmax)).toEqual([['tempCoefficientPmax', 'tempCoefficientPmaxRange']]);
    expect(millivolts.success).toBe(true);
    expect(keys(tooManyMillivolts)).toEqual([['tempcoefficientvoc', 'tempCoefficientVocRange']]);
  });

  it('requires every datasheet field and reports each one', () => {
    // Act
    const result = panelSpecSchema.safeParse({});
    // Assess: all but the optional Pmax coefficient, the defaulted units and wafer material.
    const fields = result.error?.issues.map((i) => i.path[0]);
    expect(fields).toEqual([
      'manufacturer',
      'componentmodelname',
      'componentlength',
      'componentwidth',
      'peakpower',
      'mppvoltage',
      'mppcurrent',
      'allowedvoltage',
      'efficiency',
      'opencircuitvoltage',
      'shortcircuitcurrent',
      'tempcoefficientvoc',
      'tempcoefficientisc',
    ]);
  });

  it('refuses an efficiency above 100 % and a zero dimension', () => {
    // Act
    const result = panelSpecSchema.safeParse({ ...JA_SOLAR_550_FORM, efficiency: 101, componentwidth: 0 });
    // Assess
    expect(result.error?.issues.map((i) => i.message)).toEqual(['mustBePositive', 'percentOutOfRange']);
  });
});

describe('panelArea', () => {
  it('rounds length × width to 2 decimals [CAT-1]', () => {
    expect(panelArea(1.722, 1.134)).toBe(1.95);
    expect(panelArea(2, 1)).toBe(2);
  });

  it('rounds a tie half up on its decimal value', () => {
    // 0.95 × 1.3 = 1.235 m², held as 1.2349999…: rounding the binary value gave 1.23.
    expect(panelArea(0.95, 1.3)).toBe(1.24);
  });
});

import {
  NEW_INVERTER_DEFAULTS,
  perMpptMessage,
  type SystemInverterSpec,
  systemInverterSpecSchema,
} from '@pvd/shared/catalogue/system-inverter';
import { readInverterLimits } from '@pvd/shared/electrical/inverter-limits';
import type { InverterModel } from '@pvd/shared/electrical/types';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { HUAWEI_10KTL_M1_FORM } from './fixtures/datasheets';

function issues(input: unknown): [unknown, string][] {
  const result = systemInverterSpecSchema.safeParse(input);
  return result.error?.issues.map((i) => [i.path[0], i.message]) ?? [];
}

describe('systemInverterSpecSchema', () => {
  it('accepts the Huawei SUN2000-10KTL-M1 datasheet, and the string checks read it as stored', () => {
    // Act
    const model = systemInverterSpecSchema.parse(HUAWEI_10KTL_M1_FORM);
    const limits = readInverterLimits(model);
    // Assess: per-MPPT values of the datasheet (11 A, 2 strings, 1100 V per MPPT; 15 kW DC).
    expect(limits.maxDcCurrentA).toEqual([11, 11]);
    expect(limits.maxStringsPerMppt).toEqual([2, 2]);
    expect(limits.maxDcVoltageV).toEqual([1100, 1100]);
    expect(limits.maxDcPowerW).toBe(15000);
    expect(limits.maxShortCircuitCurrentA).toEqual([15, 15]);
  });

  it('is what the electrical checks read (InverterModel)', () => {
    expectTypeOf<SystemInverterSpec>().toExtend<InverterModel>();
  });

  it('gives a new inverter the defaults: Single-Phase, 50 Hz, 220 V, one string per MPPT', () => {
    // Prepare
    const {
      mainsvoltype: _m,
      nominalgridfrequency: _f,
      nominalgridvoltage: _v,
      mppnumberofstrings: _s,
      ...rest
    } = HUAWEI_10KTL_M1_FORM;
    // Act
    const model = systemInverterSpecSchema.parse(rest);
    // Assess
    expect(model).toMatchObject(NEW_INVERTER_DEFAULTS);
  });

  it('leaves series and us optional, and only those', () => {
    // Prepare
    const { series: _series, ...withoutSeries } = HUAWEI_10KTL_M1_FORM;
    // Act
    const model = systemInverterSpecSchema.parse(withoutSeries);
    const missing = issues({}).map(([field]) => field);
    // Assess
    expect(model.series).toBe('');
    expect(model.us).toBe('0');
    expect(missing).not.toContain('series');
    expect(missing).not.toContain('us');
    expect(missing).toContain('vendor');
    expect(missing).toContain('maxdcvoltage');
  });

  it('says 机型不能为空 (modelNameRequired) for a blank model name', () => {
    expect(issues({ ...HUAWEI_10KTL_M1_FORM, modelname: '  ' })).toEqual([
      ['modelname', 'modelNameRequired'],
    ]);
  });

  it('reads each per-MPPT text against the MPPT count with parsePerMpptList', () => {
    // Act / Assess
    expect(issues({ ...HUAWEI_10KTL_M1_FORM, maxdccurrent: '11/11/11' })).toEqual([
      ['maxdccurrent', 'perMpptCountMismatch'],
    ]);
    expect(issues({ ...HUAWEI_10KTL_M1_FORM, maxmppt: '7500/abc' })).toEqual([
      ['maxmppt', 'perMpptInvalidNumber'],
    ]);
    expect(issues({ ...HUAWEI_10KTL_M1_FORM, mppnumberofstrings: '2/-1' })).toEqual([
      ['mppnumberofstrings', 'notNegative'],
    ]);
    expect(issues({ ...HUAWEI_10KTL_M1_FORM, maxdcvoltage: '1100/0' })).toEqual([
      ['maxdcvoltage', 'mustBePositive'],
    ]);
  });

  it('accepts one value for every MPPT, and one value for the whole inverter’s DC power', () => {
    // Act
    const model = systemInverterSpecSchema.parse({
      ...HUAWEI_10KTL_M1_FORM,
      maxdccurrent: '11',
      maxdcpower: 15000,
    });
    // Assess
    expect(readInverterLimits(model).maxDcCurrentA).toEqual([11, 11]);
    expect(model.maxdcpower).toBe('15000');
  });

  it('refuses a voltage or frequency list with an item that is not a positive number', () => {
    expect(issues({ ...HUAWEI_10KTL_M1_FORM, nominalgridvoltage: '380/x' })).toEqual([
      ['nominalgridvoltage', 'perMpptInvalidNumber'],
    ]);
    expect(issues({ ...HUAWEI_10KTL_M1_FORM, nominalgridfrequency: '0' })).toEqual([
      ['nominalgridfrequency', 'mustBePositive'],
    ]);
  });

  it('refuses windows whose minimum is above the maximum, and rated above maximum AC power', () => {
    // Act
    const found = issues({
      ...HUAWEI_10KTL_M1_FORM,
      mppvoltagerangemin: 990,
      gridconnectedfreqrangemin: 70,
      ratedacoutputpower: 12000,
      europeeffec: 99,
    });
    // Assess
    expect(found).toEqual([
      ['mppvoltagerangemin', 'rangeMinAboveMax'],
      ['gridconnectedfreqrangemin', 'rangeMinAboveMax'],
      ['ratedacoutputpower', 'ratedAboveMaxAcPower'],
      ['europeeffec', 'europeanAboveMaxEfficiency'],
    ]);
  });

  it('reports field errors and cross-field errors of valid fields together', () => {
    // Act
    const found = issues({ ...HUAWEI_10KTL_M1_FORM, vendor: '', mppvoltagerangemin: 990 });
    // Assess
    expect(found).toEqual([
      ['vendor', 'required'],
      ['mppvoltagerangemin', 'rangeMinAboveMax'],
    ]);
  });

  it('reads written types and phases from a spreadsheet (并网/储能, 三相)', () => {
    // Act
    const model = systemInverterSpecSchema.parse({
      ...HUAWEI_10KTL_M1_FORM,
      invertertype: '储能',
      mainsvoltype: '三相',
      isneedallaccess: '是',
    });
    // Assess
    expect(model).toMatchObject({ invertertype: 2, mainsvoltype: 'Three-Phase', isneedallaccess: '1' });
  });
});

describe('perMpptMessage', () => {
  it('maps every reader failure to a message key', () => {
    expect(perMpptMessage('empty')).toBe('required');
    expect(perMpptMessage('invalid-mppt-count')).toBe('invalidValue');
  });
});

import {
  type InverterOptionSource,
  inverterModelOptions,
  nominalFrequencyOptions,
  nominalVoltageOptions,
} from '@pvd/shared/catalogue/inverter-options';
import { describe, expect, it } from 'vitest';

const model = (over: Partial<InverterOptionSource>): InverterOptionSource => ({
  id: over.modelname ?? 'x',
  modelname: 'x',
  series: 'S',
  us: '0',
  mainsvoltype: 'Single-Phase',
  invertertype: 1,
  nominalgridvoltage: '230',
  nominalgridfrequency: '50',
  ratedacoutputpower: 5000,
  mpptcount: 2,
  ...over,
});

const catalogue = [
  model({
    modelname: 'S-5K',
    nominalgridvoltage: '220/230/240',
    nominalgridfrequency: '50/60',
    ratedacoutputpower: 5000,
  }),
  model({
    modelname: 'S-3K',
    nominalgridvoltage: '230',
    nominalgridfrequency: '50',
    ratedacoutputpower: 3000,
  }),
  model({
    modelname: 'T-20K',
    mainsvoltype: 'Three-Phase',
    nominalgridvoltage: '380/400',
    ratedacoutputpower: 20000,
  }),
  model({ modelname: 'H-5K', invertertype: 2, nominalgridvoltage: '230', ratedacoutputpower: 5000 }),
  model({ modelname: 'US-7.6K', us: '1', nominalgridvoltage: '240/208', nominalgridfrequency: '60' }),
];

describe('nominalVoltageOptions', () => {
  it('lists each voltage of the grid models of a voltage type once, in ascending order', () => {
    expect(nominalVoltageOptions(catalogue, 1, false)).toEqual([
      { value: '220', label: '220 V' },
      { value: '230', label: '230 V' },
      { value: '240', label: '240 V' },
    ]);
  });

  it('keeps storage and US models apart', () => {
    expect(nominalVoltageOptions(catalogue, 1, true).map((o) => o.value)).toEqual(['230']);
    expect(nominalVoltageOptions(catalogue, 3, false).map((o) => o.value)).toEqual(['208', '240']);
  });
});

describe('nominalFrequencyOptions', () => {
  it('lists the frequencies of the models offering the voltage', () => {
    expect(nominalFrequencyOptions(catalogue, 1, '230', false).map((o) => o.value)).toEqual(['50', '60']);
    expect(nominalFrequencyOptions(catalogue, 1, 220, false).map((o) => o.value)).toEqual(['50', '60']);
    expect(nominalFrequencyOptions(catalogue, 1, '110', false)).toEqual([]);
  });
});

describe('inverterModelOptions', () => {
  it('lists the models of a voltage and frequency by rated power', () => {
    expect(inverterModelOptions(catalogue, 1, '230', '50', false).map((o) => o.label)).toEqual([
      'S-3K',
      'S-5K',
    ]);
    expect(inverterModelOptions(catalogue, 1, '230', '60', false).map((o) => o.label)).toEqual(['S-5K']);
    expect(inverterModelOptions(catalogue, 2, '400', '50', false)[0]).toMatchObject({
      label: 'T-20K',
      value: 'T-20K',
    });
  });
});

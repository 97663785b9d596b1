import { kwPerReading, quantityFromText, unitFromText } from '@pvd/shared/load/meter-file/units';
import { describe, expect, it } from 'vitest';

describe('meter units [LOAD-2]', () => {
  it.each([
    ['有功功率(kW)', 'kW'],
    ['用电量（千瓦时）', 'kWh'],
    ['电量[度]', 'kWh'],
    ['Verbrauch in kWh', 'kWh'],
    ['Energy_Wh', 'Wh'],
    ['Power (W)', 'W'],
    ['Demand [MW]', 'MW'],
    ['MWh', 'MWh'],
    ['单位：千瓦', 'kW'],
    ['Unit: kWh', 'kWh'],
    ['kW·h', 'kWh'],
  ])('finds the unit of %s: %s', (text, unit) => {
    expect(unitFromText(text)).toBe(unit);
  });

  it.each(['Wert', 'Value', '年度用电统计', 'Zeitstempel', ''])('finds none in %s', (text) => {
    expect(unitFromText(text)).toBeUndefined();
  });

  it('tells power from energy by the words', () => {
    expect(quantityFromText('有功功率')).toBe('power');
    expect(quantityFromText('Consumption')).toBe('energy');
    expect(quantityFromText('Zählerstand')).toBeUndefined();
  });

  it('converts readings to mean kW', () => {
    expect(kwPerReading('kWh', 15)).toBe(4);
    expect(kwPerReading('Wh', 5)).toBeCloseTo(0.012, 15);
    expect(kwPerReading('MWh', 60)).toBe(1000);
    expect(kwPerReading('W', 15)).toBe(0.001);
  });
});

import { columnKey, findColumns } from '@pvd/shared/pv/weather/column-names';
import { describe, expect, it } from 'vitest';
import { errorOf } from './fixture';

describe('columnKey', () => {
  it.each([
    ['DNI (W/m^2)', 'dni'],
    ['DNI (W/m^2))', 'dni'],
    ['dni [W/m2]', 'dni'],
    ['DNI (W/m^2', 'dni'],
    [' Dry-bulb (C) ', 'drybulb'],
    ['Wind Speed', 'windspeed'],
    ['Time Zone', 'timezone'],
  ])('reads %j as %j', (name, key) => {
    expect(columnKey(name)).toBe(key);
  });

  it('keeps bracketed parts when they carry the meaning (PVGIS)', () => {
    expect(columnKey('Gb(n)', false)).toBe('gbn');
    expect(columnKey('G(h)', false)).not.toBe(columnKey('G(i)', false));
  });
});

describe('findColumns', () => {
  const names = ['Year', 'GHI', 'Clearsky GHI', 'DNI (W/m^2))', 'Temperature'];

  it('finds the columns in the order asked', () => {
    expect(findColumns(names, ['DNI (W/m^2)', 'Year', 'temperature'], { format: 'test' })).toEqual([3, 0, 4]);
  });

  it('prefers the exact name, then the first name with the same key', () => {
    expect(findColumns(['ghi', 'GHI'], ['GHI'], { format: 'test' })).toEqual([1]);
    expect(findColumns(['g h i', 'GHI '], ['Ghi'], { format: 'test' })).toEqual([0]);
  });

  it('names the first missing column on the error', () => {
    const error = errorOf(() => findColumns(names, ['GHI', 'Wind Speed'], { format: 'test', line: 3 }));
    expect([error.reason, error.column, error.line, error.format]).toEqual([
      'missing-column',
      'Wind Speed',
      3,
      'test',
    ]);
    expect(error.message).toContain('"Wind Speed"');
  });
});

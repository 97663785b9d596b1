import { commonBatterySpecSchema, systemBatterySpecSchema } from '@pvd/shared/catalogue/battery';
import { describe, expect, it } from 'vitest';

/** A 48 V LiFePO4 module as its maker lists it: Pylontech US5000, 4.8 kWh, up to 16 in parallel. */
const US5000 = {
  modelName: 'US5000',
  brand: 'Pylontech',
  capacity: '4.8kWh',
  batteryType: 'LiFePO4',
  maximumNumberOfParallelsSeries: 16,
  minimumNumberOfParallelsSeries: 1,
};

function messages(input: unknown) {
  return commonBatterySpecSchema.safeParse(input).error?.issues.map((i) => [i.path[0], i.message]) ?? [];
}

describe('common battery form', () => {
  it('reads the capacity sent with its kWh suffix', () => {
    expect(commonBatterySpecSchema.parse(US5000).capacity).toBe(4.8);
  });

  it('names each empty field with the spec’s own message', () => {
    expect(messages({})).toEqual([
      ['modelName', 'batteryModelRequired'],
      ['brand', 'batteryBrandRequired'],
      ['capacity', 'batteryCapacityRequired'],
      ['batteryType', 'batteryTypeRequired'],
      ['maximumNumberOfParallelsSeries', 'batteryMaxCountRequired'],
      ['minimumNumberOfParallelsSeries', 'batteryMinCountRequired'],
    ]);
  });

  it('says 请输入数字值 for text in a number field and refuses zero or less with the spec’s messages', () => {
    expect(messages({ ...US5000, capacity: 'much' })).toEqual([['capacity', 'numberRequired']]);
    expect(
      messages({
        ...US5000,
        capacity: 0,
        maximumNumberOfParallelsSeries: -1,
        minimumNumberOfParallelsSeries: 0,
      }),
    ).toEqual([
      ['capacity', 'batteryCapacityNegative'],
      ['maximumNumberOfParallelsSeries', 'batteryMaxCountNegative'],
      ['minimumNumberOfParallelsSeries', 'batteryMinCountNegative'],
    ]);
  });

  it('refuses a minimum count above the maximum', () => {
    expect(messages({ ...US5000, minimumNumberOfParallelsSeries: 17 })).toEqual([
      ['minimumNumberOfParallelsSeries', 'batteryMinAboveMax'],
    ]);
  });
});

describe('system battery row', () => {
  it('needs the inverter series it belongs to', () => {
    // Act
    const result = systemBatterySpecSchema.safeParse({
      batterymodel: 'US5000',
      batterybrand: 'Pylontech',
      batterycapacity: 4.8,
      batterytype: 'LiFePO4',
      maximumnumberofparallelsseries: 16,
      minimumnumberofparallelsseries: 1,
    });
    // Assess
    expect(result.error?.issues.map((i) => i.message)).toEqual(['inverterSeriesRequired']);
  });
});

describe('systemBatterySpecSchema', () => {
  it('reads a spreadsheet row of text cells (BYD HVS module: 2.56 kWh, 2 to 5 in series)', () => {
    // Act
    const battery = systemBatterySpecSchema.parse({
      inverterseries: 'SUN-H-HV',
      batterymodel: 'Battery-Box Premium HVS 2.56',
      batterybrand: 'BYD',
      batterycapacity: '2.56',
      batterytype: 'LiFePO4',
      maximumnumberofparallelsseries: '5',
      minimumnumberofparallelsseries: '2',
    });
    // Assess
    expect(battery).toMatchObject({
      batterycapacity: 2.56,
      maximumnumberofparallelsseries: 5,
      minimumnumberofparallelsseries: 2,
    });
  });
});

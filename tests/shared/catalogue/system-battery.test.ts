import { describe, expect, it } from 'vitest';
import { systemBatterySpecSchema } from '../../../shared/catalogue/system-battery';

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

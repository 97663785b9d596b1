/** The chooser’s option calls: grid voltages and frequencies, inverter models, panels, manufacturers, currencies. */
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api-client';
import { newActivatedUser, type TestUser } from './support/accounts';
import { fieldKeys } from './support/answers';
import { userPanelForm } from './support/bodies';

interface ValueOption {
  value: string;
  label: string;
}

let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  [user, other] = await Promise.all([newActivatedUser(), newActivatedUser()]);
});

describe('the inverter cascade: voltage type → voltage → frequency → model', () => {
  it('offers the seeded voltages and frequencies of single-phase grid models', async () => {
    // Act
    const voltages = await callApi<ValueOption[]>(
      'Common/queryNominalGridVoltageOptions',
      { voltageType: 1, isEnergyStorage: false },
      { token: user.token },
    );
    const frequencies = await callApi<ValueOption[]>(
      'Common/queryNominalGridFrequencyOptions',
      { voltageType: 1, voltageValue: '230', isEnergyStorage: false },
      { token: user.token },
    );
    // Assess
    expect(voltages.data.map((o) => o.value)).toEqual(expect.arrayContaining(['220', '230', '240']));
    expect(frequencies.data.map((o) => o.value)).toEqual(expect.arrayContaining(['50', '60']));
  });

  it('offers storage models of a voltage and frequency, by rated power', async () => {
    // Act
    const models = await callApi<{ label: string; invertertype: number; ratedacoutputpower: number }[]>(
      'inverter/queryInverterOptions',
      { voltageType: 1, voltageValue: 230, frequency: 50, isEnergyStorage: true },
      { token: user.token },
    );
    // Assess: the seeded models (other files import their own models into the shared runtime).
    const seeded = models.data.map((m) => m.label).filter((label) => label.startsWith('SUN-'));
    expect(seeded).toEqual(['SUN-3.6K-SG', 'SUN-5K-SG', 'SUN-6K-SG', 'SUN-8K-SG']);
    expect(models.data.every((m) => m.invertertype === 2)).toBe(true);
  });

  it('keeps US models (type 3) apart: 240/208 V at 60 Hz', async () => {
    // Act
    const voltages = await callApi<ValueOption[]>(
      'Common/queryNominalGridVoltageOptions',
      { voltageType: 3 },
      { token: user.token },
    );
    const models = await callApi<{ label: string }[]>(
      'inverter/queryInverterOptions',
      { voltageType: '3', voltageValue: '240', frequency: '60' },
      { token: user.token },
    );
    // Assess
    expect(voltages.data.map((o) => o.value)).toEqual(['208', '240']);
    expect(models.data.map((m) => m.label)).toEqual(['SUN-7.6K-US', 'SUN-11.4K-US']);
  });

  it('answers 115 without a voltage type and 118 for one outside 1-3', async () => {
    // Act
    const missing = await callApi('Common/queryNominalGridVoltageOptions', {}, { token: user.token });
    const wrong = await callApi(
      'Common/queryNominalGridFrequencyOptions',
      { voltageType: 4, voltageValue: 230 },
      { token: user.token },
    );
    const wrongFlag = await callApi(
      'inverter/queryInverterOptions',
      { voltageType: 1, voltageValue: 230, frequency: 50, isEnergyStorage: 'yes' },
      { token: user.token },
    );
    const long = await callApi(
      'Common/queryNominalGridFrequencyOptions',
      { voltageType: 1, voltageValue: '2'.repeat(21) },
      { token: user.token },
    );
    // Assess
    expect(missing.code).toBe(115);
    expect(fieldKeys(wrong)).toEqual([['voltageType', 'invalidValue']]);
    expect(fieldKeys(wrongFlag)).toEqual([['isEnergyStorage', 'invalidValue']]);
    expect(fieldKeys(long)).toEqual([['voltageValue', 'tooLong']]);
  });
});

describe('panel options', () => {
  it('list system panels of a manufacturer, the caller’s custom panels and the default one', async () => {
    // Prepare
    const own = (
      await callApi<{ Id: string }>(
        'component/insertUserComponent',
        userPanelForm({ manufacturer: 'MyBrand' }),
        { token: user.token },
      )
    ).data;
    await callApi('component/insertUserComponent', userPanelForm({ manufacturer: 'OtherBrand' }), {
      token: other.token,
    });
    // Act
    const system = await callApi<{ manufacturer: string; choseWay: number }[]>(
      'Common/queryComponentOptions',
      { choseWay: 2, manufacturerId: 'First Solar' },
      { token: user.token },
    );
    const custom = await callApi<{ value: string; choseWay: number }[]>(
      'Common/queryComponentOptions',
      { choseWay: 3, manufacturerId: 'mybrand' },
      { token: user.token },
    );
    const byDefault = await callApi<{ value: string }[]>(
      'Common/queryComponentOptions',
      { choseWay: 1 },
      { token: user.token },
    );
    const frequent = await callApi<unknown[]>(
      'Common/queryComponentOptions',
      { choseWay: 4 },
      { token: user.token },
    );
    // Assess
    expect(system.data.map((o) => [o.manufacturer, o.choseWay])).toEqual([
      ['First Solar', 2],
      ['First Solar', 2],
    ]);
    expect(custom.data.map((o) => o.value)).toEqual([own.Id]);
    expect(byDefault.data.map((o) => o.value)).toEqual([own.Id]);
    expect(frequent.data).toEqual([]);
  });

  it('list manufacturers: the system’s, the caller’s own, and both, never another user’s', async () => {
    // Act
    const systemOnly = await callApi<ValueOption[]>(
      'Common/queryAllSystemManufacturerOptions',
      {},
      { token: user.token },
    );
    const own = await callApi<ValueOption[]>(
      'Common/queryAllUserManufacturerOptions',
      {},
      { token: user.token },
    );
    const all = await callApi<ValueOption[]>('Common/queryAllManufacturerOptions', {}, { token: user.token });
    // Assess
    expect(systemOnly.data.map((o) => o.value)).toContain('LONGi');
    expect(own.data).toEqual([{ value: 'MyBrand', label: 'MyBrand' }]);
    expect(all.data.map((o) => o.value)).toEqual(expect.arrayContaining(['LONGi', 'MyBrand']));
    expect(all.data.map((o) => o.value)).not.toContain('OtherBrand');
  });

  it('refuses a chose way outside 1-4 and an oversized manufacturer', async () => {
    // Act
    const way = await callApi('Common/queryComponentOptions', { choseWay: 5 }, { token: user.token });
    const long = await callApi(
      'Common/queryComponentOptions',
      { choseWay: 2, manufacturerId: 'M'.repeat(101) },
      { token: user.token },
    );
    // Assess
    expect(fieldKeys(way)).toEqual([['choseWay', 'invalidValue']]);
    expect(fieldKeys(long)).toEqual([['manufacturerId', 'tooLong']]);
  });
});

describe('queryCurrencyOptions', () => {
  it('answers the seeded currencies with rates per CNY, dated, named in the caller’s language', async () => {
    // Act
    const english = await callApi<
      { code: string; name: string; rate: number; rateDate: string; symbol: string }[]
    >('Common/queryCurrencyOptions', {}, { token: user.token });
    const chinese = await callApi<{ code: string; name: string }[]>(
      'Common/queryCurrencyOptions',
      {},
      { token: user.token, culture: 'zh-CN' },
    );
    // Assess
    expect(english.data[0]).toEqual({
      code: 'CNY',
      symbol: '¥',
      name: 'Chinese Yuan',
      rate: 1,
      rateDate: '2026-11-02',
    });
    expect(english.data.map((c) => c.code)).toEqual(
      expect.arrayContaining(['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'INR', 'BRL', 'ZAR', 'KRW']),
    );
    expect(chinese.data.find((c) => c.code === 'USD')?.name).toBe('美元');
  });
});

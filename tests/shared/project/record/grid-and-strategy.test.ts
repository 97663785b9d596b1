/**
 * The project's grid limits, storage strategy and tariff as the storage year takes them [TAR-14]:
 * absent sections give today's figures (no limit, self-consumption without reserve, the flat
 * tariff of the investment step), a share of the inverters' rating is converted.
 */
import { investmentOrDefaults } from '@pvd/shared/finance/investment';
import { gridLimitsOf, gridLimitsRecord } from '@pvd/shared/project/record/grid-limits';
import { projectTariffOf } from '@pvd/shared/project/record/project-tariff';
import {
  backupReserveKwh,
  storageStrategyOf,
  storageStrategyRecord,
} from '@pvd/shared/project/record/storage-strategy';
import { flatTariffFromInvestment } from '@pvd/shared/tariff/flat';
import { TARIFF_PRESETS } from '@pvd/shared/tariff/presets/index';
import { describe, expect, it } from 'vitest';

describe('gridLimitsOf', () => {
  it('gives no limit for a project without the section, and each kind of export limit in kW', () => {
    expect(gridLimitsOf(undefined, 50)).toEqual({});
    const limits = (exportLimit: unknown, importLimitKw: number | null = null) =>
      gridLimitsOf(gridLimitsRecord.parse({ exportLimit, importLimitKw }), 50);
    expect(limits({ kind: 'none' }, 630)).toEqual({ importLimitKw: 630 });
    expect(limits({ kind: 'zero' })).toEqual({ exportLimitKw: 0 });
    expect(limits({ kind: 'kw', kw: 12.5 })).toEqual({ exportLimitKw: 12.5 });
    // Germany's 60 % of the inverters' 50 kW.
    expect(limits({ kind: 'percentOfInverters', percent: 60 })).toEqual({ exportLimitKw: 30 });
  });

  it('refuses a share above 100 % and a negative power, naming the field', () => {
    const issues = (value: unknown) =>
      gridLimitsRecord
        .safeParse(value)
        .error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    expect(issues({ exportLimit: { kind: 'percentOfInverters', percent: 120 } })).toEqual([
      'exportLimit.percent:tooLarge',
    ]);
    expect(issues({ importLimitKw: -1 })).toEqual(['importLimitKw:notNegative']);
  });
});

describe('storageStrategyOf and backupReserveKwh', () => {
  it('run self-consumption without reserve for a project without the section', () => {
    expect(storageStrategyOf(undefined)).toEqual({ kind: 'self-consumption' });
    expect(backupReserveKwh(undefined, 50)).toBe(0);
  });

  it('give each strategy with its grid charging and peak target, and the reserve of the usable capacity', () => {
    const settings = (value: object) => storageStrategyRecord.parse(value);
    expect(storageStrategyOf(settings({ strategy: 'time-of-use', gridCharging: true }))).toEqual({
      kind: 'time-of-use',
      gridCharging: true,
    });
    expect(storageStrategyOf(settings({ strategy: 'peak-shaving' }))).toEqual({
      kind: 'peak-shaving',
      gridCharging: false,
    });
    expect(storageStrategyOf(settings({ strategy: 'peak-shaving', peakTargetKw: 400 }))).toEqual({
      kind: 'peak-shaving',
      gridCharging: false,
      targetKw: 400,
    });
    expect(backupReserveKwh(settings({ backupReservePercent: 20 }), 215)).toBe(43);
  });
});

describe('projectTariffOf', () => {
  it('bills a project without a tariff by the flat tariff of its investment step [TAR-4]', () => {
    expect(projectTariffOf(undefined, null)).toEqual(flatTariffFromInvestment(investmentOrDefaults(null)));
    expect(projectTariffOf(undefined, null).periods).toEqual({ flat: { import: 1, export: 0.42 } });
  });

  it('bills a project by its copy when it has one', () => {
    const tariff = TARIFF_PRESETS['zhejiang-ic'];
    expect(projectTariffOf({ source: 'preset', sourceId: 'zhejiang-ic', version: 0, tariff }, null)).toBe(
      tariff,
    );
  });
});

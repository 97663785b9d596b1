import { validationMessage } from '@pvd/shared/errors/validation';
import { TARIFF_PRESETS } from '@pvd/shared/tariff/presets/index';
import { type Tariff, validateTariff } from '@pvd/shared/tariff/schema';
import { describe, expect, it } from 'vitest';

const hours = (name: string) => Array.from({ length: 24 }, () => name);
const months = (name: string) => Array.from({ length: 12 }, () => hours(name));

function twoPeriods(): Tariff {
  const weekday = months('offpeak');
  for (const month of weekday) month.fill('peak', 8, 20);
  return {
    name: 'test',
    currency: 'CNY',
    periods: { peak: { import: 1 }, offpeak: { import: 0.4 } },
    weekday,
  };
}

function issuesOf(json: unknown) {
  const checked = validateTariff(json);
  if (checked.ok) throw new Error('expected the tariff to be refused');
  return checked.issues;
}

describe('tariff schema [TAR-1]', () => {
  it('takes a two-period tariff, its weekend defaulting to the weekday schedule', () => {
    expect(validateTariff(twoPeriods()).ok).toBe(true);
  });

  it('names the hour of a schedule that uses an undefined period', () => {
    const tariff = twoPeriods();
    tariff.weekday[3]![7] = 'shoulder';
    expect(issuesOf(tariff)).toEqual([{ path: 'weekday[3][7]', key: 'tariffPeriodUndefined' }]);
  });

  it('refuses 11 months and a 25th hour, each at its place', () => {
    const short = twoPeriods();
    short.weekday.pop();
    expect(issuesOf(short)).toEqual([{ path: 'weekday', key: 'tariffMonthsPerYear' }]);
    const long = twoPeriods();
    long.weekday[3]!.push('peak');
    expect(issuesOf(long)).toEqual([{ path: 'weekday[3][24]', key: 'tariffHoursPerDay' }]);
  });

  it('refuses a negative price at its field', () => {
    const tariff = twoPeriods();
    tariff.periods.peak!.import = -0.1;
    expect(issuesOf(tariff)).toEqual([{ path: 'periods.peak.import', key: 'notNegative' }]);
  });

  it('refuses more than 6 periods', () => {
    const tariff = twoPeriods();
    for (const name of ['a', 'b', 'c', 'd', 'e']) tariff.periods[name] = { import: 0.5 };
    expect(issuesOf(tariff)).toEqual([{ path: 'periods', key: 'tariffTooManyPeriods' }]);
  });

  it('checks the weekend and holiday schedules and the holiday dates too', () => {
    const tariff = { ...twoPeriods(), weekend: months('nowhere'), holidays: ['2025-13-01'] };
    const issues = issuesOf(tariff);
    expect(issues).toContainEqual({ path: 'weekend[0][0]', key: 'tariffPeriodUndefined' });
    expect(issues).toContainEqual({ path: 'holidays[0]', key: 'tariffHolidayInvalid' });
  });

  it('has the new messages in both languages', () => {
    for (const key of [
      'tariffPeriodUndefined',
      'tariffMonthsPerYear',
      'tariffHoursPerDay',
      'tariffTooManyPeriods',
    ]) {
      expect(validationMessage(key, 'zh-CN')).not.toBe(key);
      expect(validationMessage(key, 'en')).not.toBe(key);
    }
  });
});

describe('tariff presets [TAR-3]', () => {
  it.each(Object.entries(TARIFF_PRESETS))(
    '%s passes the schema and names its source and date',
    (_id, preset) => {
      expect(validateTariff(preset)).toMatchObject({ ok: true });
      expect(preset.source?.issuer).toBeTruthy();
      expect(preset.source?.date).toMatch(/^\d{4}-\d{2}/);
    },
  );

  it('keeps the Guangdong ratios 1.7 : 1 : 0.38 and the critical peak at +25 % on peak', () => {
    const { periods } = TARIFF_PRESETS['guangdong-prd-general-ic'];
    expect(periods.peak.import / periods.flat.import).toBeCloseTo(1.7, 3);
    expect(periods.valley.import / periods.flat.import).toBeCloseTo(0.38, 3);
    expect(periods.critical.import / periods.peak.import).toBeCloseTo(1.25, 3);
    const july = TARIFF_PRESETS['guangdong-prd-general-ic'].weekday[6]!;
    expect(july.slice(10, 19)).toEqual([
      'peak',
      'critical',
      'flat',
      'flat',
      'peak',
      'critical',
      'critical',
      'peak',
      'peak',
    ]);
  });

  it('keeps the Zhejiang five tiers 2.05 : 1.85 : 1 : 0.4 : 0.2 of flat', () => {
    const { periods } = TARIFF_PRESETS['zhejiang-ic'];
    const ratios = ['sharpPeak', 'highPeak', 'flat', 'valley', 'deepValley'].map(
      (name) => periods[name as keyof typeof periods].import / periods.flat.import,
    );
    expect(ratios.map((r) => Number(r.toFixed(4)))).toEqual([2.05, 1.85, 1, 0.4, 0.2]);
  });
});

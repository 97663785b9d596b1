/**
 * The live results' rows of the yield's uncertainty [UNC-1] and of the finance at P90 [UNC-6],
 * from an answer's figures, in English and Chinese; none when the answer has none.
 */
import { yieldUncertaintyOf } from '@pvd/shared/project/report/yield-uncertainty';
import { describe, expect, it } from 'vitest';
import {
  financeAtP90Figures,
  yieldUncertaintyFigures,
} from '@/features/project-editor/results/uncertainty-figures';
import { i18n, setLanguage } from '@/lib/i18n';

/** 10 000 kWh with PVGIS's defaults and σ_iav 4 %: σ = √72 = 8.49 %, P90 8 912.6 kWh (shared's hand case). */
const uncertainty = {
  ...yieldUncertaintyOf({ section: null, source: 'pvgis-tmy', latitude: 31, p50: 10_000 }),
  financeAtP90: { paybackYear: 9, paybackYears: 8.46, netPresentValue: 12_345.6, internalRateOfReturn: 7.1 },
};
const finance = { currency: 'CNY' } as never;

describe('uncertainty figures', () => {
  it('give P90, P99, the 10-year P90 and σ, and the payback and NPV at P90, in English', async () => {
    await setLanguage('en');
    const t = i18n.getFixedT('en', 'editorFinance');
    const rows = Object.fromEntries(yieldUncertaintyFigures({ uncertainty }, t, 'en').map((r) => [r.id, r]));
    expect(rows.p90).toMatchObject({ term: 'P90, one year', value: '8,913 kWh' });
    expect(rows.p99?.value).toBe('8,026 kWh');
    expect(rows['p90-ten-year']?.value).toBe('9,017 kWh');
    expect(rows.sigma?.value).toBe('8.5 % (10 years: 7.7 %)');
    const money = financeAtP90Figures({ uncertainty, finance }, t, 'en');
    expect(money.map((r) => [r.id, r.value])).toEqual([
      ['payback-period-p90', '8.5 years'],
      ['npv-p90', '12,346 CNY'],
    ]);
  });

  it('are worded in Chinese', async () => {
    await setLanguage('zh-CN');
    const t = i18n.getFixedT('zh-CN', 'editorFinance');
    expect(yieldUncertaintyFigures({ uncertainty }, t, 'zh-CN')[0]?.term).toBe('P90（单年）');
    expect(financeAtP90Figures({ uncertainty, finance }, t, 'zh-CN')[1]?.term).toBe('P90 下的净现值');
    await setLanguage('en');
  });

  it('are none without the figures, or without investment figures for the finance', () => {
    const t = i18n.getFixedT('en', 'editorFinance');
    expect(yieldUncertaintyFigures({}, t, 'en')).toEqual([]);
    expect(financeAtP90Figures({ uncertainty, finance: null }, t, 'en')).toEqual([]);
  });
});

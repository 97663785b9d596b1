import { SEED_RATE_DATE, seedCurrencies } from '@pvd/functions/_lib/catalogue/seeds/currencies';
import { describe, expect, it } from 'vitest';

describe('seeded currencies', () => {
  it('are based on CNY (rate 1), dated, and include those the issue names', () => {
    // Act
    const currencies = seedCurrencies();
    // Assess
    expect(currencies[0]).toMatchObject({ code: 'CNY', rate: 1, symbol: '¥' });
    for (const code of ['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'INR', 'BRL', 'ZAR', 'KRW']) {
      expect(currencies.map((c) => c.code)).toContain(code);
    }
    expect(currencies.every((c) => c.rateDate === SEED_RATE_DATE && c.rate > 0)).toBe(true);
  });

  it('keep cross rates coherent: EUR/USD between 1.0 and 1.3, USD/JPY between 130 and 170', () => {
    // Prepare
    const rate = (code: string) => seedCurrencies().find((c) => c.code === code)!.rate;
    // Assess
    expect(rate('USD') / rate('EUR')).toBeGreaterThan(1.0);
    expect(rate('USD') / rate('EUR')).toBeLessThan(1.3);
    expect(rate('JPY') / rate('USD')).toBeGreaterThan(130);
    expect(rate('JPY') / rate('USD')).toBeLessThan(170);
  });
});

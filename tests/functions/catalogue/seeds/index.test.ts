import { catalogueSeedItems } from '@pvd/functions/_lib/catalogue/seeds/index';
import { describe, expect, it } from 'vitest';

describe('catalogueSeedItems', () => {
  it('writes each seeded item with its unique-name guard, all keys distinct', () => {
    // Act
    const items = catalogueSeedItems(new Date('2026-11-01T00:00:00Z'));
    const keys = items.map((item) => `${item.PK}|${item.SK}`);
    const count = (prefix: string) => items.filter((item) => String(item.SK).startsWith(prefix)).length;
    // Assess
    expect(new Set(keys).size).toBe(keys.length);
    expect(count('INVERTER#')).toBeGreaterThanOrEqual(30);
    expect(count('PANEL#')).toBeGreaterThanOrEqual(20);
    expect(count('BATTERY#') + count('COMMONBATTERY#')).toBeGreaterThanOrEqual(10);
    expect(items.filter((item) => item.type === 'UniqueName')).toHaveLength(
      count('INVERTER#') + count('PANEL#') + count('BATTERY#') + count('COMMONBATTERY#'),
    );
    expect(count('CURRENCY#')).toBeGreaterThanOrEqual(10);
  });
});

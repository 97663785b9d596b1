/** The bundled gazetteer (functions/_lib/places): both spellings of real cities find them. */
import { describe, expect, it } from 'vitest';
import { gazetteer } from '../../../functions/_lib/places/gazetteer';
import { searchPlaces } from '../../../shared/geo/place-search';

describe('the bundled GeoNames gazetteer', () => {
  it('finds Hangzhou by 杭州 and by Hangzhou, at its GeoNames site', () => {
    const [byChinese] = searchPlaces(gazetteer(), '杭州', 10);
    const [byLatin] = searchPlaces(gazetteer(), 'Hangzhou', 10);
    expect(byChinese).toEqual(byLatin);
    expect(byLatin!.countryCode).toBe('CN');
    // GeoNames 1808926 Hangzhou: 30.29365 N, 120.16142 E.
    expect(byLatin!.latitude).toBeCloseTo(30.29, 2);
    expect(byLatin!.longitude).toBeCloseTo(120.16, 2);
  });

  it('answers the capital first for 北京 and for London the largest London', () => {
    expect(searchPlaces(gazetteer(), '北京', 10)[0]!.name).toBe('Beijing');
    expect(searchPlaces(gazetteer(), 'London', 10)[0]!.countryCode).toBe('GB');
  });
});

/** The bundled gazetteer (functions/_lib/places): both spellings of real cities find them. */

import { gazetteer } from '@pvd/functions/_lib/places/gazetteer';
import { searchPlaces } from '@pvd/shared/geo/place-search';
import { describe, expect, it } from 'vitest';

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

  it('finds cities by their English names: Munich, Milan, Gothenburg, Kyiv', () => {
    const first = (query: string) => searchPlaces(gazetteer(), query, 5)[0]!;
    expect(first('Munich')).toMatchObject({ name: 'München', countryCode: 'DE' });
    expect(first('Milan')).toMatchObject({ name: 'Milano', countryCode: 'IT' });
    expect(first('Gothenburg')).toMatchObject({ name: 'Göteborg', countryCode: 'SE' });
    expect(first('Kyiv')).toMatchObject({ name: 'Kiev', countryCode: 'UA' });
  });

  it('holds Chinese names in Simplified characters: 马德里, 圣保罗, 广州 (no 広州)', () => {
    const chinese = (query: string) => searchPlaces(gazetteer(), query, 1)[0]!.chineseNames;
    expect(chinese('Madrid')).toEqual(['马德里']);
    expect(chinese('São Paulo')).toEqual(['圣保罗']);
    expect(chinese('Guangzhou')).toEqual(['广州', '广州市']);
    // No name keeps a character that OpenCC's Traditional → Simplified table changes.
    const traditional = /[馬聖羅門國東島蘭爾亞維廣臺灣]/u;
    expect(gazetteer().filter((place) => place.chineseNames.some((name) => traditional.test(name)))).toEqual(
      [],
    );
  });

  it('answers the capital first for 北京 and for London the largest London', () => {
    expect(searchPlaces(gazetteer(), '北京', 10)[0]!.name).toBe('Beijing');
    expect(searchPlaces(gazetteer(), 'London', 10)[0]!.countryCode).toBe('GB');
  });
});

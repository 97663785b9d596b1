/** The offline place search's matching and ranking (shared/geo/place-search.ts), on a hand-made index. */

import { foldLatin, parseGazetteer, placeDisplayName, searchPlaces } from '@pvd/shared/geo/place-search';
import { describe, expect, it } from 'vitest';

const INDEX = [
  'Hangzhou\t\t杭州|杭州市\tCN\t02\t30.2936\t120.1614\t1878129',
  'Hangu\t\t汉沽\tCN\t28\t39.2500\t117.8000\t150000',
  'Xihu\t\t西湖\tCN\t02\t30.2500\t120.1200\t20000',
  'New Hangzhou Village\t\t\tUS\tCA\t36.0000\t-120.0000\t16000',
  'São Paulo\tSao Paulo\t圣保罗\tBR\t27\t-23.5475\t-46.6361\t10021295',
  'London\t\t伦敦|倫敦\tGB\tENG\t51.5085\t-0.1257\t7556900',
  'London\t\t伦敦\tCA\t08\t42.9834\t-81.2330\t346765',
  'Londonderry\t\t\tGB\tNIR\t54.9966\t-7.3086\t83652',
  'München\tMuenchen\t慕尼黑\tDE\t02\t48.1374\t11.5755\t1260391\tMunich',
  'broken line',
].join('\n');
const places = parseGazetteer(INDEX);

describe('parseGazetteer', () => {
  it('reads every well-formed line and skips the rest', () => {
    expect(places).toHaveLength(9);
    expect(places[0]).toEqual({
      name: 'Hangzhou',
      asciiName: 'Hangzhou',
      chineseNames: ['杭州', '杭州市'],
      countryCode: 'CN',
      admin1Code: '02',
      latitude: 30.2936,
      longitude: 120.1614,
      population: 1878129,
      englishName: null,
    });
    expect(places[8]!.englishName).toBe('Munich');
    expect(places[4]!.asciiName).toBe('Sao Paulo');
  });
});

describe('searchPlaces', () => {
  it('finds Hangzhou by its Chinese name, with or without 市', () => {
    expect(searchPlaces(places, '杭州', 10).map((p) => p.name)).toEqual(['Hangzhou']);
    expect(searchPlaces(places, '杭州市', 10)[0]!.name).toBe('Hangzhou');
  });

  it('finds Hangzhou by its Latin name in any case, exact before a word start', () => {
    const found = searchPlaces(places, 'HANGZHOU', 10).map((p) => p.name);
    expect(found).toEqual(['Hangzhou', 'New Hangzhou Village']);
  });

  it('ranks exact, then prefix matches, and within a rank the larger population first', () => {
    const found = searchPlaces(places, 'london', 10).map((p) => `${p.name} ${p.countryCode}`);
    expect(found).toEqual(['London GB', 'London CA', 'Londonderry GB']);
  });

  it('ignores accents (São Paulo by "sao paulo")', () => {
    expect(searchPlaces(places, 'sao paulo', 10)[0]!.name).toBe('São Paulo');
  });

  it('keeps to the limit and answers nothing for an empty query', () => {
    expect(searchPlaces(places, 'h', 1)).toHaveLength(1);
    expect(searchPlaces(places, '   ', 10)).toEqual([]);
  });
});

describe('English names', () => {
  it('finds München by "Munich" and by "munchen", and names it Munich in English, 慕尼黑 in Chinese', () => {
    expect(searchPlaces(places, 'Munich', 10).map((place) => place.name)).toEqual(['München']);
    expect(searchPlaces(places, 'munchen', 10).map((place) => place.name)).toEqual(['München']);
    expect(placeDisplayName(places[8]!, 'en')).toBe('Munich');
    expect(placeDisplayName(places[8]!, 'zh-CN')).toBe('慕尼黑');
  });
});

describe('placeDisplayName', () => {
  it('gives Chinese readers the short Chinese name and others the Latin one', () => {
    expect(placeDisplayName(places[0]!, 'zh-CN')).toBe('杭州');
    expect(placeDisplayName(places[0]!, 'en')).toBe('Hangzhou');
    expect(placeDisplayName(places[7]!, 'zh-CN')).toBe('Londonderry');
  });
});

describe('foldLatin', () => {
  it('lower-cases, removes accents and squeezes spaces', () => {
    expect(foldLatin('  Zürich   City ')).toBe('zurich city');
  });
});

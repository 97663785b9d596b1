/**
 * The offline place search (it works with no online service): a
 * gazetteer of GeoNames cities read from a compact text index, searched by Latin or Chinese name
 * so that both "Hangzhou" and "杭州" find the city. Pure: the index text is handed in (the
 * function reads it from the bundled data built by scripts/build-gazetteer.ts).
 *
 * Index format, one place a line, tab-separated:
 * `name  asciiName  chineseNames(|-separated)  countryCode  admin1Code  latitude  longitude  population  [englishName]`
 * (asciiName empty when equal to name; englishName only for the few places GeoNames names in
 * another language, München → Munich).
 */

/** One place of the gazetteer. */
export interface GazetteerPlace {
  /** The GeoNames name (Latin script for nearly every place). */
  name: string;
  /** ASCII spelling ("Sao Paulo" for "São Paulo"); equal to `name` when already ASCII. */
  asciiName: string;
  /** Names in Chinese characters, in Simplified characters (the build converts Traditional ones). */
  chineseNames: string[];
  /** The English name where GeoNames' name is another language's ("Munich" for "München"), else null. */
  englishName: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** GeoNames first-order administrative division code within the country ("02" = Zhejiang in CN). */
  admin1Code: string;
  /** [°] WGS-84, north positive. */
  latitude: number;
  /** [°] WGS-84, east positive. */
  longitude: number;
  population: number;
}

/** Parses the index text; malformed lines are skipped (the index is generated, never hand-written). */
export function parseGazetteer(text: string): GazetteerPlace[] {
  const places: GazetteerPlace[] = [];
  for (const line of text.split('\n')) {
    const f = line.split('\t');
    if (f.length < 8) continue;
    const latitude = Number(f[5]);
    const longitude = Number(f[6]);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    places.push({
      name: f[0]!,
      asciiName: f[1] || f[0]!,
      chineseNames: f[2] ? f[2].split('|') : [],
      englishName: f[8] || null,
      countryCode: f[3]!,
      admin1Code: f[4]!,
      latitude,
      longitude,
      population: Number(f[7]) || 0,
    });
  }
  return places;
}

/** How well a name matches: 0 exact, 1 prefix, 2 a later word starts with it, 3 contains; null none. */
function matchRank(candidate: string, query: string): number | null {
  if (candidate === query) return 0;
  if (candidate.startsWith(query)) return 1;
  if (candidate.includes(` ${query}`) || candidate.includes(`-${query}`)) return 2;
  if (candidate.includes(query)) return 3;
  return null;
}

/** Lower case without accents or surrounding spaces, for Latin comparisons ("São" → "sao"). */
export function foldLatin(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Chinese names compare without the administrative suffixes 市 / 县 / 区 ("杭州市" = "杭州"). */
function foldChinese(text: string): string {
  return text.trim().replace(/[市县縣区區]$/u, '');
}

const HAN = /\p{Script=Han}/u;

/** A hit: the place and the rank it matched with (lower is better). */
interface Hit {
  place: GazetteerPlace;
  rank: number;
}

function bestRank(place: GazetteerPlace, query: string, han: boolean): number | null {
  const candidates = han
    ? place.chineseNames.map(foldChinese)
    : [
        foldLatin(place.name),
        foldLatin(place.asciiName),
        ...(place.englishName ? [foldLatin(place.englishName)] : []),
      ];
  let best: number | null = null;
  for (const candidate of candidates) {
    const rank = matchRank(candidate, query);
    if (rank !== null && (best === null || rank < best)) best = rank;
  }
  return best;
}

/**
 * The places whose name matches `query`, best first: exact match, then prefix, then word start,
 * then anywhere; within a rank the larger population first. A query with Chinese characters is
 * matched against the Chinese names, any other against the Latin ones (accents ignored).
 *
 * @example
 * searchPlaces(places, '杭州', 10)[0].name; // 'Hangzhou'
 * searchPlaces(places, 'hangzhou', 10)[0].chineseNames; // ['杭州', '杭州市']
 */
export function searchPlaces(
  places: readonly GazetteerPlace[],
  query: string,
  limit: number,
): GazetteerPlace[] {
  const han = HAN.test(query);
  const folded = han ? foldChinese(query) : foldLatin(query);
  if (folded === '') return [];
  const hits: Hit[] = [];
  for (const place of places) {
    const rank = bestRank(place, folded, han);
    if (rank !== null) hits.push({ place, rank });
  }
  hits.sort((a, b) => a.rank - b.rank || b.place.population - a.place.population);
  return hits.slice(0, limit).map((hit) => hit.place);
}

/**
 * The name to show a reader of `language`: the shortest Chinese name for Chinese readers (GeoNames
 * lists "杭州" and "杭州市"; the short one is the everyday name), the English name for others where
 * the place has one ("Munich"), else the GeoNames name.
 */
export function placeDisplayName(place: GazetteerPlace, language: string): string {
  if (language.startsWith('zh') && place.chineseNames.length > 0) {
    return place.chineseNames.reduce((short, name) => (name.length < short.length ? name : short));
  }
  return language.startsWith('zh') ? place.name : (place.englishName ?? place.name);
}

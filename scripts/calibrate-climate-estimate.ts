/**
 * `npx tsx scripts/calibrate-climate-estimate.ts`: the offline climate estimate against every
 * real weather year at hand (scripts/calibration-sites.ts; the files are read where they
 * are, never copied): per site the real annual GHI, the estimate with the former constant index
 * 0.72 and with the fitted one (shared/pv/climate/clear-sky-index.ts), and the design lows each
 * rule of shared/pv/climate/design-temperature.ts gives. The fitted constants are set by hand
 * from this table; the test tests/functions/climate/estimate-calibration.test.ts checks the
 * targets on the files present.
 */

import { siteGeography } from '../functions/_lib/climate/geography/site-geography';
import { offlineClimate } from '../functions/_lib/climate/offline-estimate';
import { estimateClimateFromClearSky } from '../shared/pv/climate/clear-sky-estimate';
import {
  designLowFromLowestHour,
  designLowFromMonthlyMinimum,
  designLowWithoutData,
} from '../shared/pv/climate/design-temperature';
import { hourlyFromMonthly } from '../shared/pv/climate/monthly-to-hourly';
import { annualGhi, type CalibrationSite, readCalibrationSites, type SiteYear } from './calibration-sites';

/** The former constant index. */
const FORMER_INDEX = 0.72;

/** Annual GHI of the clear-sky estimate at a site with a given index (the former sea-level frame). [kWh/m²] */
function estimatedAnnualGhi(site: Pick<CalibrationSite, 'latitude' | 'longitude'>, index: number): number {
  const { climate } = estimateClimateFromClearSky(
    {
      latitude: site.latitude,
      longitude: site.longitude,
      elevation: 0,
      timezone: Math.round(site.longitude / 15),
    },
    { clearSkyIndex: index },
  );
  return annualGhi(climate);
}

/** The coldest hour and the coldest month's mean daily minimum of a year. [°C] */
function coldStatistics(temperature: NonNullable<SiteYear['temperature']>) {
  const dayMin = new Map<number, { month: number; min: number }>();
  temperature.values.forEach((t, i) => {
    if (!Number.isFinite(t)) return;
    const day = dayMin.get(temperature.day[i]!);
    if (!day) dayMin.set(temperature.day[i]!, { month: temperature.month[i]!, min: t });
    else day.min = Math.min(day.min, t);
  });
  const sums = new Array(12).fill(0);
  const counts = new Array(12).fill(0);
  for (const { month, min } of dayMin.values()) {
    sums[month] += min;
    counts[month]++;
  }
  const monthlyMin = sums.map((s, m) => (counts[m] ? s / counts[m] : Number.POSITIVE_INFINITY));
  return {
    lowestHour: Math.min(...temperature.values.filter(Number.isFinite)),
    coldestMonthMin: Math.min(...monthlyMin),
  };
}

/** The coldest hour the former offline estimate gave (its synthetic year). [°C] */
function formerOfflineMinimum(site: CalibrationSite): number {
  const { climate } = estimateClimateFromClearSky({
    latitude: site.latitude,
    longitude: site.longitude,
    elevation: 0,
    timezone: Math.round(site.longitude / 15),
  });
  return Math.min(...hourlyFromMonthly(climate).tempAir);
}

const f0 = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : '—');
const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '—');
const pct = (x: number) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)} %`;

const rows = readCalibrationSites();
const errors: number[] = [];
console.log(
  '| site | real GHI kWh/m² | before (0.72) | error | map: elevation m, sea km | index | after | error |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const { site, year } of rows) {
  const geography = siteGeography(site.latitude, site.longitude);
  const offline = offlineClimate(site.latitude, site.longitude);
  const index = offline.clearSkyIndex;
  const before = estimatedAnnualGhi(site, FORMER_INDEX);
  const after = annualGhi(offline.climate);
  errors.push(after / year.ghiAnnual - 1);
  console.log(
    `| ${site.name} | ${f0(year.ghiAnnual)} | ${f0(before)} | ${pct(before / year.ghiAnnual - 1)} | ` +
      `${geography.elevationM.low}-${geography.elevationM.high}, ${geography.coastKm.low}-${geography.coastKm.high} | ` +
      `${index.toFixed(3)} (real ${(year.ghiAnnual / estimatedAnnualGhi(site, 1)).toFixed(3)}) | ${f0(after)} | ${pct(after / year.ghiAnnual - 1)} |`,
  );
}
const over = errors.filter((e) => e > 0.05).length;
const under = errors.filter((e) => e < -0.15).length;
console.log(
  `\n${rows.length} sites: error ${pct(Math.min(...errors))} to ${pct(Math.max(...errors))}; ` +
    `${over} above +5 % (target 0), ${under} below −15 % (target at most ${Math.floor(rows.length / 4)}).\n`,
);

console.log(
  '| site | coldest hour °C | design low, hourly rule | coldest month mean daily min °C | monthly rule | offline rule | former offline min |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const { site, year } of rows) {
  const offline = designLowWithoutData(
    site.latitude,
    siteGeography(site.latitude, site.longitude).elevationM.high,
  );
  if (!year.temperature) {
    console.log(`| ${site.name} | — | — | — | — | ${f1(offline)} | ${f1(formerOfflineMinimum(site))} |`);
    continue;
  }
  const cold = coldStatistics(year.temperature);
  console.log(
    `| ${site.name} | ${f1(cold.lowestHour)} | ${f1(designLowFromLowestHour(cold.lowestHour, year.source))} | ${f1(cold.coldestMonthMin)} | ` +
      `${f1(designLowFromMonthlyMinimum(cold.coldestMonthMin))} (gap ${f1(cold.coldestMonthMin - cold.lowestHour)}) | ${f1(offline)} | ${f1(formerOfflineMinimum(site))} |`,
  );
}
for (const [name, latitude, longitude] of [
  ['Hangzhou', 30.27, 120.15],
  ['Madrid', 40.42, -3.7],
] as const) {
  const geography = siteGeography(latitude, longitude);
  const offline = offlineClimate(latitude, longitude);
  console.log(
    `${name}: offline design low ${f1(designLowWithoutData(latitude, geography.elevationM.high))} °C ` +
      `(former ${f1(formerOfflineMinimum({ latitude, longitude } as CalibrationSite))}); ` +
      `estimate ${f0(estimatedAnnualGhi({ latitude, longitude }, FORMER_INDEX))} → ${f0(annualGhi(offline.climate))} kWh/m² (index ${offline.clearSkyIndex.toFixed(3)})`,
  );
}

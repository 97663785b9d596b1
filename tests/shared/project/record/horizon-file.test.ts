/**
 * Far-horizon files (shared/project/record/horizon-file.ts) [SUR-9]: PVGIS's JSON and CSV answers of the
 * horizon service (fixtures written in the layout of `printhorizon`'s answers, eight points at
 * 45° N 8° E), pvlib's two-column CSV, and the refusals with their message keys. PVGIS measures
 * azimuth from south, west positive ("PVGIS non-interactive service", JRC; pvlib's
 * `get_pvgis_horizon` adds 180°): −180 is north, −90 east, 0 south, 90 west.
 */
import { readFileSync } from 'node:fs';
import { PROJECT_LIMITS } from '@pvd/shared/constants/limits';
import { readHorizonFile, readPvgisHorizonJson } from '@pvd/shared/project/record/horizon-file';
import { describe, expect, it } from 'vitest';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

/** The fixture's points, azimuth from north, 360° (= 180° of PVGIS) dropped beside 0°. */
const expected = [
  [0, 3.1],
  [45, 4.6],
  [90, 2.3],
  [135, 0.8],
  [180, 1.5],
  [225, 6.9],
  [270, 5.0],
  [315, 2.7],
].map(([azimuth, elevation]) => ({ azimuth, elevation }));

describe('readHorizonFile', () => {
  it('reads PVGIS’s JSON answer, azimuth turned to north-based', () => {
    expect(readHorizonFile(fixture('pvgis-horizon-45n8e.json'))).toEqual({ ok: true, points: expected });
    expect(readPvgisHorizonJson(JSON.parse(fixture('pvgis-horizon-45n8e.json')))).toEqual({
      ok: true,
      points: expected,
    });
  });

  it('reads PVGIS’s CSV answer up to its footer', () => {
    expect(readHorizonFile(fixture('pvgis-horizon-45n8e.csv'))).toEqual({ ok: true, points: expected });
  });

  it('reads the two columns horizon_azimuth,horizon_elevation as they are', () => {
    const text = '\uFEFFhorizon_azimuth,horizon_elevation\n0,9.9\n90,4\n\n180,1.5\n360,9.9\n';
    expect(readHorizonFile(text)).toEqual({
      ok: true,
      points: [
        { azimuth: 0, elevation: 9.9 },
        { azimuth: 90, elevation: 4 },
        { azimuth: 180, elevation: 1.5 },
      ],
    });
  });

  it.each([
    ['an empty file', '', 'horizonFileUnreadable'],
    ['a spreadsheet of other columns', 'a,b\n1,2\n', 'horizonFileUnreadable'],
    ['a row of text', 'horizon_azimuth,horizon_elevation\n0,high\n', 'horizonFileUnreadable'],
    ['an elevation above 90°', 'horizon_azimuth,horizon_elevation\n0,95\n', 'horizonFileValueOutOfRange'],
    ['an azimuth past 360°', 'horizon_azimuth,horizon_elevation\n400,5\n', 'horizonFileValueOutOfRange'],
    ['JSON without a profile', '{"outputs":{}}', 'horizonFileUnreadable'],
    ['broken JSON', '{"outputs":', 'horizonFileUnreadable'],
  ])('refuses %s', (_case, text, key) => {
    expect(readHorizonFile(text)).toEqual({ ok: false, key });
  });

  it('refuses more points than the project keeps', () => {
    const rows = Array.from({ length: PROJECT_LIMITS.horizonPoints + 1 }, (_, i) => `${(i * 359) / 360},2`);
    expect(readHorizonFile(`horizon_azimuth,horizon_elevation\n${rows.join('\n')}`)).toEqual({
      ok: false,
      key: 'tooManyHorizonPoints',
    });
  });
});

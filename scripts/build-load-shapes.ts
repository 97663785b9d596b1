/**
 * `npx tsx scripts/build-load-shapes.ts [BDEW_DATA_DIR]`: writes the typical load shapes
 * (shared/load/typical-shapes/data/*.json) [LOAD-3], each a 12 month × 3 day type × 24 hour
 * matrix of relative mean power (docs/load-shapes.md says where every one comes from).
 *
 * The residential and office shapes come from the BDEW standard load profiles as published in
 * oemof/demandlib's `bdew_data` folder (h25.csv, selp_series.csv): pass that folder to rebuild
 * them; without it only the shapes written from the recipes below are rebuilt. The other shapes
 * are recipes: a day profile per day type for winter and summer, blended by month, a level per
 * month and the share of a month's working days that are holidays.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../infra/config/paths';

type Day = number[];
type DaySet = { weekday: Day; saturday: Day; sunday: Day };
type Matrix = Day[][];

const DAYS_PER_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const outDir = join(repoRoot, 'shared', 'load', 'typical-shapes', 'data');

/** How far each month is from winter (0) to summer (1), northern hemisphere. */
const SUMMERNESS = [0, 0, 0.25, 0.5, 0.75, 1, 1, 1, 0.75, 0.5, 0.25, 0];

/** 24 hourly values from runs of [first hour, last hour, value]. */
function hours(...runs: [number, number, number][]): Day {
  const day = new Array<number>(24).fill(Number.NaN);
  for (const [from, to, value] of runs) for (let h = from; h <= to; h++) day[h] = value;
  if (day.some(Number.isNaN)) throw new Error(`hours leave a gap: ${JSON.stringify(runs)}`);
  return day;
}

interface Recipe {
  winter: DaySet;
  /** Summer days; the winter ones when the load has no season. */
  summer?: DaySet;
  /** Level of each month, January first; default 1. */
  monthLevel?: number[];
  /** Share of each month's working days that are holidays (a holiday runs as a Sunday). */
  holidayShare?: number[];
}

const blend = (a: Day, b: Day, w: number) => a.map((x, h) => (1 - w) * x + w * b[h]!);

function fromRecipe(recipe: Recipe): Matrix {
  const summer = recipe.summer ?? recipe.winter;
  return DAYS_PER_MONTH.map((_, m) => {
    const s = SUMMERNESS[m]!;
    const level = recipe.monthLevel?.[m] ?? 1;
    const weekday = blend(recipe.winter.weekday, summer.weekday, s);
    const sunday = blend(recipe.winter.sunday, summer.sunday, s);
    const saturday = blend(recipe.winter.saturday, summer.saturday, s);
    const holidays = recipe.holidayShare?.[m] ?? 0;
    return [blend(weekday, sunday, holidays), saturday, sunday].map((day) => day.map((x) => x * level));
  });
}

/** Chinese calendar: Spring Festival (late Jan to Feb), May Day, National Day week (October). */
const FACTORY_HOLIDAYS = [0.1, 0.35, 0, 0, 0.1, 0, 0, 0, 0, 0.2, 0, 0.05];
/** Air conditioning in summer, some electric heating in winter. */
const COOLING_LEVEL = [1.02, 1, 0.96, 0.93, 0.97, 1.05, 1.12, 1.12, 1.02, 0.94, 0.96, 1.01];

// biome-ignore format: one day type a line reads as a timetable
const RECIPES: Record<string, Recipe> = {
  retail: {
    winter: {
      weekday: hours([0, 6, 0.25], [7, 7, 0.35], [8, 8, 0.6], [9, 19, 1], [20, 20, 0.9], [21, 21, 0.55], [22, 23, 0.3]),
      saturday: hours([0, 6, 0.25], [7, 7, 0.35], [8, 8, 0.6], [9, 20, 1], [21, 21, 0.55], [22, 23, 0.3]),
      sunday: hours([0, 7, 0.25], [8, 8, 0.4], [9, 9, 0.7], [10, 18, 0.95], [19, 19, 0.6], [20, 23, 0.28]),
    },
    summer: {
      weekday: hours([0, 6, 0.27], [7, 7, 0.38], [8, 8, 0.65], [9, 11, 1.05], [12, 17, 1.15], [18, 19, 1.05], [20, 20, 0.92], [21, 21, 0.57], [22, 23, 0.32]),
      saturday: hours([0, 6, 0.27], [7, 7, 0.38], [8, 8, 0.65], [9, 11, 1.05], [12, 17, 1.15], [18, 20, 1.05], [21, 21, 0.57], [22, 23, 0.32]),
      sunday: hours([0, 7, 0.27], [8, 8, 0.42], [9, 9, 0.75], [10, 11, 1], [12, 17, 1.1], [18, 18, 1], [19, 19, 0.62], [20, 23, 0.3]),
    },
  },
  hotel: {
    winter: {
      weekday: hours([0, 0, 0.6], [1, 4, 0.52], [5, 5, 0.58], [6, 6, 0.75], [7, 8, 0.9], [9, 10, 0.78], [11, 16, 0.72], [17, 17, 0.82], [18, 21, 1], [22, 22, 0.88], [23, 23, 0.72]),
      saturday: hours([0, 0, 0.62], [1, 5, 0.54], [6, 6, 0.65], [7, 9, 0.9], [10, 10, 0.8], [11, 16, 0.72], [17, 17, 0.85], [18, 21, 1], [22, 22, 0.9], [23, 23, 0.75]),
      sunday: hours([0, 0, 0.62], [1, 5, 0.54], [6, 6, 0.62], [7, 9, 0.88], [10, 10, 0.78], [11, 16, 0.7], [17, 17, 0.8], [18, 21, 0.95], [22, 22, 0.84], [23, 23, 0.68]),
    },
    summer: {
      weekday: hours([0, 0, 0.66], [1, 4, 0.58], [5, 5, 0.63], [6, 6, 0.8], [7, 8, 0.95], [9, 10, 0.88], [11, 16, 0.92], [17, 17, 0.95], [18, 21, 1.05], [22, 22, 0.92], [23, 23, 0.78]),
      saturday: hours([0, 0, 0.68], [1, 5, 0.6], [6, 6, 0.7], [7, 9, 0.95], [10, 10, 0.9], [11, 16, 0.92], [17, 17, 0.97], [18, 21, 1.05], [22, 22, 0.94], [23, 23, 0.8]),
      sunday: hours([0, 0, 0.68], [1, 5, 0.6], [6, 6, 0.68], [7, 9, 0.93], [10, 10, 0.88], [11, 16, 0.9], [17, 17, 0.93], [18, 21, 1], [22, 22, 0.88], [23, 23, 0.74]),
    },
    monthLevel: COOLING_LEVEL,
  },
  hospital: {
    winter: {
      weekday: hours([0, 5, 0.68], [6, 6, 0.74], [7, 7, 0.86], [8, 16, 1], [17, 17, 0.94], [18, 21, 0.84], [22, 22, 0.76], [23, 23, 0.7]),
      saturday: hours([0, 5, 0.68], [6, 6, 0.72], [7, 7, 0.78], [8, 16, 0.86], [17, 17, 0.84], [18, 21, 0.8], [22, 22, 0.74], [23, 23, 0.7]),
      sunday: hours([0, 5, 0.68], [6, 6, 0.71], [7, 7, 0.76], [8, 16, 0.83], [17, 17, 0.82], [18, 21, 0.79], [22, 22, 0.73], [23, 23, 0.69]),
    },
    summer: {
      weekday: hours([0, 5, 0.72], [6, 6, 0.78], [7, 7, 0.9], [8, 11, 1.04], [12, 16, 1.1], [17, 17, 1], [18, 21, 0.88], [22, 22, 0.8], [23, 23, 0.74]),
      saturday: hours([0, 5, 0.72], [6, 6, 0.76], [7, 7, 0.82], [8, 11, 0.9], [12, 16, 0.96], [17, 17, 0.9], [18, 21, 0.84], [22, 22, 0.78], [23, 23, 0.74]),
      sunday: hours([0, 5, 0.72], [6, 6, 0.75], [7, 7, 0.8], [8, 11, 0.87], [12, 16, 0.93], [17, 17, 0.88], [18, 21, 0.83], [22, 22, 0.77], [23, 23, 0.73]),
    },
    monthLevel: COOLING_LEVEL,
  },
  school: {
    winter: {
      weekday: hours([0, 5, 0.15], [6, 6, 0.22], [7, 7, 0.55], [8, 11, 1], [12, 12, 0.88], [13, 15, 1], [16, 16, 0.72], [17, 17, 0.48], [18, 19, 0.35], [20, 20, 0.26], [21, 21, 0.2], [22, 23, 0.15]),
      saturday: hours([0, 7, 0.15], [8, 8, 0.2], [9, 15, 0.26], [16, 16, 0.2], [17, 23, 0.15]),
      sunday: hours([0, 8, 0.15], [9, 15, 0.18], [16, 23, 0.15]),
    },
    summer: {
      weekday: hours([0, 5, 0.15], [6, 6, 0.2], [7, 7, 0.55], [8, 10, 1], [11, 15, 1.12], [16, 16, 0.78], [17, 17, 0.45], [18, 19, 0.3], [20, 20, 0.22], [21, 21, 0.18], [22, 23, 0.15]),
      saturday: hours([0, 7, 0.15], [8, 8, 0.2], [9, 15, 0.28], [16, 16, 0.2], [17, 23, 0.15]),
      sunday: hours([0, 8, 0.15], [9, 15, 0.19], [16, 23, 0.15]),
    },
    // Winter break around the Spring Festival, summer break from mid-July to the end of August,
    // May Day and the National Day week.
    holidayShare: [0.3, 0.6, 0, 0, 0.1, 0, 0.5, 1, 0, 0.2, 0, 0.05],
  },
  'factory-one-shift': {
    winter: {
      weekday: hours([0, 6, 0.12], [7, 7, 0.55], [8, 11, 1], [12, 12, 0.6], [13, 16, 1], [17, 17, 0.5], [18, 18, 0.2], [19, 23, 0.12]),
      saturday: hours([0, 7, 0.12], [8, 11, 0.5], [12, 12, 0.3], [13, 16, 0.5], [17, 17, 0.25], [18, 23, 0.12]),
      sunday: hours([0, 7, 0.12], [8, 16, 0.13], [17, 23, 0.12]),
    },
    summer: {
      weekday: hours([0, 6, 0.13], [7, 7, 0.6], [8, 11, 1.05], [12, 12, 0.68], [13, 16, 1.1], [17, 17, 0.55], [18, 18, 0.22], [19, 23, 0.13]),
      saturday: hours([0, 7, 0.13], [8, 11, 0.54], [12, 12, 0.34], [13, 16, 0.56], [17, 17, 0.27], [18, 23, 0.13]),
      sunday: hours([0, 7, 0.13], [8, 16, 0.14], [17, 23, 0.13]),
    },
    holidayShare: FACTORY_HOLIDAYS,
  },
  'factory-two-shifts': {
    winter: {
      weekday: hours([0, 4, 0.15], [5, 5, 0.45], [6, 13, 1], [14, 14, 0.9], [15, 21, 0.97], [22, 22, 0.45], [23, 23, 0.2]),
      saturday: hours([0, 4, 0.15], [5, 5, 0.4], [6, 13, 0.8], [14, 14, 0.4], [15, 23, 0.15]),
      sunday: hours([0, 23, 0.15]),
    },
    summer: {
      weekday: hours([0, 4, 0.16], [5, 5, 0.48], [6, 10, 1.02], [11, 13, 1.08], [14, 14, 0.98], [15, 17, 1.05], [18, 21, 0.99], [22, 22, 0.47], [23, 23, 0.21]),
      saturday: hours([0, 4, 0.16], [5, 5, 0.42], [6, 10, 0.82], [11, 13, 0.87], [14, 14, 0.42], [15, 23, 0.16]),
      sunday: hours([0, 23, 0.16]),
    },
    holidayShare: FACTORY_HOLIDAYS,
  },
  'factory-three-shifts': {
    winter: {
      weekday: hours([0, 5, 0.9], [6, 6, 0.84], [7, 13, 1], [14, 14, 0.9], [15, 21, 0.97], [22, 22, 0.86], [23, 23, 0.9]),
      saturday: hours([0, 5, 0.88], [6, 6, 0.82], [7, 13, 0.95], [14, 14, 0.86], [15, 21, 0.92], [22, 22, 0.82], [23, 23, 0.86]),
      sunday: hours([0, 23, 0.7]),
    },
    summer: {
      weekday: hours([0, 5, 0.92], [6, 6, 0.87], [7, 10, 1.02], [11, 13, 1.06], [14, 14, 0.95], [15, 17, 1.03], [18, 21, 0.99], [22, 22, 0.88], [23, 23, 0.92]),
      saturday: hours([0, 5, 0.9], [6, 6, 0.85], [7, 10, 0.97], [11, 13, 1.01], [14, 14, 0.9], [15, 17, 0.98], [18, 21, 0.94], [22, 22, 0.84], [23, 23, 0.88]),
      sunday: hours([0, 10, 0.72], [11, 17, 0.76], [18, 23, 0.72]),
    },
    holidayShare: FACTORY_HOLIDAYS.map((share) => share / 2),
  },
  'cold-store': {
    winter: {
      weekday: hours([0, 5, 0.55], [6, 8, 0.7], [9, 17, 0.8], [18, 20, 0.68], [21, 23, 0.58]),
      saturday: hours([0, 5, 0.55], [6, 8, 0.64], [9, 17, 0.72], [18, 20, 0.63], [21, 23, 0.57]),
      sunday: hours([0, 5, 0.55], [6, 8, 0.6], [9, 17, 0.66], [18, 20, 0.6], [21, 23, 0.56]),
    },
    summer: {
      weekday: hours([0, 5, 0.74], [6, 8, 0.88], [9, 11, 0.97], [12, 16, 1.05], [17, 17, 0.97], [18, 20, 0.88], [21, 23, 0.78]),
      saturday: hours([0, 5, 0.74], [6, 8, 0.83], [9, 11, 0.9], [12, 16, 0.98], [17, 17, 0.9], [18, 20, 0.84], [21, 23, 0.77]),
      sunday: hours([0, 5, 0.74], [6, 8, 0.8], [9, 11, 0.86], [12, 16, 0.93], [17, 17, 0.87], [18, 20, 0.82], [21, 23, 0.76]),
    },
  },
};

/** A BDEW csv: one row per quarter-hour, read as numbers by column. */
function readCsv(file: string): string[][] {
  return readFileSync(file, 'utf8')
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
}

/** Sums of the four quarter-hours of each hour. */
const hourly = (quarters: number[]): Day =>
  Array.from({ length: 24 }, (_, h) => quarters.slice(4 * h, 4 * h + 4).reduce((a, b) => a + b, 0));

/**
 * BDEW H25 (households, 2025): its 12 months × 3 day types (columns SA, FT, WT per month), each
 * month times the mean over its days of the BDEW dynamisation polynomial, which the profile is
 * published to be multiplied by.
 */
function residential(bdewDir: string): Matrix {
  const [, types, ...quarters] = readCsv(join(bdewDir, 'h25.csv'));
  const dynamisation = (day: number) =>
    -3.92e-10 * day ** 4 + 3.2e-7 * day ** 3 - 7.02e-5 * day ** 2 + 0.0021 * day + 1.24;
  let firstDay = 1;
  return DAYS_PER_MONTH.map((days, m) => {
    let factor = 0;
    for (let d = 0; d < days; d++) factor += dynamisation(firstDay + d) / days;
    firstDay += days;
    const column = (type: string) => 1 + m * 3 + types!.slice(1 + m * 3, 4 + m * 3).indexOf(type);
    return ['WT', 'SA', 'FT'].map((type) =>
      hourly(quarters.map((row) => Number(row[column(type)]) * factor)),
    );
  });
}

/** BDEW seasons: winter 1 Nov-20 Mar, summer 15 May-14 Sep, transition in between. */
function seasonOf(month: number, day: number): 'winter' | 'summer' | 'transition' {
  const md = month * 100 + day;
  if (md >= 1101 || md <= 320) return 'winter';
  if (md >= 515 && md <= 914) return 'summer';
  return 'transition';
}

/**
 * A 1999 BDEW profile of selp_series.csv (three seasons × Monday-Sunday, quarter-hours): each
 * month the mean of its days' seasons (Monday for the weekday, Saturday, Sunday).
 */
function bdew1999(bdewDir: string, profile: string): Matrix {
  const [header, ...rows] = readCsv(join(bdewDir, 'selp_series.csv'));
  const at = header!.indexOf(profile);
  const day = (season: string, weekday: number) =>
    hourly(rows.filter((r) => r[1] === season && Number(r[2]) === weekday).map((r) => Number(r[at])));
  return DAYS_PER_MONTH.map((days, m) =>
    [1, 6, 7].map((weekday) => {
      const sum = new Array<number>(24).fill(0);
      for (let d = 1; d <= days; d++) {
        const values = day(seasonOf(m + 1, d), weekday);
        for (let h = 0; h < 24; h++) sum[h]! += values[h]! / days;
      }
      return sum;
    }),
  );
}

/** Scales to a mean of 1 over a year of 5 weekdays, a Saturday and a Sunday a week; 4 decimals. */
function normalised(matrix: Matrix): Matrix {
  let energy = 0;
  matrix.forEach((types, m) => {
    types.forEach((day, t) => {
      const weight = (DAYS_PER_MONTH[m]! * (t === 0 ? 5 : 1)) / 7;
      energy += weight * day.reduce((a, b) => a + b, 0);
    });
  });
  const scale = (365 * 24) / energy;
  return matrix.map((types) => types.map((day) => day.map((x) => Number((x * scale).toFixed(4)))));
}

function write(id: string, source: string, matrix: Matrix): void {
  const body = { id, source, dayTypes: ['weekday', 'saturday', 'sunday'], months: normalised(matrix) };
  writeFileSync(join(outDir, `${id}.json`), `${JSON.stringify(body, null, 2)}\n`);
}

const bdewDir = process.argv[2];
if (bdewDir) {
  write('residential', 'BDEW H25 (2025), dynamised by month', residential(bdewDir));
  write('office', 'BDEW G1 (1999): business on weekdays 08:00-18:00', bdew1999(bdewDir, 'g1'));
}
for (const [id, recipe] of Object.entries(RECIPES)) {
  write(id, 'recipe in scripts/build-load-shapes.ts, reasoning in docs/load-shapes.md', fromRecipe(recipe));
}
// Biome's layout (a few numbers a line), so a rebuild differs from the files only where a value does.
execFileSync('npx', ['biome', 'format', '--write', outDir], { stdio: 'ignore' });
process.stderr.write(
  `Wrote ${bdewDir ? 2 + Object.keys(RECIPES).length : Object.keys(RECIPES).length} shapes to ${outDir}\n`,
);

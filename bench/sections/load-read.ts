/**
 * The meter data reader (shared/load/meter-file) on whole years of readings written here [LOAD-2]:
 * a 5-minute year of `time,kw` CSV (105 120 rows; target ≤ 300 ms), a quarter-hour year as a
 * German portal writes it (semicolons, decimal commas, day-first dates: the full stamp reader),
 * the same as an .xlsx (SheetJS), a 1-minute year (525 600 rows, the largest the limits let in),
 * and a typical shape's quarter-hour year (shared/load/typical-shapes). Each figure is the wall
 * time (min, median, after a warm-up that runs until the medians settle) and the CPU time (min).
 */

import * as XLSX from 'xlsx';
import { readMeterFile } from '../../shared/load/meter-file/read';
import { TYPICAL_SHAPES } from '../../shared/load/typical-shapes/catalogue';
import { typicalLoadSeries } from '../../shared/load/typical-shapes/typical-load';
import { type StableRuns, stableTimes } from '../support/timing';
import type { BenchRow, BenchSection } from '../types';

const START_MS = Date.UTC(2023, 0, 1);

/** A load with days, weeks and seasons in it. [kW] */
function kwAt(ms: number): number {
  const d = new Date(ms);
  const hour = d.getUTCHours() + d.getUTCMinutes() / 60;
  const weekend = d.getUTCDay() === 0 || d.getUTCDay() === 6;
  return (
    20 +
    (weekend ? 5 : 30) * Math.max(0, Math.sin(((hour - 6) / 14) * Math.PI)) +
    5 * Math.cos(d.getUTCMonth())
  );
}

function stamps(stepMinutes: number): number[] {
  return Array.from({ length: (365 * 1440) / stepMinutes }, (_, i) => START_MS + i * stepMinutes * 60_000);
}

function plainCsv(stepMinutes: number): Uint8Array {
  const lines = stamps(stepMinutes).map(
    (ms) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')},${kwAt(ms).toFixed(3)}`,
  );
  return new TextEncoder().encode(`time,kw\n${lines.join('\n')}\n`);
}

function portalCsv(): Uint8Array {
  const pad = (n: number) => String(n).padStart(2, '0');
  const lines = stamps(15).map((ms) => {
    const d = new Date(ms);
    const at = `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
    return `${at};${(kwAt(ms) / 4).toFixed(4).replace('.', ',')}`;
  });
  return new TextEncoder().encode(`Kundennummer;12345\nZeitstempel;Verbrauch [kWh]\n${lines.join('\n')}\n`);
}

function workbook(): Uint8Array {
  const rows = [
    ['Zeitstempel', 'Leistung kW'],
    ...stamps(15).map((ms) => [ms / 86_400_000 + 25_569, kwAt(ms)]),
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

function read(bytes: Uint8Array): void {
  const result = readMeterFile(bytes, 'meter.csv');
  if (!result.ok) throw new Error(`bench file refused: ${JSON.stringify(result.refusal)}`);
}

function timedRows(what: string, run: () => unknown, runs: StableRuns, target?: number): BenchRow[] {
  const t = stableTimes(() => undefined, run, runs);
  const note = t.stable ? undefined : 'warm-up hit its cap before the medians settled';
  return [
    { metric: `${what}, min`, value: t.min, unit: 'ms', ...(target && { target }), ...(note && { note }) },
    { metric: `${what}, median`, value: t.median, unit: 'ms', ...(target && { target }) },
    { metric: `${what}, CPU time, min`, value: t.cpuMin, unit: 'ms' },
  ];
}

export default async function loadReadBench(): Promise<BenchSection> {
  const fiveMinute = plainCsv(5);
  const portal = portalCsv();
  const xlsx = workbook();
  const oneMinute = plainCsv(1);
  const quick: StableRuns = { batch: 5, maxBatches: 8, runs: 15 };
  const slow: StableRuns = { batch: 2, maxBatches: 3, runs: 5 };
  return {
    name: 'Meter data reader (shared/load/meter-file), a year of readings',
    rows: [
      ...timedRows('5-minute year, time,kw CSV (105 120 rows)', () => read(fiveMinute), quick, 300),
      ...timedRows('15-minute year, semicolons, decimal commas, dd.mm.yyyy', () => read(portal), quick),
      ...timedRows('15-minute year, .xlsx with serial dates', () => read(xlsx), slow),
      ...timedRows('1-minute year, time,kw CSV (525 600 rows)', () => read(oneMinute), slow),
      ...timedRows(
        'typical shape (office), a 15-minute year',
        () =>
          typicalLoadSeries(TYPICAL_SHAPES.office, { annualConsumptionKwh: 100_000 }, { stepMinutes: 15 }),
        { batch: 20, maxBatches: 10, runs: 51 },
      ),
    ],
    notes: [
      `File sizes: 5-minute CSV ${(fiveMinute.byteLength / 1e6).toFixed(1)} MB, portal CSV ${(portal.byteLength / 1e6).toFixed(1)} MB, .xlsx ${(xlsx.byteLength / 1e6).toFixed(1)} MB, 1-minute CSV ${(oneMinute.byteLength / 1e6).toFixed(1)} MB.`,
    ],
  };
}

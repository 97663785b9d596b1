/**
 * `npm run bench`: runs every section in bench/sections/ (or those named on the command line),
 * prints one table and writes bench/results.json. Figures are measured, never asserted.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runBenchEndHooks } from './support/cleanup';
import type { BenchSection, BenchSectionRunner } from './types';

const benchDir = dirname(fileURLToPath(import.meta.url));

async function loadSections(only: string[]): Promise<[string, BenchSectionRunner][]> {
  const files = (await readdir(join(benchDir, 'sections'))).filter((f) => f.endsWith('.ts')).sort();
  const chosen = only.length ? files.filter((f) => only.some((o) => f.includes(o))) : files;
  const runners: [string, BenchSectionRunner][] = [];
  for (const file of chosen) {
    const mod = (await import(pathToFileURL(join(benchDir, 'sections', file)).href)) as {
      default: BenchSectionRunner;
    };
    runners.push([file, mod.default]);
  }
  return runners;
}

/**
 * Writes bench/results.json. A run of some sections keeps the other sections' last figures, so
 * the file always holds the whole table (each section says when it was measured).
 */
function writeResults(sections: BenchSection[]): void {
  const file = join(benchDir, 'results.json');
  const measuredAt = new Date().toISOString();
  const previous: { sections?: (BenchSection & { measuredAt?: string })[] } = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {};
  // Other work on the machine slows every figure (medians most): the load is kept with them.
  const machine = { cores: cpus().length, loadAverage1m: Number(loadavg()[0]!.toFixed(2)) };
  const fresh = sections.map((section) => ({ ...section, measuredAt, machine }));
  const kept = (previous.sections ?? []).filter((old) => !fresh.some((s) => s.name === old.name));
  const results = { measuredAt, node: process.version, sections: [...kept, ...fresh] };
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

function printTable(sections: BenchSection[]): void {
  const lines: string[] = [];
  for (const section of sections) {
    lines.push(`\n## ${section.name}`);
    lines.push('| metric | value | unit | target | note |');
    lines.push('|---|---:|---|---:|---|');
    for (const row of section.rows) {
      const target = row.target === undefined ? '' : `${row.targetIsFloor ? '≥' : '≤'} ${row.target}`;
      const missed =
        row.target !== undefined && (row.targetIsFloor ? row.value < row.target : row.value > row.target);
      const flag = missed ? ' ⚠' : '';
      lines.push(
        `| ${row.metric} | ${Number(row.value.toPrecision(4))}${flag} | ${row.unit} | ${target} | ${row.note ?? ''} |`,
      );
    }
    for (const note of section.notes ?? []) lines.push(`\n${note}`);
  }
  console.log(lines.join('\n'));
}

const sections: BenchSection[] = [];
for (const [file, run] of await loadSections(process.argv.slice(2))) {
  process.stderr.write(`bench: ${file}\n`);
  sections.push(await run());
}
printTable(sections);
writeResults(sections);
await runBenchEndHooks();
process.exit(0);

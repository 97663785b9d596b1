/**
 * Every function's own start: the import of its built handler (`dist/lambda/<group>/<call>/index.mjs`,
 * the folder CDK deploys) in a fresh Node process, as Lambda's init imports it, beside a bundle
 * that holds only the DynamoDB document client, built with the same esbuild options in the same
 * run. Target: each within 1.5 × that baseline; the report function ≤ 250 ms before Chromium.
 *
 * The time is taken inside the fresh process around the dynamic import (Node's own start is
 * left out, as it is the same for every function); three processes each, min and median.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { repoRoot } from '../../infra/config/paths';
import { buildFunctions, esbuildOptions } from '../../scripts/build-functions';
import type { BenchRow, BenchSection } from '../types';

const RUNS = 3;
const REPORT_TARGET_MS = 250;
const BASELINE_FACTOR = 1.5;

/** Imports `file` in a fresh Node process and answers the import's time [ms] (NaN if it failed). */
function importMs(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(String(performance.now() - t));`;
  try {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, AWS_REGION: process.env.AWS_REGION ?? 'us-east-1', NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return Number(out);
  } catch {
    return Number.NaN;
  }
}

function minAndMedian(file: string): { min: number; median: number } {
  const times = Array.from({ length: RUNS }, () => importMs(file)).sort((a, b) => a - b);
  return { min: times[0]!, median: times[Math.floor(RUNS / 2)]! };
}

/** Builds the baseline: one entry importing the DynamoDB document client, as a handler would. */
async function baselineBundle(dir: string): Promise<string> {
  const outfile = join(dir, 'baseline.mjs');
  const { entryPoints: _entries, outdir: _outdir, ...options } = esbuildOptions([], dir);
  await build({
    ...options,
    stdin: {
      contents: [
        "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
        "import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';",
        'export const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));',
        'export const handler = async () => ({ statusCode: 200 });',
      ].join('\n'),
      resolveDir: repoRoot,
      sourcefile: 'baseline.mjs',
      loader: 'js',
    },
    outfile,
    splitting: false,
    metafile: false,
  });
  return outfile;
}

export default async function functionStarts(): Promise<BenchSection> {
  const { functions, outDir } = await buildFunctions();
  const dir = mkdtempSync(join(tmpdir(), 'pv-start-'));
  try {
    const baseline = minAndMedian(await baselineBundle(dir));
    const limit = baseline.min * BASELINE_FACTOR;
    const rows: BenchRow[] = [
      { metric: 'baseline: the DynamoDB document client alone, min', value: baseline.min, unit: 'ms' },
      { metric: 'baseline: the DynamoDB document client alone, median', value: baseline.median, unit: 'ms' },
    ];
    let within = 0;
    const sorted = [...functions].sort((a, b) => a.bundlePath.localeCompare(b.bundlePath));
    for (const fn of sorted) {
      const time = minAndMedian(join(outDir, fn.bundlePath, 'index.mjs'));
      const report = fn.bundlePath === 'project/exportProjectReportPdf';
      if (time.min <= limit) within += 1;
      rows.push({
        metric: `import ${fn.bundlePath}, min`,
        value: time.min,
        unit: 'ms',
        target: report ? REPORT_TARGET_MS : Number(limit.toFixed(1)),
        note: `median ${time.median.toFixed(1)} ms`,
      });
    }
    rows.push({
      metric: `functions within ${BASELINE_FACTOR} × the baseline (by the min)`,
      value: within,
      unit: `of ${functions.length}`,
    });
    return {
      name: 'Function starts: each handler imported in a fresh Node process, beside the DynamoDB client alone',
      rows,
      notes: [
        `${RUNS} processes each; the time inside the process around the import, Node's own start left out.`,
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

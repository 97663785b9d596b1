/**
 * Function bundles: builds every function with the one esbuild call of `npm run build:functions`
 * and reports the JavaScript each function folder holds (its handler and the chunks it imports),
 * then the total and the largest, minified and gzipped (about what Lambda downloads and unpacks
 * on a cold start), and the build time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BuiltFunction, buildFunctions } from '../../scripts/build-functions';
import type { BenchRow, BenchSection } from '../types';

interface FunctionSize {
  /** `account/login` */
  name: string;
  /** [bytes] */
  bytes: number;
  /** [bytes] */
  gzipBytes: number;
}

const kilobytes = (bytes: number) => bytes / 1024;

function sizeOf(outDir: string, built: BuiltFunction): FunctionSize {
  const code = built.files
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => readFileSync(join(outDir, built.bundlePath, file)));
  return { name: built.bundlePath, bytes: built.codeBytes, gzipBytes: gzipSync(Buffer.concat(code)).length };
}

export default async function functionsBench(): Promise<BenchSection> {
  const { functions, outDir, durationMs } = await buildFunctions();
  const sizes = functions.map((built) => sizeOf(outDir, built)).sort((a, b) => a.name.localeCompare(b.name));
  const rows: BenchRow[] = sizes.map((size) => ({
    metric: `bundle ${size.name}`,
    value: kilobytes(size.bytes),
    unit: 'KB',
  }));
  const largest = sizes.reduce((max, size) => (size.bytes > max.bytes ? size : max), sizes[0]!);
  const total = (pick: (size: FunctionSize) => number) =>
    kilobytes(sizes.reduce((sum, s) => sum + pick(s), 0));
  rows.push(
    { metric: `bundles, all ${sizes.length}`, value: total((s) => s.bytes), unit: 'KB' },
    { metric: `bundles, all ${sizes.length}, gzipped`, value: total((s) => s.gzipBytes), unit: 'KB' },
    { metric: `largest bundle (${largest.name})`, value: kilobytes(largest.bytes), unit: 'KB' },
    { metric: `largest bundle (${largest.name}), gzipped`, value: kilobytes(largest.gzipBytes), unit: 'KB' },
    { metric: `build of ${sizes.length} functions (one esbuild call)`, value: durationMs, unit: 'ms' },
  );
  return { name: 'Function bundles (minified, AWS SDK included)', rows };
}

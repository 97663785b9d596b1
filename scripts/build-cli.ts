/**
 * `npm run build:cli`: bundles the command line (scripts/simulate.ts) into one ESM file,
 * `dist/cli/simulate.mjs`, that plain `node` runs without tsx or npm. Why: as a whole process
 * the tsx path spent about 1.8 s starting (npm, then tsx compiling TypeScript on the fly) for a
 * year that takes milliseconds; the bundle starts in well under 0.2 s.
 * `npm run simulate` calls this with `--if-stale` first, so it rebuilds only when a source file
 * the bundle was built from changed (esbuild's metafile, `dist/cli/meta.json`, lists them).
 *
 * Choices, as in build-functions.ts: ESM for node, `module` before `main`. No minification and
 * no source map: the bundle is small, a stack trace then names the real functions, and a
 * minifier saves too little parse time to measure.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BuildOptions, build, type Metafile } from 'esbuild';
import { repoRoot } from '../infra/config/paths';

/** Where the CLI bundle goes. */
export const cliDist = join(repoRoot, 'dist', 'cli');
/** The bundled command line. */
export const cliBundle = join(cliDist, 'simulate.mjs');
const metafilePath = join(cliDist, 'meta.json');

/** The esbuild options of the CLI bundle (exported for the tests). */
export function cliBuildOptions(outfile: string = cliBundle): BuildOptions {
  return {
    absWorkingDir: repoRoot,
    entryPoints: [join(repoRoot, 'scripts', 'simulate.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    mainFields: ['module', 'main'],
    treeShaking: true,
    legalComments: 'none',
    charset: 'utf8',
    metafile: true,
    logLevel: 'warning',
  };
}

/** Builds the bundle and writes esbuild's metafile beside it. [ms] */
export async function buildCli(): Promise<number> {
  const started = performance.now();
  mkdirSync(cliDist, { recursive: true });
  const result = await build(cliBuildOptions());
  writeFileSync(metafilePath, JSON.stringify(result.metafile));
  return performance.now() - started;
}

/** Whether the bundle is missing, or older than one of the sources (or package.json) it was built from. */
export function cliIsStale(): boolean {
  if (!existsSync(cliBundle) || !existsSync(metafilePath)) return true;
  const built = statSync(cliBundle).mtimeMs;
  const metafile = JSON.parse(readFileSync(metafilePath, 'utf8')) as Metafile;
  const sources = [...Object.keys(metafile.inputs), 'package.json', 'scripts/build-cli.ts'];
  return sources.some((source) => {
    const file = join(repoRoot, source);
    return !existsSync(file) || statSync(file).mtimeMs > built;
  });
}

async function main(): Promise<void> {
  if (process.argv.includes('--if-stale') && !cliIsStale()) return;
  const ms = await buildCli();
  const kilobytes = statSync(cliBundle).size / 1024;
  process.stderr.write(
    `Built ${relative(repoRoot, cliBundle)} (${Math.round(kilobytes)} KB) in ${Math.round(ms)} ms\n`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}

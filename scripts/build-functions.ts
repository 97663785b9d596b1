/**
 * `npm run build:functions`: ONE esbuild build with every implemented handler (and trigger) as
 * an entry point → `dist/lambda/<group>/<call>/index.mjs`, plus the shared chunks it imports and
 * the source maps, each folder complete on its own (CDK deploys it as it is, the local runtime
 * can import it). esbuild's metafile goes to `dist/lambda/meta.json`. Offline, about two seconds.
 *
 * Choices:
 * - ESM (`.mjs`) with code splitting, not one CommonJS file per function: the ~100 functions
 *   share the AWS SDK, zod, middy and `shared/`, and with splitting esbuild links and prints that
 *   code once instead of once per function. Measured on 68 functions (2 busy cores): 0.7 s
 *   instead of 10.5 s, 1.7 MB of output instead of 56 MB. Each function folder then gets (hard
 *   links to) exactly the chunks it imports. The banner gives the ESM output `require`,
 *   `__filename` and `__dirname`, which bundled CommonJS dependencies use for Node built-ins.
 * - The AWS SDK is bundled like everything else, so the deployed functions run the lockfile's
 *   SDK, the same one the local runtime and the tests run, not the Lambda runtime's copy.
 * - `module` before `main`: packages that ship ESM are tree-shaken much better.
 * - Linked source maps without `sourcesContent`: `--enable-source-maps` needs only the mappings.
 * - Chromium and puppeteer-core are not bundled (function-packages.ts): a function importing them
 *   gets them, with their production dependencies, in its own `node_modules`.
 *   The build folder sits two levels below `dist/lambda`, like the function folders, so the
 *   relative source paths in the maps stay right in the function folders.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BuildOptions, build, type Metafile } from 'esbuild';
import { type FunctionBundle, functionBundles, handlerFileName } from '../infra/config/functions';
import { lambdaDist, repoRoot } from '../infra/config/paths';
import { linkOrCopy, packageNameOf, placePackages, unbundledPackages } from './function-packages';

/** Where esbuild writes before the function folders are assembled (same depth as `account/login`). */
const buildFolder = join('_build', 'chunks');

const esmBanner = [
  "import{createRequire as __pvdRequire}from'node:module';",
  "import{fileURLToPath as __pvdPath}from'node:url';",
  "import{dirname as __pvdDirname}from'node:path';",
  'const require=__pvdRequire(import.meta.url),__filename=__pvdPath(import.meta.url),__dirname=__pvdDirname(__filename);',
].join('');

export interface BuildFunctionsOptions {
  /** The functions to build; every implemented call and trigger by default. */
  bundles?: readonly FunctionBundle[];
  /** Output folder, emptied first; `dist/lambda` by default. */
  outDir?: string;
}

/** One assembled function folder. */
export interface BuiltFunction {
  bundlePath: string;
  /** The files of the folder (handler, chunks, maps), relative to it. */
  files: string[];
  /** JavaScript in the folder, maps excluded. [bytes] */
  codeBytes: number;
  /** Packages placed in the folder's `node_modules` (repository paths), if any. */
  packages: string[];
}

export interface BuildFunctionsResult {
  functions: BuiltFunction[];
  outDir: string;
  metafile: Metafile;
  /** Wall time of the esbuild call. [ms] */
  esbuildMs: number;
  /** Wall time of the whole build, folders assembled. [ms] */
  durationMs: number;
}

/** The esbuild entry name of a bundle: `account/login` → `account.login`. */
function entryName(bundlePath: string): string {
  return bundlePath.replaceAll('/', '.');
}

/** The esbuild options of the function build (exported for the tests). */
export function esbuildOptions(bundles: readonly FunctionBundle[], outDir: string): BuildOptions {
  return {
    absWorkingDir: repoRoot,
    entryPoints: Object.fromEntries(bundles.map((b) => [entryName(b.bundlePath), join(repoRoot, b.entry)])),
    outdir: join(outDir, buildFolder),
    bundle: true,
    splitting: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunk-[hash]',
    banner: { js: esmBanner },
    mainFields: ['module', 'main'],
    minify: true,
    treeShaking: true,
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    charset: 'utf8',
    metafile: true,
    logLevel: 'warning',
    external: [...unbundledPackages],
  };
}

/** The output files an output needs at run time: itself and every chunk it imports, transitively. */
export function filesNeededBy(metafile: Metafile, output: string): string[] {
  const needed = new Set<string>();
  const visit = (file: string) => {
    if (needed.has(file)) return;
    needed.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (!imported.external) visit(imported.path);
    }
  };
  visit(output);
  return [...needed];
}

/** Places an entry and its chunks (with their maps) into the function's own folder. */
function assembleFunction(metafile: Metafile, bundlePath: string, outDir: string): BuiltFunction {
  const entryOutput = relative(repoRoot, join(outDir, buildFolder, `${entryName(bundlePath)}.mjs`));
  const folder = join(outDir, bundlePath);
  mkdirSync(folder, { recursive: true });
  const files: string[] = [];
  let codeBytes = 0;
  // Hard links where possible: the same chunk sits in dozens of folders, so copying would write
  // hundreds of MB.
  for (const output of filesNeededBy(metafile, entryOutput)) {
    const source = join(repoRoot, output);
    codeBytes += metafile.outputs[output]?.bytes ?? 0;
    if (output === entryOutput) {
      // The entry becomes index.mjs; its map is renamed with it and the link updated.
      const code = readFileSync(source, 'utf8').replace(
        `sourceMappingURL=${basename(source)}.map`,
        `sourceMappingURL=${handlerFileName}.map`,
      );
      writeFileSync(join(folder, handlerFileName), code);
      linkOrCopy(`${source}.map`, join(folder, `${handlerFileName}.map`));
      files.push(handlerFileName, `${handlerFileName}.map`);
    } else {
      linkOrCopy(source, join(folder, basename(source)));
      linkOrCopy(`${source}.map`, join(folder, `${basename(source)}.map`));
      files.push(basename(source), `${basename(source)}.map`);
    }
  }
  const packages = placePackages(unbundledImports(metafile, entryOutput), folder, repoRoot);
  return { bundlePath, files: files.sort(), codeBytes, packages };
}

/** The unbundled packages an output and its chunks import. */
export function unbundledImports(metafile: Metafile, output: string): string[] {
  const imported = filesNeededBy(metafile, output).flatMap((file) =>
    (metafile.outputs[file]?.imports ?? []).filter((i) => i.external).map((i) => packageNameOf(i.path)),
  );
  return unbundledPackages.filter((name) => imported.includes(name));
}

/** Builds the functions with one esbuild call, assembles one folder per function, writes the metafile. */
export async function buildFunctions(options: BuildFunctionsOptions = {}): Promise<BuildFunctionsResult> {
  const started = performance.now();
  const bundles = options.bundles ?? functionBundles();
  const outDir = options.outDir ?? lambdaDist;
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const result = await build(esbuildOptions(bundles, outDir));
  const esbuildMs = performance.now() - started;
  // Always set, since the options ask for it; checked because esbuild's type allows none.
  const metafile = result.metafile;
  if (!metafile) throw new Error('esbuild returned no metafile');
  const functions = bundles.map((bundle) => assembleFunction(metafile, bundle.bundlePath, outDir));
  rmSync(dirname(join(outDir, buildFolder)), { recursive: true, force: true });
  writeFileSync(join(outDir, 'meta.json'), JSON.stringify(metafile));
  return { functions, outDir, metafile, esbuildMs, durationMs: performance.now() - started };
}

async function main(): Promise<void> {
  const { functions, outDir, durationMs, esbuildMs } = await buildFunctions();
  const largest = Math.max(...functions.map((f) => f.codeBytes));
  console.log(
    `Built ${functions.length} functions into ${relative(repoRoot, outDir)}/ in ${Math.round(durationMs)} ms ` +
      `(esbuild ${Math.round(esbuildMs)} ms; largest function ${Math.round(largest / 1024)} KB of JavaScript)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}

/**
 * pvlib beside the bench: pvlib-python run from its source checkout, found through two
 * environment variables, so the bench measures pvlib's side instead of quoting it.
 *
 * - `PVLIB_SRC`: a checkout of pvlib-python's public repository (added to PYTHONPATH).
 * - `PVLIB_PYTHON`: a Python with numpy, pandas and scipy (Debian: python3-numpy python3-pandas
 *   python3-scipy python3-h5py); default `python3`.
 *
 * Nothing of pvlib is in this repository: without these, the sections that need pvlib say so.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** How to run pvlib here. */
export interface PvlibRuntime {
  python: string;
  /** The source checkout, when PVLIB_SRC names one. */
  source?: string;
  /** PYTHONPATH and the rest of the environment for the scripts. */
  env: NodeJS.ProcessEnv;
  /** What was run, e.g. 'pvlib source 6382338a7 (2026-11-20)', for the results. */
  description: string;
}

/** What to set when pvlib cannot run, printed by the sections that need it. */
export const PVLIB_SETUP_HINT =
  'set PVLIB_SRC to a checkout of pvlib-python and PVLIB_PYTHON to a Python with numpy, pandas and scipy (bench/README.md, "pvlib beside the bench")';

/** The source's commit, when it is a git checkout. */
function sourceCommit(source: string): string | undefined {
  const log = spawnSync('git', ['-C', source, 'log', '-1', '--format=%h (%cs)'], { encoding: 'utf8' });
  return log.status === 0 ? log.stdout.trim() : undefined;
}

/** pvlib's runtime from the environment, or the reason it cannot run. */
export function findPvlib(env: NodeJS.ProcessEnv = process.env): PvlibRuntime | { absent: string } {
  const python = env.PVLIB_PYTHON || 'python3';
  const source = env.PVLIB_SRC || undefined;
  if (source && !existsSync(join(source, 'pvlib', '__init__.py')))
    return { absent: `PVLIB_SRC=${source} holds no pvlib/__init__.py` };
  const pythonPath = [source, env.PYTHONPATH].filter(Boolean).join(delimiter);
  const scriptEnv = { ...env, ...(pythonPath ? { PYTHONPATH: pythonPath } : {}) };
  const probe = spawnSync(python, ['-c', 'import pvlib, pandas, scipy; print(pvlib.__version__)'], {
    env: scriptEnv,
    encoding: 'utf8',
  });
  if (probe.status !== 0) {
    const why = probe.error?.message ?? probe.stderr.trim().split('\n').at(-1) ?? 'import failed';
    return { absent: `${python} cannot import pvlib (${why}): ${PVLIB_SETUP_HINT}` };
  }
  const commit = source ? sourceCommit(source) : undefined;
  const version = probe.stdout.trim();
  const description = source
    ? `pvlib from source ${commit ?? source} (version string ${version}), ${python}`
    : `pvlib ${version} installed for ${python}`;
  return { python, ...(source ? { source } : {}), env: scriptEnv, description };
}

/**
 * The NSRDB TMY3 file 723170TYA.CSV as pvlib's source ships it (pvlib/data), the same file as the
 * fixtures' reference year; undefined without a source checkout.
 */
export function pvlibSampleTmy3(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const file = env.PVLIB_SRC ? join(env.PVLIB_SRC, 'pvlib', 'data', '723170TYA.CSV') : undefined;
  return file && existsSync(file) ? file : undefined;
}

/** Runs one of bench/pvlib's scripts with pvlib and answers its JSON output. */
export function runPvlibScript<T>(runtime: PvlibRuntime, script: string, args: string[]): T {
  const result = spawnSync(runtime.python, [script, ...args], {
    env: runtime.env,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`${script} failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as T;
}

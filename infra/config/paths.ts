/**
 * Folders the CDK app and the function build share. Everything is relative to the repository
 * root, so `cdk synth` and the build script work from any working directory.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where `npm run build:functions` writes one folder per function. */
export const lambdaDist = join(repoRoot, 'dist', 'lambda');

/** Where the local runtime keeps its data (`npm start`; not with `--memory`). */
export const dataRoot = join(repoRoot, '.data');

/** The built site (`npm run build:web`). */
export const webDist = join(repoRoot, 'web', 'dist');

/** A one-page stand-in deployed when the site was not built, so synth works on a fresh clone. */
export const placeholderSite = join(repoRoot, 'infra', 'config', 'placeholder-site');

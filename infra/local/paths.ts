/** Folders of the repository the local runtime works with. */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const webDist = join(repoRoot, 'web', 'dist');
export const dataRoot = join(repoRoot, '.data');

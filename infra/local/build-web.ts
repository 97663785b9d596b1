/** Builds the web app when its output is missing or older than its sources. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, webDist } from '../config/paths';

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export async function ensureWebBuilt(): Promise<void> {
  const index = join(webDist, 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sources = Math.max(newestChange(join(repoRoot, 'web')), newestChange(join(repoRoot, 'shared')));
  if (builtAt > sources) return;
  console.log('Building the web app…');
  // Always a production build: under Vitest NODE_ENV is 'test', and Vite would then bundle
  // React's development build into the site the e2e tests and `npm start` serve.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('the web build failed');
}

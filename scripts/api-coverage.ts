/**
 * `npm run api:coverage`: lists the calls of the product's API document (../shared/spec/API.md beside the
 * repository) that have no handler yet (no entry in shared/api/calls.ts, or no
 * functions/<group>/<name>.ts), and the calls the product adds beyond that document.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { allCalls, callPath } from '../shared/api/calls';

const repoRoot = resolve(import.meta.dirname, '..');
const apiMd = resolve(repoRoot, '..', 'shared', 'spec', 'API.md');

/** `group/name` of every call API.md names, in its order. */
export function specCalls(markdown: string): string[] {
  const paths: string[] = [];
  let groups: string[] = [];
  for (const line of markdown.split('\n')) {
    const heading = line.match(/^## (.+?) \(\d+\)\s*$/);
    if (heading?.[1]) {
      groups = heading[1].split(',').map((g) => g.trim());
      continue;
    }
    if (line.startsWith('## ')) groups = [];
    if (!groups.length || (!line.includes(' · ') && !/^\w+(\/\w+)?( \(maintain\))?$/.test(line.trim())))
      continue;
    for (const item of line.split(' · ')) {
      const name = item.replace(/\(maintain\)/, '').trim();
      if (!name) continue;
      paths.push(name.includes('/') ? name : `${groups[0]}/${name}`);
    }
  }
  return paths;
}

if (!existsSync(apiMd)) {
  console.error(`No spec beside the repository (${apiMd}); nothing to compare.`);
  process.exit(0);
}
const spec = specCalls(readFileSync(apiMd, 'utf8'));
const declared = new Set(allCalls.map(callPath));
const implemented = new Set(
  allCalls.filter((c) => existsSync(join(repoRoot, 'functions', c.group, `${c.name}.ts`))).map(callPath),
);
const missing = spec.filter((path) => !implemented.has(path));
const added = [...declared].filter((path) => !spec.includes(path));

console.log(
  `API.md names ${spec.length} calls; ${spec.length - missing.length} have a handler, ${missing.length} do not.`,
);
if (missing.length) {
  console.log('\nNo handler yet:');
  for (const path of missing)
    console.log(`  ${path}${declared.has(path) ? '   (declared, handler file missing)' : ''}`);
}
if (added.length) console.log(`\nCalls the product adds: ${added.join(', ')}`);

/**
 * Layers point one way (issue 8): shared ← functions/_lib/config ← functions/_lib/db ← the rest
 * of _lib ← handlers; shared imports nothing of the project outside itself; web features never
 * import each other. Read from the import lines of the sources, so a new circle fails here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(new URL('../..', import.meta.url).pathname);

function sourcesUnder(folder: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(repoRoot, folder))) {
    const path = join(folder, name);
    if (statSync(join(repoRoot, path)).isDirectory()) out.push(...sourcesUnder(path));
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** The repository paths a source file imports (relative and @pvd/ imports only). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(repoRoot, file), 'utf8');
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]((?:\.\.?|@pvd\/\w+)\/[^'"]+)['"]/g)].map(
    (m) => m[1]!,
  );
  return specs.map((spec) => {
    if (spec.startsWith('@pvd/')) return spec.replace(/^@pvd\//, '');
    return relative(repoRoot, resolve(join(repoRoot, dirname(file)), spec));
  });
}

function violations(folder: string, allowed: (target: string) => boolean): string[] {
  return sourcesUnder(folder).flatMap((file) =>
    importsOf(file)
      .filter((target) => !allowed(target))
      .map((target) => `${file} → ${target}`),
  );
}

const inside = (prefix: string) => (target: string) => target === prefix || target.startsWith(`${prefix}/`);

describe('one-way layers', () => {
  it('shared imports only shared', () => {
    expect(violations('shared', inside('shared'))).toEqual([]);
  });

  it('functions/_lib/config imports only shared and itself', () => {
    const allowed = (t: string) => inside('shared')(t) || inside('functions/_lib/config')(t);
    expect(violations('functions/_lib/config', allowed)).toEqual([]);
  });

  it('functions/_lib/db imports only shared, config and itself (no catalogue, climate, auth ...)', () => {
    const allowed = (t: string) =>
      inside('shared')(t) || inside('functions/_lib/config')(t) || inside('functions/_lib/db')(t);
    expect(violations('functions/_lib/db', allowed)).toEqual([]);
  });

  it('functions/_lib never imports a handler', () => {
    expect(violations('functions/_lib', (t) => !/^functions\/(?!_lib)/.test(t))).toEqual([]);
  });

  it('a web feature imports no other feature', () => {
    const features = readdirSync(join(repoRoot, 'web/src/features'));
    const crossings = features.flatMap((feature) =>
      violations(
        `web/src/features/${feature}`,
        (t) => !inside('web/src/features')(t) || inside(`web/src/features/${feature}`)(t),
      ),
    );
    expect(crossings).toEqual([]);
  });
});

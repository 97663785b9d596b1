/**
 * Layers point one way: shared ← functions/_lib/config ← functions/_lib/db ← the rest
 * of _lib ← handlers; shared imports nothing of the project outside itself, its project
 * records and API calls no circle, and shared/project's folders one way; scripts import no
 * bench; web features never import each other. Read from the import
 * lines of the sources, so a new circle fails here.
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

/** The repository paths a source file imports (relative, @pvd/ and @/ = web/src/ imports only). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(repoRoot, file), 'utf8');
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]((?:\.\.?|@pvd\/\w+|@)\/[^'"]+)['"]/g)].map(
    (m) => m[1]!,
  );
  return specs.map((spec) => {
    if (spec.startsWith('@pvd/')) return spec.replace(/^@pvd\//, '');
    if (spec.startsWith('@/')) return spec.replace(/^@\//, 'web/src/');
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

/** The source files of `folder` and the files each imports (relative and @pvd/ imports, resolved). */
function importGraph(folder: string): Map<string, string[]> {
  const files = new Set(sourcesUnder(folder));
  const resolved = (target: string) =>
    [`${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find((f) => files.has(f));
  return new Map(
    [...files].map((file) => [file, importsOf(file).flatMap((target) => resolved(target) ?? [])]),
  );
}

/** Every file `start` imports, directly or through others. */
function reachableFrom(graph: ReadonlyMap<string, string[]>, start: string): Set<string> {
  const seen = new Set<string>();
  const next = [...(graph.get(start) ?? [])];
  while (next.length > 0) {
    const file = next.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    next.push(...(graph.get(file) ?? []));
  }
  return seen;
}

describe('one-way layers', () => {
  it('shared imports only shared', () => {
    expect(violations('shared', inside('shared'))).toEqual([]);
  });

  it('shared/project and shared/api import each other in no circle', () => {
    // Prepare: the API's schemas are built of the project's; the project may use the API's field
    // builders, never a file of the API that leads back into the project.
    const graph = importGraph('shared');
    const apiFilesOfProject = new Set(
      [...graph].flatMap(([file, targets]) =>
        inside('shared/project')(file) ? targets.filter(inside('shared/api')) : [],
      ),
    );
    // Act
    const circles = [...apiFilesOfProject].flatMap((apiFile) =>
      [...reachableFrom(graph, apiFile)]
        .filter(inside('shared/project'))
        .map((back) => `${apiFile} → ${back}`),
    );
    // Assess
    expect(circles).toEqual([]);
  });

  it('shared/project is in concept folders that import one way (record ← design ← save, report; record ← paperwork)', () => {
    // Prepare: the folders each folder may import (type-only imports count); a file outside them has none.
    const mayImport: Record<string, readonly string[]> = {
      record: ['record'],
      design: ['record', 'design'],
      save: ['record', 'design', 'save'],
      report: ['record', 'design', 'report'],
      paperwork: ['record', 'paperwork'],
    };
    const folderOf = (file: string) => /^shared\/project\/([^/]+)\//.exec(file)?.[1];
    // Act
    const crossings = sourcesUnder('shared/project').flatMap((file) => {
      const allowed = mayImport[folderOf(file) ?? ''] ?? [];
      return importsOf(file)
        .filter((target) => inside('shared/project')(target))
        .filter((target) => !allowed.includes(folderOf(target) ?? ''))
        .map((target) => `${file} → ${target}`);
    });
    const outside = sourcesUnder('shared/project').filter((file) => !((folderOf(file) ?? '') in mayImport));
    // Assess
    expect(crossings).toEqual([]);
    expect(outside).toEqual([]);
  });

  it('scripts import nothing of bench (bench imports what the scripts build)', () => {
    expect(violations('scripts', (t) => !inside('bench')(t))).toEqual([]);
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

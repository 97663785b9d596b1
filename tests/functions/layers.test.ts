/**
 * Layers point one way (docs/architecture.md): shared ← functions/_lib/config ← functions/_lib/db ←
 * the rest of _lib ← handlers; shared imports nothing of the project outside itself, and
 * shared/project's folders import one way; web features never import each other; no source imports
 * the tests, scripts never import the bench; and no import circle anywhere in the code, type-only
 * imports included. Read from the sources' imports
 * by the TypeScript parser (`@tests/support/import-graph.ts`), so a new circle or crossing fails here.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  CODE_FOLDERS,
  importCircles,
  importedPath,
  importGraph,
  importsOf,
  moduleSpecifiers,
  repoRoot,
  sourceFileOf,
  sourceFilesUnder,
} from '@tests/support/import-graph';
import { describe, expect, it } from 'vitest';

function violations(folder: string, allowed: (target: string) => boolean): string[] {
  return sourceFilesUnder(folder).flatMap((file) =>
    importsOf(file)
      .filter((target) => !allowed(target))
      .map((target) => `${file} → ${target}`),
  );
}

/** How long the whole import graph may take to read. [ms] */
const CIRCLES_TIMEOUT_MS = 90_000;

const inside = (prefix: string) => (target: string) => target === prefix || target.startsWith(`${prefix}/`);

describe('the import reader', () => {
  it('sees type-only imports, re-exports and import() types, and no import in a comment or string', () => {
    // Prepare
    const text = [
      "import type { A } from './a';",
      "import { type B, c } from './b';",
      "export type { D } from './d';",
      "export * from './e';",
      "export * as f from './f';",
      "import './g';",
      "type H = import('./h').H;",
      "const i = await import('./i');",
      "import {\n  j,\n} from '@/j';",
      "// import { no } from './comment';",
      "/* export * from './block'; */",
      'const s = "import { no } from \'./string\'";',
      'const quote = /[\'"]/;',
    ].join('\n');
    // Act
    const specifiers = moduleSpecifiers('example.ts', text);
    // Assess
    expect(specifiers).toEqual(['./a', './b', './d', './e', './f', './g', './h', './i', '@/j']);
  });

  it('resolves the aliases and the bundler extensions to repository files', () => {
    const files = new Set(['web/src/lib/format.ts', 'shared/pv/index.ts', 'tests/support/table.ts']);
    const isFile = (path: string) => files.has(path);
    const fileOf = (from: string, specifier: string) =>
      sourceFileOf(importedPath(from, specifier) ?? '', isFile);
    expect(fileOf('web/src/app/x.tsx', '@/lib/format')).toBe('web/src/lib/format.ts');
    expect(fileOf('web/src/app/x.tsx', '../lib/format.js')).toBe('web/src/lib/format.ts');
    expect(fileOf('functions/x.ts', '@pvd/shared/pv')).toBe('shared/pv/index.ts');
    expect(fileOf('scripts/x.ts', '@tests/support/table')).toBe('tests/support/table.ts');
    expect(importedPath('web/src/x.ts', 'react')).toBeUndefined();
  });
});

describe('the import circles', () => {
  it('are found as strongly connected components, self-imports included', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'outside']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(importCircles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
  });

  it(
    'are none in shared, functions, web/src, infra, scripts and bench',
    () => {
      const circles = importCircles(importGraph(CODE_FOLDERS)).map((files) => files.join(' ⇄ '));
      expect(circles).toEqual([]);
    },
    // Every source is parsed here (about 950 files): 2-3 s alone, up to 15 s beside the other
    // phases of npm test on 2 cores; the later layer rules reuse the parse.
    CIRCLES_TIMEOUT_MS,
  );
});

describe('one-way layers', () => {
  it('shared imports only shared', () => {
    expect(violations('shared', inside('shared'))).toEqual([]);
  });

  it('shared/project is in concept folders that import one way (record ← design ← save, report ← money; record ← paperwork)', () => {
    // Prepare: the folders each folder may import (type-only imports count); a file outside them has none.
    const mayImport: Record<string, readonly string[]> = {
      record: ['record'],
      design: ['record', 'design'],
      save: ['record', 'design', 'save'],
      report: ['record', 'design', 'report'],
      money: ['record', 'design', 'report', 'money'],
      paperwork: ['record', 'paperwork'],
    };
    const folderOf = (file: string) => /^shared\/project\/([^/]+)\//.exec(file)?.[1];
    // Act
    const crossings = sourceFilesUnder('shared/project').flatMap((file) => {
      const allowed = mayImport[folderOf(file) ?? ''] ?? [];
      return importsOf(file)
        .filter((target) => inside('shared/project')(target))
        .filter((target) => !allowed.includes(folderOf(target) ?? ''))
        .map((target) => `${file} → ${target}`);
    });
    const outside = sourceFilesUnder('shared/project').filter(
      (file) => !((folderOf(file) ?? '') in mayImport),
    );
    // Assess
    expect(crossings).toEqual([]);
    expect(outside).toEqual([]);
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

  it('no code imports the tests', () => {
    expect(CODE_FOLDERS.flatMap((folder) => violations(folder, (t) => !inside('tests')(t)))).toEqual([]);
  });

  it('scripts never import the bench', () => {
    expect(violations('scripts', (t) => !inside('bench')(t))).toEqual([]);
  });
});

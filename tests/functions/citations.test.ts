/**
 * Comments stand on their own: a reader of the repository has neither the product's outside
 * documents nor its issue tracker, so no source file cites a section of an outside document
 * (three digits and a section sign, or the design documents by name) or an issue number; a rule
 * is stated, and a product rule carries its id in docs/requirements.md (`[WIZ-4]`), which must
 * exist there. Test names count as source text too.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(new URL('../..', import.meta.url).pathname);

const SOURCE_FOLDERS = ['shared', 'functions', 'infra', 'web/src', 'scripts', 'bench', 'tests'];

/** Build output and installed packages are not the project's sources. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'cdk.out', 'dist', 'coverage']);

/**
 * An issue number (capitalised or not), or a section of an outside document: three digits, § and a number (an RFC's
 * longer number, as in the scrypt RFC's section 2, is not one).
 */
const OUTSIDE_CITATION = /issue \d+|(?<!\d)\d{3} §\d/i;

/**
 * The design documents kept beside the repository, named: the architecture, the style guide and
 * the stack facts. A comment states their decision instead, or points to the repository's docs/decisions/. (`[S]`
 * keeps this line from matching itself.)
 */
const DESIGN_DOCUMENT = /\b(?:ARCHITECTURE|STYLE)\.md\b|\bSTACK-FACT[S]\b/;

/** A requirement id as comments cite it: `[CAT-3]`. */
const CITED_ID = /\[([A-Z]{2,5}-\d+)\]/g;

function sourcesUnder(folder: string): string[] {
  if (!existsSync(join(repoRoot, folder))) return [];
  return readdirSync(join(repoRoot, folder)).flatMap((name) => {
    const path = `${folder}/${name}`;
    if (statSync(join(repoRoot, path)).isDirectory()) {
      return SKIPPED_FOLDERS.has(name) || name.startsWith('.') ? [] : sourcesUnder(path);
    }
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const sources = SOURCE_FOLDERS.flatMap(sourcesUnder).map((path) => ({
  path,
  lines: readFileSync(join(repoRoot, path), 'utf8').split('\n'),
}));

/** The ids docs/requirements.md defines: each bullet's bold `**WIZ-4**`. */
function requirementIds(): Set<string> {
  const text = readFileSync(join(repoRoot, 'docs/requirements.md'), 'utf8');
  return new Set([...text.matchAll(/^- \*\*([A-Z]{2,5}-\d+)\*\*/gm)].map((m) => m[1]!));
}

describe('source comments', () => {
  it('finds the sources it checks', () => {
    expect(sources.length).toBeGreaterThan(500);
    expect(sources.map((s) => s.path)).toContain('shared/pv/irradiance/perez.ts');
  });

  it('cite no issue number, no section of an outside document and no design document', () => {
    const citing = sources.flatMap(({ path, lines }) =>
      lines.flatMap((line, index) =>
        OUTSIDE_CITATION.test(line) || DESIGN_DOCUMENT.test(line)
          ? [`${path}:${index + 1}: ${line.trim()}`]
          : [],
      ),
    );
    expect(citing).toEqual([]);
  });

  it('cite only requirement ids docs/requirements.md defines', () => {
    const defined = requirementIds();
    expect(defined.has('WIZ-4')).toBe(true);
    const unknown = sources.flatMap(({ path, lines }) =>
      lines.flatMap((line, index) =>
        [...line.matchAll(CITED_ID)]
          .filter((m) => !defined.has(m[1]!))
          .map((m) => `${path}:${index + 1}: [${m[1]}]`),
      ),
    );
    expect(unknown).toEqual([]);
  });
});

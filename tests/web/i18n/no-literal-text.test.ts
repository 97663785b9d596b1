/**
 * No user-facing literal text in the web's JSX: every text node and
 * every labelling attribute comes from the translations.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Tests run from the repository root (vitest.config.ts).
const sourceDir = join(process.cwd(), 'web/src');
/** Attributes whose value a user reads or hears. */
const textAttributes = new Set([
  'alt',
  'aria-label',
  'ariaLabel',
  'title',
  'placeholder',
  'label',
  'header',
  'description',
  'text',
  'loadingText',
  'errorText',
  'constraintText',
  'dismissLabel',
  'closeAriaLabel',
]);
const wordy = /[A-Za-z\u4e00-\u9fff]/;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return path.endsWith('.tsx') ? [path] : [];
  });
}

function literalTexts(path: string): string[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${relative(sourceDir, path)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && wordy.test(node.text)) found.push(`${where(node)} text "${node.text.trim()}"`);
    if (
      ts.isJsxAttribute(node) &&
      textAttributes.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      wordy.test(node.initializer.text)
    ) {
      found.push(`${where(node)} ${node.name.getText(source)}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('web JSX', () => {
  it('has no literal user-facing text', () => {
    // Prepare
    const files = tsxFiles(sourceDir);
    // Act
    const literals = files.flatMap(literalTexts);
    // Assess
    expect(files.length).toBeGreaterThan(10);
    expect(literals).toEqual([]);
  });
});

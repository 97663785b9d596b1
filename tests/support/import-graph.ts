/**
 * The repository's import graph, read by the TypeScript parser: every `import … from`, `import type`,
 * `export … from` (`export type`, `export *`, `export * as`), side-effect import, `import('…')` call
 * and `import('…')` type is an edge, so type-only imports count as the house rules ask. Comments and
 * strings are not imports. Package imports are left out; the project's own are resolved as the
 * aliases of tsconfig.base.json say (`@/` = web/src, `@tests/` = tests, `@pvd/<workspace>/` = the
 * workspace's folder).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import ts from 'typescript';

export const repoRoot = resolve(new URL('../..', import.meta.url).pathname);

/** The folders of the project's code: every circle among their files is a fault. */
export const CODE_FOLDERS = ['shared', 'functions', 'web/src', 'infra', 'scripts', 'bench'] as const;

const SOURCE_FILE = /\.(m?ts|tsx|m?js)$/;
const NOT_SOURCE_FOLDERS = new Set(['node_modules', 'dist', 'cdk.out', '.data', 'coverage']);

/** The source files under `folder` (repository paths), build output and packages left out. */
export function sourceFilesUnder(folder: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(repoRoot, folder))) {
    const path = join(folder, name);
    if (statSync(join(repoRoot, path)).isDirectory()) {
      if (!NOT_SOURCE_FOLDERS.has(name)) out.push(...sourceFilesUnder(path));
    } else if (SOURCE_FILE.test(name)) out.push(path);
  }
  return out;
}

/** The module specifier of a node that imports or re-exports one, else undefined. */
function specifierOf(node: ts.Node): string | undefined {
  if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
    return ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : undefined;
  }
  if (ts.isImportTypeNode(node)) {
    const argument = node.argument;
    return ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal)
      ? argument.literal.text
      : undefined;
  }
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
    const first = node.arguments[0];
    return first && ts.isStringLiteralLike(first) ? first.text : undefined;
  }
  if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
    const expression = node.moduleReference.expression;
    return ts.isStringLiteral(expression) ? expression.text : undefined;
  }
  return undefined;
}

/** Every module specifier `text` imports or re-exports, type-only ones included. */
export function moduleSpecifiers(fileName: string, text: string): string[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  // Comments are not imports, so their TSDoc need not be parsed (a third of the parse).
  const options = {
    languageVersion: ts.ScriptTarget.Latest,
    jsDocParsingMode: ts.JSDocParsingMode.ParseNone,
  };
  const source = ts.createSourceFile(fileName, text, options, false, kind);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const specifier = specifierOf(node);
    if (specifier !== undefined) found.push(specifier);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The repository path `specifier` names from `fromFile`, unresolved; undefined for a package. */
export function importedPath(fromFile: string, specifier: string): string | undefined {
  if (specifier.startsWith('@/')) return normalize(join('web/src', specifier.slice(2)));
  if (specifier.startsWith('@tests/')) return normalize(join('tests', specifier.slice('@tests/'.length)));
  if (specifier.startsWith('@pvd/')) return normalize(specifier.slice('@pvd/'.length));
  if (specifier.startsWith('.')) return relative(repoRoot, resolve(repoRoot, dirname(fromFile), specifier));
  return undefined;
}

/** The source file a module path names, as the bundler resolution finds it, else undefined. */
export function sourceFileOf(path: string, isFile: (path: string) => boolean): string | undefined {
  const stem = path.replace(/\.m?js$/, '');
  const candidates = [
    path,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    `${path}.ts`,
    `${path}.tsx`,
    join(path, 'index.ts'),
    join(path, 'index.tsx'),
  ];
  return candidates.find((candidate) => SOURCE_FILE.test(candidate) && isFile(candidate));
}

/** Each file's imports, read once per test file: the layer rules and the circles read them all. */
const importsByFile = new Map<string, string[]>();

/** The repository paths (unresolved) a source file imports from the project itself. */
export function importsOf(file: string): string[] {
  let imports = importsByFile.get(file);
  if (!imports) {
    const text = readFileSync(join(repoRoot, file), 'utf8');
    imports = moduleSpecifiers(file, text).flatMap((specifier) => importedPath(file, specifier) ?? []);
    importsByFile.set(file, imports);
  }
  return imports;
}

/** Each source file of `folders` and the source files of those folders it imports. */
export function importGraph(folders: readonly string[]): Map<string, string[]> {
  const files = new Set(folders.flatMap(sourceFilesUnder));
  const isFile = (path: string) => files.has(path);
  return new Map(
    [...files].map((file) => [
      file,
      [...new Set(importsOf(file).flatMap((path) => sourceFileOf(path, isFile) ?? []))],
    ]),
  );
}

/**
 * The import circles of `graph`: its strongly connected components of more than one file, and any
 * file importing itself, each sorted, by Tarjan's algorithm (iterative, so a long chain of imports
 * cannot overflow the stack).
 */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (start: string): void => {
    const work: { file: string; next: number }[] = [{ file: start, next: 0 }];
    const enter = (file: string) => {
      index.set(file, index.size);
      lowLink.set(file, index.get(file)!);
      stack.push(file);
      onStack.add(file);
    };
    enter(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = graph.get(frame.file) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          enter(target);
          work.push({ file: target, next: 0 });
        } else if (onStack.has(target)) {
          lowLink.set(frame.file, Math.min(lowLink.get(frame.file)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) lowLink.set(parent.file, Math.min(lowLink.get(parent.file)!, lowLink.get(frame.file)!));
      if (lowLink.get(frame.file) !== index.get(frame.file)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.file);
      if (component.length > 1 || targets.includes(frame.file)) circles.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

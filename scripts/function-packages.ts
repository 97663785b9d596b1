/**
 * Packages a function loads from its own `node_modules` instead of from its bundle: the PDF
 * function's @sparticuz/chromium reads its `bin/*.br` files from its package folder at run time,
 * and puppeteer-core (dynamic imports, protocol files) is safest as published. The function build
 * marks them external and places each, with its production dependencies, into the folder of every
 * function whose code imports it; no other function carries them.
 */
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** Left out of the bundle and shipped as packages. */
export const unbundledPackages = ['@sparticuz/chromium', 'puppeteer-core'] as const;

/** `@scope/name` or `name` of an import path (`puppeteer-core/lib/esm/x.js` → `puppeteer-core`). */
export function packageNameOf(importPath: string): string {
  const parts = importPath.split('/');
  return importPath.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Node's lookup: `<dir>/node_modules/<name>`, from `fromDir` up to `rootDir`. */
function findPackageDir(name: string, fromDir: string, rootDir: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === rootDir || dir === dirname(dir)) return undefined;
  }
}

interface PackageJson {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/**
 * The folders of `names` and of everything they depend on at run time (dependencies, and the
 * optional ones that are installed), resolved as Node would from `fromDir`.
 */
export function productionPackageDirs(names: readonly string[], fromDir: string, rootDir: string): string[] {
  const found = new Set<string>();
  const queue = names.map((name) => ({ name, from: fromDir, optional: false }));
  for (let next = queue.shift(); next; next = queue.shift()) {
    const dir = findPackageDir(next.name, next.from, rootDir);
    if (!dir) {
      if (next.optional) continue;
      throw new Error(`${next.name} is not installed (needed from ${next.from}): run npm ci`);
    }
    if (found.has(dir)) continue;
    found.add(dir);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
    for (const name of Object.keys(manifest.dependencies ?? {}))
      queue.push({ name, from: dir, optional: false });
    for (const name of Object.keys(manifest.optionalDependencies ?? {}))
      queue.push({ name, from: dir, optional: true });
  }
  return [...found].sort();
}

/** A hard link, or a copy across file systems. */
export function linkOrCopy(source: string, target: string): void {
  try {
    linkSync(source, target);
  } catch {
    copyFileSync(source, target);
  }
}

/**
 * Mirrors a package folder by hard links (the Chromium pack is 66 MB; links cost nothing), less
 * its own `node_modules`: nested dependencies are placed one by one from the dependency list.
 */
function linkTree(source: string, target: string): void {
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const from = join(source, entry.name);
    const to = join(target, entry.name);
    if (entry.isDirectory()) linkTree(from, to);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else linkOrCopy(from, to);
  }
}

/** Where a package folder goes in a function folder: the same path from `node_modules/` on. */
function placeInFunction(packageDir: string, functionDir: string, rootDir: string): string {
  const path = relative(rootDir, packageDir).split(sep).join('/');
  return join(functionDir, path.slice(path.indexOf('node_modules/')));
}

/** Places `names` and their production dependencies into `<functionDir>/node_modules`. */
export function placePackages(names: readonly string[], functionDir: string, rootDir: string): string[] {
  const dirs = productionPackageDirs(names, join(rootDir, 'functions'), rootDir);
  for (const dir of dirs) linkTree(dir, placeInFunction(dir, functionDir, rootDir));
  return dirs.map((dir) => relative(rootDir, dir));
}

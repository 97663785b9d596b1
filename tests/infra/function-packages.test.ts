/**
 * The PDF function ships Chromium and puppeteer-core as packages in its own folder (not bundled:
 * @sparticuz/chromium reads its brotli files from its package folder at run time), with their
 * production dependencies; no other function carries them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '@pvd/infra/config/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuildFunctionsResult, buildFunctions } from '../../scripts/build-functions';
import { packageNameOf, productionPackageDirs } from '../../scripts/function-packages';

const pdf = {
  bundlePath: 'project/exportProjectReportPdf',
  entry: 'functions/project/exportProjectReportPdf.ts',
};
const login = { bundlePath: 'account/login', entry: 'functions/account/login.ts' };
let outDir: string;
let result: BuildFunctionsResult;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'pvd-lambda-pdf-'));
  result = await buildFunctions({ bundles: [pdf, login], outDir });
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the PDF function’s folder', () => {
  it('holds @sparticuz/chromium with its brotli files and puppeteer-core with its dependencies', () => {
    const modules = join(outDir, pdf.bundlePath, 'node_modules');
    expect(existsSync(join(modules, '@sparticuz/chromium/bin/chromium.br'))).toBe(true);
    expect(existsSync(join(modules, '@sparticuz/chromium/bin/al2023.tar.br'))).toBe(true);
    expect(existsSync(join(modules, '@sparticuz/chromium/package.json'))).toBe(true);
    for (const dependency of ['puppeteer-core', 'chromium-bidi', 'devtools-protocol', 'ws', 'tar-fs']) {
      expect(existsSync(join(modules, dependency, 'package.json')), dependency).toBe(true);
    }
    expect(result.functions.find((f) => f.bundlePath === pdf.bundlePath)?.packages).toEqual(
      expect.arrayContaining(['node_modules/@sparticuz/chromium', 'node_modules/puppeteer-core']),
    );
  });

  it('loads its handler, Chromium and puppeteer-core from itself alone (outside the repository)', () => {
    const script = [
      "const { handler } = await import('./index.mjs');",
      "const chromium = (await import('@sparticuz/chromium')).default;",
      "const puppeteer = (await import('puppeteer-core')).default;",
      'console.log(typeof handler, typeof chromium.executablePath, typeof puppeteer.launch);',
    ].join('\n');
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: join(outDir, pdf.bundlePath),
      encoding: 'utf8',
    });
    expect(output.trim()).toBe('function function function');
  });

  it('is the only one: other functions carry no node_modules', () => {
    expect(readdirSync(join(outDir, login.bundlePath))).not.toContain('node_modules');
    expect(result.functions.find((f) => f.bundlePath === login.bundlePath)?.packages).toEqual([]);
  });
});

describe('packageNameOf', () => {
  it('names scoped and plain packages from import paths', () => {
    expect(packageNameOf('@sparticuz/chromium')).toBe('@sparticuz/chromium');
    expect(packageNameOf('puppeteer-core/lib/esm/puppeteer.js')).toBe('puppeteer-core');
  });
});

describe('productionPackageDirs', () => {
  it('follows dependencies but not devDependencies', () => {
    const dirs = productionPackageDirs(['@sparticuz/chromium'], join(repoRoot, 'functions'), repoRoot);
    const names = dirs.map((dir) => dir.slice(dir.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(names).toEqual(expect.arrayContaining(['@sparticuz/chromium', 'tar-fs', 'follow-redirects']));
    expect(names).not.toContain('@sparticuz/eslint-config');
    expect(names).not.toContain('vitest');
  });

  it('says which package is missing', () => {
    expect(() => productionPackageDirs(['no-such-package-pvd'], repoRoot, repoRoot)).toThrow(
      'no-such-package-pvd is not installed',
    );
  });
});

import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  functionBundles,
  handlerFileName,
  implementedCalls,
  implementedTriggers,
  triggerBundlePath,
} from '@pvd/infra/config/functions';
import { repoRoot } from '@pvd/infra/config/paths';
import { callPath } from '@pvd/shared/api/calls';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BuildFunctionsResult,
  buildFunctions,
  esbuildOptions,
  filesNeededBy,
} from '../../scripts/build-functions';

/** An HTTP API (payload 2.0) event for POST /api/<path>. */
function postEvent(path: string, body: unknown): APIGatewayProxyEventV2 {
  const route = `POST /api/${path}`;
  return {
    version: '2.0',
    routeKey: route,
    rawPath: `/api/${path}`,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', culture: 'en' },
    requestContext: {
      accountId: '111111111111',
      apiId: 'test',
      domainName: 'test.execute-api.eu-west-1.amazonaws.com',
      domainPrefix: 'test',
      requestId: 'request-1',
      routeKey: route,
      stage: '$default',
      time: new Date(0).toUTCString(),
      timeEpoch: 0,
      http: {
        method: 'POST',
        path: `/api/${path}`,
        protocol: 'HTTP/1.1',
        sourceIp: '203.0.113.9',
        userAgent: 'test',
      },
    },
    body: JSON.stringify(body),
    isBase64Encoded: false,
  };
}

/**
 * Runs `handler` of `<folder>/index.mjs` in a fresh Node process, as Lambda does, and returns its
 * answer (the last line of stdout; the function's own log lines come before it).
 */
function invokeInNode(folder: string, event: APIGatewayProxyEventV2): APIGatewayProxyStructuredResultV2 {
  const script = [
    `const { handler } = await import(${JSON.stringify(pathToFileURL(join(folder, handlerFileName)).href)});`,
    'const context = { functionName: "test", awsRequestId: "request-1", getRemainingTimeInMillis: () => 10000 };',
    'const answer = await handler(JSON.parse(process.env.TEST_EVENT), context);',
    'process.stdout.write("\\n" + JSON.stringify(answer));',
  ].join('\n');
  const stdout = execFileSync(
    process.execPath,
    ['--enable-source-maps', '--input-type=module', '-e', script],
    {
      cwd: folder,
      env: { ...process.env, TEST_EVENT: JSON.stringify(event) },
      encoding: 'utf8',
    },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as APIGatewayProxyStructuredResultV2;
}

/** The relative modules a file imports (`./chunk-….mjs`). */
function relativeImports(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*["'](\.\/[^"']+)["']/g)].map((match) => match[1]!);
}

// Prepare: one real build, into a temporary folder, of a public call and of a call using DynamoDB.
const timezones = { bundlePath: 'Common/getTimezones', entry: 'functions/Common/getTimezones.ts' };
const login = { bundlePath: 'account/login', entry: 'functions/account/login.ts' };
let outDir: string;
let result: BuildFunctionsResult;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'pvd-lambda-'));
  result = await buildFunctions({ bundles: [timezones, login], outDir });
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('function build', () => {
  it('makes a folder that answers a public call on its own, moved anywhere', () => {
    // Prepare: only the function's folder, as Lambda unpacks it.
    const isolated = mkdtempSync(join(tmpdir(), 'pvd-task-'));
    cpSync(join(outDir, timezones.bundlePath), isolated, { recursive: true });

    // Act
    const answer = invokeInNode(isolated, postEvent('Common/getTimezones', {}));
    rmSync(isolated, { recursive: true, force: true });

    // Assess
    expect(answer.statusCode).toBe(200);
    const body = JSON.parse(answer.body ?? '') as { code: number; data: { value: string }[] };
    expect(body.code).toBe(0);
    expect(body.data.map((zone) => zone.value)).toEqual(expect.arrayContaining(['UM12', 'UTC', 'UP14']));
  });

  it('puts every chunk a function imports into its folder', () => {
    for (const bundle of [timezones, login]) {
      const folder = join(outDir, bundle.bundlePath);
      const modules = readdirSync(folder).filter((file) => file.endsWith('.mjs'));
      expect(modules).toContain(handlerFileName);
      for (const module of modules) {
        for (const imported of relativeImports(readFileSync(join(folder, module), 'utf8'))) {
          expect(existsSync(join(folder, imported)), `${bundle.bundlePath}/${module} → ${imported}`).toBe(
            true,
          );
        }
      }
    }
  });

  it('bundles the AWS SDK instead of leaving it to the Lambda runtime', () => {
    // Prepare: the outputs the login function loads.
    const entry = Object.keys(result.metafile.outputs).find((file) => file.endsWith('/account.login.mjs'))!;
    const outputs = filesNeededBy(result.metafile, entry).map((file) => result.metafile.outputs[file]!);

    // Assess: the SDK's sources are inside, and the only imports left outside are Node's own.
    const inputs = outputs.flatMap((output) => Object.keys(output.inputs));
    expect(inputs.some((input) => input.includes('node_modules/@aws-sdk/client-dynamodb/'))).toBe(true);
    const externals = outputs.flatMap((output) =>
      output.imports.filter((i) => i.external).map((i) => i.path),
    );
    expect(externals.filter((path) => !isBuiltin(path))).toEqual([]);
  });

  it('links a source map holding mappings (not sources) whose paths point at the TypeScript', () => {
    const folder = join(outDir, login.bundlePath);
    const code = readFileSync(join(folder, handlerFileName), 'utf8');
    expect(code.trimEnd().endsWith(`//# sourceMappingURL=${handlerFileName}.map`)).toBe(true);
    const map = JSON.parse(readFileSync(join(folder, `${handlerFileName}.map`), 'utf8')) as {
      sources: string[];
      mappings: string;
      sourcesContent?: unknown;
    };
    expect(map.mappings.length).toBeGreaterThan(0);
    expect(map.sourcesContent).toBeUndefined();
    expect(map.sources.map((source) => resolve(folder, source))).toContain(join(repoRoot, login.entry));
  });

  it('leaves only the function folders and the metafile behind', () => {
    expect(readdirSync(outDir).sort()).toEqual(['Common', 'account', 'meta.json']);
    const meta = JSON.parse(readFileSync(join(outDir, 'meta.json'), 'utf8')) as {
      outputs: Record<string, unknown>;
    };
    expect(Object.keys(meta.outputs).length).toBeGreaterThan(2);
    expect(result.functions.map((f) => f.bundlePath)).toEqual([timezones.bundlePath, login.bundlePath]);
  });

  it('makes minified, code-split ESM for Node 22 with no legal comments', () => {
    const options = esbuildOptions([timezones], outDir);
    expect(options).toMatchObject({
      bundle: true,
      splitting: true,
      platform: 'node',
      target: 'node22',
      format: 'esm',
      minify: true,
      treeShaking: true,
      legalComments: 'none',
      metafile: true,
    });
    expect(options.banner?.js).toContain('createRequire');
  });
});

describe('functionBundles', () => {
  it('has one bundle per implemented call at <group>/<name> and one per trigger at triggers/<name>', () => {
    const expected = [
      ...implementedCalls().map((call) => callPath(call)),
      ...implementedTriggers().map((trigger) => triggerBundlePath(trigger)),
    ];
    expect(functionBundles().map((bundle) => bundle.bundlePath)).toEqual(expected);
    for (const bundle of functionBundles()) expect(existsSync(join(repoRoot, bundle.entry))).toBe(true);
  });
});

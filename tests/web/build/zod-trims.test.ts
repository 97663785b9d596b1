/**
 * The site's build replaces zod's JSON Schema output by stand-ins (web/vite-plugins/zod-trims.ts).
 * A copy of zod with the two files as the build makes them must still parse, report its checks
 * through the classic getters (`minValue`, `maxLength` …, which keep the real code) and throw only
 * when JSON Schema output is asked for.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withoutZodJsonSchema } from '@pvd/web/vite-plugins/zod-trims';
import type { Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

type Zod = typeof import('zod');

// Inside the project: the test runner imports only files under its root.
const cache = join(process.cwd(), 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const copy = mkdtempSync(join(cache, 'zod-trims-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** zod's v4 files copied, the two trimmed ones as the build's plugins load them. */
async function trimmedZod(): Promise<Zod> {
  const zodDir = join(process.cwd(), 'node_modules/zod');
  cpSync(join(zodDir, 'v4'), join(copy, 'v4'), { recursive: true });
  writeFileSync(join(copy, 'package.json'), '{"type":"module"}');
  for (const file of ['to-json-schema.js', 'json-schema-processors.js']) {
    const id = join(zodDir, 'v4/core', file);
    const loaded = withoutZodJsonSchema()
      .map((plugin: Plugin) => (plugin.load as (id: string) => string | undefined).call({}, id))
      .find((text) => text !== undefined);
    expect(loaded, file).toBeDefined();
    expect(loaded).not.toEqual(readFileSync(id, 'utf8'));
    writeFileSync(join(copy, 'v4/core', file), loaded as string);
  }
  return (await import(/* @vite-ignore */ join(copy, 'v4/index.js'))) as Zod;
}

describe('zod without its JSON Schema output', () => {
  it('parses, reports its checks and throws only on JSON Schema output', async () => {
    const z = await trimmedZod();
    const schema = z.object({ name: z.string().min(2).max(5), tilt: z.number().min(0).max(90) });
    expect(schema.parse({ name: 'roof', tilt: 30 })).toEqual({ name: 'roof', tilt: 30 });
    expect(schema.safeParse({ name: 'r', tilt: 91 }).error?.issues.map((issue) => issue.path)).toEqual([
      ['name'],
      ['tilt'],
    ]);
    expect(schema.shape.tilt.maxValue).toBe(90);
    expect(schema.shape.name.minLength).toBe(2);
    expect(() => z.toJSONSchema(schema)).toThrow('not part of the site build');
    expect(() => schema.toJSONSchema()).toThrow('not part of the site build');
  });
});

/**
 * Build-time trim of zod code the site never runs: the JSON Schema output (`z.toJSONSchema`,
 * used by the server's OpenAPI document only), which zod's classic schemas reference and so
 * bring into every page's first load (about 5 KB gzipped). In the site's build its functions are
 * stand-ins that throw when called; warns if a zod update moves the files.
 */
import type { Plugin } from 'vite';
import { replaceModule } from './cloudscape-trims.ts';

const EXPORTED = /^export (?:const|function) (\w+)|^export \{ (\w+) as (\w+) \}/gm;

/** `export`s of each name in `source` (but `keep`) as functions that throw when called. */
function throwingExports(source: string, keep: readonly string[] = []): string {
  const names = [...source.matchAll(EXPORTED)].map((match) => match[3] ?? match[1] ?? match[2]);
  const stub =
    'const notInSite = () => { throw new Error("zod JSON Schema output is not part of the site build"); };\n';
  return (
    stub +
    names
      .filter((name) => name !== undefined && !keep.includes(name))
      .map((name) => `export const ${name} = notInSite;\n`)
      .join('')
  );
}

const zodCore = (file: string) => new RegExp(`zod/v4/core/${file.replace('.', '\\.')}$`);

/** Everything in to-json-schema.js throws; the `create…Method` factories build throwing methods. */
function withoutJsonSchemaBuilder(): Plugin {
  return replaceModule(
    'pvd-zod-without-json-schema-builder',
    zodCore('to-json-schema.js'),
    (source) =>
      `${throwingExports(source, ['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod'])}` +
      'export const createToJSONSchemaMethod = () => notInSite;\n' +
      'export const createStandardJSONSchemaMethod = () => notInSite;\n',
    "zod's to-json-schema.js was not found: its JSON Schema output is in the first load",
  );
}

/**
 * json-schema-processors.js keeps its part before the processors (`aggregateChecks` and its
 * helpers, behind the classic schemas' `minValue`, `format` … getters); each processor throws.
 */
function withoutJsonSchemaProcessors(): Plugin {
  const marker = '\nconst formatMap = {';
  return replaceModule(
    'pvd-zod-without-json-schema-processors',
    zodCore('json-schema-processors.js'),
    (source) => {
      const end = source.indexOf(marker);
      if (end < 0) return source;
      const kept = source.slice(0, end).replace(/^import .* from "\.\/to-json-schema\.js";\n/m, '');
      return `${kept}\n${throwingExports(source.slice(end), ['aggregateChecks'])}`;
    },
    "zod's json-schema-processors.js was not found: its JSON Schema output is in the first load",
  );
}

export function withoutZodJsonSchema(): Plugin[] {
  return [withoutJsonSchemaBuilder(), withoutJsonSchemaProcessors()];
}

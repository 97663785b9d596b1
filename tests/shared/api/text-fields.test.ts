/**
 * Text fields refuse control characters, line and paragraph separators and the bidirectional
 * overrides and isolates (a security probe stored NUL and U+202E in project names, which reached
 * the PDF's file name): the rule itself, and that every string of every call's request passes
 * through it, single-line unless the field is one of the few multi-line ones.
 */
import { allCalls, callPath } from '@pvd/shared/api/calls';
import {
  MULTI_LINE_TEXT,
  multiLineTextField,
  requiredTextField,
  SINGLE_LINE_TEXT,
  textField,
} from '@pvd/shared/api/common-fields';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';

/** Fields typed in a textarea (or rich text), by call and field path. */
const MULTI_LINE_FIELDS = new Set<string>([
  'account/insertOrEditAccountCompany .companyconnect',
  'account/insertOrEditAccountCompany .companyinfo',
  'Common/editEmailTemplate .emailContent',
  // A PVsyst file's text: its lines, and tabs inside its comments.
  'component/readPvsystFile .content',
  // A tariff's note of what it assumed (a preset's, or the user's own in an imported JSON).
  'tariff/insertUserTariff .tariff.note',
  'tariff/updateUserTariff .tariff.note',
  ...[
    'createtUserGridConnectedProject',
    'editUserGridConnectedProject',
    'createtUserEnergyStorageProject',
    'editUserEnergyStorageProject',
  ].map((call) => `project/${call} .tariff.tariff.note`),
  'project/queryProjectDesignResults .body.tariff.tariff.note',
]);

type Schema = z.core.$ZodType;
type Def = Record<string, unknown> & { type: string };

/** Every string schema a request's JSON can reach, with its path (`[]` an array item, `{key}` a record key). */
function stringLeaves(schema: Schema, path = '', seen = new Set<Schema>()): [string, Schema][] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  const inner = (child: unknown, at = path) => stringLeaves(child as Schema, at, seen);
  switch (def.type) {
    case 'string':
      return [[path, schema]];
    case 'object':
      return Object.entries(def.shape as Record<string, Schema>).flatMap(([key, child]) =>
        inner(child, `${path}.${key}`),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    // What the request holds is the pipe's input; its output is derived from it.
    case 'pipe':
      return inner(def.in);
    case 'union':
      return (def.options as Schema[]).flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'array':
      return inner(def.element, `${path}[]`);
    case 'record':
      return [...inner(def.keyType, `${path}{key}`), ...inner(def.valueType, `${path}{}`)];
    case 'tuple':
      return (def.items as Schema[]).flatMap((item, i) => inner(item, `${path}[${i}]`));
    case 'lazy':
      return inner((def.getter as () => Schema)());
    case 'number':
    case 'boolean':
    case 'literal':
    case 'enum':
    case 'null':
    case 'undefined':
    case 'transform':
    case 'unknown':
      return [];
    default:
      throw new Error(`${path}: no rule for a ${def.type} schema`);
  }
}

/** The patterns of a string schema's regex checks. */
function patterns(schema: Schema): RegExp[] {
  const checks = (schema._zod.def as { checks?: { _zod: { def: { pattern?: RegExp } } }[] }).checks ?? [];
  return checks.flatMap((check) => (check._zod.def.pattern ? [check._zod.def.pattern] : []));
}

describe('the text rule', () => {
  const refused = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u2028', '\u2029'];
  const bidi = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

  it.each([...refused, ...bidi, '\t', '\n', '\r'].map((c) => [c.codePointAt(0)!.toString(16), c]))(
    'a single-line field refuses U+%s inside the text (118 controlCharacters)',
    (_code, character) => {
      const result = requiredTextField(100).safeParse(`Roof${character}East`);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['controlCharacters']);
      expect(textField(100).safeParse(`a${character}b`).success).toBe(false);
    },
  );

  it.each([...refused, ...bidi].map((c) => [c.codePointAt(0)!.toString(16), c]))(
    'a multi-line field refuses U+%s too',
    (_code, character) => {
      expect(multiLineTextField(100).safeParse(`line one\n${character}line two`).success).toBe(false);
    },
  );

  it('a multi-line field takes line breaks and tabs; a single-line one trims them at the ends', () => {
    expect(multiLineTextField(100).parse('Tel.\t010-1234\r\nMail: a@b.cn\n')).toBe(
      'Tel.\t010-1234\r\nMail: a@b.cn',
    );
    expect(requiredTextField(100).parse(' 屋顶东侧\n')).toBe('屋顶东侧');
  });

  it('takes Chinese, accents, emoji, the right-to-left mark-free Arabic and Hebrew, and symbols', () => {
    for (const text of [
      '北京市东城区 1 号',
      'Zürich – Müller & Söhne',
      '☀️ PV 10 kWp',
      'مشروع',
      'פרויקט',
      '50 m²',
    ]) {
      expect(requiredTextField(100).parse(text)).toBe(text);
    }
  });
});

describe('every string of every request', () => {
  const leaves = allCalls.flatMap((call) =>
    stringLeaves(call.request).map(([path, schema]) => [`${callPath(call)} ${path}`, schema] as const),
  );

  it('finds the strings (a walk that found none would prove nothing)', () => {
    expect(leaves.length).toBeGreaterThan(300);
    expect(leaves.map(([name]) => name)).toContain(
      'project/createtUserGridConnectedProject .projectBase.proName',
    );
  });

  it('passes through the single-line rule, or the multi-line one where the field is a textarea', () => {
    const wrong = leaves.flatMap(([name, schema]) => {
      const expected = MULTI_LINE_FIELDS.has(name) ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT;
      return patterns(schema).includes(expected) ? [] : [name];
    });
    expect(wrong).toEqual([]);
  });

  it('names only multi-line fields that exist', () => {
    const names = new Set<string>(leaves.map(([name]) => name));
    expect([...MULTI_LINE_FIELDS].filter((name) => !names.has(name))).toEqual([]);
  });
});

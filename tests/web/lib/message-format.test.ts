/**
 * The build formats Cloudscape's messages with web/src/lib/message-format.ts instead of
 * intl-messageformat (which Cloudscape depends on and which stays installed). Every message of
 * both site languages, with values that reach each case of its selects and plurals (0, 1, 2 and
 * 5 for counts, so Chinese and English plural rules both show), must come out the same.
 */
import allEn from '@cloudscape-design/components/i18n/messages/all.en.json';
import allZh from '@cloudscape-design/components/i18n/messages/all.zh-CN.json';
import RealMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import OurMessageFormat from '@/lib/message-format';

interface Node {
  type?: number;
  value?: string;
  options?: Record<string, { value: Node[] }>;
  children?: Node[];
}

/** Every message of a Cloudscape messages file: [component.key, parsed message]. */
function messagesOf(file: object, language: string): [string, Node[]][] {
  const found: [string, Node[]][] = [];
  for (const byLanguage of Object.values(file as Record<string, Record<string, Record<string, object>>>))
    for (const [component, keys] of Object.entries(byLanguage[language] ?? {}))
      for (const [key, message] of Object.entries(keys))
        found.push([`${component}.${key}`, message as Node[]]);
  return found;
}

/** The values a message asks for, with every case each select and plural can take. */
function valueSets(message: Node[]): Record<string, unknown>[] {
  const variants = new Map<string, unknown[]>();
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      const name = node.value as string;
      if (node.type === 1 && !variants.has(name)) variants.set(name, ['text', 7]);
      if (node.type === 5)
        variants.set(name, [...Object.keys(node.options ?? {}), 'unlisted'].map(selectValue));
      if (node.type === 6) variants.set(name, [0, 1, 2, 5]);
      if (node.type === 8) variants.set(name, [(chunks: unknown[]) => ['<b>', ...chunks, { tag: name }]]);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
      walk(node.children ?? []);
    }
  };
  walk(message);
  let sets: Record<string, unknown>[] = [{}];
  for (const [name, values] of variants)
    sets = sets.flatMap((set) => values.map((value) => ({ ...set, [name]: value })));
  return sets;
}

function selectValue(key: string): unknown {
  if (key === 'true') return true;
  if (key === 'false') return false;
  return key;
}

function formatted(format: () => unknown): unknown {
  try {
    return format();
  } catch {
    return 'throws';
  }
}

describe.each([
  ['en', allEn],
  ['zh-CN', allZh],
])('Cloudscape messages in %s', (language, file) => {
  const messages = messagesOf(file, language);

  it('holds messages with selects, plurals and tags (the cases compared below)', () => {
    const kinds = new Set(JSON.stringify(messages).match(/"type":\d/g));
    expect(messages.length).toBeGreaterThan(400);
    expect([...kinds].sort()).toEqual(['"type":0', '"type":1', '"type":5', '"type":6', '"type":8']);
  });

  it('formats every message as intl-messageformat does', () => {
    const locale = language.toLowerCase();
    for (const [name, message] of messages)
      for (const values of valueSets(message)) {
        const ours = formatted(() => new OurMessageFormat(message as never, locale).format(values));
        const real = formatted(() => new RealMessageFormat(message as never, locale).format(values as never));
        expect({ name, values, result: ours }).toEqual({ name, values, result: real });
      }
  });
});

describe('a message without its value', () => {
  it('throws, as intl-messageformat does (Cloudscape then shows its fallback)', () => {
    const message = [{ type: 1, value: 'count' }];
    expect(() => new OurMessageFormat(message).format({})).toThrow('count');
  });

  it('takes a plain text as it is and refuses ICU syntax it cannot parse', () => {
    expect(new OurMessageFormat('Refresh page').format()).toBe('Refresh page');
    expect(() => new OurMessageFormat('{count} items')).toThrow(TypeError);
  });
});

/**
 * What Cloudscape's I18nProvider needs of `intl-messageformat`, in place of that package in the
 * build (vite-plugins/cloudscape-trims.ts): Cloudscape's messages come already parsed (an ICU
 * syntax tree per message), so the ICU parser the package carries (11 KB gzipped on every page's
 * first load) is never needed. This formats such a tree the way intl-messageformat 10 does:
 * literals, arguments, `select`, `plural` (exact `=n` cases first, then the locale's plural rule,
 * `#` as the locale's number) and tags (a function given the formatted children). Number, date
 * and time arguments, which no Cloudscape message uses, throw rather than format differently.
 * tests/web/lib/message-format.test.ts formats every Cloudscape message of both languages with
 * this and with intl-messageformat and expects the same result.
 */

/** The element kinds of intl-messageformat's syntax tree (its `TYPE` enum). */
const Kind = { literal: 0, argument: 1, select: 5, plural: 6, pound: 7, tag: 8 } as const;

interface Element {
  type: number;
  value: string;
  options?: Record<string, { value: Element[] }>;
  offset?: number;
  pluralType?: Intl.PluralRulesOptions['type'];
  children?: Element[];
}

type Part = { literal: true; value: string } | { literal: false; value: unknown };
type Values = Record<string, unknown>;

function literal(value: string): Part {
  return { literal: true, value };
}

/** Joins neighbouring literals, as intl-messageformat does. */
function merged(parts: Part[]): Part[] {
  const all: Part[] = [];
  for (const part of parts) {
    const last = all[all.length - 1];
    if (last?.literal && part.literal) last.value += part.value;
    else all.push({ ...part });
  }
  return all;
}

function providedValue(values: Values | undefined, name: string): unknown {
  if (!values || !(name in values)) throw new Error(`the message needs the value "${name}"`);
  return values[name];
}

function chosen(element: Element, key: string): Element[] {
  const option = element.options?.[key] ?? element.options?.other;
  if (!option) throw new Error(`no case "${key}" for "${element.value}"`);
  return option.value;
}

function formatParts(
  elements: Element[],
  locale: string,
  values: Values | undefined,
  count?: number,
): Part[] {
  const parts: Part[] = [];
  for (const element of elements) {
    switch (element.type) {
      case Kind.literal:
        parts.push(literal(element.value));
        break;
      case Kind.pound:
        if (typeof count === 'number') parts.push(literal(new Intl.NumberFormat(locale).format(count)));
        break;
      case Kind.argument: {
        const value = providedValue(values, element.value);
        if (typeof value === 'string' || typeof value === 'number') parts.push(literal(String(value)));
        else if (!value) parts.push(literal(''));
        else parts.push({ literal: false, value });
        break;
      }
      case Kind.select: {
        const value = providedValue(values, element.value);
        parts.push(...formatParts(chosen(element, String(value)), locale, values));
        break;
      }
      case Kind.plural: {
        const value = providedValue(values, element.value) as number;
        const counted = value - (element.offset ?? 0);
        const key = element.options?.[`=${value}`]
          ? `=${value}`
          : new Intl.PluralRules(locale, { type: element.pluralType }).select(counted);
        parts.push(...formatParts(chosen(element, key), locale, values, counted));
        break;
      }
      case Kind.tag: {
        const render = providedValue(values, element.value);
        if (typeof render !== 'function') throw new Error(`the tag "${element.value}" needs a function`);
        const children = formatParts(element.children ?? [], locale, values, count).map((part) => part.value);
        const chunks: unknown = render(children);
        for (const chunk of Array.isArray(chunks) ? chunks : [chunks])
          parts.push(typeof chunk === 'string' ? literal(chunk) : { literal: false, value: chunk });
        break;
      }
      default:
        throw new Error(`message element of type ${element.type} is not supported`);
    }
  }
  return merged(parts);
}

/** Formats one message (a parsed tree, or a plain text without ICU syntax) in `locale`. */
export default class IntlMessageFormat {
  private readonly elements: Element[];
  private readonly locale: string;

  constructor(message: Element[] | string, locale = 'en') {
    if (typeof message === 'string') {
      if (/[{}<]/.test(message)) throw new TypeError('only parsed messages or plain texts are supported');
      this.elements = [{ type: Kind.literal, value: message }];
    } else this.elements = message;
    this.locale = locale;
  }

  /** The text, or an array when a tag or a value renders as something other than text. */
  format(values?: Values): unknown {
    const parts = formatParts(this.elements, this.locale, values);
    if (parts.length === 1) return parts[0]?.value;
    return parts.length === 0 ? '' : parts.map((part) => part.value);
  }
}

/**
 * Rich text (the e-mail templates) is sanitized on save and again before it is shown or sent
 * [CAT-8], by the whitelist of `rich-text-policy.ts`. Every attribute value that stays is written
 * back escaped, so a quote inside it can never end the attribute and start another
 * (`href='https://x/" onmouseover="…'`).
 */

import type * as Xss from 'xss';
import filterXss from 'xss';
import { isAllowedRichTextAttribute, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from './rich-text-policy';

// xss is CommonJS (module.exports is filterXSS with the rest as its properties): Node's ESM
// loader finds FilterXSS among the named exports but not escapeAttrValue, so read both off it.
const { FilterXSS, escapeAttrValue } = filterXss as unknown as typeof Xss;

const whiteList = Object.fromEntries(
  RICH_TEXT_TAGS.map((tag) => [tag, [...(RICH_TEXT_ATTRIBUTES[tag] ?? [])]]),
) as Record<string, string[]>;

const filter = new FilterXSS({
  whiteList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'xmp'],
  // Only called for attributes the whitelist names for the tag; the value arrives unescaped.
  onTagAttr(tag, name, value) {
    const trimmed = value.trim();
    return isAllowedRichTextAttribute(tag, name, trimmed) ? `${name}="${escapeAttrValue(trimmed)}"` : '';
  },
});

/** Returns `html` with everything outside the formatting whitelist removed. */
export function sanitizeRichText(html: string): string {
  return filter.process(html);
}

/** True when sanitizing leaves no visible text (e.g. `<p><br></p>`), so it counts as empty. */
export function isRichTextEmpty(html: string): boolean {
  return (
    sanitizeRichText(html)
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

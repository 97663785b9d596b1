/**
 * The one whitelist of rich text (the e-mail templates): which tags, which attributes on which
 * tag, and which link addresses. The server's sanitizer (`sanitize-rich-text.ts`, js-xss) and the
 * browser's DOMPurify configuration (web `maintain-email/components/sanitize.ts`) are both built
 * from it, so the two can never drift apart.
 */

/** Formatting tags only: no scripts, media, forms, styles or frames. */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'span',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'td',
  'th',
] as const;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/** Attributes allowed per tag (none on the others): no event handlers, no style. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Partial<Record<RichTextTag, readonly string[]>>> = {
  a: ['href', 'title', 'target'],
};

/**
 * A link address the templates may hold: an absolute http(s) or mailto address without
 * whitespace, or exactly one placeholder such as `{{link}}` (filled on the server only).
 */
export const SAFE_RICH_TEXT_URL = /^(?:https?:\/\/[^\s"'<>`]+|mailto:[^\s"'<>`]+|\{\{\w+\}\})$/i;

/** True when `address` may be a link's href. */
export function isSafeRichTextUrl(address: string): boolean {
  return SAFE_RICH_TEXT_URL.test(address.trim());
}

/**
 * True when attribute `name` with `value` may stay on `tag`: allowed for the tag, an href that is
 * a safe address, a target that opens a new window and nothing else.
 */
export function isAllowedRichTextAttribute(tag: string, name: string, value: string): boolean {
  const allowed = RICH_TEXT_ATTRIBUTES[tag as RichTextTag] ?? [];
  if (!allowed.includes(name)) return false;
  if (name === 'href') return isSafeRichTextUrl(value);
  if (name === 'target') return value === '_blank';
  return true;
}

/**
 * Rich text (the e-mail templates) is sanitized on save and again before it is shown or sent
 * (ARCHITECTURE.md "Accounts and security"). A whitelist of formatting tags only: no scripts, no
 * event handlers, no style attributes, links limited to http(s) and mailto.
 */
import { FilterXSS } from 'xss';

const allowedTags: Record<string, string[]> = {
  p: [],
  br: [],
  b: [],
  strong: [],
  i: [],
  em: [],
  u: [],
  s: [],
  span: [],
  div: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  a: ['href', 'title', 'target'],
  hr: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  td: [],
  th: [],
};

const safeUrl = /^(https?:|mailto:|\{\{)/i;

const filter = new FilterXSS({
  whiteList: allowedTags,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed'],
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'href') return safeUrl.test(value.trim()) ? `href="${value}"` : '';
    if (tag === 'a' && name === 'target') return value === '_blank' ? 'target="_blank"' : '';
    return undefined;
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

/**
 * Template HTML is sanitized in the browser too (ARCHITECTURE.md: sanitized on save and again
 * before it is shown): the same formatting whitelist as `shared/text/sanitize-rich-text.ts`, and
 * links limited to http(s), mailto and placeholders such as {{link}}.
 */
import DOMPurify, { type Config } from 'dompurify';

const config: Config = {
  ALLOWED_TAGS: [
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
  ],
  ALLOWED_ATTR: ['href', 'title', 'target'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\{\{)/i,
};

/** `html` with everything outside the whitelist removed, as text. */
export function sanitizeTemplateHtml(html: string): string {
  return DOMPurify.sanitize(html, { ...config, RETURN_DOM: false, RETURN_DOM_FRAGMENT: false }) as string;
}

/** `html` sanitized into a fragment, ready to be inserted into the page. */
export function sanitizedFragment(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, { ...config, RETURN_DOM_FRAGMENT: true });
}

/** A link address the editor accepts. */
export function isAllowedLink(address: string): boolean {
  return /^(?:https?:\/\/\S+|mailto:\S+|\{\{\w+\}\})$/i.test(address.trim());
}

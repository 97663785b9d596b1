/**
 * Template HTML is sanitized in the browser too (sanitized on save and again before it is shown
 * [CAT-8]), by DOMPurify configured from the one whitelist the server uses
 * (`shared/text/rich-text-policy.ts`): its tags, its attributes per tag, its link addresses.
 */
import {
  isAllowedRichTextAttribute,
  isSafeRichTextUrl,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  SAFE_RICH_TEXT_URL,
} from '@pvd/shared/text/rich-text-policy';
import createDOMPurify, { type Config } from 'dompurify';

const purify = createDOMPurify(window);
// Attributes are allowed per tag (DOMPurify's own list is for every tag alike).
purify.addHook('uponSanitizeAttribute', (node, data) => {
  if (!isAllowedRichTextAttribute(node.nodeName.toLowerCase(), data.attrName, data.attrValue)) {
    data.keepAttr = false;
  }
});

const config: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: SAFE_RICH_TEXT_URL,
  // DOMPurify tests every value but these against the URL pattern; the hook above already held
  // them to the policy (target only _blank), so _blank survives as the server keeps it.
  ADD_URI_SAFE_ATTR: ['target', 'title'],
};

/** `html` with everything outside the whitelist removed, as text. */
export function sanitizeTemplateHtml(html: string): string {
  return purify.sanitize(html, { ...config, RETURN_DOM: false, RETURN_DOM_FRAGMENT: false }) as string;
}

/** `html` sanitized into a fragment, ready to be inserted into the page. */
export function sanitizedFragment(html: string): DocumentFragment {
  return purify.sanitize(html, { ...config, RETURN_DOM_FRAGMENT: true });
}

/** A link address the editor accepts. */
export function isAllowedLink(address: string): boolean {
  return isSafeRichTextUrl(address);
}

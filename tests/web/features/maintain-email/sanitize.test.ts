/**
 * The browser's sanitizer is DOMPurify configured from the server's whitelist
 * (shared/text/rich-text-policy.ts): the same OWASP filter-evasion cases leave only policy markup,
 * and the browser and the server agree on what a template keeps.
 */
import { sanitizeRichText } from '@pvd/shared/text/sanitize-rich-text';
import { policyViolations, xssVectors } from '@tests/support/xss-vectors';
import { describe, expect, it } from 'vitest';
import { isAllowedLink, sanitizeTemplateHtml } from '@/features/maintain-email/components/sanitize';

describe('sanitizeTemplateHtml (DOMPurify from the shared policy)', () => {
  it.each(xssVectors.map((vector) => [vector]))('leaves only whitelisted markup of %s', (vector) => {
    expect(policyViolations(sanitizeTemplateHtml(vector))).toEqual([]);
  });

  it('keeps what the server keeps of a real template', () => {
    const html =
      '<h2>Welcome</h2><p>Click <a href="{{link}}" target="_blank" title="activate">here</a> or <a href="mailto:help@x.cn">write</a>.</p><table><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeTemplateHtml(html)).toBe(html);
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops attributes the policy does not allow on the tag (title on p, target other than _blank)', () => {
    expect(sanitizeTemplateHtml('<p title="t">x</p><a href="https://a.cn" target="_self">y</a>')).toBe(
      '<p>x</p><a href="https://a.cn">y</a>',
    );
  });

  it('accepts links the policy accepts, and no others', () => {
    expect(isAllowedLink('https://example.com/a?b=c')).toBe(true);
    expect(isAllowedLink('{{link}}')).toBe(true);
    expect(isAllowedLink('{{link}}x')).toBe(false);
    expect(isAllowedLink('javascript:alert(1)')).toBe(false);
  });
});

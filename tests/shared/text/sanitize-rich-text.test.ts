// @vitest-environment jsdom
// (a DOM only to parse the sanitizer's output as a browser would; the sanitizer itself needs none)
import { isRichTextEmpty, sanitizeRichText } from '@pvd/shared/text/sanitize-rich-text';
import { describe, expect, it } from 'vitest';
import { policyViolations, xssVectors } from '../../support/xss-vectors';

describe('sanitizeRichText', () => {
  it('keeps formatting and safe links, placeholders included', () => {
    const html =
      '<p><b>Hi</b> <a href="{{link}}" target="_blank">go</a> <a href="https://x.cn">x</a></p><ul><li>1</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and javascript: links', () => {
    const out = sanitizeRichText(
      '<p onclick="x()" style="color:red">a<script>alert(1)</script><a href="javascript:alert(1)">b</a><iframe src="x"></iframe></p>',
    );
    expect(out).toBe('<p>a<a>b</a></p>');
  });

  // Before the fix, the value was written back as href="https://x.example/" onmouseover="alert(1)".
  it('escapes a quote inside an attribute value instead of letting it end the attribute', () => {
    const out = sanitizeRichText(`<a href='https://x.example/' title='" onmouseover="alert(1)'>x</a>`);
    expect(out).toBe('<a href="https://x.example/" title="&quot; onmouseover=&quot;alert(1)">x</a>');
    expect(sanitizeRichText(`<a href='https://x.example/" onmouseover="alert(1)'>x</a>`)).toBe('<a>x</a>');
  });

  it.each(xssVectors.map((vector) => [vector]))('leaves only whitelisted markup of %s', (vector) => {
    expect(policyViolations(sanitizeRichText(vector))).toEqual([]);
  });

  it('counts markup without text as empty', () => {
    expect(isRichTextEmpty('<p><br></p>&nbsp;')).toBe(true);
    expect(isRichTextEmpty('<script>x</script>')).toBe(true);
    expect(isRichTextEmpty('<p>x</p>')).toBe(false);
  });
});

import { isRichTextEmpty, sanitizeRichText } from '@pvd/shared/text/sanitize-rich-text';
import { describe, expect, it } from 'vitest';

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

  it('counts markup without text as empty', () => {
    expect(isRichTextEmpty('<p><br></p>&nbsp;')).toBe(true);
    expect(isRichTextEmpty('<script>x</script>')).toBe(true);
    expect(isRichTextEmpty('<p>x</p>')).toBe(false);
  });
});

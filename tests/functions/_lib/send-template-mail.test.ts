import { fillPlaceholders, htmlToText } from '@pvd/functions/_lib/mail/send-template-mail';
import { describe, expect, it } from 'vitest';

describe('template mail', () => {
  it('fills placeholders with escaped values and empties unknown ones', () => {
    expect(
      fillPlaceholders('<a href="{{link}}">{{ link }}</a>{{nope}}', { link: 'https://x/?a=1&b="2"' }),
    ).toBe('<a href="https://x/?a=1&#38;b=&#34;2&#34;">https://x/?a=1&#38;b=&#34;2&#34;</a>');
  });

  it('renders a readable text version with the links written out', () => {
    expect(htmlToText('<p>Hello</p><p><a href="https://x/?a=1&#38;b=2">click</a></p>')).toBe(
      'Hello\nhttps://x/?a=1&b=2',
    );
  });
});

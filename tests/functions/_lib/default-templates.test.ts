/**
 * The seeded e-mail templates: every class the editor lists exists in both languages, passes
 * the rich-text sanitizer unchanged (so what is seeded is what is sent), and uses only the
 * placeholders it declares (the editor offers those, the server fills those).
 */

import { defaultEmailTemplates } from '@pvd/functions/_lib/mail/default-templates';
import { emailTemplateClasses } from '@pvd/shared/api/common';
import { sanitizeRichText } from '@pvd/shared/text/sanitize-rich-text';
import { describe, expect, it } from 'vitest';

function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!);
}

describe('the seeded e-mail templates', () => {
  it('hold every template class in zh-CN and en, once each', () => {
    const seeded = defaultEmailTemplates.map((t) => `${t.templateClass}/${t.language}`).sort();
    const expected = emailTemplateClasses.flatMap((c) => [`${c}/en`, `${c}/zh-CN`]).sort();
    expect(seeded).toEqual(expected);
  });

  it.each(defaultEmailTemplates.map((t) => [`${t.templateClass}/${t.language}`, t] as const))(
    '%s is sanitized already and uses only its declared placeholders',
    (_, template) => {
      expect(sanitizeRichText(template.emailcontent)).toBe(template.emailcontent);
      const used = new Set([
        ...placeholdersIn(template.emailcontent),
        ...placeholdersIn(template.emailtitle),
      ]);
      expect([...used].filter((name) => !template.placeholders.includes(name))).toEqual([]);
    },
  );
});

/**
 * Common/editEmailTemplate: saves a template's title and content, sanitized on save [CAT-8]; a
 * template saved by someone else since it was read answers 117 instead of being overwritten.
 */
import * as commonCalls from '@pvd/shared/api/common';
import { isRichTextEmpty, sanitizeRichText } from '@pvd/shared/text/sanitize-rich-text';
import { getEmailTemplate, saveEmailTemplate } from '../_lib/db/entities/email-template';
import { editAtVersion } from '../_lib/db/versioned-edit';
import { apiHandler } from '../_lib/middleware/api-handler';
import { itemNotFound, ruleRefused } from '../_lib/refusals';

export const handler = apiHandler(commonCalls.editEmailTemplate, async ({ input }) => {
  const { next } = await editAtVersion({
    read: () => getEmailTemplate(input.templateClass, input.language),
    expectedVersion: input.version,
    now: new Date(),
    change: (current, stamp) => {
      const content = sanitizeRichText(input.emailContent);
      if (isRichTextEmpty(content)) throw ruleRefused('emailContentRequired');
      return { ...current, emailtitle: input.emailTitle, emailcontent: content, ...stamp };
    },
    write: (_, next, version) => saveEmailTemplate(next, version),
    refuse: { missing: itemNotFound },
  });
  return next;
});

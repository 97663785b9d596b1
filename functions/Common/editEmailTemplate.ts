/**
 * Common/editEmailTemplate: saves a template's title and content, sanitized on save; a template
 * saved by someone else since it was read answers 117 instead of being overwritten.
 */
import * as commonCalls from '@pvd/shared/api/common';
import { isRichTextEmpty, sanitizeRichText } from '@pvd/shared/text/sanitize-rich-text';
import { getEmailTemplate, saveEmailTemplate } from '../_lib/db/entities/email-template';
import { apiHandler } from '../_lib/middleware/api-handler';
import { itemNotFound, ruleRefused, staleEdit } from '../_lib/refusals';

export const handler = apiHandler(commonCalls.editEmailTemplate, async ({ input }) => {
  const current = await getEmailTemplate(input.templateClass, input.language);
  if (!current) throw itemNotFound();
  if (input.version !== current.version) throw staleEdit();
  const content = sanitizeRichText(input.emailContent);
  if (isRichTextEmpty(content)) throw ruleRefused('emailContentRequired');
  const next = {
    ...current,
    emailtitle: input.emailTitle,
    emailcontent: content,
    lastmodifytime: new Date().toISOString(),
    version: current.version + 1,
  };
  if (!(await saveEmailTemplate(next, current.version))) throw staleEdit();
  return next;
});

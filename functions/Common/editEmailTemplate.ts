/**
 * Common/editEmailTemplate: saves a template's title and content, sanitized on save; a template
 * saved by someone else since it was read answers 117 instead of being overwritten.
 */
import * as commonCalls from '@pvd/shared/api/common';
import { Code } from '@pvd/shared/errors/codes';
import { isRichTextEmpty, sanitizeRichText } from '@pvd/shared/text/sanitize-rich-text';
import { getEmailTemplate, saveEmailTemplate } from '../_lib/db/entities/email-template';
import { AppError } from '../_lib/errors';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(commonCalls.editEmailTemplate, async ({ input }) => {
  const current = await getEmailTemplate(input.templateClass, input.language);
  if (!current) throw new AppError(Code.parameterMissing, { status: 404 });
  if (input.version !== current.version) throw new AppError(Code.conflict);
  const content = sanitizeRichText(input.emailContent);
  if (isRichTextEmpty(content)) throw new AppError(Code.invalidInput, { messageKey: 'emailContentRequired' });
  const next = {
    ...current,
    emailtitle: input.emailTitle,
    emailcontent: content,
    lastmodifytime: new Date().toISOString(),
    version: current.version + 1,
  };
  if (!(await saveEmailTemplate(next, current.version))) throw new AppError(Code.conflict);
  return next;
});

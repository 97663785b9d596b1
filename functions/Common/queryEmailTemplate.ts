/** Common/queryEmailTemplate: one e-mail template by class and language. */
import * as commonCalls from '@pvd/shared/api/common';
import { getEmailTemplate } from '../_lib/db/entities/email-template';
import { apiHandler } from '../_lib/middleware/api-handler';
import { itemNotFound } from '../_lib/refusals';

export const handler = apiHandler(commonCalls.queryEmailTemplate, async ({ input }) => {
  const template = await getEmailTemplate(input.templateClass, input.language);
  if (!template) throw itemNotFound();
  return template;
});

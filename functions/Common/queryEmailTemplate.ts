/** Common/queryEmailTemplate: one e-mail template by class and language. */
import * as commonCalls from '@pvd/shared/api/common';
import { Code } from '@pvd/shared/errors/codes';
import { getEmailTemplate } from '../_lib/db/entities/email-template';
import { AppError } from '../_lib/errors';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(commonCalls.queryEmailTemplate, async ({ input }) => {
  const template = await getEmailTemplate(input.templateClass, input.language);
  if (!template) throw new AppError(Code.parameterMissing, { status: 404 });
  return template;
});

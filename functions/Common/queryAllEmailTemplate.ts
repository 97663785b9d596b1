/** Common/queryAllEmailTemplate: every e-mail template, for the maintainer's cards. */
import * as commonCalls from '@pvd/shared/api/common';
import { listEmailTemplates } from '../_lib/db/entities/email-template';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(commonCalls.queryAllEmailTemplate, async () => listEmailTemplates());

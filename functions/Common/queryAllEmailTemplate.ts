/** Common/queryAllEmailTemplate: every e-mail template, for the maintainer's cards. */
import { calls } from '@pvd/shared/api/calls';
import { listEmailTemplates } from '../_lib/db/entities/email-template';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(calls.Common.queryAllEmailTemplate, async () => listEmailTemplates());

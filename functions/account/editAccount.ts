/**
 * account/editAccount: saves name, phone, time zone and (when sent) the company's name; the login
 * e-mail stays as it is.
 */
import * as accountCalls from '@pvd/shared/api/account';
import { Code } from '@pvd/shared/errors/codes';
import { validationMessage } from '@pvd/shared/errors/validation';
import { normaliseEmail, updateAccountProfile } from '../_lib/db/entities/account';
import { AppError } from '../_lib/errors';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(accountCalls.editAccount, async ({ input, session, culture }) => {
  if (input.email !== undefined && normaliseEmail(input.email) !== session.account.emailLower) {
    throw new AppError(Code.invalidInput, {
      messageKey: 'emailNotChangeable',
      data: {
        fieldErrors: [
          {
            field: 'email',
            key: 'emailNotChangeable',
            message: validationMessage('emailNotChangeable', culture),
          },
        ],
      },
    });
  }
  const updated = await updateAccountProfile(session.accountId, {
    accountName: input.accountName,
    company: input.company,
    phone: input.phone,
    timezone: input.timezone,
    language: culture,
  });
  return { accountName: updated.accountName };
});

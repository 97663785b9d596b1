/**
 * account/register: creates an unactivated account and mails its activation link (111 when the
 * e-mail is already activated). Registering again before activation sends a new link; that link
 * carries the password and zone of the registration that sent it.
 */
import * as accountCalls from '@pvd/shared/api/account';
import { Role } from '@pvd/shared/constants/roles';
import { Code } from '@pvd/shared/errors/codes';
import { sendActivationMail } from '../_lib/auth/account-mail';
import { hashPassword } from '../_lib/auth/password';
import { createAccount, getAccountByEmail } from '../_lib/db/entities/account';
import { newId } from '../_lib/db/ids';
import { AppError } from '../_lib/errors';
import { publicApiHandler } from '../_lib/middleware/api-handler';
import { countAndLimit, subjectsFor } from '../_lib/rate-limit';

export const handler = publicApiHandler(accountCalls.register, async ({ input, culture, sourceIp }) => {
  await countAndLimit(subjectsFor('register', input.email, sourceIp));
  const existing = await getAccountByEmail(input.email);
  if (existing?.activated) throw new AppError(Code.emailAlreadyRegistered);
  const passwordHash = await hashPassword(input.password);
  const payload = { passwordHash, timezone: input.timeZoneId };
  if (existing) {
    await sendActivationMail({ ...existing, language: culture }, payload);
    return null;
  }
  const account = {
    id: newId(),
    email: input.email,
    passwordHash,
    role: Role.user,
    timezone: input.timeZoneId,
  };
  const created = await createAccount({ ...account, language: culture, activated: false });
  // Two registrations of one e-mail at once: the second finds the e-mail taken.
  if (!created) throw new AppError(Code.emailAlreadyRegistered);
  await sendActivationMail({ ...account, language: culture }, payload);
  return null;
});

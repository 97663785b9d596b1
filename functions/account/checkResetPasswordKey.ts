/**
 * account/checkResetPasswordKey: whether a reset link's key is still alive (stored, not used, not
 * expired), so the page can show a dead link before the user types a password. It only reads the
 * key, never consumes it; rate-limited per source address like resetPassword.
 */
import * as accountCalls from '@pvd/shared/api/account';
import { hashSecretToken } from '../_lib/auth/secret-token';
import { isOneTimeKeyAlive } from '../_lib/db/entities/one-time-key';
import { publicApiHandler } from '../_lib/middleware/api-handler';
import { countAndLimit, subjectsFor } from '../_lib/rate-limit';

export const handler = publicApiHandler(accountCalls.checkResetPasswordKey, async ({ input, sourceIp }) => {
  await countAndLimit(subjectsFor('reset-check', undefined, sourceIp));
  return { alive: await isOneTimeKeyAlive('reset', hashSecretToken(input.key)) };
});

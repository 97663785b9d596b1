/** From the `Token` header to the caller's session and account, with the codes 100-102 [ERR-1] [ACC-5]. */

import type { CallAccess } from '@pvd/shared/api/define';
import { type Role, roleAllows } from '@pvd/shared/constants/roles';
import { Code, type ResponseCode } from '@pvd/shared/errors/codes';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { hashSecretToken } from '../auth/secret-token';
import { type Account, getAccountById } from '../db/entities/account';
import { findSession } from '../db/entities/session';
import { AppError } from '../errors';

/** Who is calling. */
export interface CallerSession {
  account: Account;
  accountId: string;
  role: Role;
  /** SHA-256 of the caller's token (to end this session on logout). */
  tokenHash: string;
  /** When the session ends (the report renderer hands it to the page it prints). [ms since epoch] */
  expiresAtMs: number;
}

/** A header by name, whatever its case (API Gateway lower-cases; other callers may not). */
export function header(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

type TokenCheck = { ok: true; session: CallerSession } | { ok: false; code: ResponseCode };

/** What a token stands for: its live session and account, or the code that refuses it. */
async function checkToken(token: string): Promise<TokenCheck> {
  if (token.length > 256) return { ok: false, code: Code.tokenInvalid };
  const tokenHash = hashSecretToken(token);
  const lookup = await findSession(tokenHash);
  if (lookup.state === 'missing') return { ok: false, code: Code.tokenInvalid };
  if (lookup.state === 'expired') return { ok: false, code: Code.tokenExpired };
  const account = await getAccountById(lookup.session.accountId);
  // An older epoch means the password changed since: the session has ended.
  if (!account || account.sessionEpoch !== lookup.session.epoch)
    return { ok: false, code: Code.tokenInvalid };
  const expiresAtMs = lookup.session.expiresAt * 1000;
  return {
    ok: true,
    session: { account, accountId: account.id, role: account.role, tokenHash, expiresAtMs },
  };
}

/**
 * The caller's session: 102 without a token, 100 for an unknown or ended one (logout, password
 * change), 101 for an expired one, 114 (HTTP 403) when the role may not use the call. Public
 * calls ignore a bad token but know the caller when the token is good.
 */
export async function resolveSession(
  event: APIGatewayProxyEventV2,
  access: CallAccess,
): Promise<CallerSession | undefined> {
  const token = header(event, 'Token')?.trim();
  if (access === 'public') {
    const check = token ? await checkToken(token) : undefined;
    return check?.ok ? check.session : undefined;
  }
  if (!token) throw new AppError(Code.tokenMissing);
  const check = await checkToken(token);
  if (!check.ok) throw new AppError(check.code);
  if (!roleAllows(access, check.session.role)) throw new AppError(Code.noPermission);
  return check.session;
}

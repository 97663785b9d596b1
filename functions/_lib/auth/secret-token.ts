/**
 * Session tokens and single-use link keys: 32 random bytes sent to the client, stored only as
 * their SHA-256 so a leaked table does not leak sessions.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A new URL-safe random token (32 bytes). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

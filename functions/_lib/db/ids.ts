/** Identifiers of items. */
import { randomBytes } from 'node:crypto';

/** A new random identifier for items (accounts, uploads ...): 96 bits, URL-safe. */
export function newId(): string {
  return randomBytes(12).toString('base64url');
}

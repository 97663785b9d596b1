/**
 * Password hashing with scrypt from node:crypto (RFC 7914), a per-account random salt and a
 * timing-safe compare. The stored form names its parameters so they can be raised later.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

/** The production cost: N = 2^14 (RFC 7914 §2's interactive-login figure), r = 8, p = 1. */
const params = { N: 16384, r: 8, p: 1, keyLength: 64 } as const;

/**
 * The cost N of new hashes. The local runtime of the api and e2e tests sets
 * SCRYPT_N_FOR_LOCAL_TESTS (1024) because a few hundred registrations and logins per test run each
 * took 40 ms of CPU at the production cost. Never honoured on Lambda (AWS_LAMBDA_FUNCTION_NAME is
 * always set there), and only a power of two from 1024 up to the production cost; the stored hash
 * names its N, so a password hashed either way verifies either way.
 */
export function scryptCost(env: NodeJS.ProcessEnv = process.env): number {
  const wanted = Number(env.SCRYPT_N_FOR_LOCAL_TESTS);
  const allowed = Number.isInteger(Math.log2(wanted)) && wanted >= 1024 && wanted <= params.N;
  return !env.AWS_LAMBDA_FUNCTION_NAME && allowed ? wanted : params.N;
}

function scrypt(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scryptCallback(
      password.normalize('NFC'),
      salt,
      keyLength,
      { N, r, p, maxmem: 64 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64) for a new password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = scryptCost();
  const hash = await scrypt(password, salt, N, params.r, params.p, params.keyLength);
  return ['scrypt', N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** True when `password` matches the stored hash; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(
    password,
    Buffer.from(salt, 'base64'),
    Number(N),
    Number(r),
    Number(p),
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password, checked when the e-mail is unknown so that a login for an
 * unknown account takes as long as one for a known account.
 */
let decoy: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString('base64'));
  return decoy;
}

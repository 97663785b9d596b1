import { hashPassword, scryptCost, verifyPassword } from '@pvd/functions/_lib/auth/password';
import { hashSecretToken, newSecretToken } from '@pvd/functions/_lib/auth/secret-token';
import { describe, expect, it } from 'vitest';

describe('password hashing (scrypt, RFC 7914)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
  });

  it('salts each hash, so one password gives different hashes', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('hashes at the production cost N = 16384 unless the local test runtime lowers it, never on Lambda', () => {
    expect(scryptCost({})).toBe(16384);
    expect(scryptCost({ SCRYPT_N_FOR_LOCAL_TESTS: '1024' })).toBe(1024);
    expect(scryptCost({ SCRYPT_N_FOR_LOCAL_TESTS: '1024', AWS_LAMBDA_FUNCTION_NAME: 'account-login' })).toBe(
      16384,
    );
    // Only a power of two between 1024 and the production cost.
    for (const wrong of ['16', '1000', '32768', 'x', ''])
      expect(scryptCost({ SCRYPT_N_FOR_LOCAL_TESTS: wrong })).toBe(16384);
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });

  it('matches the RFC 7914 §12 test vector for scrypt("password", "NaCl", N=1024, r=8, p=16)', async () => {
    const vector =
      'fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640';
    const stored = [
      'scrypt',
      1024,
      8,
      16,
      Buffer.from('NaCl').toString('base64'),
      Buffer.from(vector, 'hex').toString('base64'),
    ].join('$');
    expect(await verifyPassword('password', stored)).toBe(true);
  });
});

describe('secret tokens', () => {
  it('are 32 random bytes, URL-safe, stored as their SHA-256', () => {
    const token = newSecretToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSecretToken()).not.toBe(token);
    // SHA-256("abc") from FIPS 180-2 appendix B.1, in base64url
    expect(hashSecretToken('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });
});

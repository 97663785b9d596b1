/**
 * `npm run account -- create --role maintain --email someone@example.com [--password …] [--local]`
 * creates an activated maintain or admin account (or a user). With --local it talks to the running
 * local runtime (`npm start` writes its endpoints to .data/runtime.json); without it, to AWS with
 * the usual credentials and TABLE_NAME of the deployed table. Without --password a random one is
 * made and printed once.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    role: { type: 'string', default: 'maintain' },
    email: { type: 'string' },
    password: { type: 'string' },
    local: { type: 'boolean', default: false },
  },
});

const roles = { user: 0, maintain: 1, admin: 2 } as const;
function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

if (positionals[0] !== 'create')
  fail('usage: npm run account -- create --role maintain|admin|user --email E [--password P] [--local]');
const role = roles[values.role as keyof typeof roles];
if (role === undefined) fail(`unknown role ${values.role}: use user, maintain or admin`);
if (!values.email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email)) fail('a valid --email is required');
const password = values.password ?? randomBytes(12).toString('base64url');
if (password.length < 8) fail('the password needs at least 8 characters');

if (values.local) {
  const file = resolve(import.meta.dirname, '..', '.data', 'runtime.json');
  if (!existsSync(file)) fail('no local runtime is running (start it with npm start)');
  Object.assign(process.env, JSON.parse(readFileSync(file, 'utf8')).env);
} else if (!process.env.TABLE_NAME) {
  fail('set TABLE_NAME to the deployed table (and AWS credentials), or use --local');
}
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const { hashPassword } = await import('../functions/_lib/auth/password');
const { newId } = await import('../functions/_lib/db/ids');
const { createAccount } = await import('../functions/_lib/db/entities/account');
const created = await createAccount({
  id: newId(),
  email: values.email,
  passwordHash: await hashPassword(password),
  role,
  timezone: 'UP8',
  language: 'zh-CN',
  activated: true,
});
if (!created) fail(`${values.email} is already registered`);
console.log(
  `created ${values.role} account ${values.email}${values.password ? '' : ` with password ${password}`}`,
);

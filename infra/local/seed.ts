/**
 * First-start seeds of the local runtime: e-mail templates, the catalogue (inverters, panels,
 * batteries, currencies), the demo accounts (already activated) and the demo user's two projects
 * (`demo-projects.ts`). Templates and accounts are
 * idempotent (existing items are left as they are, so edits survive restarts); the catalogue is
 * written once, when the table has just been created.
 */
import { randomBytes } from 'node:crypto';
import { hashPassword } from '@pvd/functions/_lib/auth/password';
import { seedCatalogue as writeCatalogueSeeds } from '@pvd/functions/_lib/catalogue/seeds/index';
import {
  createAccount,
  getAccountByEmail,
  setAccountPassword,
} from '@pvd/functions/_lib/db/entities/account';
import { saveEmailTemplate } from '@pvd/functions/_lib/db/entities/email-template';
import { newId } from '@pvd/functions/_lib/db/ids';
import { defaultEmailTemplates } from '@pvd/functions/_lib/mail/default-templates';
import { Role } from '@pvd/shared/constants/roles';

export const demoAccounts = [
  { email: 'demo-user@example.com', role: Role.user, name: 'Demo User' },
  { email: 'demo-maintain@example.com', role: Role.maintain, name: 'Demo Maintainer' },
  { email: 'demo-admin@example.com', role: Role.admin, name: 'Demo Admin' },
] as const;

export async function seedEmailTemplates(now = new Date()): Promise<void> {
  for (const template of defaultEmailTemplates) {
    await saveEmailTemplate({ ...template, lastmodifytime: now.toISOString(), version: 1 });
  }
}

/** The first-start catalogue: call only when the table was just created (seeds are not idempotent). */
export async function seedCatalogue(now = new Date()): Promise<void> {
  await writeCatalogueSeeds(now);
}

/**
 * Makes sure the demo accounts exist with `password` (from DEMO_PASSWORD, or a random one made
 * for this start). Answers the password in force.
 */
export async function seedDemoAccounts(password = process.env.DEMO_PASSWORD): Promise<string> {
  const demoPassword = password && password.length >= 8 ? password : randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(demoPassword);
  for (const demo of demoAccounts) {
    const existing = await getAccountByEmail(demo.email);
    if (existing) {
      await setAccountPassword(existing, passwordHash);
      continue;
    }
    await createAccount({
      id: newId(),
      email: demo.email,
      passwordHash,
      role: demo.role,
      timezone: 'UP8',
      language: 'zh-CN',
      activated: true,
      accountName: demo.name,
    });
  }
  return demoPassword;
}

/** The demo user's account id (after {@link seedDemoAccounts}). */
export async function demoUserId(): Promise<string> {
  const account = await getAccountByEmail(demoAccounts[0].email);
  if (!account) throw new Error('the demo user is missing');
  return account.id;
}

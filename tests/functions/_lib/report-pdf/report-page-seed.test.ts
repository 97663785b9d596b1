import { LANGUAGE_STORAGE_KEY, SESSION_STORAGE_KEY } from '@pvd/shared/constants/browser-session';
import { REPORT_DATA_GLOBAL } from '@pvd/shared/project/report-print';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../../../functions/_lib/db/entities/account';
import { reportPageSeed } from '../../../../functions/_lib/report-pdf/export-report';

const account = { id: 'acc-1', accountName: '张工', role: 1, timezone: 'UP8' } as Account;
const caller = {
  session: {
    account,
    accountId: 'acc-1',
    role: 1 as const,
    tokenHash: 'hash',
    expiresAtMs: 1_900_000_000_000,
  },
  token: 'the-callers-token',
  culture: 'en' as const,
};

describe('reportPageSeed', () => {
  it('gives the page the caller’s session in the web’s shape, in the caller’s language', () => {
    const seed = reportPageSeed(caller, 'project-7', { probase: { proName: 'Home' } });
    expect(JSON.parse(seed.sessionStorage[SESSION_STORAGE_KEY]!)).toEqual({
      token: 'the-callers-token',
      accountName: '张工',
      role: 1,
      expiresAt: 1_900_000_000_000,
      language: 'en',
    });
    expect(seed.localStorage).toEqual({ [LANGUAGE_STORAGE_KEY]: 'en' });
    expect(seed.globals).toEqual({
      [REPORT_DATA_GLOBAL]: { proId: 'project-7', data: { probase: { proName: 'Home' } } },
    });
  });
});

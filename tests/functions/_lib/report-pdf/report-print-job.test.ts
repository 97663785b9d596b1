import type { Account } from '@pvd/functions/_lib/db/entities/account';
import { reportPrintJob } from '@pvd/functions/_lib/report-pdf/export-report';
import { describe, expect, it } from 'vitest';

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

describe('reportPrintJob', () => {
  it('hands the page the caller’s session in the web’s shape, in the caller’s language, with the data', () => {
    expect(reportPrintJob(caller, 'project-7', { probase: { proName: 'Home' } })).toEqual({
      proId: 'project-7',
      data: { probase: { proName: 'Home' } },
      session: {
        token: 'the-callers-token',
        accountName: '张工',
        role: 1,
        expiresAt: 1_900_000_000_000,
        language: 'en',
      },
    });
  });
});

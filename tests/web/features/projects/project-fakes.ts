/**
 * The project page tests' common ground: list rows [LIST-3], a fake PageQueryUserProject over
 * them, and the setup of each test (a user's session, English, the route's modules compiled once).
 */
import type { ProjectRow } from '@pvd/shared/api/project';
import { Role } from '@pvd/shared/constants/roles';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { ok } from '../../support/fake-api';
import { resetBrowserState, storeSession } from '../../support/render-app';

/** The first render waits for the app's modules, slow on a busy machine. */
export const slow = { timeout: 30_000 };
export const LIST = 'project/PageQueryUserProject';

/** Registers the setup of the project page tests (call inside `describe`). */
export function setUpProjectPageTests(): void {
  // The route's lazy modules take seconds to compile under jsdom: once, before the first test.
  beforeAll(() => import('@/features/projects/components/project-list-page'), 60_000);
  beforeEach(async () => {
    resetBrowserState();
    storeSession(Role.user);
    await setLanguage('en');
  });
  afterEach(cleanup);
}

/** Row `i`: even rows in Hangzhou, odd in Beijing; every third incomplete; row 1 a shared copy. */
export function projectRow(i: number, changes: Partial<ProjectRow> = {}): ProjectRow {
  return {
    Id: `project-${i}`,
    ProName: `Project ${i}`,
    ProOwner: 'Mr Zhang',
    ProMapAddress: i % 2 ? 'Beijing, Haidian' : 'Hangzhou, Xihu',
    ProInstallCapacity: 4.92 + i,
    ProInstallCapacityUnit: 1,
    CreateTime: '2026-11-20T08:00:00.000Z',
    LastModifyTime: '2026-11-21T10:30:00.000Z',
    ProType: i % 2 ? 1 : 0,
    IsComplete: i % 3 === 2 ? 0 : 1,
    SharedBy: null,
    ...changes,
  };
}

/** A fake PageQueryUserProject over `rows` (searched by name or address, case-insensitive). */
export function pageQueryOver(rows: ProjectRow[]) {
  return (body: Record<string, unknown>) => {
    const limit = Number(body.limit);
    const offset = Number(body.offset);
    const text = String(
      (body.whereCondition as { proNameOrAddress?: string } | undefined)?.proNameOrAddress ?? '',
    ).toLowerCase();
    const found = rows.filter((row) => `${row.ProName} ${row.ProMapAddress}`.toLowerCase().includes(text));
    return ok({
      resultData: found.slice((offset - 1) * limit, offset * limit),
      limit,
      offset,
      totalCount: found.length,
    });
  };
}

/** The bodies of the recorded list calls. */
export function listBodies(calls: { body: Record<string, unknown> }[]) {
  return calls.map((call) => call.body);
}

/** Project list rows (001 §3) and a fake PageQueryUserProject over them, for the project page tests. */
import type { ProjectRow } from '@pvd/shared/api/project';
import { ok } from '../../support/fake-api';

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

/**
 * The editor tests' common ground: a saved project as getUserProjectBaseInfo answers it (the home
 * project of the shared tests, grid-connected, version 3).
 */
import type { ProjectView } from '@pvd/shared/api/project';
import { assembleProject } from '@pvd/shared/project/save/assemble';
import { homeCopies, homeProject } from '@tests/shared/project/support/home-project';

/** The saved project 'p1' at version `version`. */
export function savedView(version = 3): ProjectView {
  const assembled = assembleProject(homeProject(), homeCopies, {
    projectId: 'p1',
    proType: 0,
    version,
    createTime: '2026-11-24T08:00:00.000Z',
    now: '2026-11-24T08:00:00.000Z',
    sharedBy: null,
  });
  if (!assembled.ok) throw new Error('did not assemble');
  const record = assembled.record;
  return {
    ...record,
    proImage: null,
    pvArray: record.pvArray.map((a) => ({ ...a, roofDrawingImg: null })),
    catalogueChanges: [],
  };
}

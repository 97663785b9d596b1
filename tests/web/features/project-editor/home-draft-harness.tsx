/**
 * Renders one editor step (or the results panel) the way the wizard does: a draft held in state,
 * the live record assembled from it on every change, the leave guard kept for the test to call.
 * The draft starts as the home project (12 × 410 W on a 5 kW inverter, strings designed).
 */
import { Role } from '@pvd/shared/constants/roles';
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import { assembleProject } from '@pvd/shared/project/save/assemble';
import { copiesOfRecord } from '@pvd/shared/project/save/copies';
import { cleanup, render } from '@testing-library/react';
import { homeCopies, homeProject } from '@tests/shared/project/support/home-project';
import { resetBrowserState, storeSession } from '@tests/web/support/render-app';
import { type ComponentType, useMemo, useState } from 'react';
import { afterEach, beforeEach } from 'vitest';
import { AppProvider } from '@/app/provider';
import type { EditorDraft } from '@/features/project-editor/model/draft';
import { liveProject } from '@/features/project-editor/model/live-project';
import type { LeaveGuard, StepProps } from '@/features/project-editor/model/step-props';
import { setLanguage } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { createQueryClient } from '@/lib/query-client';

/** The home project's draft, `changes` applied to its body. */
export function homeDraft(changes: Partial<ProjectInputBody> = {}, proType: 0 | 1 = 0): EditorDraft {
  // The changes go in unparsed: a test may give a value the schema refuses, as the user can type it.
  const body: ProjectInputBody = { ...homeProject(), ...changes };
  const assembled = assembleProject(homeProject(), homeCopies, {
    projectId: 'draft',
    proType,
    version: 1,
    createTime: '2026-11-25T08:00:00.000Z',
    now: '2026-11-25T08:00:00.000Z',
    sharedBy: null,
  });
  if (!assembled.ok) throw new Error('the home project did not assemble');
  return { projectId: null, version: null, proType, body, copies: copiesOfRecord(assembled.record) };
}

export interface Harness {
  /** The draft as the step last left it. */
  draft(): EditorDraft;
  /** The guard the step registered (null when none). */
  guard(): LeaveGuard | null;
}

/** Renders `Step` with the draft; `showIssues` as the wizard sets it after a try to leave. */
export function renderStep(
  Step: ComponentType<StepProps>,
  initial: EditorDraft,
  options: { showIssues?: boolean } = {},
): Harness {
  let latest = initial;
  let guard: LeaveGuard | null = null;
  function Wizard() {
    const [draft, setDraft] = useState(initial);
    latest = draft;
    const live = useMemo(() => liveProject(draft), [draft]);
    return (
      <Step
        draft={draft}
        live={live}
        update={(change) => setDraft((current) => ({ ...current, body: change(current.body) }))}
        addCopies={() => {}}
        keepMeterFile={(meterFile, version) => setDraft((current) => ({ ...current, meterFile, version }))}
        preSave={async () =>
          setDraft((current) => ({
            ...current,
            projectId: current.projectId ?? 'presaved-project',
            version: current.version ?? 1,
          }))
        }
        showIssues={options.showIssues ?? false}
        setLeaveGuard={(next) => {
          guard = next;
        }}
      />
    );
  }
  render(
    <AppProvider queryClient={createQueryClient()}>
      <Wizard />
    </AppProvider>,
  );
  return { draft: () => latest, guard: () => guard };
}

/** A signed-in user in `language`, a clean browser, and nothing left rendered after each test. */
export function setUpStepTests(language: Language = 'en'): void {
  beforeEach(async () => {
    resetBrowserState();
    storeSession(Role.user);
    await setLanguage(language);
  });
  afterEach(cleanup);
}

/**
 * Renders one editor step with a real draft in state (the way the wizard keeps it): `update`
 * and `addCopies` change the draft, the live record is assembled from it on every render, and
 * the last draft and the registered leave guard are readable by the test.
 */
import type { CopyRecords } from '@pvd/shared/project/save/copies';
import { render } from '@testing-library/react';
import { type ComponentType, useCallback, useMemo, useState } from 'react';
import { AppProvider } from '@/app/provider';
import type { EditorDraft } from '@/features/project-editor/model/draft';
import { liveProject } from '@/features/project-editor/model/live-project';
import type { LeaveGuard, StepProps } from '@/features/project-editor/model/step-props';
import { createQueryClient } from '@/lib/query-client';

export interface StepHarness {
  /** The draft as the step left it. */
  draft(): EditorDraft;
  /** The leave guard the step registered, if any. */
  guard(): LeaveGuard | null;
  /** How many times the step called `update`. */
  updates(): number;
}

export function renderStep(
  Step: ComponentType<StepProps>,
  initial: EditorDraft,
  options: { showIssues?: boolean } = {},
): StepHarness & ReturnType<typeof render> {
  const state = { draft: initial, guard: null as LeaveGuard | null, updates: 0 };

  function Host() {
    const [draft, setDraft] = useState(initial);
    state.draft = draft;
    const live = useMemo(() => liveProject(draft), [draft]);
    const update = useCallback<StepProps['update']>((change) => {
      state.updates += 1;
      setDraft((current) => ({ ...current, body: change(current.body) }));
    }, []);
    const addCopies = useCallback((copies: Partial<CopyRecords>) => {
      setDraft((current) => ({
        ...current,
        copies: {
          panels: { ...current.copies.panels, ...copies.panels },
          inverters: { ...current.copies.inverters, ...copies.inverters },
          batteries: { ...current.copies.batteries, ...copies.batteries },
          cableMaterials: { ...current.copies.cableMaterials, ...copies.cableMaterials },
        },
      }));
    }, []);
    const setLeaveGuard = useCallback((guard: LeaveGuard | null) => {
      state.guard = guard;
    }, []);
    return (
      <Step
        draft={draft}
        live={live}
        update={update}
        addCopies={addCopies}
        keepMeterFile={() => {}}
        preSave={async () => {}}
        showIssues={options.showIssues ?? false}
        setLeaveGuard={setLeaveGuard}
      />
    );
  }

  const view = render(
    <AppProvider queryClient={createQueryClient()}>
      <Host />
    </AppProvider>,
  );
  return { ...view, draft: () => state.draft, guard: () => state.guard, updates: () => state.updates };
}

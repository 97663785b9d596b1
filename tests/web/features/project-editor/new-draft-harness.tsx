/**
 * Renders one step component as the wizard does: the draft in state, the live record assembled
 * from it, `update` applying changes; `showIssues` as given. The latest draft is readable.
 */
import { ProjectType } from '@pvd/shared/project/record/base';
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import { render } from '@testing-library/react';
import { type ComponentType, useMemo, useState } from 'react';
import { AppProvider } from '@/app/provider';
import { type EditorDraft, newDraft } from '@/features/project-editor/model/draft';
import { liveProject } from '@/features/project-editor/model/live-project';
import type { StepProps } from '@/features/project-editor/model/step-props';
import { setLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

export interface Harness {
  draft(): EditorDraft;
}

export async function renderStep(
  Step: ComponentType<StepProps>,
  options: {
    proType?: ProjectType;
    showIssues?: boolean;
    change?: (draft: EditorDraft) => EditorDraft;
    language?: 'en' | 'zh-CN';
  } = {},
): Promise<Harness> {
  await setLanguage(options.language ?? 'en');
  const first = (options.change ?? ((d) => d))(newDraft(options.proType ?? ProjectType.energyStorage));
  const latest = { current: first };
  function Wizard() {
    const [draft, setDraft] = useState(first);
    latest.current = draft;
    const live = useMemo(() => liveProject(draft), [draft]);
    const update = (change: (body: ProjectInputBody) => ProjectInputBody) =>
      setDraft((now) => ({ ...now, body: change(now.body) }));
    return (
      <Step
        draft={draft}
        live={live}
        update={update}
        addCopies={() => {}}
        keepMeterFile={(meterFile, version) => setDraft((now) => ({ ...now, meterFile, version }))}
        preSave={async () =>
          setDraft((now) => ({
            ...now,
            projectId: now.projectId ?? 'presaved-project',
            version: now.version ?? 1,
          }))
        }
        showIssues={options.showIssues ?? false}
        setLeaveGuard={() => {}}
      />
    );
  }
  render(
    <AppProvider queryClient={createQueryClient()}>
      <Wizard />
    </AppProvider>,
  );
  return { draft: () => latest.current };
}

/**
 * /user/project/create/:type and /user/project/edit/:type/:id: the design wizard [WIZ-1]. Without
 * an id the edit route shows 'project primary key lost'. An editor left unsaved (a reload, a closed
 * tab, a lost connection) is offered back from its local draft. The editor opens on the step its
 * address names (a reload comes back to it), else the restored draft's.
 */
import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ProjectType as ProType } from '@pvd/shared/project/record/base';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { QueryContent } from '@/components/query-content';
import { type ProjectType, projectEditHref, projectTypeOf, projectTypes } from '@/config/paths';
import { useSession } from '@/lib/session';
import { draftFromView, type EditorDraft, newDraft } from '../model/draft';
import { forgetPendingRoofImages, restorePendingRoofImages } from '../pv-arrays/roof/pending-roof-images';
import { clearLocalDraft, type LocalDraft, localDraftKey, readLocalDraft } from './local-draft';
import { projectViewQuery } from './project-api';
import { ProjectWizard } from './project-wizard';
import { RestoreDraftNotice } from './restore-draft-notice';
import { stepOfSearch } from './use-step-address';

function isProjectType(value: string | undefined): value is ProjectType {
  return projectTypes.includes(value as ProjectType);
}

function proTypeOf(type: ProjectType) {
  return type === 'energy-storage' ? ProType.energyStorage : ProType.gridConnected;
}

export function ProjectEditorPage() {
  const { t } = useTranslation(['editor', 'layout', 'pages']);
  const { type, id } = useParams();
  const creating = !useLocation().pathname.startsWith('/user/project/edit/');
  const title = t(creating ? 'layout:pages.projectCreate' : 'layout:pages.projectEdit');
  let content: React.ReactNode;
  if (!isProjectType(type)) content = <Alert type="error">{t('pages:projectEditor.unknownType')}</Alert>;
  else if (!creating && !id) content = <Alert type="error">{t('pages:projectEditor.keyLost')}</Alert>;
  else if (id) content = <SavedProjectEditor projectId={id} type={type} />;
  else content = <EditorWithLocalDraft key={type} initial={newDraft(proTypeOf(type))} />;
  return (
    <ContentLayout
      header={
        <Header variant="h1">
          {isProjectType(type) ? `${title} · ${t(`pages:projectEditor.types.${type}`)}` : title}
        </Header>
      }
    >
      {content}
    </ContentLayout>
  );
}

function SavedProjectEditor({ projectId, type }: { projectId: string; type: ProjectType }) {
  const query = useQuery(projectViewQuery(projectId));
  return (
    <QueryContent query={query}>
      {(view) =>
        projectTypeOf(view.projectBase.proType) === type ? (
          <EditorWithLocalDraft key={projectId} initial={draftFromView(view)} />
        ) : (
          <Navigate replace to={projectEditHref(projectTypeOf(view.projectBase.proType), projectId)} />
        )
      }
    </QueryContent>
  );
}

function arrayIdsOf(local: LocalDraft): string[] {
  return (local.draft.body.pvArray ?? []).map((array) => array.id);
}

/** The wizard on the saved (or new) draft, with the offer of a local one left from before. */
function EditorWithLocalDraft({ initial }: { initial: EditorDraft }) {
  const accountName = useSession()?.accountName ?? '';
  const location = useLocation();
  const key = localDraftKey(accountName, initial);
  const [offered, setOffered] = useState<LocalDraft | null>(() => readLocalDraft(key));
  const [restored, setRestored] = useState<LocalDraft | null>(null);
  const start = restored ?? null;

  return (
    <SpaceBetween size="m">
      {offered && (
        <RestoreDraftNotice
          local={offered}
          onRestore={() => {
            // The roof images chosen before the reload come back with it (ms, before a drawer opens).
            void restorePendingRoofImages(arrayIdsOf(offered));
            setRestored(offered);
            setOffered(null);
          }}
          onDiscard={() => {
            forgetPendingRoofImages(arrayIdsOf(offered));
            clearLocalDraft(key);
            setOffered(null);
          }}
        />
      )}
      <ProjectWizard
        key={start ? `restored-${start.writtenAt}` : 'saved'}
        initial={start ? { ...start.draft, projectId: initial.projectId, proType: initial.proType } : initial}
        initiallyDirty={start !== null}
        savedBody={initial.projectId ? initial.body : null}
        initialStep={start?.step ?? stepOfSearch(location.search)}
        accountName={accountName}
      />
    </SpaceBetween>
  );
}

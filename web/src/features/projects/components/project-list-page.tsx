/**
 * /user/project/list [LIST-3]: the user's projects, paged on the server (10, 20,
 * 30, 40, 50 rows from page 1) and searched by name or address (a new search starts on page 1),
 * with the active filter as a closable tag, the column and page-size preferences remembered in
 * this browser, Add by system type, and per row edit, export (complete projects only), copy,
 * share and delete.
 */
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import type { ProjectRow } from '@pvd/shared/api/project';
import { PAGE_SIZES } from '@pvd/shared/constants/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listTexts, PagedList, type TextsT } from '@/components/paged-list';
import { useDateTime } from '@/hooks/use-account-info';
import { useColumnDisplay } from '@/hooks/use-column-display';
import { useListSearch } from '@/hooks/use-list-search';
import { usePaging } from '@/hooks/use-paging';
import { useLanguage } from '@/lib/i18n';
import { useProjects } from '../api/projects';
import { AddProjectButton } from './add-project-button';
import { CopyProjectModal } from './copy-project-modal';
import { DeleteProjectDialog } from './delete-project-dialog';
import { projectColumnOptions, projectColumns } from './project-columns';
import { ProjectFilters } from './project-filters';
import type { RowDialog } from './project-row-actions';
import { ShareProjectModal } from './share-project-modal';

/** The list's name for its remembered preferences. */
const LIST_NAME = 'projects';

const dialogs = { copy: CopyProjectModal, share: ShareProjectModal, delete: DeleteProjectDialog };

export function ProjectListPage() {
  const { t } = useTranslation(['project', 'layout']);
  const language = useLanguage();
  const dateTime = useDateTime();
  const search = useListSearch();
  const paging = usePaging(search.applied, PAGE_SIZES, LIST_NAME);
  const projects = useProjects({ limit: paging.limit, offset: paging.offset, search: search.applied });
  const columns = useColumnDisplay(LIST_NAME, projectColumnOptions(t));
  const [dialog, setDialog] = useState<{ kind: RowDialog; row: ProjectRow } | null>(null);
  const Dialog = dialog && dialogs[dialog.kind];
  const total = projects.isError ? undefined : projects.data?.totalCount;

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('description')}>
          {t('layout:pages.projectList')}
        </Header>
      }
    >
      <PagedList
        query={projects}
        texts={listTexts(t as TextsT, '')}
        filters={{
          content: <ProjectFilters search={search} total={total} />,
          applied: search.applied !== '',
          clear: () => search.setText(''),
        }}
        paging={paging}
        columnDefinitions={projectColumns(t, language, dateTime, (kind, row) => setDialog({ kind, row }))}
        columnDisplay={columns}
        trackBy="Id"
        itemLabel={(row) => row.ProName}
        variant="full-page"
        emptyAction={<AddProjectButton label={t('createFirst')} variant="normal" />}
        actions={<AddProjectButton label={t('add')} />}
      />
      {Dialog && dialog && <Dialog row={dialog.row} onClose={() => setDialog(null)} />}
    </ContentLayout>
  );
}

/** Copying a project under a new name (the name is required [PRJ-5]), "<name> (copy)" to start with. */

import type { ProjectRow } from '@pvd/shared/api/project';
import * as projectCalls from '@pvd/shared/api/project';
import { useTranslation } from 'react-i18next';
import { useFieldForm } from '@/hooks/use-field-form';
import { useCopyProject } from '../api/projects';
import { useFieldDialogSubmit } from '../hooks/use-field-dialog-submit';
import { ProjectFieldDialog } from './project-field-dialog';

const FIELDS = ['projectName'] as const;

export function CopyProjectModal({ row, onClose }: { row: ProjectRow; onClose(): void }) {
  const { t } = useTranslation('project');
  const copy = useCopyProject();
  const form = useFieldForm(() => ({ projectName: t('copy.defaultName', { name: row.ProName }) }), FIELDS);
  const submit = useFieldDialogSubmit({
    form,
    field: 'projectName',
    schema: projectCalls.copyProject.request,
    mutate: copy.mutate,
    notice: () => t('copy.done', { name: form.values.projectName.trim() }),
    onClose,
  });
  return (
    <ProjectFieldDialog
      title={t('copy.title')}
      intro={t('copy.intro', { name: row.ProName })}
      field="projectName"
      label={t('copy.name')}
      form={form}
      busy={copy.isPending}
      confirmLabel={t('copy.confirm')}
      onSubmit={() => submit({ projectId: row.Id, projectName: form.values.projectName })}
      onClose={onClose}
    />
  );
}

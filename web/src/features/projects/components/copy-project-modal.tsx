/** Copying a project under a new name (001 §5: the name is required), "<name> (copy)" to start with. */

import type { ProjectRow } from '@pvd/shared/api/project';
import * as projectCalls from '@pvd/shared/api/project';
import { useTranslation } from 'react-i18next';
import { useFieldForm } from '../../../hooks/use-field-form';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { useCopyProject } from '../api/projects';
import { showRefusal } from '../utils/refusal';
import { ProjectFieldDialog } from './project-field-dialog';

const FIELDS = ['projectName'] as const;

export function CopyProjectModal({ row, onClose }: { row: ProjectRow; onClose(): void }) {
  const { t } = useTranslation('project');
  const copy = useCopyProject();
  const form = useFieldForm(() => ({ projectName: t('copy.defaultName', { name: row.ProName }) }), FIELDS);
  const submit = useFormSubmit({
    form,
    schema: projectCalls.copyProject.request,
    send: (body: { projectId: string; projectName: string }, callbacks) =>
      copy.mutate(body, {
        onSuccess: callbacks.onSuccess,
        onError: (error) => showRefusal(error, 'projectName', form),
      }),
    notice: () => t('copy.done', { name: form.values.projectName.trim() }),
    onSaved: onClose,
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

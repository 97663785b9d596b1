/** Deleting a project after a warning that names it (delete confirmations are warnings [LIST-3]). */
import Alert from '@cloudscape-design/components/alert';
import type { ProjectRow } from '@pvd/shared/api/project';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notifications';
import { useDeleteProject } from '../api/projects';

export function DeleteProjectDialog({ row, onClose }: { row: ProjectRow; onClose(): void }) {
  const { t } = useTranslation('project');
  const remove = useDeleteProject();
  const confirm = () =>
    remove.mutate(row.Id, {
      onSuccess: () => {
        notify({ type: 'success', content: t('delete.done', { name: row.ProName }) });
        onClose();
      },
      onError: onClose,
    });
  return (
    <ConfirmDialog
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <Alert type="warning">{t('delete.question', { name: row.ProName })}</Alert>
    </ConfirmDialog>
  );
}

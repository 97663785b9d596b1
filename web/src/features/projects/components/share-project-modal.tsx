/**
 * Sharing a project with another account by its login e-mail [PRJ-5]: the recipient gets their own
 * copy marked with who shared it and when. The e-mail is checked with the shared e-mail rule; an
 * e-mail without an activated account (108) and sharing with oneself (118) are told under the
 * field.
 */

import type { ProjectRow } from '@pvd/shared/api/project';
import * as projectCalls from '@pvd/shared/api/project';
import { validationMessage } from '@pvd/shared/errors/validation';
import { useTranslation } from 'react-i18next';
import { useFieldForm } from '@/hooks/use-field-form';
import { useLanguage } from '@/lib/i18n';
import { useShareProject } from '../api/projects';
import { useFieldDialogSubmit } from '../hooks/use-field-dialog-submit';
import { ProjectFieldDialog } from './project-field-dialog';

const FIELDS = ['sharedUserLoginEmail'] as const;

export function ShareProjectModal({ row, onClose }: { row: ProjectRow; onClose(): void }) {
  const { t } = useTranslation('project');
  const language = useLanguage();
  const share = useShareProject();
  const form = useFieldForm(() => ({ sharedUserLoginEmail: '' }), FIELDS);
  const submit = useFieldDialogSubmit({
    form,
    field: 'sharedUserLoginEmail',
    schema: projectCalls.ShareProject.request,
    mutate: share.mutate,
    notice: () => t('share.done', { name: row.ProName, email: form.values.sharedUserLoginEmail.trim() }),
    // The server's own words for 108, also when an answer carries no field error.
    byCode: { 108: validationMessage('shareRecipientNotFound', language) },
    onClose,
  });
  return (
    <ProjectFieldDialog
      title={t('share.title')}
      intro={t('share.intro', { name: row.ProName })}
      field="sharedUserLoginEmail"
      label={t('share.email')}
      form={form}
      busy={share.isPending}
      confirmLabel={t('share.confirm')}
      inputType="email"
      autoComplete="off"
      onSubmit={() => submit({ projectId: row.Id, sharedUserLoginEmail: form.values.sharedUserLoginEmail })}
      onClose={onClose}
    />
  );
}

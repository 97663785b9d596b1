/**
 * Editing one e-mail template: its title (email title cannot be empty) and rich-text content
 * (email content cannot be empty). The save carries the version read; when someone else saved
 * in between (117) the latest version is loaded and the maintainer is told.
 */
import Alert from '@cloudscape-design/components/alert';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { EmailTemplate } from '@pvd/shared/api/common';
import * as commonCalls from '@pvd/shared/api/common';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '@/components/dialog-footer';
import { Modal } from '@/components/modal';
import { useFieldErrors } from '@/hooks/use-field-errors';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { useGuardedClose } from '@/hooks/use-guarded-close';
import { isApiError } from '@/lib/api-error';
import { fetchLatestTemplate, useEditEmailTemplate } from '../api/email-templates';
import { PlaceholderChips } from './placeholder-chips';
import { RichTextEditor, type RichTextEditorHandle } from './rich-text-editor';

interface TemplateEditorModalProps {
  template: EmailTemplate;
  onClose(): void;
}

const FIELDS = ['emailTitle', 'emailContent'] as const;

export function TemplateEditorModal({ template, onClose }: TemplateEditorModalProps) {
  const { t } = useTranslation(['maintain', 'common']);
  const queryClient = useQueryClient();
  const edit = useEditEmailTemplate();
  const [base, setBase] = useState(template);
  const [title, setTitle] = useState(template.emailtitle);
  const [content, setContent] = useState(template.emailcontent);
  const fields = useFieldErrors(FIELDS);
  const [conflict, setConflict] = useState(false);
  const editor = useRef<RichTextEditorHandle>(null);

  async function reloadLatest() {
    const latest = await fetchLatestTemplate(queryClient, base.templateClass, base.language);
    if (!latest) return;
    setBase(latest);
    setTitle(latest.emailtitle);
    setContent(latest.emailcontent);
    setConflict(true);
  }

  /** Someone else saved in between (117): their version is loaded, and the maintainer is told. */
  function refused(error: unknown): boolean {
    if (!isApiError(error, 117)) return false;
    void reloadLatest();
    return true;
  }

  const submit = useFormSubmit({
    form: fields,
    schema: commonCalls.editEmailTemplate.request,
    send: edit.mutate,
    notice: () => t('emailTemplates.saved'),
    onSaved: onClose,
    onRefused: refused,
  });

  function save() {
    submit({
      templateClass: base.templateClass,
      language: base.language,
      emailTitle: title,
      emailContent: content,
      version: base.version,
    });
  }

  const close = useGuardedClose(title !== base.emailtitle || content !== base.emailcontent, onClose);
  return (
    <Modal
      visible
      size="large"
      onDismiss={close.requestClose}
      header={t('emailTemplates.editorTitle')}
      closeAriaLabel={t('common:actions.close')}
      footer={
        <DialogFooter busy={edit.isPending} onCancel={close.requestClose} onConfirm={save} cancelWhileBusy />
      }
    >
      <SpaceBetween size="l">
        {conflict && (
          <Alert type="warning" header={t('emailTemplates.conflictTitle')}>
            {t('emailTemplates.conflictMessage')}
          </Alert>
        )}
        <FormField label={t('emailTemplates.emailTitle')} errorText={fields.errors.emailTitle}>
          <Input
            ref={fields.register('emailTitle')}
            value={title}
            onChange={({ detail }) => setTitle(detail.value)}
            invalid={Boolean(fields.errors.emailTitle)}
          />
        </FormField>
        <FormField label={t('emailTemplates.emailContent')} errorText={fields.errors.emailContent} stretch>
          <RichTextEditor
            key={`${base.version}`}
            ref={(handle) => {
              editor.current = handle;
              fields.register('emailContent')(handle);
            }}
            initialHtml={base.emailcontent}
            onChange={setContent}
            invalid={Boolean(fields.errors.emailContent)}
          />
        </FormField>
        <PlaceholderChips names={base.placeholders} onInsert={(text) => editor.current?.insertText(text)} />
      </SpaceBetween>
      {close.guard}
    </Modal>
  );
}

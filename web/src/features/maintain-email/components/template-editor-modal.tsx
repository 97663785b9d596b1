/**
 * Editing one e-mail template: its title (email title cannot be empty) and rich-text content
 * (email content cannot be empty). The save carries the version read; when someone else saved
 * in between (117) the latest version is loaded and the maintainer is told.
 */
import Alert from '@cloudscape-design/components/alert';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { EmailTemplate } from '@pvd/shared/api/common';
import * as commonCalls from '@pvd/shared/api/common';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../components/dialog-footer';
import { useGuardedClose } from '../../../hooks/use-guarded-close';
import { isApiError } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notifications';
import { type FieldErrors, serverFieldErrors, validateForm } from '../../../lib/validation';
import { fetchLatestTemplate, useEditEmailTemplate } from '../api/email-templates';
import { PlaceholderChips } from './placeholder-chips';
import { RichTextEditor, type RichTextEditorHandle } from './rich-text-editor';

interface TemplateEditorModalProps {
  template: EmailTemplate;
  onClose(): void;
}

export function TemplateEditorModal({ template, onClose }: TemplateEditorModalProps) {
  const { t } = useTranslation(['maintain', 'common']);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const edit = useEditEmailTemplate();
  const [base, setBase] = useState(template);
  const [title, setTitle] = useState(template.emailtitle);
  const [content, setContent] = useState(template.emailcontent);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState(false);
  const titleRef = useRef<InputProps.Ref>(null);
  const editor = useRef<RichTextEditorHandle>(null);

  async function reloadLatest() {
    const latest = await fetchLatestTemplate(queryClient, base.templateClass, base.language);
    if (!latest) return;
    setBase(latest);
    setTitle(latest.emailtitle);
    setContent(latest.emailcontent);
    setConflict(true);
  }

  function save() {
    const edition = {
      templateClass: base.templateClass,
      language: base.language,
      emailTitle: title,
      emailContent: content,
      version: base.version,
    };
    const result = validateForm(commonCalls.editEmailTemplate.request, edition, language);
    setErrors(result.errors ?? {});
    if (!result.data) {
      if (result.errors.emailTitle) titleRef.current?.focus();
      else editor.current?.focus();
      return;
    }
    edit.mutate(result.data, {
      onSuccess: () => {
        notify({ type: 'success', content: t('emailTemplates.saved') });
        onClose();
      },
      onError: (error) => {
        if (isApiError(error, 117)) void reloadLatest();
        else setErrors(serverFieldErrors(error) ?? {});
      },
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
        <FormField label={t('emailTemplates.emailTitle')} errorText={errors.emailTitle}>
          <Input
            ref={titleRef}
            value={title}
            onChange={({ detail }) => setTitle(detail.value)}
            invalid={Boolean(errors.emailTitle)}
          />
        </FormField>
        <FormField label={t('emailTemplates.emailContent')} errorText={errors.emailContent} stretch>
          <RichTextEditor
            key={`${base.version}`}
            ref={editor}
            initialHtml={base.emailcontent}
            onChange={setContent}
            invalid={Boolean(errors.emailContent)}
          />
        </FormField>
        <PlaceholderChips names={base.placeholders} onInsert={(text) => editor.current?.insertText(text)} />
      </SpaceBetween>
      {close.guard}
    </Modal>
  );
}

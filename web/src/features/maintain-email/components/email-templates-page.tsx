/**
 * /maintain/email/index [CAT-8]: a card per template with its
 * title, description, a safe preview of the content, the last change and the language.
 */
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { EmailTemplate } from '@pvd/shared/api/common';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '@/hooks/use-account-info';
import { useEmailTemplates } from '../api/email-templates';
import { SanitizedHtml } from './sanitized-html';
import { TemplateEditorModal } from './template-editor-modal';
import './rich-text-editor.css';

export function EmailTemplatesPage() {
  const { t } = useTranslation(['maintain', 'common']);
  const dateTime = useDateTime();
  const templates = useEmailTemplates();
  const [editing, setEditing] = useState<EmailTemplate | null>(null);

  const cardHeader = (item: EmailTemplate) => (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <span>{item.emailtitle}</span>
      <Button
        variant="inline-icon"
        iconName="edit"
        ariaLabel={t('emailTemplates.editAria', { title: item.emailtitle })}
        onClick={() => setEditing(item)}
      />
    </SpaceBetween>
  );

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('emailTemplates.description', { placeholder: '{{link}}' })}>
          {t('emailTemplates.title')}
        </Header>
      }
    >
      <Cards
        items={templates.data ?? []}
        loading={templates.isPending}
        loadingText={t('emailTemplates.loading')}
        trackBy={(item) => `${item.templateClass}-${item.language}`}
        cardsPerRow={[{ cards: 1 }, { minWidth: 720, cards: 2 }]}
        empty={<Box textAlign="center">{t('emailTemplates.empty')}</Box>}
        cardDefinition={{
          header: cardHeader,
          sections: [
            {
              id: 'class',
              header: t('emailTemplates.fields.class'),
              content: (item) => (
                <SpaceBetween direction="horizontal" size="xs">
                  <span>{t(`emailTemplates.classes.${item.templateClass}`)}</span>
                  <Badge color="grey">{t(`common:language.${item.language}`)}</Badge>
                </SpaceBetween>
              ),
            },
            {
              id: 'description',
              header: t('emailTemplates.fields.description'),
              content: (item) => item.desc,
            },
            {
              id: 'content',
              header: t('emailTemplates.fields.content'),
              content: (item) => <SanitizedHtml html={item.emailcontent} className="pvd-template-preview" />,
            },
            {
              id: 'lastModified',
              header: t('emailTemplates.fields.lastModified'),
              content: (item) => dateTime(item.lastmodifytime),
            },
          ],
        }}
      />
      {editing && <TemplateEditorModal template={editing} onClose={() => setEditing(null)} />}
    </ContentLayout>
  );
}

/**
 * A form that is a page of its own (the settings pages; the project wizard's steps will be too):
 * its fields in a container, Save under them, Enter in a field saves. Checks, errors and the
 * question before leaving are the page's (`useFormSubmit`, `useUnsavedChangesGuard`).
 */
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SaveFormProps {
  /** A save is running: the button shows it. */
  busy: boolean;
  onSave(): void;
  children: ReactNode;
}

/**
 * @example
 * <SaveForm busy={edit.isPending} onSave={() => save(form.values)}>…fields…</SaveForm>
 */
export function SaveForm({ busy, onSave, children }: SaveFormProps) {
  const { t } = useTranslation('common');
  function submit(event: FormEvent) {
    event.preventDefault();
    onSave();
  }
  return (
    <form onSubmit={submit} noValidate>
      <Form
        actions={
          <Button variant="primary" loading={busy}>
            {t('actions.save')}
          </Button>
        }
      >
        <Container>{children}</Container>
      </Form>
    </form>
  );
}

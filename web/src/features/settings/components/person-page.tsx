/**
 * /user/settings/person [ACC-8]: e-mail (read-only: the login e-mail cannot be
 * changed), account name, telephone and time zone (required). The company's name is on the
 * company settings page [ACC-9]; a save here leaves it as it is.
 */
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { AccountInfo } from '@pvd/shared/api/account';
import * as accountCalls from '@pvd/shared/api/account';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@/components/query-content';
import { SaveForm } from '@/components/save-form';
import { TimezoneSelect } from '@/components/timezone-select';
import { useAccountInfo } from '@/hooks/use-account-info';
import { useFieldForm } from '@/hooks/use-field-form';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { useEditAccount } from '../api/account-info';

const textFields = ['accountName', 'phone'] as const;
type TextField = (typeof textFields)[number];
const FIELDS = [...textFields, 'timezone'] as const;
const autoCompletes: Record<TextField, string> = { accountName: 'name', phone: 'tel' };

function PersonForm({ account }: { account: AccountInfo }) {
  const { t } = useTranslation(['settings', 'common']);
  const edit = useEditAccount();
  const form = useFieldForm(
    () => ({ accountName: account.accountName, phone: account.phone, timezone: account.timezone }),
    FIELDS,
  );
  const leaving = useUnsavedChangesGuard(form.dirty);

  // The page stays open after a save; what it shows is then what is saved.
  const save = useFormSubmit({
    form,
    schema: accountCalls.editAccount.request,
    send: edit.mutate,
    notice: () => t('person.saved'),
    onSaved: form.markSaved,
  });

  return (
    <>
      <SaveForm busy={edit.isPending} onSave={() => save(form.values)}>
        <SpaceBetween size="l">
          <FormField label={t('person.email')} constraintText={t('person.emailHint')}>
            <Input value={account.email} readOnly type="email" autoComplete="username" />
          </FormField>
          {textFields.map((field) => (
            <FormField key={field} label={t(`person.${field}`)} errorText={form.errors[field]}>
              <Input
                ref={form.register(field)}
                inputMode={field === 'phone' ? 'tel' : undefined}
                autoComplete={autoCompletes[field]}
                value={form.values[field]}
                onChange={({ detail }) => form.change(field, detail.value)}
                invalid={Boolean(form.errors[field])}
              />
            </FormField>
          ))}
          <FormField label={t('person.timezone')} errorText={form.errors.timezone}>
            <TimezoneSelect
              ref={form.register('timezone')}
              value={form.values.timezone}
              onChange={(timezone) => form.change('timezone', timezone)}
              invalid={Boolean(form.errors.timezone)}
            />
          </FormField>
        </SpaceBetween>
      </SaveForm>
      {leaving.guard}
    </>
  );
}

export function PersonPage() {
  const { t } = useTranslation('settings');
  const account = useAccountInfo();
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('person.description')}>
          {t('person.title')}
        </Header>
      }
    >
      <QueryContent query={account}>{(data) => <PersonForm account={data} />}</QueryContent>
    </ContentLayout>
  );
}

/**
 * /user/settings/person (000 §2 "Person settings"): e-mail (read-only: the login e-mail cannot be
 * changed), account name, company, telephone and time zone (required).
 */
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import type { SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { AccountInfo } from '@pvd/shared/api/account';
import * as accountCalls from '@pvd/shared/api/account';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../../components/query-content';
import { TimezoneSelect } from '../../../components/timezone-select';
import { useLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notifications';
import { type FieldErrors, focusFirstError, serverFieldErrors, validateForm } from '../../../lib/validation';
import { useAccountInfo, useEditAccount } from '../api/account-info';

const textFields = ['accountName', 'company', 'phone'] as const;
type TextField = (typeof textFields)[number];
const autoCompletes: Record<TextField, string> = {
  accountName: 'name',
  company: 'organization',
  phone: 'tel',
};

function PersonForm({ account }: { account: AccountInfo }) {
  const { t } = useTranslation(['settings', 'common']);
  const language = useLanguage();
  const edit = useEditAccount();
  const [values, setValues] = useState<Record<TextField | 'timezone', string>>({
    accountName: account.accountName,
    company: account.company,
    phone: account.phone,
    timezone: account.timezone,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const refs = useRef<Partial<Record<string, InputProps.Ref | SelectProps.Ref | null>>>({});

  function show(found: FieldErrors) {
    setErrors(found);
    focusFirstError([...textFields, 'timezone'], found, refs.current);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm(accountCalls.editAccount.request, values, language);
    if (!result.data) return show(result.errors);
    setErrors({});
    edit.mutate(result.data, {
      onSuccess: () => notify({ type: 'success', content: t('person.saved') }),
      onError: (error) => show(serverFieldErrors(error) ?? {}),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Form
        actions={
          <Button variant="primary" loading={edit.isPending}>
            {t('common:actions.save')}
          </Button>
        }
      >
        <Container>
          <SpaceBetween size="l">
            <FormField label={t('person.email')} constraintText={t('person.emailHint')}>
              <Input value={account.email} readOnly type="email" autoComplete="username" />
            </FormField>
            {textFields.map((field) => (
              <FormField key={field} label={t(`person.${field}`)} errorText={errors[field]}>
                <Input
                  ref={(input) => {
                    refs.current[field] = input;
                  }}
                  inputMode={field === 'phone' ? 'tel' : undefined}
                  autoComplete={autoCompletes[field]}
                  value={values[field]}
                  onChange={({ detail }) => setValues((current) => ({ ...current, [field]: detail.value }))}
                  invalid={Boolean(errors[field])}
                />
              </FormField>
            ))}
            <FormField label={t('person.timezone')} errorText={errors.timezone}>
              <TimezoneSelect
                ref={(select) => {
                  refs.current.timezone = select;
                }}
                value={values.timezone}
                onChange={(timezone) => setValues((current) => ({ ...current, timezone }))}
                invalid={Boolean(errors.timezone)}
              />
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
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

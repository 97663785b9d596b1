/**
 * /user/settings/company (000 §2 "Company settings"): logo, contact method (companyconnect) and
 * description (companyinfo), shown on the user's reports.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import type { CompanyInfo } from '@pvd/shared/api/account';
import * as accountCalls from '@pvd/shared/api/account';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageField } from '../../../components/image-field';
import { QueryContent } from '../../../components/query-content';
import { useFieldForm } from '../../../hooks/use-field-form';
import { type SaveCallbacks, useFormSubmit } from '../../../hooks/use-form-submit';
import { useUnsavedChangesGuard } from '../../../hooks/use-unsaved-changes-guard';
import { useLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notifications';
import { checkedImageFileError, imageFileError, UploadError } from '../../../lib/uploads';
import { useCompanyInfo, useSaveCompany } from '../api/company-info';

const FIELDS = ['companyconnect', 'companyinfo'] as const;
type CompanyText = Record<(typeof FIELDS)[number], string>;

function CompanyForm({ company }: { company: CompanyInfo }) {
  const { t } = useTranslation(['settings', 'common']);
  const language = useLanguage();
  const saving = useSaveCompany();
  const form = useFieldForm(
    () => ({ companyconnect: company.companyconnect, companyinfo: company.companyinfo }),
    FIELDS,
  );
  const [logo, setLogo] = useState<File | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const leaving = useUnsavedChangesGuard(form.dirty || logo !== null || removeLogo);

  /** A chosen file is checked by its content first; a refused one shows why and keeps the old logo. */
  async function chooseLogo(file: File | null) {
    const error = file ? await checkedImageFileError(file, language) : undefined;
    form.setErrors((current) => ({ ...current, logo: error }));
    if (error) return;
    setLogo(file);
    if (file) setRemoveLogo(false);
  }

  // The page stays open after a save; what it shows is then what is saved.
  const save = useFormSubmit({
    form,
    schema: accountCalls.insertOrEditAccountCompany.request,
    moreErrors: () => ({ logo: logo ? imageFileError(logo, language) : undefined }),
    send: ({ companyconnect, companyinfo }: CompanyText, callbacks: SaveCallbacks<CompanyInfo>) =>
      saving.mutate({ companyconnect, companyinfo, logo, removeLogo }, callbacks),
    notice: () => t('company.saved'),
    onSaved: () => {
      setLogo(null);
      setRemoveLogo(false);
      form.markSaved();
    },
    onRefused: (error) => {
      if (!(error instanceof UploadError)) return false;
      notify({ type: 'error', content: t('company.uploadFailed') });
      return true;
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save(form.values);
  }

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Form
          actions={
            <Button variant="primary" loading={saving.isPending}>
              {t('common:actions.save')}
            </Button>
          }
        >
          <Container>
            <SpaceBetween size="l">
              <ImageField
                labels={{
                  label: t('company.logo'),
                  hint: t('company.logoHint'),
                  choose: t('company.logoChoose'),
                  preview: t('company.logoPreview'),
                  none: t('company.logoNone'),
                  remove: t('company.logoRemove'),
                }}
                savedNote={(url) => (
                  <Box variant="small">
                    {t('company.logoAddress')}{' '}
                    <Link href={url} external fontSize="body-s">
                      {t('company.logoOpen')}
                    </Link>
                  </Box>
                )}
                savedUrl={company.companylogo}
                file={logo}
                removed={removeLogo}
                error={form.errors.logo}
                onFileChange={(file) => void chooseLogo(file)}
                onRemove={() => {
                  setLogo(null);
                  setRemoveLogo(true);
                }}
              />
              <FormField
                label={t('company.connect')}
                constraintText={t('company.connectHint')}
                errorText={form.errors.companyconnect}
              >
                <Textarea
                  ref={form.register('companyconnect')}
                  value={form.values.companyconnect}
                  onChange={({ detail }) => form.change('companyconnect', detail.value)}
                  invalid={Boolean(form.errors.companyconnect)}
                  rows={3}
                />
              </FormField>
              <FormField label={t('company.info')} errorText={form.errors.companyinfo}>
                <Textarea
                  ref={form.register('companyinfo')}
                  value={form.values.companyinfo}
                  onChange={({ detail }) => form.change('companyinfo', detail.value)}
                  invalid={Boolean(form.errors.companyinfo)}
                  rows={6}
                />
              </FormField>
            </SpaceBetween>
          </Container>
        </Form>
      </form>
      {leaving.guard}
    </>
  );
}

export function CompanyPage() {
  const { t } = useTranslation('settings');
  const company = useCompanyInfo();
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('company.description')}>
          {t('company.title')}
        </Header>
      }
    >
      <QueryContent query={company}>{(data) => <CompanyForm company={data} />}</QueryContent>
    </ContentLayout>
  );
}

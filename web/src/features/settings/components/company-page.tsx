/**
 * /user/settings/company [ACC-9]: the company's name (the account's own, where a user looks for
 * it; the basic information no longer shows it), logo, contact method (companyconnect) and
 * description (companyinfo), shown on the user's reports.
 */
import Box from '@cloudscape-design/components/box';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import type { CompanyInfo } from '@pvd/shared/api/account';
import * as accountCalls from '@pvd/shared/api/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageField } from '@/components/image-field';
import { QueryContent } from '@/components/query-content';
import { SaveForm } from '@/components/save-form';
import { useFieldForm } from '@/hooks/use-field-form';
import { type SaveCallbacks, useFormSubmit } from '@/hooks/use-form-submit';
import { useImageFitting } from '@/hooks/use-image-fitting';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { useLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notifications';
import { imageFileError, UploadError } from '@/lib/uploads';
import { useCompanyInfo, useSaveCompany } from '../api/company-info';

const FIELDS = ['company', 'companyconnect', 'companyinfo'] as const;
type CompanyText = Record<(typeof FIELDS)[number], string>;
const TEXT_FIELDS = [
  { field: 'companyconnect', label: 'company.connect', hint: 'company.connectHint', rows: 3 },
  { field: 'companyinfo', label: 'company.info', hint: undefined, rows: 6 },
] as const;

function CompanyForm({ company }: { company: CompanyInfo }) {
  const { t } = useTranslation(['settings', 'common']);
  const language = useLanguage();
  const saving = useSaveCompany();
  const form = useFieldForm(
    () => ({
      company: company.company,
      companyconnect: company.companyconnect,
      companyinfo: company.companyinfo,
    }),
    FIELDS,
  );
  const [logo, setLogo] = useState<File | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [logoNote, setLogoNote] = useState<string | undefined>();
  const fitting = useImageFitting();
  const leaving = useUnsavedChangesGuard(form.dirty || logo !== null || removeLogo);

  /**
   * A chosen file is checked by its content first (an image over the limit reduced in the browser,
   * saying so); a refused one shows why and keeps the old logo.
   */
  async function chooseLogo(file: File | null) {
    setLogoNote(undefined);
    if (!file) {
      form.setErrors((current) => ({ ...current, logo: undefined }));
      return setLogo(null);
    }
    const fitted = await fitting.fit(file);
    form.setErrors((current) => ({ ...current, logo: 'error' in fitted ? fitted.error : undefined }));
    if ('error' in fitted) return;
    setLogo(fitted.file);
    if (fitted.reduced) setLogoNote(fitting.note(file.name, fitted.reduced));
    setRemoveLogo(false);
  }

  // The page stays open after a save; what it shows is then what is saved.
  const save = useFormSubmit({
    form,
    schema: accountCalls.insertOrEditAccountCompany.request,
    moreErrors: () => ({ logo: logo ? imageFileError(logo, language) : undefined }),
    send: (text: CompanyText, callbacks: SaveCallbacks<CompanyInfo>) =>
      saving.mutate({ ...text, logo, removeLogo }, callbacks),
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

  return (
    <>
      <SaveForm busy={saving.isPending} onSave={() => save(form.values)}>
        <SpaceBetween size="l">
          <FormField label={t('company.name')} errorText={form.errors.company}>
            <Input
              ref={form.register('company')}
              autoComplete="organization"
              value={form.values.company}
              onChange={({ detail }) => form.change('company', detail.value)}
              invalid={Boolean(form.errors.company)}
            />
          </FormField>
          <ImageField
            labels={{
              label: t('company.logo'),
              hint: logoNote ?? t('company.logoHint'),
              choose: t('company.logoChoose'),
              preview: t('company.logoPreview'),
              none: t('company.logoNone'),
              remove: t('company.logoRemove'),
            }}
            savedNote={(url) => <SavedLogoNote url={url} />}
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
          {TEXT_FIELDS.map(({ field, label, hint, rows }) => (
            <FormField
              key={field}
              label={t(label)}
              constraintText={hint && t(hint)}
              errorText={form.errors[field]}
            >
              <Textarea
                ref={form.register(field)}
                value={form.values[field]}
                onChange={({ detail }) => form.change(field, detail.value)}
                invalid={Boolean(form.errors[field])}
                rows={rows}
              />
            </FormField>
          ))}
        </SpaceBetween>
      </SaveForm>
      {leaving.guard}
    </>
  );
}

/** Where the saved logo is, with a link to open it. */
function SavedLogoNote({ url }: { url: string }) {
  const { t } = useTranslation('settings');
  return (
    <Box variant="small">
      {t('company.logoAddress')}{' '}
      <Link href={url} external fontSize="body-s">
        {t('company.logoOpen')}
      </Link>
    </Box>
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

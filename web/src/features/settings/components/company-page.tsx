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
import { useLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notifications';
import { checkedImageFileError, imageFileError, UploadError } from '../../../lib/uploads';
import { type FieldErrors, serverFieldErrors, validateForm } from '../../../lib/validation';
import { useCompanyInfo, useSaveCompany } from '../api/company-info';

function CompanyForm({ company }: { company: CompanyInfo }) {
  const { t } = useTranslation(['settings', 'common']);
  const language = useLanguage();
  const save = useSaveCompany();
  const [companyconnect, setConnect] = useState(company.companyconnect);
  const [companyinfo, setInfo] = useState(company.companyinfo);
  const [logo, setLogo] = useState<File | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  /** A chosen file is checked by its content first; a refused one shows why and keeps the old logo. */
  async function chooseLogo(file: File | null) {
    const error = file ? await checkedImageFileError(file, language) : undefined;
    setErrors((current) => ({ ...current, logo: error }));
    if (error) return;
    setLogo(file);
    if (file) setRemoveLogo(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm(
      accountCalls.insertOrEditAccountCompany.request,
      { companyconnect, companyinfo },
      language,
    );
    const logoError = logo ? imageFileError(logo, language) : undefined;
    if (!result.data || logoError) return setErrors({ ...result.errors, logo: logoError });
    setErrors({});
    save.mutate(
      { companyconnect: result.data.companyconnect, companyinfo: result.data.companyinfo, logo, removeLogo },
      {
        onSuccess: () => {
          setLogo(null);
          setRemoveLogo(false);
          notify({ type: 'success', content: t('company.saved') });
        },
        onError: (error) => {
          if (error instanceof UploadError) notify({ type: 'error', content: t('company.uploadFailed') });
          else setErrors(serverFieldErrors(error) ?? {});
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Form
        actions={
          <Button variant="primary" loading={save.isPending}>
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
              error={errors.logo}
              onFileChange={(file) => void chooseLogo(file)}
              onRemove={() => {
                setLogo(null);
                setRemoveLogo(true);
              }}
            />
            <FormField
              label={t('company.connect')}
              constraintText={t('company.connectHint')}
              errorText={errors.companyconnect}
            >
              <Textarea value={companyconnect} onChange={({ detail }) => setConnect(detail.value)} rows={3} />
            </FormField>
            <FormField label={t('company.info')} errorText={errors.companyinfo}>
              <Textarea value={companyinfo} onChange={({ detail }) => setInfo(detail.value)} rows={6} />
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
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

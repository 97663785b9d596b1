/**
 * The report's end (001 §2): the notice, the sign-off line, and the caller's company with its
 * logo and contact (the company settings: account/queryAccountCompanyInfo).
 */
import type { CompanyInfo } from '@pvd/shared/api/account';
import { useTranslation } from 'react-i18next';
import { ReportImage, ReportSection } from '../report-parts';

export function ClosingSection({ company }: { company: CompanyInfo | undefined }) {
  const { t } = useTranslation('report');
  const hasCompany = Boolean(
    company && (company.companylogo || company.companyconnect || company.companyinfo),
  );
  return (
    <>
      <ReportSection name="notice" title={t('closing.notice')}>
        <ol className="report-list">
          <li>{t('closing.notice1')}</li>
          <li>{t('closing.notice2')}</li>
          <li>{t('closing.notice3')}</li>
        </ol>
      </ReportSection>
      <ReportSection name="sign-off" title={t('closing.signOff')}>
        <div className="report-sign-off">
          {(['designer', 'reviewer', 'customer'] as const).map((role) => (
            <div key={role}>
              <span>{t(`closing.${role}`)}</span>
              <span className="report-sign-line" />
              <span>{t('closing.date')}</span>
              <span className="report-sign-line report-sign-date" />
            </div>
          ))}
        </div>
      </ReportSection>
      <ReportSection name="company" title={t('closing.company')}>
        {hasCompany && company ? (
          <div className="report-company">
            {company.companylogo && (
              <ReportImage
                task="company-logo"
                className="report-logo"
                src={company.companylogo}
                alt={t('closing.logo')}
              />
            )}
            <div>
              {company.companyinfo && <p className="report-pre">{company.companyinfo}</p>}
              {company.companyconnect && (
                <p className="report-pre">
                  <strong>{t('closing.contact')}</strong> {company.companyconnect}
                </p>
              )}
            </div>
          </div>
        ) : (
          <p className="report-note">{t('closing.noCompany')}</p>
        )}
      </ReportSection>
    </>
  );
}

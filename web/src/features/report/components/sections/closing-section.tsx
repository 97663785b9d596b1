/**
 * The report's end [REP-1]: the notice, the sign-off lines (the designer's name on its line), and
 * the caller's company: its name (the person settings) with its logo and contact (the company
 * settings: account/queryAccountCompanyInfo).
 */
import './closing-section.css';
import type { AccountInfo, CompanyInfo } from '@pvd/shared/api/account';
import { useTranslation } from 'react-i18next';
import { ReportImage, ReportSection } from '../report-parts';

interface ClosingSectionProps {
  company: CompanyInfo | undefined;
  /** The caller's account: the designer signs, the company's name heads its contact. */
  account: AccountInfo | undefined;
}

export function ClosingSection({ company, account }: ClosingSectionProps) {
  const { t } = useTranslation('report');
  const companyName = account?.company ?? '';
  const hasCompany = Boolean(
    companyName || (company && (company.companylogo || company.companyconnect || company.companyinfo)),
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
      {/* The sign-off and the company, a few lines each, stay together: neither ends the report alone. */}
      <div className="report-keep">
        <ReportSection name="sign-off" title={t('closing.signOff')}>
          <div className="report-sign-off">
            {(['designer', 'reviewer', 'customer'] as const).map((role) => (
              <div key={role}>
                <span>{t(`closing.${role}`)}</span>
                <span className="report-sign-line">
                  {role === 'designer' && account?.accountName ? account.accountName : null}
                </span>
                <span>{t('closing.date')}</span>
                <span className="report-sign-line report-sign-date" />
              </div>
            ))}
          </div>
        </ReportSection>
        <ReportSection name="company" title={t('closing.company')}>
          {hasCompany ? (
            <div className="report-company">
              {company?.companylogo && (
                <ReportImage
                  task="company-logo"
                  className="report-logo"
                  src={company.companylogo}
                  alt={t('closing.logo')}
                />
              )}
              <div>
                {companyName && <p className="report-company-title">{companyName}</p>}
                {company?.companyinfo && <p className="report-pre">{company.companyinfo}</p>}
                {company?.companyconnect && (
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
      </div>
    </>
  );
}

/**
 * The first page, project info [REP-1]: the report's title, the company's logo, the project with
 * its image, the key figures, and, when the climate is an estimate, the flag that says so before
 * any figure is read: an estimate is never shown as if it were measured [ENG-1] [REP-3].
 */
import type { AccountInfo, CompanyInfo } from '@pvd/shared/api/account';
import { climateSourceLabel } from '@pvd/shared/api/climate-source-label';
import { climateSourceNotice } from '@pvd/shared/api/climate-source-notice';
import { ProjectType } from '@pvd/shared/project/record/base';
import { useTranslation } from 'react-i18next';
import { DEFAULT_STATION_IMAGE } from '@/components/station-image';
import { useReportFormat } from '../../hooks/use-report-format';
import { climateYearsText } from '../../model/climate-years';
import { type ReportData, specificYieldOf } from '../../model/report-data';
import { FigureList, ReportImage } from '../report-parts';

interface ProjectSectionProps {
  data: ReportData;
  company: CompanyInfo | undefined;
  /** The caller's account: the company's name and the designer. */
  account: AccountInfo | undefined;
  /** The report's issue date. */
  issued: Date;
}

export function ProjectSection({ data, company, account, issued }: ProjectSectionProps) {
  const { t } = useTranslation('report');
  const f = useReportFormat();
  const { probase, mapLocation, powergeneration, source } = data;
  const years = climateYearsText(source);
  const storage = probase.proType === ProjectType.energyStorage;
  return (
    <section className="report-section report-cover" data-section="project" aria-labelledby="report-title">
      <header className="report-cover-header">
        <div>
          <p className="report-kicker">{t('cover.kicker')}</p>
          <h1 id="report-title">{t('title')}</h1>
          <p className="report-project-name">{probase.proName}</p>
          {account?.company && <p className="report-company-name">{account.company}</p>}
        </div>
        {company?.companylogo && (
          <ReportImage
            task="cover-logo"
            className="report-logo"
            src={company.companylogo}
            alt={t('closing.logo')}
          />
        )}
      </header>
      {source.isEstimate && (
        <aside className="report-flag" role="note" aria-label={t('cover.estimateTitle')}>
          <strong>{t('cover.estimateTitle')}</strong>{' '}
          {climateSourceNotice(source, f.language) ?? t('cover.estimateText')}
        </aside>
      )}
      <div className="report-cover-body">
        <ReportImage
          task="project-image"
          className="report-project-image"
          src={probase.proImage ?? DEFAULT_STATION_IMAGE}
          fallback={DEFAULT_STATION_IMAGE}
          alt={t('cover.image', { name: probase.proName })}
        />
        <h2 className="report-visually-hidden">{t('cover.infoTitle')}</h2>
        <FigureList
          figures={[
            { term: t('cover.owner'), value: probase.proOwnerName },
            { term: t('cover.address'), value: mapLocation.proAddress },
            { term: t('cover.type'), value: t(storage ? 'cover.typeStorage' : 'cover.typeGrid') },
            { term: t('cover.capacity'), value: f.quantity(probase.proCapacityKw, 2, 'kWp') },
            { term: t('cover.modified'), value: f.dateTime(probase.lastModifyTime) },
            { term: t('cover.issued'), value: f.date(issued) },
            ...(account?.company ? [{ term: t('cover.company'), value: account.company }] : []),
            ...(account?.accountName ? [{ term: t('cover.designer'), value: account.accountName }] : []),
          ]}
        />
      </div>
      <h2 className="report-subheading">{t('cover.keyFigures')}</h2>
      <FigureList
        columns={3}
        figures={[
          { term: t('cover.annualYield'), value: f.quantity(powergeneration.totalPowerGeneration, 0, 'kWh') },
          {
            term: t('cover.specificYield'),
            value: f.quantity(specificYieldOf(data), 0, 'kWh/kWp'),
          },
          {
            term: t('cover.lifetimeYield'),
            value: f.quantity(
              powergeneration.yearlyPowerGeneration.reduce((sum, year) => sum + year, 0),
              0,
              'kWh',
            ),
          },
        ]}
      />
      <p className="report-source-line">
        {years
          ? t('cover.climateYears', { source: climateSourceLabel(source, f.language), years })
          : t('cover.climate', { source: climateSourceLabel(source, f.language) })}
      </p>
    </section>
  );
}

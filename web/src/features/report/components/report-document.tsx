/**
 * The report as a document: its A4 pages in the order of [REP-1] (model/report-data.ts), each
 * starting a new printed page. Every chart and image registers with the ready tracker, which
 * marks the page drawn for the PDF renderer once all are drawn.
 */
import type { AccountInfo, CompanyInfo } from '@pvd/shared/api/account';
import { ProjectType } from '@pvd/shared/project/record/base';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportReadyProvider } from '../hooks/report-ready';
import { type ReportData, type ReportSection, reportSections } from '../model/report-data';
import { AssumptionsSection } from './sections/assumptions-section';
import { BillOfMaterialsSection } from './sections/bill-of-materials-section';
import { BillSection } from './sections/bill-section';
import { BlockDiagramSection } from './sections/block-diagram-section';
import { CablesSection } from './sections/cables-section';
import { CashFlowSection } from './sections/cash-flow-section';
import { ClosingSection } from './sections/closing-section';
import { EnergySavingSection } from './sections/energy-saving-section';
import { IncomeSection } from './sections/income-section';
import { InverterTableSection } from './sections/inverter-table-section';
import { LoadSection } from './sections/load-section';
import { MonthlyGenerationSection } from './sections/monthly-generation-section';
import { ParametersSection } from './sections/parameters-section';
import { ProjectSection } from './sections/project-section';
import { PvArraysSection } from './sections/pv-arrays-section';
import { RadiationSection } from './sections/radiation-section';
import { SelfUseLoadSection } from './sections/self-use-load-section';
import { SelfUseSection } from './sections/self-use-section';
import { StorageLifeSection } from './sections/storage-life-section';
import { StorageSection } from './sections/storage-section';
import { SurroundingsSection } from './sections/surroundings-section';
import { SystemLossSection } from './sections/system-loss-section';
import { TariffSection } from './sections/tariff-section';
import { YearlyGenerationSection } from './sections/yearly-generation-section';
import { YieldUncertaintySection } from './sections/yield-uncertainty-section';

export interface ReportDocumentProps {
  data: ReportData;
  /** The caller's company; undefined while it loads or when it could not be read. */
  company: CompanyInfo | undefined;
  /** The caller's account (company name, designer); undefined when it could not be read. */
  account: AccountInfo | undefined;
  issued: Date;
}

/** The currency of the bills and the battery's savings: the tariff's, else the investment's. */
function moneyCurrency(data: ReportData): string {
  return data.bill?.currency ?? data.finance?.currency ?? data.investment.currency;
}

/** What each page holds. */
function pageContent(
  page: ReportSection,
  { data, company, account, issued }: ReportDocumentProps,
): ReactNode {
  const storage = data.probase.proType === ProjectType.energyStorage;
  switch (page) {
    case 'project':
      return <ProjectSection data={data} company={company} account={account} issued={issued} />;
    case 'parameters':
      return <ParametersSection data={data} />;
    case 'equipment':
      return (
        <>
          <InverterTableSection data={data} storage={storage} />
          <PvArraysSection data={data} />
        </>
      );
    case 'generation':
      return (
        <>
          <MonthlyGenerationSection data={data} />
          <RadiationSection data={data} />
        </>
      );
    case 'lifetime':
      return (
        <>
          <YearlyGenerationSection data={data} />
          <SystemLossSection data={data} />
        </>
      );
    case 'surroundings':
      return data.surroundings && <SurroundingsSection data={data} report={data.surroundings} />;
    case 'load':
      return <LoadSection data={data} />;
    case 'tariff':
      return (
        data.tariff && (
          <TariffSection record={data.tariff} name={data.bill?.tariffName ?? data.tariff.tariff.name} />
        )
      );
    case 'bill':
      return data.bill && <BillSection bill={data.bill} />;
    case 'storage':
      return data.storage && <StorageSection storage={data.storage} currency={moneyCurrency(data)} />;
    case 'storageLife':
      return (
        data.storage && (
          <StorageLifeSection
            storage={data.storage}
            finance={data.finance}
            bill={data.bill ?? null}
            currency={moneyCurrency(data)}
          />
        )
      );
    case 'selfUse':
      return data.selfUse && <SelfUseSection selfUse={data.selfUse} />;
    case 'selfUseLoad':
      return data.selfUse && <SelfUseLoadSection selfUse={data.selfUse} />;
    case 'income':
      return data.finance && <IncomeSection finance={data.finance} />;
    case 'cashFlow':
      return data.finance && <CashFlowSection finance={data.finance} />;
    case 'uncertainty':
      return (
        data.uncertainty && <YieldUncertaintySection uncertainty={data.uncertainty} finance={data.finance} />
      );
    case 'environment':
      return (
        <>
          <EnergySavingSection data={data} />
          <BlockDiagramSection data={data} storage={storage} />
        </>
      );
    case 'billOfMaterials':
      return (
        <>
          <BillOfMaterialsSection data={data} />
          <CablesSection data={data} />
        </>
      );
    case 'closing':
      return (
        <>
          <AssumptionsSection data={data} />
          <ClosingSection company={company} account={account} />
        </>
      );
  }
}

export function ReportDocument(props: ReportDocumentProps) {
  const { t } = useTranslation('report');
  const pages = reportSections(props.data);
  return (
    <ReportReadyProvider>
      <article className="report-document" aria-label={t('title')}>
        {pages.map((page) => (
          <div key={page} className="report-page" data-page={page}>
            {pageContent(page, props)}
          </div>
        ))}
      </article>
    </ReportReadyProvider>
  );
}

/**
 * The bill of materials call's work: the owner check (113/114) before anything is read, the bill
 * and the quote computed from the stored project (shared/project, as the report's page does), a
 * complete project's key figures by the report's code,
 * the workbook in the caller's language stored beside the project's reports (expired by the
 * bucket's lifecycle rule, deleted with the project) and a pre-signed link that downloads it.
 */
import type { Culture } from '@pvd/shared/errors/codes';
import { billOfMaterials } from '@pvd/shared/project/paperwork/bill-of-materials';
import type { KeyFigures } from '@pvd/shared/project/paperwork/bill-of-materials-text';
import { projectQuote } from '@pvd/shared/project/paperwork/quote';
import type { ProjectRecord } from '@pvd/shared/project/record/project';
import { presignGet, putObject } from '../aws/s3';
import { getCompany } from '../db/entities/company';
import type { CallerSession } from '../middleware/session';
import { ownedProject } from '../project/project-access';
import { projectReportPrefix } from '../project/project-files';
import { projectInvestment } from '../project/project-investment';
import { designOf, projectFigures } from '../project/project-report';
import { currencyOptionOf } from '../project/report-currency';
import {
  attachmentDisposition,
  callerClockOffsetHours,
  fileTimestamp,
  projectFileName,
} from '../report-pdf/file-name';
import { bomWorkbook } from './workbook';

const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How long the download link works. [s] */
const DOWNLOAD_LINK_SECONDS = 3600;

/** The file name's ending after the date and the project's name. */
const FILE_ENDINGS: Record<Culture, string> = {
  'zh-CN': '_物料清单.xlsx',
  en: '_bill-of-materials.xlsx',
};

export interface BomFile {
  url: string;
  fileName: string;
  /** [bytes] */
  bytes: number;
}

/** `yyyy-MM-dd` of `instant` on a clock `offsetHours` from UTC. */
function localDate(instant: Date, offsetHours: number): string {
  const stamp = fileTimestamp(instant, offsetHours);
  return `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}`;
}

/**
 * The project's key figures by the report's own code (`projectFigures`), so the workbook, the
 * PDF and the live results give the same numbers [REP-7].
 */
async function keyFiguresOf(accountId: string, record: ProjectRecord, culture: Culture): Promise<KeyFigures> {
  const { generation, lossChain, finance, investment } = await projectFigures(
    accountId,
    record,
    designOf(record, culture),
    culture,
  );
  return {
    capacityKwp: record.projectBase.proCapacityKw,
    annualYieldKwh: generation.totalPowerGeneration,
    specificYield: generation.specificYield,
    performanceRatioPercent: lossChain.performanceRatioPercent,
    finance: finance && { ...finance, usesDefaultPrices: investment.isDefault },
  };
}

/** The caller's project's bill of materials, quote and key figures as a stored workbook and its download link. */
export async function exportBillOfMaterials(
  session: CallerSession,
  culture: Culture,
  projectId: string,
  now = new Date(),
): Promise<BomFile> {
  const { accountId, account } = session;
  const record = await ownedProject(accountId, projectId);
  const investment = await projectInvestment(record.investment, culture);
  const [company, currency] = await Promise.all([
    getCompany(accountId),
    currencyOptionOf(investment.currency, culture),
  ]);
  const base = record.projectBase;
  const source = {
    capacityKw: base.proCapacityKw,
    investment,
    pvArray: record.pvArray,
    inverter: record.inverter,
  };
  const offsetHours = callerClockOffsetHours(culture, account.timezone);
  const figures = record.isComplete ? await keyFiguresOf(accountId, record, culture) : null;
  const contact = [company?.companyconnect, account.phone, account.email].filter(Boolean).join(' · ');
  const workbook = bomWorkbook(
    billOfMaterials(source),
    projectQuote({ ...source, proType: base.proType }),
    {
      companyName: account.company,
      contact,
      date: localDate(now, offsetHours),
      projectName: base.proName,
      ownerName: base.proOwnerName,
      currency: currency ? `${currency.code} ${currency.name}` : investment.currency,
    },
    culture,
    figures,
  );
  const fileName = projectFileName(base.proName, now, offsetHours, FILE_ENDINGS[culture]);
  const key = `${projectReportPrefix(accountId, projectId)}${culture}/${fileName}`;
  await putObject(key, workbook, XLSX_CONTENT_TYPE);
  const url = await presignGet(key, DOWNLOAD_LINK_SECONDS, attachmentDisposition(fileName));
  return { url, fileName, bytes: workbook.byteLength };
}

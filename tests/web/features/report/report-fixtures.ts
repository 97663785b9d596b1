/**
 * queryProjectReportDataById's answers for the two demo projects of the local runtime (copied
 * from a real call: `npm start -- --memory`, zh-CN), and the variants the tests need.
 */
import type { ReportData } from '@/features/report/model/report-data';
import gridReport from './grid-report.json';
import storageMoney from './storage-money-report.json';
import storageReport from './storage-report.json';

/** The grid-connected demo project, with its investment pages. */
export function gridWithInvestment(): ReportData {
  return structuredClone(gridReport) as ReportData;
}

/** The grid-connected demo project without investment figures (needInvestment off). */
export function gridWithoutInvestment(): ReportData {
  const data = gridWithInvestment();
  data.investment.needInvestment = false;
  data.finance = null;
  return data;
}

/** The storage demo project (battery, user load) with its investment pages. */
export function storageWithFinance(): ReportData {
  return structuredClone(storageReport) as ReportData;
}

/**
 * The storage demo project with the money sections of a real call (`npm start -- --memory`,
 * zh-CN): the Guangdong preset, zero export, peak shaving with grid charging, CNY investment.
 */
export function storageWithTariff(): ReportData {
  return { ...storageWithFinance(), ...(structuredClone(storageMoney) as Partial<ReportData>) };
}

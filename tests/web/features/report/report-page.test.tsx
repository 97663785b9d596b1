/**
 * The report page [REP-1]: the report of a grid project and of a storage project with
 * investment, from the data the PDF renderer injects or from queryProjectReportDataById; its
 * sections present or absent; the ready mark once every chart and image is drawn; 'error' on a
 * refusal; the texts in zh-CN and en; the PDF renderer's print host (print=1), the document
 * alone, which draws report after report with nothing of one reaching the next.
 */
import '../../support/dom-polyfills';
import { Role } from '@pvd/shared/constants/roles';
import {
  REPORT_DATA_GLOBAL,
  REPORT_PRINT_HOST_GLOBAL,
  REPORT_READY_ATTRIBUTE,
  type ReportPrintHost,
  type ReportPrintJob,
  type ReportReadyValue,
} from '@pvd/shared/project/report/report-print';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/config/storage-keys';
import { setLanguage } from '@/lib/i18n';
import { type Envelope, installFakeApi, ok } from '../../support/fake-api';
import {
  FIRST_RENDER,
  PAGE_TEST,
  renderApp,
  resetBrowserState,
  storeSession,
} from '../../support/render-app';
import { gridWithoutInvestment, storageWithFinance } from './report-fixtures';

const REPORT_CALL = 'project/queryProjectReportDataById';
const COMPANY_CALL = 'account/queryAccountCompanyInfo';
const company = { companylogo: null, companyconnect: 'Tel. 0571-8888 8888', companyinfo: 'Sunny Roofs Ltd.' };

const readyMark = () => document.documentElement.getAttribute(REPORT_READY_ATTRIBUTE);
const sectionTitles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

/** The images jsdom never loads: each one loads now, as a browser's would. */
function loadImages() {
  for (const image of document.querySelectorAll('.report-document img')) fireEvent.load(image);
}

function serve(report: () => Envelope) {
  return installFakeApi({ [REPORT_CALL]: report, [COMPANY_CALL]: () => ok(company) });
}

describe('report page', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    document.documentElement.removeAttribute(REPORT_READY_ATTRIBUTE);
    delete (globalThis as Record<string, unknown>)[REPORT_DATA_GLOBAL];
    storeSession(Role.user);
    await setLanguage('en');
  });
  afterEach(cleanup);

  it('draws a grid project from the injected data, without self-use or investment pages, and marks it ready', async () => {
    // Prepare
    const data = gridWithoutInvestment();
    (globalThis as Record<string, unknown>)[REPORT_DATA_GLOBAL] = { proId: 'p-grid', data };
    const server = serve(() => ok(null));
    // Act
    renderApp('/code/exportProReportComponent?proId=p-grid');
    // Assess
    expect(
      await screen.findByRole('heading', { level: 1, name: 'PV system design report' }, FIRST_RENDER),
    ).toBeTruthy();
    expect(server.callsTo(REPORT_CALL)).toHaveLength(0);
    expect(sectionTitles()).toEqual([
      'Project information',
      'Key figures',
      'Parameters',
      'Inverters',
      'PV arrays',
      'Monthly generation',
      'Horizontal radiation',
      'Generation over 25 years',
      'System loss',
      'Energy saving',
      'System block diagram',
      'Bill of materials',
      'Quote',
      'Cables: laying and current-carrying capacity',
      'Assumptions',
      'Notice',
      'Sign-off',
      'Company',
    ]);
    expect(screen.queryByText('Self-use ratio')).toBeNull();
    expect(screen.queryByText('This project is not complete')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Cumulative income' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Cash flow' })).toBeNull();
    // The figures of the data, in the site's number format.
    expect(screen.getAllByText('9,620 kWh').length).toBeGreaterThan(0);
    expect(screen.getByTestId('saving-CO2E').textContent).toBe('2,458.97 kg');
    expect(screen.getByTestId('saving-afforestation').textContent).toBe('12.17 ha');
    expect(screen.getByRole('img', { name: /^System block diagram/ })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Bill of materials' }).textContent).toContain('PV module');
    // Two DC runs of 4 mm² and one AC run of 6 mm², laid by default (XLPE, method C) at the site's
    // 39 °C: 1.25 × 13.37 = 16.7 A on 45 × 0.922 = 41.5 A; 5 500 W / (220 × 0.97) = 25.8 A on 58 × 0.922 = 53.5 A.
    const cables = screen.getByRole('table', { name: 'Cables: laying and current-carrying capacity' });
    expect(
      within(cables)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['DC, 铜 4 mm²', 'XLPE, method C, alone', '2', '16.7', '41.5', 'Passes'],
      ['AC, 铜 6 mm²', 'XLPE, method C, alone', '1', '25.8', '53.5', 'Passes'],
    ]);
    expect(screen.getByRole('note', { name: 'Estimated climate data.' })).toBeTruthy();
    expect(screen.getByText('Sunny Roofs Ltd.')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Peak power' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: /南屋面/ })).toBeTruthy();
    // Charts are drawn; the project image (the default station image) has not loaded yet.
    expect(readyMark()).toBeNull();
    loadImages();
    await waitFor(() => expect(readyMark()).toBe('true'));
  });

  it('fetches a storage project with investment and shows its self-use and investment pages, in Chinese', async () => {
    // Prepare
    await setLanguage('zh-CN');
    const server = serve(() => ok(storageWithFinance()));
    // Act
    renderApp('/code/exportProReportComponent?proId=p-storage');
    // Assess
    expect(
      await screen.findByRole('heading', { level: 1, name: '光伏系统设计报告' }, FIRST_RENDER),
    ).toBeTruthy();
    expect(server.callsTo(REPORT_CALL)[0]?.body).toEqual({ proId: 'p-storage' });
    expect(server.callsTo(REPORT_CALL)[0]?.headers.Culture).toBe('zh-CN');
    const titles = sectionTitles();
    for (const title of [
      '自发自用率',
      '自用负载',
      '累计收益',
      '现金流',
      '节能减排',
      '系统框图',
      '签字确认',
    ]) {
      expect(titles).toContain(title);
    }
    const income = screen.getByRole('region', { name: '累计收益' });
    expect(within(income).getByText('7.8 年')).toBeTruthy();
    expect(within(income).getByText('11.79 %')).toBeTruthy();
    expect(within(income).getByText('29,099 CNY')).toBeTruthy();
    expect(within(income).getByRole('img', { name: /CNY（万）/ })).toBeTruthy();
    const selfUse = screen.getByRole('region', { name: '自发自用率' });
    expect(within(selfUse).getByText('58.9 %')).toBeTruthy();
    expect(screen.getByRole('button', { name: '打印' })).toBeTruthy();
    loadImages();
    await waitFor(() => expect(readyMark()).toBe('true'));
  });

  it('says above an incomplete project’s report what its figures count, and that it has no inverter yet', async () => {
    // Prepare: a design without inverters (the list offers no Export; the page opens by its link).
    const data = gridWithoutInvestment();
    data.probase.isComplete = 0;
    data.inverter = [];
    serve(() => ok(data));
    // Act
    renderApp('/code/exportProReportComponent?proId=p-draft');
    // Assess
    expect(await screen.findByText('This project is not complete', undefined, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByText(/count only the panels wired to an inverter/)).toBeTruthy();
    const inverters = screen.getByRole('table', { name: 'Inverters' });
    expect(within(inverters).getByRole('cell', { name: 'No inverter in the design yet.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Export PDF/ })).toBeNull();
  });

  it('shows the refusal of a project of another account and marks the page failed', async () => {
    // Prepare
    serve(() => ({ code: 114, message: 'The project does not belong to this account.', data: null }));
    // Act
    renderApp('/code/exportProReportComponent?proId=someone-elses');
    // Assess
    expect(
      await screen.findByText('The project does not belong to this account.', undefined, FIRST_RENDER),
    ).toBeTruthy();
    expect(screen.getByText('The report could not be shown')).toBeTruthy();
    await waitFor(() => expect(readyMark()).toBe('error'));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('has the toolbar on screen: back to the project list and print', async () => {
    // Prepare
    (globalThis as Record<string, unknown>)[REPORT_DATA_GLOBAL] = {
      proId: 'p-grid',
      data: gridWithoutInvestment(),
    };
    serve(() => ok(null));
    // Act
    renderApp('/code/exportProReportComponent?proId=p-grid');
    // Assess
    const toolbar = await screen.findByRole('toolbar', { name: 'Report actions' }, FIRST_RENDER);
    expect(within(toolbar).getByRole('link', { name: 'Back to the project list' }).getAttribute('href')).toBe(
      '/user/project/list',
    );
    expect(within(toolbar).getByRole('button', { name: 'Print' })).toBeTruthy();
  });
});

describe('report page as the PDF renderer’s print host', PAGE_TEST, () => {
  const session = (token: string, language: 'zh-CN' | 'en') => ({
    token,
    accountName: `Account of ${token}`,
    role: Role.user,
    expiresAt: Date.now() + 3_600_000,
    language,
  });
  const companyOf = (token: string) => ({
    companylogo: null,
    companyconnect: '',
    companyinfo: `Company of ${token}`,
  });

  beforeEach(async () => {
    resetBrowserState();
    document.documentElement.removeAttribute(REPORT_READY_ATTRIBUTE);
    storeSession(Role.user);
    await setLanguage('en');
  });
  afterEach(cleanup);

  /** Hands `job` to the host; answers its ready value once its document is drawn. */
  async function show(host: ReportPrintHost, job: ReportPrintJob, title: string): Promise<ReportReadyValue> {
    let shown: Promise<ReportReadyValue> | undefined;
    await act(async () => {
      shown = host.show(job);
    });
    expect(await screen.findByRole('heading', { level: 1, name: title }, FIRST_RENDER)).toBeTruthy();
    loadImages();
    return shown!;
  }

  it('draws each report handed to it as its caller, in its language, with its data only; error for data it cannot show; then forgets it', async () => {
    // Prepare: each caller's company is their own; the page opened as the first caller.
    const server = installFakeApi({
      [REPORT_CALL]: () => ok(null),
      [COMPANY_CALL]: (_, headers) => ok(companyOf(headers.Token ?? '')),
    });
    renderApp('/code/exportProReportComponent?print=1');
    const host = await waitFor(() => {
      const offered = (globalThis as Record<string, unknown>)[REPORT_PRINT_HOST_GLOBAL] as ReportPrintHost;
      expect(offered).toBeTruthy();
      return offered;
    }, FIRST_RENDER);
    expect(readyMark()).toBeNull();
    // Act 1: the grid project in English for the first caller.
    const first = await show(
      host,
      { proId: 'p-grid', data: gridWithoutInvestment(), session: session('token-a', 'en') },
      'PV system design report',
    );
    // Assess 1
    expect(first).toBe('true');
    expect(screen.getByText('Company of token-a')).toBeTruthy();
    expect(screen.getAllByText(/杭州西湖区/).length).toBeGreaterThan(0);
    // The document alone: no toolbar, no app frame.
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    // Act 2: data that cannot be shown.
    let failed: Promise<ReportReadyValue> | undefined;
    await act(async () => {
      failed = host.show({ proId: 'p-x', data: { broken: true }, session: session('token-a', 'en') });
    });
    // Assess 2
    expect(await failed).toBe('error');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    // Act 3: another project in Chinese for another caller, in the same page.
    const other = gridWithoutInvestment();
    other.probase.proName = '宁波北仑厂房';
    const second = await show(
      host,
      { proId: 'p-other', data: other, session: session('token-b', 'zh-CN') },
      '光伏系统设计报告',
    );
    // Assess 3: the second caller's company (asked for again, as them, in their language), the
    // second project, nothing of the first report; the data came from the job, not the call.
    expect(second).toBe('true');
    expect(screen.getByText('Company of token-b')).toBeTruthy();
    expect(screen.queryByText('Company of token-a')).toBeNull();
    expect(screen.getAllByText(/宁波北仑厂房/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/杭州西湖区/)).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(server.callsTo(COMPANY_CALL).map((call) => [call.headers.Token, call.headers.Culture])).toEqual([
      ['token-a', 'en'],
      ['token-a', 'en'],
      ['token-b', 'zh-CN'],
    ]);
    expect(server.callsTo(REPORT_CALL)).toHaveLength(0);
    expect(document.documentElement.lang).toBe('zh-CN');
    // Act 4
    act(() => host.clear());
    // Assess 4: the report, its data and the caller's session are gone.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(readyMark()).toBeNull();
    expect(sessionStorage.getItem(storageKeys.session)).toBeNull();
    expect(localStorage.getItem(storageKeys.session)).toBeNull();
    expect((globalThis as Record<string, unknown>)[REPORT_DATA_GLOBAL]).toBeUndefined();
  });
});

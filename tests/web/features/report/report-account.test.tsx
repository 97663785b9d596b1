/**
 * The report names the caller's company and the designer (cover, sign-off, company block) and
 * shows its times on the account's clock (Beijing, UTC+8), not the browser's, in both languages.
 */
import '../../support/dom-polyfills';
import { Role } from '@pvd/shared/constants/roles';
import { REPORT_DATA_GLOBAL, REPORT_READY_ATTRIBUTE } from '@pvd/shared/project/report/report-print';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { installFakeApi, ok } from '../../support/fake-api';
import {
  FIRST_RENDER,
  PAGE_TEST,
  renderApp,
  resetBrowserState,
  storeSession,
} from '../../support/render-app';
import { gridWithoutInvestment } from './report-fixtures';

const account = {
  email: 'wang@example.com',
  accountName: 'Wang Fang',
  company: 'Hangzhou Sunny Roofs Co., Ltd.',
  phone: '',
  timezone: 'UP8',
  accountRole: Role.user,
  createtime: '2026-11-01T00:00:00.000Z',
};

function serveAccount() {
  const data = gridWithoutInvestment();
  // 23:26 UTC on 25 November is 07:26 on 26 November in Beijing.
  data.probase.lastModifyTime = '2026-11-25T23:26:48.599Z';
  (globalThis as Record<string, unknown>)[REPORT_DATA_GLOBAL] = { proId: 'p-grid', data };
  installFakeApi({
    'account/queryAccountCompanyInfo': () =>
      ok({ companylogo: null, companyconnect: 'Tel. 0571-8888 8888', companyinfo: '' }),
    'account/queryAccountInfo': () => ok(account),
  });
}

describe('report: the account’s names and clock', PAGE_TEST, () => {
  beforeEach(() => {
    resetBrowserState();
    document.documentElement.removeAttribute(REPORT_READY_ATTRIBUTE);
    storeSession(Role.user);
  });
  afterEach(() => {
    cleanup();
    delete (globalThis as Record<string, unknown>)[REPORT_DATA_GLOBAL];
  });

  it('names the company and the designer and shows the last change in Beijing time (en)', async () => {
    await setLanguage('en');
    serveAccount();
    // Act
    renderApp('/code/exportProReportComponent?proId=p-grid');
    // Assess
    await screen.findByRole('heading', { level: 1, name: 'PV system design report' }, FIRST_RENDER);
    const cover = document.querySelector<HTMLElement>('[data-section="project"]')!;
    expect(within(cover).getByText('Nov 26, 2026, 7:26 AM')).toBeTruthy();
    expect(within(cover).getAllByText('Hangzhou Sunny Roofs Co., Ltd.').length).toBeGreaterThan(0);
    expect(within(cover).getByText('Designer').nextElementSibling?.textContent).toBe('Wang Fang');
    const signOff = screen.getByRole('region', { name: 'Sign-off' });
    expect(within(signOff).getByText('Wang Fang')).toBeTruthy();
    const companyBlock = screen.getByRole('region', { name: 'Company' });
    expect(within(companyBlock).getByText('Hangzhou Sunny Roofs Co., Ltd.')).toBeTruthy();
  });

  it('does the same in Chinese', async () => {
    await setLanguage('zh-CN');
    serveAccount();
    // Act
    renderApp('/code/exportProReportComponent?proId=p-grid');
    // Assess
    await screen.findByRole('heading', { level: 1, name: '光伏系统设计报告' }, FIRST_RENDER);
    const cover = document.querySelector<HTMLElement>('[data-section="project"]')!;
    expect(within(cover).getByText('2026年11月26日 07:26')).toBeTruthy();
    expect(within(cover).getByText('设计人').nextElementSibling?.textContent).toBe('Wang Fang');
    expect(within(cover).getByText('公司').nextElementSibling?.textContent).toBe(
      'Hangzhou Sunny Roofs Co., Ltd.',
    );
  });
});

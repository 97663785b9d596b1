import '../../support/dom-polyfills';
import { Role } from '@pvd/shared/constants/roles';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { installFakeApi, invalidField, ok } from '../../support/fake-api';
import { descriptionOf } from '../../support/field-error';
import {
  FIRST_RENDER,
  PAGE_TEST,
  renderApp,
  resetBrowserState,
  storeSession,
} from '../../support/render-app';

const savedLogo = 'http://127.0.0.1/files/logos/old.png';
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

// The first test compiles the route's lazy modules, which takes seconds under jsdom.
describe('company settings: the logo', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    storeSession(Role.user);
    await setLanguage('en');
  });
  afterEach(cleanup);

  async function openWithSavedLogo() {
    installFakeApi({
      'account/queryAccountCompanyInfo': () =>
        ok({ companylogo: savedLogo, companyconnect: 'tel', companyinfo: 'info' }),
    });
    renderApp('/user/settings/company');
    const preview = (await screen.findByRole(
      'img',
      { name: 'Logo preview' },
      FIRST_RENDER,
    )) as HTMLImageElement;
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    return { preview, input };
  }

  it('refuses a text file named .png by its first bytes before any preview, and keeps the old logo', async () => {
    // Prepare
    const { input } = await openWithSavedLogo();
    const fake = new File(['<html>not an image</html>'], 'logo.png', { type: 'image/png' });
    // Act
    await userEvent.upload(input, fake);
    // Assess
    expect(await screen.findByText('Only PNG, JPEG, GIF or WebP images can be uploaded')).toBeTruthy();
    const preview = screen.getByRole('img', { name: 'Logo preview' }) as HTMLImageElement;
    expect(preview.src).toBe(savedLogo);
  });

  it('previews a real PNG', async () => {
    // Prepare
    const { input } = await openWithSavedLogo();
    const png = new File([pngBytes], 'logo.png', { type: 'image/png' });
    // Act
    await userEvent.upload(input, png);
    // Assess
    await screen.findByText('logo.png');
    expect(screen.queryByText('Only PNG, JPEG, GIF or WebP images can be uploaded')).toBeNull();
  });

  it('shows a field the server refused (118) under that field', async () => {
    // Prepare
    installFakeApi({
      'account/queryAccountCompanyInfo': () =>
        ok({ companylogo: null, companyconnect: 'tel', companyinfo: 'info' }),
      'account/insertOrEditAccountCompany': () => invalidField('companyinfo', 'Too long for a report'),
    });
    renderApp('/user/settings/company');
    const info = await screen.findByRole('textbox', { name: 'Company description' }, FIRST_RENDER);
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Assess
    await waitFor(() => expect(descriptionOf(info)).toBe('Too long for a report'));
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Contact method' }))).toBe(
      'Address, telephone, e-mail or website for customers.',
    );
  });
});

describe('company settings: the name', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    storeSession(Role.user);
    await setLanguage('zh-CN');
  });
  afterEach(cleanup);

  it('shows the company’s name first and saves it with the company information', async () => {
    // Prepare: the name is the account's (the reports print it).
    const server = installFakeApi({
      'account/queryAccountCompanyInfo': () =>
        ok({ company: '阳光能源', companylogo: null, companyconnect: 'tel', companyinfo: 'info' }),
      'account/insertOrEditAccountCompany': (body) =>
        ok({ company: body.company, companylogo: null, companyconnect: 'tel', companyinfo: 'info' }),
    });
    renderApp('/user/settings/company');
    const name = await screen.findByRole('textbox', { name: '公司名称' }, FIRST_RENDER);
    expect(name).toHaveProperty('value', '阳光能源');
    expect(screen.getAllByRole('textbox')[0]).toBe(name);
    // Act
    await userEvent.type(name, '有限公司');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    // Assess
    await screen.findByText('公司信息已保存');
    expect(server.callsTo('account/insertOrEditAccountCompany')[0]?.body).toMatchObject({
      company: '阳光能源有限公司',
      companyconnect: 'tel',
    });
  });
});

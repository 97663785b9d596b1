import '../../support/dom-polyfills';
import { Role } from '@pvd/shared/constants/roles';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { installFakeApi, invalidField } from '../../support/fake-api';
import { descriptionOf } from '../../support/field-error';
import {
  FIRST_RENDER,
  PAGE_TEST,
  renderApp,
  resetBrowserState,
  storeSession,
} from '../../support/render-app';
import { inverterRow, paged } from './catalogue-fakes';

const list = paged(Array.from({ length: 12 }, (_, i) => inverterRow(i + 1)));

async function openCopy(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `复制 ${name}` }, FIRST_RENDER));
  return screen.findByRole('dialog', { name: '复制逆变器' });
}

async function openSeriesFor(...names: string[]) {
  for (const name of names)
    await userEvent.click(await screen.findByRole('checkbox', { name: `选择 ${name}` }, FIRST_RENDER));
  await userEvent.click(screen.getByRole('button', { name: '设置' }));
  await userEvent.click(screen.getByRole('menuitem', { name: '设置系列' }));
  return screen.findByRole('dialog', { name: '设置系列' });
}

/** Closes `dialog` by its close button (as Escape would) and answers the question with `answer`. */
async function closeAnswering(dialog: HTMLElement, answer: '取消' | '放弃修改') {
  await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
  const question = await screen.findByRole('dialog', { name: '放弃修改？' });
  await userEvent.click(within(question).getByRole('button', { name: answer }));
}

// The maintain role's language is Chinese [ACC-12].
describe('inverter copy and series dialogs', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    storeSession(Role.maintain);
    await setLanguage('zh-CN');
  });
  afterEach(cleanup);

  it('copy: shows a name the server refused (118) under the new model name', async () => {
    // Prepare
    installFakeApi({
      'inverter/pageQuerySystemInverter': list,
      'inverter/CopySystemInverter': () => invalidField('inverterModelName', '已存在该机型'),
    });
    renderApp('/maintain/import/inverter');
    const dialog = await openCopy('SUN-5K-G');
    const name = within(dialog).getByRole('textbox', { name: '新机型名称' });
    await userEvent.type(name, 'SUN-6K-G');
    // Act
    await userEvent.click(within(dialog).getByRole('button', { name: '复制' }));
    // Assess
    await waitFor(() => expect(descriptionOf(name)).toBe('已存在该机型'));
    expect(screen.getByRole('dialog', { name: '复制逆变器' })).toBeTruthy();
  });

  it('copy: asks before a typed name is thrown away', async () => {
    // Prepare
    installFakeApi({ 'inverter/pageQuerySystemInverter': list });
    renderApp('/maintain/import/inverter');
    const dialog = await openCopy('SUN-5K-G');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '新机型名称' }), 'SUN-5K-G-B');
    // Act
    await closeAnswering(dialog, '取消');
    // Assess
    expect(within(dialog).getByRole('textbox', { name: '新机型名称' })).toHaveProperty('value', 'SUN-5K-G-B');
    await closeAnswering(dialog, '放弃修改');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '复制逆变器' })).toBeNull());
  });

  it('series: shows a series the server refused (118) under the series', async () => {
    // Prepare
    installFakeApi({
      'inverter/pageQuerySystemInverter': list,
      'inverter/setInverterSeries': () => invalidField('series', '系列名称过长'),
    });
    renderApp('/maintain/import/inverter');
    const dialog = await openSeriesFor('SUN-1K-G');
    const series = within(dialog).getByRole('textbox', { name: '系列' });
    await userEvent.type(series, 'SUN-X');
    // Act
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    // Assess
    await waitFor(() => expect(descriptionOf(series)).toContain('系列名称过长'));
  });

  it('series: closes at once when nothing changed, and asks once something did', async () => {
    // Prepare
    installFakeApi({ 'inverter/pageQuerySystemInverter': list });
    renderApp('/maintain/import/inverter');
    let dialog = await openSeriesFor('SUN-1K-G', 'SUN-3K-G');
    // Act: the two share their series, which the field opens with.
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '设置系列' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: '设置' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '设置系列' }));
    dialog = await screen.findByRole('dialog', { name: '设置系列' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '系列' }), '-NEW');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    // Assess
    expect(await screen.findByRole('dialog', { name: '放弃修改？' })).toBeTruthy();
  });
});

import '../../support/dom-polyfills';
import { Role } from '@pvd/shared/constants/roles';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../../web/src/lib/i18n';
import { installFakeApi, ok } from '../../support/fake-api';
import {
  FIRST_RENDER,
  PAGE_TEST,
  renderApp,
  resetBrowserState,
  storeSession,
} from '../../support/render-app';
import { inverterInfo, inverterRow, paged } from './catalogue-fakes';

const list = paged([inverterRow(1), inverterRow(2)]);
const names = () =>
  ok([
    { id: 'inv-1', modelname: 'SUN-1K-G' },
    { id: 'inv-2', modelname: 'SUN-2K-G' },
  ]);

async function openEditDrawer() {
  await userEvent.click(await screen.findByRole('button', { name: '编辑 SUN-1K-G' }, FIRST_RENDER));
  return screen.findByRole('dialog', { name: '编辑逆变器 SUN-1K-G' });
}

// The spec's messages are checked in Chinese, the maintain role's language (000 §1).
describe('system inverter drawer', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    storeSession(Role.maintain);
    await setLanguage('zh-CN');
  });
  afterEach(cleanup);

  it('refuses another model’s name on blur (已存在该机型) but not the model’s own', async () => {
    // Prepare
    installFakeApi({
      'inverter/pageQuerySystemInverter': list,
      'inverter/queryInverterInfo': () => ok(inverterInfo(1)),
      'inverter/queryAllSystemInverterModelName': names,
    });
    renderApp('/maintain/import/inverter');
    const drawer = await openEditDrawer();
    const name = within(drawer).getByRole('textbox', { name: '机型' });
    // Act
    await userEvent.clear(name);
    await userEvent.type(name, ' sun-2k-g ');
    await userEvent.tab();
    // Assess
    expect(await within(drawer).findByText('已存在该机型')).toBeTruthy();
    await userEvent.clear(name);
    await userEvent.type(name, 'SUN-1K-G');
    await userEvent.tab();
    await waitFor(() => expect(within(drawer).queryByText('已存在该机型')).toBeNull());
  });

  it('starts a new model with the defaults of 000 §5 and refuses it without a model name (机型不能为空)', async () => {
    // Prepare
    const server = installFakeApi({
      'inverter/pageQuerySystemInverter': list,
      'inverter/queryAllSystemInverterModelName': names,
    });
    renderApp('/maintain/import/inverter');
    await userEvent.click(await screen.findByRole('button', { name: '添加逆变器' }, FIRST_RENDER));
    await userEvent.click(screen.getByRole('menuitem', { name: '储能逆变器' }));
    const drawer = await screen.findByRole('dialog', { name: '添加储能逆变器' });
    // Act
    await userEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    // Assess
    expect(await within(drawer).findByText('机型不能为空')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: /逆变器类型/ }).textContent).toContain('储能');
    expect(within(drawer).getByRole('button', { name: /电网电压类型/ }).textContent).toContain('单相');
    expect(
      (within(drawer).getByRole('textbox', { name: '额定电网频率 [Hz]' }) as HTMLInputElement).value,
    ).toBe('50');
    expect(
      (within(drawer).getByRole('textbox', { name: '额定电网电压 [V]' }) as HTMLInputElement).value,
    ).toBe('220');
    expect(
      (within(drawer).getByRole('textbox', { name: '每路 MPPT 组串数' }) as HTMLInputElement).value,
    ).toBe('1');
    expect(server.callsTo('inverter/insertOrEditSystemInverter')).toHaveLength(0);
  });

  it('saves with the version read, closes the drawer and refreshes the list', async () => {
    // Prepare
    const server = installFakeApi({
      'inverter/pageQuerySystemInverter': list,
      'inverter/queryInverterInfo': () => ok(inverterInfo(1)),
      'inverter/queryAllSystemInverterModelName': names,
      'inverter/insertOrEditSystemInverter': () => ok(inverterInfo(1, { series: 'SUN-Z', version: 3 })),
    });
    renderApp('/maintain/import/inverter');
    const drawer = await openEditDrawer();
    const series = within(drawer).getByRole('textbox', { name: '系列' });
    // Act
    await userEvent.clear(series);
    await userEvent.type(series, 'SUN-Z');
    await userEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    // Assess
    expect(await screen.findByText('逆变器 SUN-1K-G 已保存')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑逆变器 SUN-1K-G' })).toBeNull());
    expect(server.callsTo('inverter/insertOrEditSystemInverter')[0]?.body).toMatchObject({
      id: 'inv-1',
      version: 2,
      modelname: 'SUN-1K-G',
      series: 'SUN-Z',
      invertertype: 1,
      sizelength: 330,
      maxdcvoltage: '550/550',
      removeImage: false,
    });
    await waitFor(() => expect(server.callsTo('inverter/pageQuerySystemInverter')).toHaveLength(2));
  });

  it('keeps the drawer open on a refused field (118), showing the server’s message beside it', async () => {
    // Prepare
    installFakeApi({
      'inverter/pageQuerySystemInverter': list,
      'inverter/queryInverterInfo': () => ok(inverterInfo(1)),
      'inverter/queryAllSystemInverterModelName': () => ok([{ id: 'inv-1', modelname: 'SUN-1K-G' }]),
      'inverter/insertOrEditSystemInverter': () => ({
        code: 118,
        message: '已存在该机型',
        data: { fieldErrors: [{ field: 'modelname', key: 'modelNameExists', message: '已存在该机型' }] },
      }),
    });
    renderApp('/maintain/import/inverter');
    const drawer = await openEditDrawer();
    // Act
    await userEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    // Assess
    expect(await within(drawer).findByText('已存在该机型')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '编辑逆变器 SUN-1K-G' })).toBeTruthy();
  });
});

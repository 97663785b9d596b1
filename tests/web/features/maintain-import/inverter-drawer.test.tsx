import '../../support/dom-polyfills';
import { readPvsystText } from '@pvd/shared/catalogue/pvsyst/read';
import { warningText } from '@pvd/shared/catalogue/pvsyst/warnings';
import { Role } from '@pvd/shared/constants/roles';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { smallOnd, windows1252Bytes } from '@tests/shared/catalogue/pvsyst/support/pvsyst-files';
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

/** Types `text` as the model name in place of what is there, and leaves the field. */
async function leaveModelName(drawer: HTMLElement, text: string) {
  const name = within(drawer).getByRole('textbox', { name: '机型' });
  await userEvent.clear(name);
  await userEvent.type(name, text);
  await userEvent.tab();
}

// The spec's messages are checked in Chinese, the maintain role's language [ACC-12].
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
    // Act
    await leaveModelName(drawer, ' sun-2k-g ');
    // Assess
    expect(await within(drawer).findByText('已存在该机型')).toBeTruthy();
    await leaveModelName(drawer, 'SUN-1K-G');
    await waitFor(() => expect(within(drawer).queryByText('已存在该机型')).toBeNull());
  });

  it('flags another model’s name left before the names arrived, once they arrive', async () => {
    // Prepare: the names answer only when the test lets them.
    let answerNames: () => void = () => undefined;
    const namesArrive = new Promise<void>((resolve) => {
      answerNames = resolve;
    });
    installFakeApi({
      'inverter/pageQuerySystemInverter': list,
      'inverter/queryInverterInfo': () => ok(inverterInfo(1)),
      'inverter/queryAllSystemInverterModelName': async () => {
        await namesArrive;
        return names();
      },
    });
    renderApp('/maintain/import/inverter');
    const drawer = await openEditDrawer();
    await leaveModelName(drawer, 'SUN-2K-G');
    expect(within(drawer).queryByText('已存在该机型')).toBeNull();
    // Act
    answerNames();
    // Assess
    expect(await within(drawer).findByText('已存在该机型')).toBeTruthy();
  });

  it('starts a new model with the defaults and refuses it without a model name (机型不能为空)', async () => {
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

  it('fills a new model from an .OND file read by the server, the text decoded in the browser, the warnings listed', async () => {
    // Prepare: the server's part is the shared reader itself.
    const server = installFakeApi({
      'inverter/pageQuerySystemInverter': list,
      'inverter/queryAllSystemInverterModelName': names,
      'component/readPvsystFile': (body) => {
        const result = readPvsystText(String(body.fileName), String(body.content));
        if (!result.ok) return { code: 119, message: result.reason };
        return ok({ ...result.read, warnings: result.read.warnings.map((w) => warningText(w, 'zh-CN')) });
      },
    });
    const text = smallOnd({ MonoTri: 'Tri' }).replace('Manufacturer=Onda', 'Manufacturer=Ondé');
    const file = new File([windows1252Bytes(text)], 'onde-5k.OND');
    renderApp('/maintain/import/inverter');
    await userEvent.click(await screen.findByRole('button', { name: '添加逆变器' }, FIRST_RENDER));
    await userEvent.click(screen.getByRole('menuitem', { name: '并网逆变器' }));
    const drawer = await screen.findByRole('dialog', { name: '添加并网逆变器' });
    // Act
    await userEvent.upload(drawer.querySelector<HTMLInputElement>('input[type=file]')!, file);
    // Assess
    expect(
      await within(drawer).findByText('已从 onde-5k.OND（PVsyst 7.4）填入：保存前请逐项核对'),
    ).toBeTruthy();
    expect(server.callsTo('component/readPvsystFile')[0]?.body).toEqual({
      fileName: 'onde-5k.OND',
      content: text,
    });
    expect(within(drawer).getByRole('textbox', { name: '机型' })).toHaveProperty('value', 'ONDA-5K-2M');
    expect(within(drawer).getByRole('textbox', { name: '厂家' })).toHaveProperty('value', 'Ondé');
    expect(within(drawer).getByRole('spinbutton', { name: '额定交流输出功率 [W]' })).toHaveProperty(
      'value',
      '5000',
    );
    expect(
      within(drawer).getByText(/OND 文件不含以下数据，请按规格书填写：防护等级、并网电压范围和并网频率范围/),
    ).toBeTruthy();
  });
});

import '../../support/dom-polyfills';
import { Role } from '@pvd/shared/constants/roles';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { installFakeApi, ok } from '../../support/fake-api';
import {
  FIRST_RENDER,
  PAGE_TEST,
  renderApp,
  resetBrowserState,
  storeSession,
} from '../../support/render-app';
import { paged } from './catalogue-fakes';

function battery(i: number) {
  return {
    id: `bat-${i}`,
    batterymodel: `BOS-${i}`,
    batterybrand: 'PV-Sun',
    batterycapacity: 5.12,
    batterytype: 'LiFePO4',
    maximumnumberofparallelsseries: 16,
    minimumnumberofparallelsseries: 1,
    createtime: '2026-11-21T10:00:00.000Z',
    lastmodifytime: '2026-11-21T10:00:00.000Z',
    version: 3,
  };
}

const list = paged(Array.from({ length: 30 }, (_, i) => battery(i + 1)));

/** A new battery as typed into the create dialog, by field label. */
const bosX = {
  电池型号名称: 'BOS-X',
  电池品牌: 'PV-Sun',
  '电池容量 [kWh]': '5.12',
  电池类型: 'LiFePO4',
  '最大并/串联数量': '16',
  '最小并/串联数量': '2',
};

async function openCreate() {
  await userEvent.click(await screen.findByRole('button', { name: '添加电池' }, FIRST_RENDER));
  return screen.findByRole('dialog', { name: '添加公用电池' });
}

async function fill(dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = within(dialog).getByRole('textbox', { name: label });
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

// The spec's messages are checked in Chinese, the maintain role's language [ACC-12].
describe('common batteries page', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    storeSession(Role.maintain);
    await setLanguage('zh-CN');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('offers this list’s own page sizes 10, 15, 20 and 25, starting at 10', async () => {
    // Prepare
    const server = installFakeApi({ 'inverter/PageQueryCommonBattery': list });
    renderApp('/maintain/import/common-battery');
    await screen.findByText('BOS-1', {}, FIRST_RENDER);
    // Act
    await userEvent.click(screen.getByRole('button', { name: '首选项' }));
    // Assess
    const dialog = await screen.findByRole('dialog', { name: '首选项' });
    for (const size of ['10 行', '15 行', '20 行', '25 行'])
      expect(within(dialog).getByText(size)).toBeTruthy();
    expect(within(dialog).queryByText('30 行')).toBeNull();
    await userEvent.click(within(dialog).getByText('25 行'));
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(server.callsTo('inverter/PageQueryCommonBattery')).toHaveLength(2));
    expect(server.callsTo('inverter/PageQueryCommonBattery').map((call) => call.body)).toEqual([
      { limit: 10, offset: 1 },
      { limit: 25, offset: 1 },
    ]);
  });

  it('says which field is empty, each with its own message', async () => {
    // Prepare
    const server = installFakeApi({ 'inverter/PageQueryCommonBattery': list });
    renderApp('/maintain/import/common-battery');
    const dialog = await openCreate();
    // Act
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    // Assess
    for (const message of [
      '电池型号名称不能为空',
      '电池品牌不能为空',
      '电池容量不能为空',
      '电池类型不能为空',
      '最大并/串联数量不能为空',
      '最小并/串联数量不能为空',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(server.callsTo('inverter/CreateCommonBattery')).toHaveLength(0);
  });

  it('asks for numbers (请输入数字值) above zero (不能小于0)', async () => {
    // Prepare
    installFakeApi({ 'inverter/PageQueryCommonBattery': list });
    renderApp('/maintain/import/common-battery');
    const dialog = await openCreate();
    await fill(dialog, { 电池型号名称: 'BOS-X', 电池品牌: 'PV-Sun', 电池类型: 'LiFePO4' });
    // Act
    await fill(dialog, { '电池容量 [kWh]': 'abc', '最大并/串联数量': 'x', '最小并/串联数量': 'y' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    // Assess
    await waitFor(() => expect(within(dialog).getAllByText('请输入数字值')).toHaveLength(3));
    await fill(dialog, { '电池容量 [kWh]': '0', '最大并/串联数量': '-2', '最小并/串联数量': '0' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('电池容量不能小于0')).toBeTruthy();
    expect(within(dialog).getByText('最大并/串联数不能小于0')).toBeTruthy();
    expect(within(dialog).getByText('最小并/串联数量不能小于0')).toBeTruthy();
  });

  // Before the fix, Escape or the close button threw a filled form away without asking.
  it('asks before closing or Cancel throws away what was typed, and closes at once when nothing was', async () => {
    // Prepare
    installFakeApi({ 'inverter/PageQueryCommonBattery': list });
    renderApp('/maintain/import/common-battery');
    const dialog = await openCreate();
    await fill(dialog, { 电池型号名称: 'BOS-X' });
    // Act
    // The close button, as Escape and a click outside: Cloudscape's onDismiss.
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    const question = await screen.findByRole('dialog', { name: '放弃修改？' });
    await userEvent.click(within(question).getByRole('button', { name: '取消' }));
    // Assess: still open, and what was typed is still there
    expect(within(dialog).getByRole('textbox', { name: '电池型号名称' })).toHaveProperty('value', 'BOS-X');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '放弃修改？' })).getByRole('button', {
        name: '放弃修改',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加公用电池' })).toBeNull());
    const untouched = await openCreate();
    await userEvent.click(within(untouched).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加公用电池' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: '放弃修改？' })).toBeNull();
  });

  it('creates a battery with numbers as numbers', async () => {
    // Prepare
    const server = installFakeApi({
      'inverter/PageQueryCommonBattery': list,
      'inverter/CreateCommonBattery': () => ok({ ...battery(99), batterymodel: 'BOS-X' }),
    });
    renderApp('/maintain/import/common-battery');
    const dialog = await openCreate();
    await fill(dialog, bosX);
    // Act
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    // Assess
    expect(await screen.findByText('电池 BOS-X 已添加')).toBeTruthy();
    expect(server.callsTo('inverter/CreateCommonBattery')[0]?.body).toEqual({
      modelName: 'BOS-X',
      brand: 'PV-Sun',
      capacity: 5.12,
      batteryType: 'LiFePO4',
      maximumNumberOfParallelsSeries: 16,
      minimumNumberOfParallelsSeries: 2,
    });
  });

  it('edits with the version read', async () => {
    // Prepare
    const server = installFakeApi({
      'inverter/PageQueryCommonBattery': list,
      'inverter/UpdateCommonBattery': () => ok({ ...battery(2), batterybrand: 'Dyness', version: 4 }),
    });
    renderApp('/maintain/import/common-battery');
    await userEvent.click(await screen.findByRole('button', { name: '编辑 BOS-2' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: '编辑公用电池' });
    // Act
    await fill(dialog, { 电池品牌: 'Dyness' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    // Assess
    expect(await screen.findByText('电池 BOS-2 已保存')).toBeTruthy();
    expect(server.callsTo('inverter/UpdateCommonBattery')[0]?.body).toEqual({
      id: 'bat-2',
      version: 3,
      modelName: 'BOS-2',
      brand: 'Dyness',
      capacity: 5.12,
      batteryType: 'LiFePO4',
      maximumNumberOfParallelsSeries: 16,
      minimumNumberOfParallelsSeries: 1,
    });
  });

  it('deletes after 确定删除该公用电池信息? and then says 删除成功', async () => {
    // Prepare
    const server = installFakeApi({
      'inverter/PageQueryCommonBattery': list,
      'inverter/DeleteCommonBattery': () => ok(null),
    });
    renderApp('/maintain/import/common-battery');
    await userEvent.click(await screen.findByRole('button', { name: '删除 BOS-3' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: '删除公用电池' });
    expect(within(dialog).getByText('确定删除该公用电池信息?')).toBeTruthy();
    // Act
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    // Assess
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(server.callsTo('inverter/DeleteCommonBattery')[0]?.body).toEqual({ id: 'bat-3' });
  });

  // Before the fix, after a save the changed row could be anywhere in the list, or off screen.
  it('scrolls the saved row into view, back to its first column, and highlights it', async () => {
    // Prepare
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    installFakeApi({
      'inverter/PageQueryCommonBattery': list,
      'inverter/UpdateCommonBattery': () => ok({ ...battery(7), batterybrand: 'Dyness', version: 4 }),
    });
    renderApp('/maintain/import/common-battery');
    await userEvent.click(await screen.findByRole('button', { name: '编辑 BOS-7' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: '编辑公用电池' });
    await fill(dialog, { 电池品牌: 'Dyness' });
    // Act
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    // Assess
    await waitFor(() => expect(scroll).toHaveBeenCalledOnce());
    const row = scroll.mock.contexts[0] as HTMLElement;
    expect(row.tagName).toBe('TR');
    expect(within(row).getByText('BOS-7')).toBeTruthy();
    expect(scroll.mock.calls[0]?.[0]).toEqual({ block: 'center', inline: 'start' });
    expect(row.querySelector('[data-revealed-row="bat-7"]')).not.toBeNull();
  });

  it('shows a created battery on page 1, where the newest are, scrolled into view', async () => {
    // Prepare
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const rows = Array.from({ length: 30 }, (_, i) => battery(i + 1));
    const server = installFakeApi({
      'inverter/PageQueryCommonBattery': (body) => paged(rows)(body),
      'inverter/CreateCommonBattery': () => {
        rows.unshift({ ...battery(99), batterymodel: 'BOS-X' });
        return ok(rows[0]);
      },
    });
    renderApp('/maintain/import/common-battery');
    await screen.findByText('BOS-1', {}, FIRST_RENDER);
    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    await screen.findByText('BOS-21');
    const dialog = await openCreate();
    await fill(dialog, bosX);
    // Act
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    // Assess
    await waitFor(() => expect(scroll).toHaveBeenCalledOnce());
    expect(within(scroll.mock.contexts[0] as HTMLElement).getByText('BOS-X')).toBeTruthy();
    expect(server.callsTo('inverter/PageQueryCommonBattery').at(-1)?.body).toEqual({ limit: 10, offset: 1 });
  });
});

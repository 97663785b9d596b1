import '../../support/dom-polyfills';
import { Role } from '@pvd/shared/constants/roles';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
import { acceptUploads, inverterInfo, inverterRow, paged } from './catalogue-fakes';

const rows = Array.from({ length: 25 }, (_, i) => inverterRow(i + 1));
const list = paged(rows);

// The spec's messages are checked in Chinese, the maintain role's language [ACC-12].
describe('system inverters page', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    storeSession(Role.maintain);
    await setLanguage('zh-CN');
  });
  afterEach(cleanup);

  it('returns to page 1 when a filter changes, and sends the filter', async () => {
    // Prepare
    const server = installFakeApi({ 'inverter/pageQuerySystemInverter': list });
    renderApp('/maintain/import/inverter');
    await screen.findByText('SUN-1K-G', {}, FIRST_RENDER);
    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    await screen.findByText('SUN-21K-G');
    // Act
    await userEvent.click(screen.getByRole('button', { name: /电网电压类型/ }));
    await userEvent.click(screen.getByRole('option', { name: '三相' }));
    // Assess
    await waitFor(() => expect(server.callsTo('inverter/pageQuerySystemInverter')).toHaveLength(3));
    expect(server.callsTo('inverter/pageQuerySystemInverter').map((call) => call.body)).toEqual([
      { limit: 10, offset: 1, whereCondition: {} },
      { limit: 10, offset: 3, whereCondition: {} },
      { limit: 10, offset: 1, whereCondition: { mainsvoltype: 'Three-Phase' } },
    ]);
  });

  it('asks for a selection before a batch action (请选择逆变器), then sets the series of the ticked rows', async () => {
    // Prepare
    const server = installFakeApi({
      'inverter/pageQuerySystemInverter': list,
      'inverter/setInverterSeries': () => ok({ updated: 2 }),
    });
    renderApp('/maintain/import/inverter');
    await screen.findByText('SUN-1K-G', {}, FIRST_RENDER);
    await userEvent.click(screen.getByRole('button', { name: '设置' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '设置系列' }));
    expect(await screen.findByText('请选择逆变器')).toBeTruthy();
    // Act
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 SUN-1K-G' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 SUN-2K-G' }));
    await userEvent.click(screen.getByRole('button', { name: '设置' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '设置系列' }));
    const dialog = await screen.findByRole('dialog', { name: '设置系列' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '系列' }), 'SUN-X');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    // Assess
    expect(await screen.findByText('已为 2 台逆变器设置系列')).toBeTruthy();
    expect(server.callsTo('inverter/setInverterSeries')[0]?.body).toEqual({
      series: 'SUN-X',
      inverterIds: ['inv-1', 'inv-2'],
    });
  });

  // Before the fix, the batch type change ran without a confirmation.
  it('sets the ticked rows to the storage type after asking, with the count', async () => {
    // Prepare
    const server = installFakeApi({
      'inverter/pageQuerySystemInverter': list,
      'inverter/setSystemInverterType': () => ok({ updated: 1 }),
    });
    renderApp('/maintain/import/inverter');
    await userEvent.click(await screen.findByRole('checkbox', { name: '选择 SUN-3K-G' }, FIRST_RENDER));
    // Act
    await userEvent.click(screen.getByRole('button', { name: '设置' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '设为储能类型' }));
    const question = await screen.findByRole('dialog', { name: '修改逆变器类型？' });
    expect(question.textContent).toContain('确定将 1 台逆变器设为储能吗？');
    expect(server.callsTo('inverter/setSystemInverterType')).toHaveLength(0);
    await userEvent.click(within(question).getByRole('button', { name: '设置类型' }));
    // Assess
    expect(await screen.findByText('已将 1 台逆变器设为储能')).toBeTruthy();
    expect(server.callsTo('inverter/setSystemInverterType')[0]?.body).toEqual({
      inverterTypeValue: 2,
      InverterIdArray: ['inv-3'],
    });
  });

  it('deletes only after 此操作将永久删除该逆变器, 是否继续?', async () => {
    // Prepare
    const server = installFakeApi({
      'inverter/pageQuerySystemInverter': list,
      'inverter/deleteSystemInverter': () => ok(null),
    });
    renderApp('/maintain/import/inverter');
    // Act
    await userEvent.click(await screen.findByRole('button', { name: '删除 SUN-4K-G' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: '删除逆变器 SUN-4K-G' });
    expect(within(dialog).getByText('此操作将永久删除该逆变器, 是否继续?')).toBeTruthy();
    expect(server.callsTo('inverter/deleteSystemInverter')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    // Assess
    expect(await screen.findByText('逆变器 SUN-4K-G 已删除')).toBeTruthy();
    expect(server.callsTo('inverter/deleteSystemInverter')[0]?.body).toEqual({ inverterId: 'inv-4' });
  });

  it('asks for a new model name to copy (逆变器编号不能为空)', async () => {
    // Prepare
    const server = installFakeApi({
      'inverter/pageQuerySystemInverter': list,
      'inverter/CopySystemInverter': () => ok(inverterInfo(99, { modelname: 'SUN-5K-G-COPY' })),
    });
    renderApp('/maintain/import/inverter');
    await userEvent.click(await screen.findByRole('button', { name: '复制 SUN-5K-G' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: '复制逆变器' });
    // Act
    await userEvent.click(within(dialog).getByRole('button', { name: '复制' }));
    expect(await within(dialog).findByText('逆变器编号不能为空')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '新机型名称' }), 'SUN-5K-G-COPY');
    await userEvent.click(within(dialog).getByRole('button', { name: '复制' }));
    // Assess
    expect(await screen.findByText('已将 SUN-5K-G 复制为 SUN-5K-G-COPY')).toBeTruthy();
    expect(server.callsTo('inverter/CopySystemInverter')).toEqual([
      expect.objectContaining({ body: { sourceInverterId: 'inv-5', inverterModelName: 'SUN-5K-G-COPY' } }),
    ]);
  });

  it('sets one image for the ticked inverters, needing an image (未选择图片) and a ticked one (未选择任意逆变器)', async () => {
    // Prepare
    const server = installFakeApi({
      'inverter/pageQuerySystemInverter': list,
      'upload/createImageUpload': () =>
        ok({
          uploadId: 'up-1',
          url: 'https://storage.test/up-1',
          headers: { 'content-type': 'image/png' },
          expiresAt: 0,
        }),
      'inverter/inverterImageBatchSetting': () => ok({ updated: 1 }),
    });
    const puts = acceptUploads();
    renderApp('/maintain/import/inverter');
    await screen.findByText('SUN-1K-G', {}, FIRST_RENDER);
    await userEvent.click(screen.getByRole('button', { name: '设置' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '设置图片' }));
    let dialog = await screen.findByRole('dialog', { name: '设置图片' });
    // Act
    await userEvent.click(within(dialog).getByRole('button', { name: '应用到勾选的逆变器' }));
    expect(await within(dialog).findByText('未选择图片')).toBeTruthy();
    expect(within(dialog).getByText('未选择任意逆变器')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 SUN-6K-G' }));
    await userEvent.click(screen.getByRole('button', { name: '设置' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '设置图片' }));
    dialog = await screen.findByRole('dialog', { name: '设置图片' });
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'inverter.png', { type: 'image/png' });
    await userEvent.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, image);
    await userEvent.click(within(dialog).getByRole('button', { name: '应用到勾选的逆变器' }));
    // Assess
    expect(await screen.findByText('已为 1 台逆变器设置图片')).toBeTruthy();
    expect(server.callsTo('upload/createImageUpload')[0]?.body).toEqual({
      purpose: 'inverterImage',
      contentType: 'image/png',
      size: 4,
    });
    expect(puts.map((put) => [put.url, put.headers, put.body])).toEqual([
      ['https://storage.test/up-1', { 'content-type': 'image/png' }, image],
    ]);
    expect(server.callsTo('inverter/inverterImageBatchSetting')[0]?.body).toEqual({
      inverterIds: ['inv-6'],
      imageUploadId: 'up-1',
    });
  });
});

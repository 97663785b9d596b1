import '../../support/dom-polyfills';
import { Role } from '@pvd/shared/constants/roles';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { gatewayError, installFakeApi, ok } from '../../support/fake-api';
import {
  FIRST_RENDER,
  PAGE_TEST,
  renderApp,
  resetBrowserState,
  storeSession,
} from '../../support/render-app';
import { acceptUploads, finishedJob, paged, spreadsheet, uploadStarted } from './catalogue-fakes';

function battery(i: number) {
  return {
    id: `sb-${i}`,
    inverterseries: 'SUN-H-LV',
    batterymodel: `BOS-A ${i}`,
    batterybrand: 'PV-Sun',
    batterycapacity: 5.12,
    batterytype: 'LiFePO4',
    maximumnumberofparallelsseries: 16,
    minimumnumberofparallelsseries: 1,
    createtime: '2026-11-21T10:00:00.000Z',
  };
}

describe('battery import page', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    storeSession(Role.maintain);
    await setLanguage('en');
  });
  afterEach(cleanup);

  it('lists the system batteries with their capacity in kWh, searched by battery model', async () => {
    // Prepare
    const server = installFakeApi({ 'inverter/pageQueryBattery': paged([battery(1), battery(2)]) });
    renderApp('/maintain/import/battery');
    expect(await screen.findByText('BOS-A 1', {}, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByText('Battery capacity [kWh]')).toBeTruthy();
    // Act
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find by battery model' }), 'BOS-A 2');
    // Assess
    await waitFor(() =>
      expect(server.callsTo('inverter/pageQueryBattery').at(-1)?.body).toEqual({
        limit: 10,
        offset: 1,
        whereCondition: { modelName: 'BOS-A 2' },
      }),
    );
  });

  // Before the fix, a failed load showed the empty state ("no batteries") under the error banner, and a
  // server failure was worded as a network problem.
  it('shows a failed load as an error with a retry, never as an empty list', async () => {
    // Prepare
    let failing = true;
    const list = paged([battery(1)]);
    installFakeApi({
      'inverter/pageQueryBattery': (body) => (failing ? gatewayError() : list(body)),
    });
    renderApp('/maintain/import/battery');
    // Act
    const retry = await screen.findByRole('button', { name: 'Try again' }, FIRST_RENDER);
    // Assess
    expect(screen.getByText(/the server failed to answer/)).toBeTruthy();
    expect(screen.queryByText(/check your connection/i)).toBeNull();
    expect(screen.queryByText('No batteries imported yet')).toBeNull();
    failing = false;
    await userEvent.click(retry);
    expect(await screen.findByText('BOS-A 1')).toBeTruthy();
  });

  it('imports batteries with their own upload call', async () => {
    // Prepare
    const server = installFakeApi({
      'inverter/pageQueryBattery': paged([battery(1)]),
      'inverter/uploadInverterBattery': () => uploadStarted('job-b'),
      'upload/queryImportJob': () =>
        ok({ ...finishedJob('job-b', 0, 'Success', { imported: 1 }), kind: 'inverterBattery' }),
    });
    acceptUploads();
    renderApp('/maintain/import/battery');
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Import batteries' });
    // Act
    await userEvent.upload(
      dialog.querySelector('input[type=file]') as HTMLInputElement,
      spreadsheet('batteries.xls'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    // Assess
    expect(await screen.findByText('Import finished: 1 row imported')).toBeTruthy();
    expect(server.callsTo('inverter/uploadInverterBattery')[0]?.body).toEqual({
      fileName: 'batteries.xls',
      size: 2048,
    });
    await waitFor(() => expect(server.callsTo('inverter/pageQueryBattery')).toHaveLength(2));
  });
});

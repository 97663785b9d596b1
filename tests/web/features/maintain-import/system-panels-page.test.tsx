import '../../support/dom-polyfills';
import { Role } from '@pvd/shared/constants/roles';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
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
import { acceptUploads, finishedJob, paged, spreadsheet, uploadStarted } from './catalogue-fakes';

function panel(i: number) {
  return {
    Id: `sp-${i}`,
    manufacturer: i % 2 ? 'LONGi' : 'Trina',
    componentmodelname: `PANEL-${i}`,
    componentlength: 2.256,
    componentwidth: 1.133,
    componentarea: 2.56,
    wafermaterial: 'mono',
    peakpower: 550,
    mppvoltage: 41.95,
    mppcurrent: 13.12,
    allowedvoltage: 1500,
    efficiency: 21.5,
    opencircuitvoltage: 49.8,
    shortcircuitcurrent: 13.98,
    tempcoefficientvoc: -0.265,
    tempcoefficientvocunit: '%/℃',
    tempcoefficientisc: 0.05,
    tempcoefficientiscunit: '%/℃',
    IsDefault: 0,
    choseWay: 2,
    createtime: '2026-11-21T10:00:00.000Z',
    version: 6,
  };
}

const list = paged(Array.from({ length: 23 }, (_, i) => panel(i + 1)));

describe('system panels page', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    storeSession(Role.maintain);
    await setLanguage('en');
  });
  afterEach(cleanup);

  it('searches by manufacturer and by model, starting again on page 1', async () => {
    // Prepare
    const server = installFakeApi({ 'component/pageQuerySystemComponent': list });
    renderApp('/maintain/import/panel');
    await screen.findByText('PANEL-1', {}, FIRST_RENDER);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('PANEL-11');
    // Act
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find by manufacturer' }), 'LONGi');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find by panel model' }), 'PANEL');
    // Assess
    await waitFor(() =>
      expect(server.callsTo('component/pageQuerySystemComponent').at(-1)?.body).toEqual({
        limit: 10,
        offset: 1,
        whereCondition: { manufacturer: 'LONGi', componentName: 'PANEL' },
      }),
    );
  });

  it('edits a panel in steps of 0.01 with the version read', async () => {
    // Prepare
    const server = installFakeApi({
      'component/pageQuerySystemComponent': list,
      'component/querySystemComponentInfo': () => ok(panel(4)),
      'component/EditSystemComponent': () => ok({ ...panel(4), peakpower: 555 }),
    });
    renderApp('/maintain/import/panel');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit PANEL-4' }, FIRST_RENDER));
    const drawer = await screen.findByRole('dialog', { name: 'Edit panel PANEL-4' });
    const peak = within(drawer).getByRole('spinbutton', { name: 'Peak power [W]' });
    expect(within(drawer).getByRole('spinbutton', { name: 'Length [m]' }).getAttribute('step')).toBe('0.01');
    // Act
    await userEvent.clear(peak);
    await userEvent.type(peak, '555');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    // Assess
    expect(await screen.findByText('Panel PANEL-4 saved')).toBeTruthy();
    expect(server.callsTo('component/querySystemComponentInfo')[0]?.body).toEqual({ Id: 'sp-4' });
    expect(server.callsTo('component/EditSystemComponent')[0]?.body).toMatchObject({
      Id: 'sp-4',
      version: 6,
      componentmodelname: 'PANEL-4',
      peakpower: 555,
      tempcoefficientvocunit: '%/℃',
    });
  });

  it('inserts in steps of 0.1 m for length and width, every field required', async () => {
    // Prepare
    const server = installFakeApi({ 'component/pageQuerySystemComponent': list });
    renderApp('/maintain/import/panel');
    await userEvent.click(await screen.findByRole('button', { name: 'Add panel' }, FIRST_RENDER));
    const drawer = await screen.findByRole('dialog', { name: 'Add system panel' });
    // Act
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    // Assess
    expect(within(drawer).getByRole('spinbutton', { name: 'Width [m]' }).getAttribute('step')).toBe('0.1');
    await waitFor(() => expect(within(drawer).getAllByText('This field is required')).toHaveLength(13));
    expect(server.callsTo('component/InsertSystemComponent')).toHaveLength(0);
  });

  it('goes back to page 1 after an import wrote rows', async () => {
    // Prepare
    const server = installFakeApi({
      'component/pageQuerySystemComponent': list,
      'component/uploadSystemComponent': () => uploadStarted('job-p'),
      'upload/queryImportJob': () =>
        ok({ ...finishedJob('job-p', 0, 'Success', { imported: 3 }), kind: 'systemComponent' }),
    });
    acceptUploads();
    renderApp('/maintain/import/panel');
    await screen.findByText('PANEL-1', {}, FIRST_RENDER);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('PANEL-21');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import panels' });
    // Act
    await userEvent.upload(
      dialog.querySelector('input[type=file]') as HTMLInputElement,
      spreadsheet('panels.xlsx'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    // Assess
    expect(await screen.findByText('Import finished: 3 rows imported')).toBeTruthy();
    await waitFor(() =>
      expect(server.callsTo('component/pageQuerySystemComponent').at(-1)?.body).toMatchObject({
        limit: 10,
        offset: 1,
      }),
    );
    expect(server.callsTo('component/uploadSystemComponent')[0]?.body).toEqual({
      fileName: 'panels.xlsx',
      size: 2048,
    });
  });

  it('shows a field the server refused (118) under it, and keeps the drawer open', async () => {
    // Prepare
    installFakeApi({
      'component/pageQuerySystemComponent': list,
      'component/querySystemComponentInfo': () => ok(panel(4)),
      'component/EditSystemComponent': () => invalidField('componentmodelname', 'This model exists already'),
    });
    renderApp('/maintain/import/panel');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit PANEL-4' }, FIRST_RENDER));
    const drawer = await screen.findByRole('dialog', { name: 'Edit panel PANEL-4' });
    // Act
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    // Assess
    const model = within(drawer).getByRole('textbox', { name: 'Model name' });
    await waitFor(() => expect(descriptionOf(model)).toBe('This model exists already'));
    expect(screen.getByRole('dialog', { name: 'Edit panel PANEL-4' })).toBeTruthy();
  });
});

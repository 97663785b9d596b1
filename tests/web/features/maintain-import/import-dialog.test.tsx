import '../../support/dom-polyfills';
import { Role } from '@pvd/shared/constants/roles';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { type Handler, installFakeApi, ok } from '../../support/fake-api';
import {
  FIRST_RENDER,
  PAGE_TEST,
  renderApp,
  resetBrowserState,
  storeSession,
} from '../../support/render-app';
import {
  acceptUploads,
  finishedJob,
  inverterRow,
  paged,
  spreadsheet,
  uploadStarted,
} from './catalogue-fakes';

const list = paged([inverterRow(1)]);

async function openImport() {
  await userEvent.click(await screen.findByRole('button', { name: 'Import' }, FIRST_RENDER));
  return screen.findByRole('dialog', { name: 'Import inverters' });
}

async function importFile(dialog: HTMLElement, file: File) {
  // A user may drop any file: the input's accept list only filters the browser's chooser.
  await userEvent
    .setup({ applyAccept: false })
    .upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
}

/** A job that is running on the first look and answers `finished` on the next. */
function jobAnswering(finished: ReturnType<typeof finishedJob>): Handler {
  let looks = 0;
  return () => {
    looks += 1;
    if (looks > 1) return ok(finished);
    return ok({
      ...finished,
      state: 'running',
      code: null,
      message: null,
      data: null,
      progress: { done: 1, total: 2 },
    });
  };
}

describe('catalogue import dialog', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    storeSession(Role.maintain);
    await setLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('refuses what is not .xls or .xlsx, and an empty file, before anything is sent', async () => {
    // Prepare
    const server = installFakeApi({ 'inverter/pageQuerySystemInverter': list });
    renderApp('/maintain/import/inverter');
    const dialog = await openImport();
    // Act
    await importFile(dialog, new File(['a,b'], 'inverters.csv', { type: 'text/csv' }));
    // Assess
    expect(await within(dialog).findByText('The import file must be .xls or .xlsx')).toBeTruthy();
    await importFile(dialog, spreadsheet('empty.xlsx', 0));
    expect(await within(dialog).findByText('The template file is empty')).toBeTruthy();
    expect(server.callsTo('inverter/uploadInverter')).toHaveLength(0);
  });

  it('shows the chosen file’s time in the site’s language, not as an ISO string', async () => {
    // Prepare
    installFakeApi({ 'inverter/pageQuerySystemInverter': list });
    renderApp('/maintain/import/inverter');
    const dialog = await openImport();
    const modified = new Date('2026-11-21T10:38:00');
    const file = new File(['x'], 'inverters.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      lastModified: modified.getTime(),
    });
    // Act
    await userEvent.setup().upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file);
    // Assess
    const expected = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      modified,
    );
    expect(await within(dialog).findByText(expected)).toBeTruthy();
    expect(within(dialog).queryByText(/2026-11-21T/)).toBeNull();
  });

  it('uploads the file, follows the job, and on code 0 says so, closes and reloads the list', async () => {
    // Prepare
    const server = installFakeApi({
      'inverter/pageQuerySystemInverter': list,
      'inverter/uploadInverter': () => uploadStarted('job-1'),
      'upload/queryImportJob': jobAnswering(finishedJob('job-1', 0, 'Success', { imported: 2 })),
    });
    const puts = acceptUploads();
    renderApp('/maintain/import/inverter');
    const dialog = await openImport();
    const file = spreadsheet();
    // Act
    await importFile(dialog, file);
    // Assess
    expect(await screen.findByText('Import finished: 2 rows imported', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import inverters' })).toBeNull());
    expect(server.callsTo('inverter/uploadInverter')[0]?.body).toEqual({
      fileName: 'inverters.xlsx',
      size: 2048,
    });
    expect(puts).toEqual([
      {
        url: 'https://storage.test/imports/job-1.xlsx',
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        body: file,
      },
    ]);
    expect(server.callsTo('upload/queryImportJob').map((call) => call.body)).toEqual([
      { jobId: 'job-1' },
      { jobId: 'job-1' },
    ]);
    await waitFor(() => expect(server.callsTo('inverter/pageQuerySystemInverter')).toHaveLength(2));
  });

  it('lists the inverters already imported (-1001) and reloads the list', async () => {
    // Prepare
    const server = installFakeApi({
      'inverter/pageQuerySystemInverter': list,
      'inverter/uploadInverter': () => uploadStarted('job-2'),
      'upload/queryImportJob': () =>
        ok(
          finishedJob('job-2', -1001, 'Some inverters were already imported', {
            imported: 1,
            alreadyImported: ['SUN-5K-G'],
          }),
        ),
    });
    acceptUploads();
    renderApp('/maintain/import/inverter');
    const dialog = await openImport();
    // Act
    await importFile(dialog, spreadsheet());
    // Assess
    expect(await within(dialog).findByText('Some inverters were already imported')).toBeTruthy();
    expect(within(dialog).getByText('1 new row was imported.')).toBeTruthy();
    expect(
      within(within(dialog).getByRole('list', { name: 'Already imported' })).getByText('SUN-5K-G'),
    ).toBeTruthy();
    await waitFor(() => expect(server.callsTo('inverter/pageQuerySystemInverter')).toHaveLength(2));
  });

  it('lists every bad cell by row and column (118)', async () => {
    // Prepare
    const cell = (row: number, column: string, header: string, message: string) => ({
      row,
      column,
      header,
      field: header,
      key: 'x',
      message,
    });
    installFakeApi({
      'inverter/pageQuerySystemInverter': list,
      'inverter/uploadInverter': () => uploadStarted('job-3'),
      'upload/queryImportJob': () =>
        ok(
          finishedJob('job-3', 118, 'Invalid input', {
            rowErrors: [
              cell(2, 'K', '*Max. efficiency (%)', 'Must be between 0 and 100'),
              cell(3, 'A', '*Model name', 'The model name cannot be empty'),
            ],
            rowErrorCount: 2,
          }),
        ),
    });
    acceptUploads();
    renderApp('/maintain/import/inverter');
    const dialog = await openImport();
    // Act
    await importFile(dialog, spreadsheet());
    // Assess
    const table = await within(dialog).findByRole('table', { name: 'Cells to fix' });
    expect(
      within(dialog).getByText('Nothing was imported. Fix these 2 cells and import the file again.'),
    ).toBeTruthy();
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells).toEqual([
      ['2', 'K', '*Max. efficiency (%)', 'Must be between 0 and 100'],
      ['3', 'A', '*Model name', 'The model name cannot be empty'],
    ]);
  });

  it('shows why the server refused the declared file (119), without uploading it', async () => {
    // Prepare
    installFakeApi({
      'inverter/pageQuerySystemInverter': list,
      'inverter/uploadInverter': () => ({
        code: 119,
        message: 'The import file must not exceed 10 MB',
        data: null,
      }),
    });
    const puts = acceptUploads();
    renderApp('/maintain/import/inverter');
    const dialog = await openImport();
    // Act
    await importFile(dialog, spreadsheet());
    // Assess
    expect(await within(dialog).findByText('The import file must not exceed 10 MB')).toBeTruthy();
    expect(puts).toHaveLength(0);
  });

  it('downloads the template of the page’s kind from the address the server signs', async () => {
    // Prepare
    const server = installFakeApi({
      'inverter/pageQuerySystemInverter': list,
      'upload/queryImportTemplate': () =>
        ok({ url: 'https://storage.test/t.xlsx', fileName: 'inverters-import-template.xlsx' }),
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.href} ${this.download}`);
    });
    renderApp('/maintain/import/inverter');
    // Act
    await userEvent.click(await screen.findByRole('button', { name: 'Download template' }, FIRST_RENDER));
    // Assess
    await waitFor(() =>
      expect(clicked).toEqual(['https://storage.test/t.xlsx inverters-import-template.xlsx']),
    );
    expect(server.callsTo('upload/queryImportTemplate')[0]?.body).toEqual({ kind: 'inverter' });
  });

  it('asks before a chosen spreadsheet that was not imported is thrown away', async () => {
    // Prepare
    installFakeApi({ 'inverter/pageQuerySystemInverter': list });
    renderApp('/maintain/import/inverter');
    const dialog = await openImport();
    await userEvent.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, spreadsheet());
    // Act
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    // Assess
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import inverters' })).toBeNull());
  });
});

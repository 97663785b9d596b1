/**
 * Where the load step's load comes from [LOAD-5]: the typical profile of the figures, or a meter
 * file uploaded by pre-signed link, previewed (what was read, the heat map), corrected (each change
 * reads the file again), saved and deleted; refusals in the reader's language with their row.
 */
import '@tests/web/support/dom-polyfills';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@tests/web/support/fake-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EditorDraft } from '@/features/project-editor/model/draft';
import { UserLoadStep } from '@/features/project-editor/user-load/user-load-step';
import { setLanguage } from '@/lib/i18n';
import { renderStep } from '../new-draft-harness';
import { keptMeterFile, previewAnswer, quarterHourEnds } from './meter-file-support';

const FIRST_RENDER = { timeout: 20_000 };
const NAME = 'meter-15min.csv';
const saved = (draft: EditorDraft): EditorDraft => ({ ...draft, projectId: 'p1', version: 3 });

function fakeServer(text: string) {
  return installFakeApi({
    'userload/createLoadFileUpload': () =>
      ok({
        uploadId: 'u1',
        url: 'https://storage.test/put/u1',
        headers: { 'content-type': 'application/octet-stream' },
        expiresAt: Date.now() + 900_000,
      }),
    'https://storage.test/put/u1': () => new Response(null, { status: 200 }),
    'userload/previewLoadFile': (body) => previewAnswer(text, NAME, body.choices as object),
    'userload/saveLoadFile': (body) =>
      ok({ version: 4, meterFile: keptMeterFile(text, NAME, body.choices as object) }),
    'userload/deleteLoadFile': () => ok({ version: 5 }),
  });
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('radio', { name: /Meter data file/ }, FIRST_RENDER));
  await userEvent.click(screen.getByRole('button', { name: 'Upload a meter file' }));
  return screen.findByRole('dialog', { name: 'Meter data file' });
}

function choose(dialog: HTMLElement, name: string, text: string) {
  fireEvent.change(within(dialog).getByTestId('meter-file-input'), {
    target: { files: [new File([text], name, { type: 'text/csv' })] },
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the load step’s source', { timeout: 120_000 }, () => {
  it('uploads a 15-minute file, previews it, takes the corrected interval end and saves it', async () => {
    // Prepare
    const text = quarterHourEnds();
    const server = fakeServer(text);
    const harness = await renderStep(UserLoadStep, { change: saved });
    // Act
    const dialog = await openDialog();
    choose(dialog, NAME, text);
    // Assess: the bytes went to the pre-signed URL, the preview read them as 15-minute starts (a guess).
    const stamps = await within(dialog).findByTestId('meter-fact-stamps', {}, FIRST_RENDER);
    expect(server.callsTo('https://storage.test/put/u1')).toHaveLength(1);
    expect(within(dialog).getByTestId('meter-fact-interval').textContent).toBe('15 minutes');
    expect(stamps.textContent).toBe('the start of its interval (guessed)');
    expect(within(dialog).getByText('Please confirm what the file does not say')).toBeTruthy();
    expect(within(dialog).getByTestId('load-heat-map')).toBeTruthy();
    // Act: the times are the ends.
    await userEvent.click(within(dialog).getByRole('button', { name: /Each time marks/ }));
    await userEvent.click(await within(dialog).findByRole('option', { name: 'the end of its interval' }));
    // Assess: read again with the choice, on the same upload.
    await waitFor(() =>
      expect(within(dialog).getByTestId('meter-fact-stamps').textContent).toBe(
        'the end of its interval (your choice)',
      ),
    );
    expect(server.callsTo('userload/previewLoadFile').at(-1)?.body).toMatchObject({
      uploadId: 'u1',
      projectId: 'p1',
      choices: { stamps: 'end' },
    });
    // Act
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the meter file' }));
    // Assess: kept with its choices; the draft takes the file and the project's new version.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Meter data file' })).toBeNull());
    expect(server.callsTo('userload/saveLoadFile')[0]?.body).toMatchObject({ choices: { stamps: 'end' } });
    expect(harness.draft()).toMatchObject({ version: 4, meterFile: { fileName: NAME } });
    expect(screen.getByTestId('meter-file-kept').textContent).toContain(NAME);
    expect(screen.getByTestId('load-source').textContent).toBe(`Meter file ${NAME}, 15-minute readings`);
  });

  it('says why a file is refused, with its row, in the reader’s language, and re-words it on a switch', async () => {
    // Prepare: ten days of quarter-hours, the 4th reading (row 5) going back to the day before.
    const rows = quarterHourEnds().trimEnd().split('\n');
    rows.splice(4, 0, '2022-12-31 00:00,1');
    const text = `${rows.join('\n')}\n`;
    fakeServer(text);
    await renderStep(UserLoadStep, { change: saved });
    // Act
    const dialog = await openDialog();
    choose(dialog, 'backwards.csv', text);
    // Assess
    const refusal = await within(dialog).findByTestId('meter-file-refusal', {}, FIRST_RENDER);
    expect(refusal.textContent).toBe('Row 5 is earlier than the row before it: sort the readings by time');
    await setLanguage('zh-CN');
    await waitFor(() => expect(refusal.textContent).toBe('第 5 行的时间早于上一行：请按时间顺序排列数据'));
  });

  it('refuses a file that is not a table by its name, before anything is sent', async () => {
    const server = fakeServer('');
    await renderStep(UserLoadStep, { change: saved });
    const dialog = await openDialog();
    choose(dialog, 'bill.pdf', '%PDF');
    expect((await within(dialog).findByTestId('meter-file-refusal')).textContent).toBe(
      'A meter data file must be a .csv, .tsv, .txt, .xlsx or .xls file',
    );
    expect(server.callsTo('userload/createLoadFileUpload')).toHaveLength(0);
  });

  it('deletes the kept meter file after a confirmation, and the figures are the load again', async () => {
    // Prepare
    const text = quarterHourEnds();
    const server = fakeServer(text);
    const harness = await renderStep(UserLoadStep, {
      change: (draft) => ({ ...saved(draft), meterFile: keptMeterFile(text, NAME) }),
    });
    // Act
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }, FIRST_RENDER));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the meter file?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    // Assess
    await waitFor(() => expect(harness.draft().meterFile).toBeNull());
    expect(harness.draft().version).toBe(5);
    expect(server.callsTo('userload/deleteLoadFile')[0]?.body).toEqual({ projectId: 'p1' });
    expect(screen.getByRole('spinbutton', { name: 'Annual consumption (kWh)' })).toBeTruthy();
  });

  it('pre-saves a new project when its meter file is asked for, then opens the upload', async () => {
    // Prepare: a project never saved (no id).
    fakeServer('');
    const harness = await renderStep(UserLoadStep);
    await userEvent.click(await screen.findByRole('radio', { name: /Meter data file/ }, FIRST_RENDER));
    expect(screen.getByText(/this saves the project first/)).toBeTruthy();
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Save and upload' }));
    // Assess: the wizard's pre-save ran (the project has its id), and the upload opened.
    const dialog = await screen.findByRole('dialog', { name: 'Meter data file' });
    expect(harness.draft().projectId).toBe('presaved-project');
    // Act: closed unused.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Assess: the wish ended with it; a new project's load step opens on the figures again.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Meter data file' })).toBeNull());
    cleanup();
    await renderStep(UserLoadStep);
    expect(
      await screen.findByRole('spinbutton', { name: 'Annual consumption (kWh)' }, FIRST_RENDER),
    ).toBeTruthy();
  });

  it('spreads the figures by the building type chosen, and the summary names it', async () => {
    // Prepare
    fakeServer('');
    const harness = await renderStep(UserLoadStep);
    // Act
    await userEvent.type(
      await screen.findByRole('spinbutton', { name: 'Annual consumption (kWh)' }, FIRST_RENDER),
      '120000',
    );
    await userEvent.click(screen.getByRole('button', { name: /Building type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Office' }));
    // Assess
    expect(harness.draft().body.userLoad).toEqual({ typicalShape: 'office' });
    await waitFor(() =>
      expect(screen.getByTestId('load-source').textContent).toBe('Typical profile: Office'),
    );
    expect(within(screen.getByTestId('load-summary')).getByText('120,000 kWh')).toBeTruthy();
  });
});

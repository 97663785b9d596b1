/**
 * The list's Export PDF: the report call renders the PDF and the browser downloads
 * the signed link; the button shows the progress, a second click while it renders does not start
 * a second render, and a refusal is told in the user's language.
 */
import '../../support/dom-polyfills';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Envelope, installFakeApi, ok } from '../../support/fake-api';
import { renderApp } from '../../support/render-app';
import { LIST, pageQueryOver, projectRow, setUpProjectPageTests, slow } from './project-fakes';

const EXPORT = 'project/exportProjectReportPdf';
const rows = [projectRow(0, { ProName: '杭州屋顶' }), projectRow(1)];
const pdf = {
  url: 'http://127.0.0.1:9/bucket/reports/a/project-0/20261125103000_杭州屋顶.pdf?X-Amz-Signature=1',
  fileName: '20261125103000_杭州屋顶.pdf',
  bytes: 402_113,
  pages: 9,
};

/** The links the page clicked to start a download. */
function spyOnDownloads() {
  const clicked: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  return clicked;
}

describe('exporting a report PDF from the project list', { timeout: 60_000 }, () => {
  setUpProjectPageTests();
  afterEach(() => vi.restoreAllMocks());

  it('renders once however often it is clicked, shows the progress, then downloads the file', async () => {
    // Prepare: the render answers when the test says so.
    let finish: (answer: Envelope) => void = () => undefined;
    const server = installFakeApi({
      [LIST]: pageQueryOver(rows),
      [EXPORT]: () => new Promise<Envelope>((resolve) => (finish = resolve)),
    });
    const downloads = spyOnDownloads();
    renderApp('/user/project/list');
    const button = await screen.findByRole('button', { name: 'Export PDF: the report of 杭州屋顶' }, slow);
    // Act
    await userEvent.click(button);
    await userEvent.click(button);
    // Assess: one render, the button busy.
    await waitFor(() => expect(button.textContent).toBe('Rendering the PDF…'));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(server.callsTo(EXPORT).map((call) => call.body)).toEqual([{ proId: 'project-0' }]);
    expect(downloads).toEqual([]);
    // Act: the server answers.
    finish(ok(pdf));
    // Assess
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]).toEqual({ href: encodeURI(pdf.url), download: pdf.fileName });
    expect(await screen.findByText(`The report ${pdf.fileName} is downloading.`)).toBeTruthy();
    expect(button.textContent).toBe('Export PDF');
    expect(server.callsTo(EXPORT)).toHaveLength(1);
  });

  it('tells why the PDF was refused and downloads nothing; the next click tries again', async () => {
    // Prepare
    const refusal = {
      code: 118,
      message: 'The project is not complete, so its report cannot be made',
      data: null,
    };
    const server = installFakeApi({ [LIST]: pageQueryOver(rows), [EXPORT]: () => refusal });
    const downloads = spyOnDownloads();
    renderApp('/user/project/list');
    const button = await screen.findByRole('button', { name: 'Export PDF: the report of Project 1' }, slow);
    // Act
    await userEvent.click(button);
    // Assess
    expect(await screen.findByText(refusal.message)).toBeTruthy();
    expect(downloads).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Export PDF: the report of Project 1' }));
    await waitFor(() => expect(server.callsTo(EXPORT)).toHaveLength(2));
  });
});

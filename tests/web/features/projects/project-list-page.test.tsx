import '../../support/dom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { gatewayError, installFakeApi } from '../../support/fake-api';
import { renderApp } from '../../support/render-app';
import { LIST, listBodies, pageQueryOver, projectRow, setUpProjectPageTests, slow } from './project-fakes';

const rows = Array.from({ length: 23 }, (_, i) => projectRow(i));

describe('project list page', { timeout: 60_000 }, () => {
  setUpProjectPageTests();

  it('asks for page 1 of 10 rows, and a new search starts again on page 1', async () => {
    // Prepare
    const server = installFakeApi({ [LIST]: pageQueryOver(rows) });
    renderApp('/user/project/list');
    await screen.findByText('Project 1', {}, slow);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Project 12');
    // Act
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Find by project name or address' }),
      'hangzhou',
    );
    // Assess
    await waitFor(() => expect(server.callsTo(LIST)).toHaveLength(3));
    expect(listBodies(server.callsTo(LIST))).toEqual([
      { limit: 10, offset: 1 },
      { limit: 10, offset: 2 },
      { limit: 10, offset: 1, whereCondition: { proNameOrAddress: 'hangzhou' } },
    ]);
  });

  it('shows the search as a closable tag with the count found, and clears it', async () => {
    // Prepare
    installFakeApi({ [LIST]: pageQueryOver(rows) });
    renderApp('/user/project/list');
    const searchBox = await screen.findByRole('searchbox', { name: 'Find by project name or address' }, slow);
    // Act
    await userEvent.type(searchBox, 'Beijing');
    // Assess: 11 odd rows are in Beijing.
    const tags = await screen.findByRole('region', { name: 'Active filters' });
    expect(within(tags).getByText('Name or address: Beijing')).toBeTruthy();
    expect(await within(tags).findByText('11 projects found')).toBeTruthy();
    // Act: the tag's own close button.
    await userEvent.click(within(tags).getByRole('button', { name: 'Remove the filter Beijing' }));
    // Assess
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Active filters' })).toBeNull());
    expect((searchBox as HTMLInputElement).value).toBe('');
    // Act: clear all.
    await userEvent.type(searchBox, 'Xihu');
    const again = await screen.findByRole('region', { name: 'Active filters' });
    await waitFor(() => expect(screen.queryByText('Project 1')).toBeNull());
    await userEvent.click(within(again).getByRole('button', { name: 'Clear filters' }));
    // Assess: the whole list again.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Active filters' })).toBeNull());
    expect(await screen.findByText('Project 1')).toBeTruthy();
  });

  it('keeps the page size and the hidden columns after a reload', async () => {
    // Prepare
    installFakeApi({ [LIST]: pageQueryOver(rows) });
    const first = renderApp('/user/project/list');
    await screen.findByText('Project 1', {}, slow);
    expect(screen.getByRole('columnheader', { name: 'Address' })).toBeTruthy();
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Preferences' }));
    const preferences = await screen.findByRole('dialog', { name: 'Preferences' });
    await userEvent.click(within(preferences).getByRole('radio', { name: '20 rows' }));
    await userEvent.click(within(preferences).getByRole('checkbox', { name: 'Address' }));
    await userEvent.click(within(preferences).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Project 15');
    first.unmount();
    const server = installFakeApi({ [LIST]: pageQueryOver(rows) });
    renderApp('/user/project/list');
    // Assess
    await screen.findByText('Project 15', {}, slow);
    expect(screen.queryByRole('columnheader', { name: 'Address' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Installed capacity' })).toBeTruthy();
    expect(listBodies(server.callsTo(LIST))).toEqual([{ limit: 20, offset: 1 }]);
  });

  it('offers the report and its PDF only for complete projects, the report route with the project id', async () => {
    // Prepare
    installFakeApi({ [LIST]: pageQueryOver(rows) });
    // Act
    renderApp('/user/project/list');
    await screen.findByText('Project 1', {}, slow);
    // Assess: row 2 is incomplete.
    expect(screen.queryByRole('link', { name: 'Open the report of Project 2' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export PDF: the report of Project 2' })).toBeNull();
    const reportLink = screen.getByRole('link', { name: 'Open the report of Project 1' });
    expect(reportLink.getAttribute('href')).toBe('/code/exportProReportComponent?proId=project-1');
    expect(screen.getByRole('button', { name: 'Export PDF: the report of Project 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Project 1' }).getAttribute('href')).toBe(
      '/user/project/edit/energy-storage/project-1',
    );
    expect(screen.getByRole('link', { name: 'Edit Project 2' }).getAttribute('href')).toBe(
      '/user/project/edit/grid-connected/project-2',
    );
  });

  it('shows the capacity in its unit, the type, and who shared a copy and when', async () => {
    // Prepare
    const shared = projectRow(0, {
      ProName: 'Shared home',
      ProInstallCapacity: 1500,
      ProInstallCapacityUnit: 2,
      SharedBy: { accountName: 'Li Wei', email: 'li@example.com', sharedAt: '2026-11-22T09:15:00.000Z' },
    });
    installFakeApi({ [LIST]: pageQueryOver([shared, projectRow(1)]) });
    // Act
    renderApp('/user/project/list');
    // Assess
    const row = (await screen.findByText('Shared home', {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText('1.5 MWp')).toBeTruthy();
    expect(within(row).getByText('Grid-connected system')).toBeTruthy();
    expect(within(row).getByText(/^Shared by Li Wei \(li@example\.com\), Nov 22, 2026/)).toBeTruthy();
    const other = screen.getByText('Project 1').closest('tr') as HTMLElement;
    expect(within(other).getByText('5.92 kWp')).toBeTruthy();
    expect(within(other).queryByText(/Shared by/)).toBeNull();
  });

  it('shows a failed load with a retry, never the empty state', async () => {
    // Prepare
    let failing = true;
    const list = pageQueryOver(rows);
    installFakeApi({ [LIST]: (body) => (failing ? gatewayError() : list(body)) });
    renderApp('/user/project/list');
    // Act
    const retry = await screen.findByRole('button', { name: 'Try again' }, slow);
    // Assess
    expect(screen.queryByText('You have no projects yet. Create your first project.')).toBeNull();
    failing = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Project 1')).toBeTruthy();
  });

  it('invites to create the first project when there is none, offering both system types', async () => {
    // Prepare
    installFakeApi({ [LIST]: pageQueryOver([]) });
    const { router } = renderApp('/user/project/list');
    // Act
    await userEvent.click(await screen.findByRole('button', { name: 'Create your first project' }, slow));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Energy-storage system' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/project/create/energy-storage'));
  });
});

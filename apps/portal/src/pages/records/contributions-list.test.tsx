import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignAdmin, campaignStaff, governmentAdmin } from '../../test/fixtures';
import { contributionRows } from '../../test/records-fixtures';
import { renderApp } from '../../test/render-app';
import { columnHeaders } from '../../test/tables';

type ListCall = {
  campaignId?: number;
  governmentId?: number;
  filter: { status?: string; from?: string; to?: string; name?: string };
  sort: { field: string; direction: string };
  page: number;
  perPage: number;
};

/** A fake list endpoint over `total` rows that pages like the server. */
const listOf = (total: number) => (input: unknown) => {
  const { page, perPage } = input as ListCall;
  const first = page * perPage + 1;
  const count = Math.max(0, Math.min(perPage, total - page * perPage));
  return { data: contributionRows(count, first), total, page, perPage };
};

const lastListInput = (callsTo: (path: string) => { input: unknown }[]) =>
  callsTo('contributions.list').at(-1)?.input as ListCall;

/** Opens the list at `url` for `user` over `total` rows, once its first row shows. */
async function openList(url: string, user: object, total: number, firstText = 'Donor 1') {
  const app = renderApp(url, { 'auth.session': () => user, 'contributions.list': listOf(total) });
  await screen.findByText(firstText);
  return app;
}

/** Clicks a column's sort button and waits for the list to be asked in that order. */
async function sortsBy(
  callsTo: (path: string) => { input: unknown }[],
  column: string,
  sort: { field: string; direction: string },
) {
  fireEvent.click(screen.getByRole('button', { name: `Sort by ${column}` }));
  await waitFor(() => expect(lastListInput(callsTo).sort).toEqual(sort));
}

describe('[contributions] list', () => {
  it('lists the campaign contributions with the spec columns and the campaign buttons', async () => {
    const { callsTo } = await openList('/contributions', campaignStaff, 2);
    expect(screen.getByText('Donor 1')).toBeTruthy();
    expect(columnHeaders().slice(0, 6)).toEqual([
      'Contribution Date',
      'Name',
      'OAE Type',
      'Contribution Amount',
      'Status',
      'Match',
    ]);
    expect(screen.getByText('$180.00')).toBeTruthy();
    expect(lastListInput(callsTo)).toEqual({
      campaignId: 7,
      filter: {},
      sort: { field: 'date', direction: 'DESC' },
      page: 0,
      perPage: 50,
    });
    expect(screen.getByRole('link', { name: 'Add New Contribution' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bulk Add Contributions' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('shows the Campaign column second for a government admin, without the add buttons', async () => {
    const { callsTo } = await openList('/contributions', governmentAdmin, 1);
    expect(screen.getByText('Donor 1')).toBeTruthy();
    expect(columnHeaders()[1]).toBe('Campaign');
    expect(lastListInput(callsTo).governmentId).toBe(1);
    expect(screen.queryByRole('link', { name: 'Add New Contribution' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bulk Add Contributions' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export XML' })).toBeTruthy();
  });

  it('takes the status filter from the address (/contributions?status=Draft)', async () => {
    const { callsTo } = await openList('/contributions?status=Draft', campaignAdmin, 1);
    expect(lastListInput(callsTo).filter).toEqual({ status: 'draft' });
    // The status select shows the status the address named.
    expect(screen.getAllByDisplayValue('Draft').length).toBeGreaterThan(0);
  });

  it("shows the dashboard's Out of Compliance link's status, which the filter does not offer", async () => {
    const { callsTo } = await openList('/contributions?status=Out_of_compliance', campaignAdmin, 1);
    expect(lastListInput(callsTo).filter).toEqual({ status: 'out_of_compliance' });
    expect(screen.getAllByDisplayValue('Out of Compliance').length).toBeGreaterThan(0);
    // Filter again (a date added) keeps the status rather than falling back to All.
    const calls = callsTo('contributions.list').length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '03/10/2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(callsTo('contributions.list').length).toBeGreaterThan(calls));
    expect(lastListInput(callsTo).filter).toEqual({
      status: 'out_of_compliance',
      from: '2024-03-10',
    });
  });

  it('follows a new status link while the list is open', async () => {
    const { callsTo, router } = await openList('/contributions?status=Draft', campaignAdmin, 1);
    await router.navigate('/contributions?status=Processed');
    await waitFor(() => expect(lastListInput(callsTo).filter).toEqual({ status: 'processed' }));
  });

  it('refuses a From date after the To date with Range is not valid', async () => {
    const { callsTo } = await openList('/contributions', campaignAdmin, 1);
    const calls = callsTo('contributions.list').length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '03/10/2024' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '03/09/2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('Range is not valid')).toBeTruthy();
    expect(callsTo('contributions.list')).toHaveLength(calls);

    // The same dates in the right order filter the list (on the border: one day).
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '03/10/2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(lastListInput(callsTo).filter).toEqual({ from: '2024-03-10', to: '2024-03-10' }),
    );
    expect(screen.queryByText('Range is not valid')).toBeNull();
  });

  it('Clear resets the status to all, removes the dates and goes back to page 0', async () => {
    const { callsTo } = await openList(
      '/contributions?status=Submitted',
      campaignAdmin,
      120,
      '1 - 50 of 120',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('51 - 100 of 120');
    expect(lastListInput(callsTo)).toMatchObject({ page: 1, filter: { status: 'submitted' } });

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await screen.findByText('1 - 50 of 120');
    expect(lastListInput(callsTo)).toMatchObject({ page: 0, filter: {} });
  });

  it('keeps the first visible row on screen when the page size changes', async () => {
    const { callsTo } = await openList('/contributions', campaignAdmin, 320, '1 - 50 of 320');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await screen.findByText('101 - 150 of 320');
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '100' } });
    // Row 101 was first on screen; with 100 per page it is on page 1 (rows 101 - 200).
    await screen.findByText('101 - 200 of 320');
    expect(lastListInput(callsTo)).toMatchObject({ page: 1, perPage: 100 });
  });

  it('sorts by a column header, flipping the direction on a second click', async () => {
    const { callsTo } = await openList('/contributions', campaignAdmin, 1);
    await sortsBy(callsTo, 'Contribution Amount', { field: 'amount', direction: 'DESC' });
    await sortsBy(callsTo, 'Contribution Amount', { field: 'amount', direction: 'ASC' });
    // Screen readers hear the sorted column's direction, which the arrow only shows.
    expect(
      screen.getByRole('button', {
        name: 'Sort by Contribution Amount',
        description: 'sorted ascending',
      }),
    ).toBeTruthy();
    expect(
      screen
        .getByRole('button', { name: 'Sort by Contribution Date' })
        .getAttribute('aria-describedby'),
    ).toBeNull();
  });

  it('sorts by Name and, for a government admin, by Campaign name', async () => {
    const { callsTo } = await openList('/contributions', governmentAdmin, 1);
    await sortsBy(callsTo, 'Name', { field: 'name', direction: 'DESC' });
    await sortsBy(callsTo, 'Campaign', { field: 'campaignName', direction: 'DESC' });
  });

  it("a government admin's campaign filter and name search: from the address, into it, cleared", async () => {
    const { callsTo, router } = renderApp('/contributions?campaign=3&name=smith', {
      'auth.session': () => governmentAdmin,
      'contributions.list': listOf(1),
      'campaigns.list': () => [
        { id: 3, name: 'Alpha for Mayor 2024' },
        { id: 4, name: 'Beta for Council 2024' },
      ],
    });
    await screen.findByText('Donor 1');
    expect(lastListInput(callsTo)).toMatchObject({
      governmentId: 1,
      campaignId: 3,
      filter: { name: 'smith' },
    });
    expect(await screen.findByDisplayValue('Alpha for Mayor 2024')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Contributor name' });
    expect((search as HTMLInputElement).value).toBe('smith');

    // Enter in the search field submits its form, which filters as the Filter button does.
    fireEvent.change(search, { target: { value: '  Zoë ' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    await waitFor(() => expect(lastListInput(callsTo).filter).toEqual({ name: 'Zoë' }));
    expect(new URLSearchParams(router.state.location.search).get('name')).toBe('Zoë');

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(lastListInput(callsTo).filter).toEqual({}));
    expect(lastListInput(callsTo).campaignId).toBeUndefined();
    expect(router.state.location.search).toBe('');
  });

  it('offers campaign users neither the campaign filter nor the name search', async () => {
    const { callsTo } = await openList('/contributions?campaign=3&name=smith', campaignStaff, 1);
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByLabelText('Campaign')).toBeNull();
    expect(lastListInput(callsTo)).toMatchObject({ campaignId: 7, filter: {} });
  });

  it('View opens the contribution', async () => {
    const { router } = renderApp('/contributions', {
      'auth.session': () => campaignAdmin,
      'contributions.list': listOf(1),
      'contributions.get': () => {
        throw new Error('not needed');
      },
    });
    const row = (await screen.findByText('Donor 1')).closest('tr');
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contributions/1'));
  });
});

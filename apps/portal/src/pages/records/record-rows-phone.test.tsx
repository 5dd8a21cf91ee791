import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { governmentAdmin } from '../../test/fixtures';
import { contributionRows, expenditureRecord } from '../../test/records-fixtures';
import { renderApp } from '../../test/render-app';

const jsdomMatchMedia = window.matchMedia;

/** A phone: every max-width query matches (the stacked rows' breakpoint among them). */
beforeEach(() => {
  window.matchMedia = (query: string) =>
    ({
      ...jsdomMatchMedia(query),
      matches: query.includes('max-width') || query.includes('prefers-reduced-motion'),
      media: query,
    }) as MediaQueryList;
});
afterEach(() => {
  window.matchMedia = jsdomMatchMedia;
});

const rowsOn = async (label: string) =>
  within(await screen.findByRole('list', { name: label })).getAllByRole('listitem');

describe('[phones] record lists as stacked rows', () => {
  it('shows date, name, amount, status, campaign and View in each contribution row', async () => {
    renderApp('/contributions', {
      'auth.session': () => governmentAdmin,
      'contributions.list': () => ({ data: contributionRows(2), total: 2, page: 0, perPage: 50 }),
    });
    const [first] = await rowsOn('Contributions');
    expect(first?.textContent).toContain('Donor 1');
    expect(first?.textContent).toContain('2024-03-01 · $20.00');
    expect(first?.textContent).toContain('Submitted');
    expect(first?.textContent).toContain('Jane for Mayor 2024');
    const view = within(first as HTMLElement).getByRole('link', { name: 'View' });
    expect(view.getAttribute('href')).toBe('/contributions/1');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('sorts the expense rows from Sort by and Order', async () => {
    const { callsTo } = renderApp('/expenses', {
      'auth.session': () => governmentAdmin,
      'expenditures.list': () => ({
        data: [{ ...expenditureRecord(), campaignName: 'Jane for Mayor 2024' }],
        total: 1,
        page: 0,
        perPage: 50,
      }),
    });
    const [row] = await rowsOn('Expenses');
    expect(row?.textContent).toContain('Print Shop');
    expect(row?.textContent).toContain('Draft');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'amount' } });
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'ASC' } });
    await waitFor(() =>
      expect(
        (callsTo('expenditures.list').at(-1)?.input as { sort: unknown } | undefined)?.sort,
      ).toEqual({ field: 'amount', direction: 'ASC' }),
    );
  });
});

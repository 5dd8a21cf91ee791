import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { PagedTable, type PagedTableColumn, type PagedTableProps } from './PagedTable';

interface Person {
  id: number;
  name: string;
}

const columns: PagedTableColumn<Person>[] = [
  { key: 'id', header: 'Id', render: (person) => person.id },
  { key: 'name', header: 'Name', render: (person) => person.name },
];

const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Person ${index + 1}` }));

/** The table of people with the given rows and options; empty text 'None' unless given. */
const renderTable = (
  props: Pick<PagedTableProps<Person>, 'rows'> & Partial<PagedTableProps<Person>>,
) =>
  renderWithMantine(
    <PagedTable columns={columns} rowKey={(p) => p.id} emptyText="None" {...props} />,
  );

const bodyRows = () =>
  within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');
const label = () => screen.getByTestId('pager-label').textContent;

describe('PagedTable', () => {
  it('shows the empty text when there are no rows', () => {
    renderTable({ rows: [], emptyText: 'No Users' });
    expect(screen.getByText('No Users')).toBeTruthy();
    expect(label()).toBe('0 - 0 of 0');
  });

  it('pages rows on the client with first, previous, next and last buttons', () => {
    renderTable({ rows: people(25), emptyText: 'No Users', pageSizes: [10], defaultPageSize: 10 });
    expect(bodyRows()).toHaveLength(10);
    expect(label()).toBe('1 - 10 of 25');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(label()).toBe('11 - 20 of 25');
    expect(screen.getByText('Person 11')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(label()).toBe('21 - 25 of 25');
    expect(bodyRows()).toHaveLength(5);

    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(label()).toBe('11 - 20 of 25');

    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(label()).toBe('1 - 10 of 25');
    expect(screen.getByText('Person 1')).toBeTruthy();
  });

  it('offers 50, 100 and 150 rows per page, 50 by default, and keeps the first row visible', () => {
    renderTable({ rows: people(320) });
    const select = screen.getByLabelText('Rows per page') as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.value)).toEqual(['50', '100', '150']);
    expect(select.value).toBe('50');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(label()).toBe('101 - 150 of 320');

    fireEvent.change(select, { target: { value: '150' } });
    expect(label()).toBe('1 - 150 of 320');
    expect(screen.getByText('Person 101')).toBeTruthy();
  });

  it('asks the parent for the next page when paging on the server', () => {
    const onChange = vi.fn();
    renderTable({ rows: people(50), serverPaging: { total: 420, page: 0, perPage: 50, onChange } });
    expect(bodyRows()).toHaveLength(50);
    expect(label()).toBe('1 - 50 of 420');

    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onChange).toHaveBeenLastCalledWith(8, 50);

    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '100' } });
    expect(onChange).toHaveBeenLastCalledWith(0, 100);
  });
});

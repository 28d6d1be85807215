import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type Column, type TableSource } from '../../../../web/src/components/data-table/data-table';
import { useTableSearch } from '../../../../web/src/components/data-table/use-table-search';
import { nextSort, useTableSort } from '../../../../web/src/components/data-table/use-table-sort';
import { renderWithProviders } from '../../render';

interface Person {
  id: string;
  name: string;
  city: string;
}
const people: Person[] = [
  { id: '1', name: 'Ada', city: 'London' },
  { id: '2', name: 'Grace', city: 'Arlington' },
];
const columns: Column<Person, 'name' | 'created'>[] = [
  { header: 'Name', sort: 'name', cell: (p) => p.name },
  { header: 'City', cell: (p) => p.city },
];
const source = (over: Partial<TableSource<Person>> = {}): TableSource<Person> => ({
  rows: people,
  loading: false,
  error: null,
  loaded: true,
  hasMore: false,
  loadingMore: false,
  loadMore: () => {},
  ...over,
});

/** A page's use: sort and search state feeding the table, and the query it would send shown beside it. */
function Harness({ src = source() }: { src?: TableSource<Person> }) {
  const sort = useTableSort<'name' | 'created'>({ sort: 'created', order: 'desc' });
  const search = useTableSearch((term) => term.length >= 3, 'Type at least 3 letters.');
  return (
    <>
      <output data-testid="query">{`${sort.sort} ${sort.order} q=${search.q}`}</output>
      <DataTable columns={columns} source={src} rowKey={(p) => p.id} sort={sort} search={{ ...search, label: 'Search people' }} errorText="Failed to fetch people" emptyText="No people" />
    </>
  );
}
const query = () => screen.getByTestId('query').textContent;

describe('DataTable, the admin area’s one list table', () => {
  it('shows a row per item with a cell per column', () => {
    renderWithProviders(<Harness />);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('cell', { name: 'Arlington' })).toBeTruthy();
  });

  it('sorts on the server: a new column starts ascending, the active one toggles, aria-sort follows', () => {
    expect(nextSort({ sort: 'created', order: 'desc' }, 'name')).toEqual({ sort: 'name', order: 'asc' });
    renderWithProviders(<Harness />);
    const header = () => screen.getByRole('columnheader', { name: /^Name/ });
    expect(header().getAttribute('aria-sort')).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    expect(query()).toBe('name asc q=');
    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    expect(header().getAttribute('aria-sort')).toBe('descending');
    expect(query()).toBe('name desc q=');
    expect(screen.getByRole('columnheader', { name: 'City' }).querySelector('button')).toBeNull();
  });

  it('a search too short to send shows the hint, keeps the rows and the last query; a long enough one is sent', async () => {
    renderWithProviders(<Harness />);
    fireEvent.change(screen.getByLabelText('Search people'), { target: { value: 'a' } });
    expect(screen.getByText('Type at least 3 letters.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 400));
    expect(query()).toBe('created desc q=');
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByLabelText('Search people'), { target: { value: 'ada ' } });
    expect(screen.queryByText('Type at least 3 letters.')).toBeNull();
    await waitFor(() => expect(query()).toBe('created desc q=ada'));
  });

  it('names what failed in the error banner, with the server’s message', () => {
    renderWithProviders(<Harness src={source({ rows: [], loaded: false, error: new Error('Network down') })} />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch people: Network down');
    expect(screen.queryByText('No people')).toBeNull();
  });

  it('says when nothing matches, keeping the sortable headers', () => {
    renderWithProviders(<Harness src={source({ rows: [] })} />);
    expect(screen.getByText('No people')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Name/ })).toBeTruthy();
  });

  it('shows a loader on the first load, and "Load more" only while the server has another page', () => {
    const loadMore = vi.fn();
    const { unmount } = renderWithProviders(<Harness src={source({ rows: [], loaded: false, loading: true })} />);
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    expect(screen.queryByText('No people')).toBeNull();
    unmount();
    renderWithProviders(<Harness src={source({ hasMore: true, loadMore })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('has no "Load more" on the last page', () => {
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

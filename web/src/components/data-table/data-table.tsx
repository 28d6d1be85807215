import { Alert, Button, Center, Group, Loader, ScrollArea, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TableSearch } from './use-table-search';
import type { SortState } from './use-table-sort';

export interface Column<Row, S extends string = string> {
  /** The header text (also the sort button's name). */
  header: string;
  /** The server's sort key; the header becomes a sort button when set. */
  sort?: S;
  cell: (row: Row) => ReactNode;
  /** Cell style, e.g. `{ whiteSpace: 'nowrap' }`. */
  style?: React.CSSProperties;
}

/** What the table shows of a query, from `fromInfiniteQuery` / `fromQuery`. */
export interface TableSource<Row> {
  rows: Row[];
  /** First load, nothing to show yet. */
  loading: boolean;
  error: Error | null;
  /** The rows are known (possibly none): the empty text may show. */
  loaded: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

interface InfiniteLike<Row> {
  data?: { pages: { items: Row[] }[] };
  isPending: boolean;
  isSuccess: boolean;
  error: Error | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** A TanStack `useInfiniteQuery` over `{ items, nextCursor }` pages. */
export function fromInfiniteQuery<Row>(query: InfiniteLike<Row>): TableSource<Row> {
  return {
    rows: query.data?.pages.flatMap((p) => p.items) ?? [],
    loading: query.isPending,
    error: query.error,
    loaded: query.isSuccess,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

/** A TanStack `useQuery` whose answer is `{ items }` (one page). */
export function fromQuery<Row>(query: { data?: { items: Row[] }; isPending: boolean; isSuccess: boolean; error: Error | null }): TableSource<Row> {
  return {
    rows: query.data?.items ?? [],
    loading: query.isPending,
    error: query.error,
    loaded: query.isSuccess,
    hasMore: false,
    loadingMore: false,
    loadMore: () => {},
  };
}

export interface DataTableProps<Row, S extends string> {
  columns: Column<Row, S>[];
  source: TableSource<Row>;
  rowKey: (row: Row) => string;
  /** Shown when the loaded list is empty. */
  emptyText: string;
  /** The error banner's first words, e.g. "Failed to fetch clients"; the server's message follows. */
  errorText?: string;
  /** From `useTableSort`: the header buttons sort on the server. */
  sort?: SortState<S> & { onSort: (column: S) => void };
  /** From `useTableSearch`, plus the box's label and placeholder. */
  search?: TableSearch & { label: string; placeholder?: string };
  /** The table's accessible name. */
  label?: string;
  minWidth?: number;
  striped?: boolean;
}

function SortableHeader<S extends string>({ header, column, sort }: { header: string; column: S; sort: SortState<S> & { onSort: (column: S) => void } }) {
  const active = sort.sort === column;
  return (
    <Table.Th aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => sort.onSort(column)} fw={700} fz="sm">
        {header} {active ? (sort.order === 'asc' ? '▲' : '▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The one list table of the admin area: an optional search box (with its hint for a query too short
 * to send), an error banner, sortable headers, the rows, the empty text, and "Load more" while the
 * server has another page. Listing, sorting and searching happen on the server; this only shows them.
 */
export function DataTable<Row, S extends string = string>({
  columns,
  source,
  rowKey,
  emptyText,
  errorText,
  sort,
  search,
  label,
  minWidth = 760,
  striped = true,
}: DataTableProps<Row, S>) {
  const { rows } = source;
  return (
    <Stack>
      {search && (
        <TextInput
          label={search.label}
          placeholder={search.placeholder}
          value={search.input}
          onChange={(e) => search.setInput(e.currentTarget.value)}
          description={search.hint}
          maw={420}
        />
      )}
      {source.error && (
        <Alert color="red" role="alert">
          {errorText ? `${errorText}: ${source.error.message}` : source.error.message}
        </Alert>
      )}
      {/* A sortable table keeps its headers when empty, so the sort stays in reach. */}
      {(rows.length > 0 || sort) && (
        <ScrollArea>
          <Table striped={striped} highlightOnHover miw={minWidth} aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (c.sort && sort ? <SortableHeader key={c.header} header={c.header} column={c.sort} sort={sort} /> : <Table.Th key={c.header}>{c.header}</Table.Th>))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((c) => (
                    <Table.Td key={c.header} style={c.style}>
                      {c.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {source.loading && (
        <Center py="md">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      )}
      {source.loaded && rows.length === 0 && <Text c="dimmed">{emptyText}</Text>}
      {source.hasMore && (
        <Group justify="center">
          <Button variant="default" onClick={source.loadMore} loading={source.loadingMore}>
            Load more
          </Button>
        </Group>
      )}
    </Stack>
  );
}

import { Table, UnstyledButton } from '@mantine/core';
import type { SortOrder } from './api';

/** Spec: clicking the active column toggles its direction; a new column starts ascending. */
export function nextSort<S extends string>(current: { sort: S; order: SortOrder }, clicked: S): { sort: S; order: SortOrder } {
  if (current.sort === clicked) return { sort: clicked, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort: clicked, order: 'asc' };
}

export function SortableHeader<S extends string>({
  label,
  column,
  state,
  onSort,
}: {
  label: string;
  column: S;
  state: { sort: S; order: SortOrder };
  onSort: (column: S) => void;
}) {
  const active = state.sort === column;
  return (
    <Table.Th aria-sort={active ? (state.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm">
        {label} {active ? (state.order === 'asc' ? '▲' : '▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

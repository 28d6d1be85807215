import { useCallback, useState } from 'react';

export type SortOrder = 'asc' | 'desc';
export interface SortState<S extends string> {
  sort: S;
  order: SortOrder;
}

/** Spec: clicking the active column toggles its direction; a new column starts ascending. */
export function nextSort<S extends string>(current: SortState<S>, clicked: S): SortState<S> {
  if (current.sort === clicked) return { sort: clicked, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort: clicked, order: 'asc' };
}

/** A table's sort, for the server's `sort` and `order` parameters and `DataTable`'s `sort` prop. */
export function useTableSort<S extends string>(initial: SortState<S>) {
  const [state, setState] = useState(initial);
  const onSort = useCallback((column: S) => setState((s) => nextSort(s, column)), []);
  return { ...state, onSort };
}

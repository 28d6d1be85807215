import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

export interface TableSearch {
  /** What is in the box. */
  input: string;
  setInput: (value: string) => void;
  /** Shown under the box while the typed text is too short to send. */
  hint?: string;
}

/**
 * A search box for a server-side search. `q` is what to send: the typed text once it settles (300 ms)
 * and `accepts` it. While the text is too short, `q` keeps the last query sent, so the table keeps its
 * rows, and `hint` says what to type instead of the server answering with an error.
 */
export function useTableSearch(accepts: (term: string) => boolean, tooShortHint: string): TableSearch & { q: string } {
  const [input, setInput] = useState('');
  const [settled] = useDebouncedValue(input, 300);
  const [q, setQ] = useState('');
  const term = settled.trim();
  // React's "adjust state while rendering": q follows the settled text whenever it can be sent.
  if ((term === '' || accepts(term)) && term !== q) setQ(term);
  const typedTerm = input.trim();
  const hint = typedTerm !== '' && !accepts(typedTerm) ? tooShortHint : undefined;
  return { input, setInput, hint, q };
}

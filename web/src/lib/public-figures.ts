import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { PublicFiguresResponse } from '@contract/public';

export const publicFiguresKey = ['public', 'figures'] as const;

/**
 * GET /api/public/figures: the measured figures (docs/public-figures.md). The API client (with the route
 * table) and the schema load with the call, after the page is live: they stay out of the public pages' first load.
 */
export const fetchPublicFigures = async (): Promise<PublicFiguresResponse> => (await import('./api-client')).api.call('publicFigures');

/**
 * The figures once loaded; undefined while loading, on a failure and in the prerendered HTML, where the
 * pages show the words that make no claim. The server caches them 5 minutes too.
 */
export function usePublicFigures(): PublicFiguresResponse | undefined {
  const data = useQuery({ queryKey: publicFiguresKey, queryFn: fetchPublicFigures, staleTime: 5 * 60_000, retry: false, refetchOnWindowFocus: false }).data;
  // A prerendered island hydrates as its HTML was rendered (without figures), even when they are read already
  // (islands/figures.ts reads them first), and shows them right after; the app renders them at once.
  return useSyncExternalStore(never, () => true, () => false) ? data : undefined;
}

const never = () => () => {};

/** Whether the figures change what a page shows: below every minimum sample it shows the same words as without them. */
export function figuresClaimSomething(f: Figures): boolean {
  const same = (read: (f: Figures) => unknown) => JSON.stringify(read(f)) === JSON.stringify(read(undefined));
  return !(same(heroProof) && same(averageResultTiles) && same(averageResultsNote) && !f?.activity?.length);
}

type Figures = PublicFiguresResponse | undefined;

const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n)}`;
const grouped = (n: number) => n.toLocaleString('en-US');

/** The hero's line: a measured count of clients whose score rose this week, or words that claim nothing. */
export function heroProof(f: Figures): string {
  if (f?.clientsRoseThisWeek) return `${grouped(f.clientsRoseThisWeek)} ${f.clientsRoseThisWeek === 1 ? 'client' : 'clients'} raised their scores this week`;
  return 'Disputes built from your own credit reports';
}

/** The "Average Results" panel: three measured figures, each replaced by words below its sample. */
export function averageResultTiles(f: Figures): { figure: string; label: string }[] {
  return [
    typeof f?.averageScoreChange === 'number'
      ? { figure: `${signed(f.averageScoreChange)} points`, label: 'Average score change' }
      : { figure: 'Your reports', label: 'decide how much your score can change' },
    typeof f?.deletions === 'number' ? { figure: grouped(f.deletions), label: 'Negative items removed by the bureaus' } : { figure: 'Errors only', label: 'are disputed: never accurate information' },
    typeof f?.medianDaysToFirstDeletion === 'number'
      ? { figure: `${f.medianDaysToFirstDeletion} days`, label: 'Median time to a first removal' }
      : { figure: 'By law', label: 'bureaus must investigate a dispute within 30 days of receiving it' },
  ];
}

/** The panel's footnote: what the figures rest on, or when they will be shown. */
export function averageResultsNote(f: Figures): string {
  if (f && (f.averageScoreChange != null || f.medianDaysToFirstDeletion != null)) {
    return 'Measured from our clients’ own credit reports and bureau answers over the past 12 months';
  }
  return `We publish our clients’ measured results here once at least ${f?.minimumSample ?? 30} clients have them`;
}

/** The payment page's results card. */
export function resultsSummary(f: Figures): string {
  const parts: string[] = [];
  if (typeof f?.averageScoreChange === 'number') parts.push(`our clients’ scores changed by ${signed(f.averageScoreChange)} points on average over the past 12 months`);
  if (typeof f?.medianDaysToFirstDeletion === 'number') parts.push(`a first item was removed after a median of ${f.medianDaysToFirstDeletion} days`);
  if (!parts.length) return 'Results depend on what your reports hold. We show only results measured from our own clients, once enough of them have results.';
  const sentence = parts.join(', and ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

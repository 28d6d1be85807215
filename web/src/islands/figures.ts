import { fetchPublicFigures, figuresClaimSomething, publicFiguresKey } from '../lib/public-figures';
import { islandQueryClient } from './query-client';

/**
 * The gate of the figures' islands (`gate="figures"`): the figures are read first, into the islands' cache,
 * and the islands hydrate only if they change the page. Below the minimum sample (or on a failure) the page
 * already says what it would say, so React need not load for them.
 */
export async function figuresChangeThePage(): Promise<boolean> {
  const figures = await islandQueryClient().fetchQuery({ queryKey: publicFiguresKey, queryFn: fetchPublicFigures, staleTime: 5 * 60_000, retry: false });
  return figuresClaimSomething(figures);
}

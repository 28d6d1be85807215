import { QueryClient } from '@tanstack/react-query';

/** One cache for the page's islands: the figures are read once for the hero, the score card and the results panel. */
let queryClient: QueryClient | undefined;
export const islandQueryClient = () => (queryClient ??= new QueryClient());

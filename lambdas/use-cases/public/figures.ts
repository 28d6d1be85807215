import type { PublicFiguresResponse } from '../../contract/public.js';
import { publicFigures } from '../../domain/public-figures.js';
import type { Deps } from '../../ports/deps.js';

export type FiguresDeps = { figures: Pick<Deps['figures'], 'counts'>; now: () => Date };

/** How long a function keeps the figures it read (the response tells browsers and CloudFront the same). */
export const FIGURES_CACHE_SECONDS = 300;

const cache = new WeakMap<object, { readAt: number; figures: PublicFiguresResponse }>();

/**
 * `GET /api/public/figures`: the figures the site may state (domain/public-figures.ts), read from the
 * counters as of `deps.now()` and kept for a few minutes per function, so the landing page's traffic
 * costs a handful of reads.
 */
export async function readPublicFigures(deps: FiguresDeps): Promise<PublicFiguresResponse> {
  const now = deps.now();
  const kept = cache.get(deps.figures);
  if (kept && now.getTime() - kept.readAt >= 0 && now.getTime() - kept.readAt < FIGURES_CACHE_SECONDS * 1000) return kept.figures;
  const figures = { ...publicFigures(await deps.figures.counts(now)), asOf: now.toISOString() };
  cache.set(deps.figures, { readAt: now.getTime(), figures });
  return figures;
}

import { json } from '../http/respond.js';
import { limitBySource } from '../http/rate-limit.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { FIGURES_CACHE_SECONDS, readPublicFigures } from '../use-cases/public/figures.js';

/** The measured figures the public pages and the payment page may state, each null below its minimum sample. */
export const handler = route(routes.publicFigures, async ({ event }, deps) => {
  await limitBySource(deps, 'publicFigures', event);
  return json(200, await readPublicFigures(deps), { 'cache-control': `public, max-age=${FIGURES_CACHE_SECONDS}` });
});

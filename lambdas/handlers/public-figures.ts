import { json } from '../http/respond.js';
import { limitBySource } from '../http/rate-limit.js';
import { route } from '../http/route.js';
import { publicSiteRoutes } from '../routes/public-site.js';
import { FIGURES_CACHE_SECONDS, readPublicFigures } from '../use-cases/public/figures.js';

/** The measured figures the public pages and the payment page may state, each null below its minimum sample. */
export const handler = route(publicSiteRoutes.publicFigures, async ({ event }, deps) => {
  await limitBySource(deps, 'publicFigures', event);
  return json(200, await readPublicFigures(deps), { 'cache-control': `public, max-age=${FIGURES_CACHE_SECONDS}` });
});

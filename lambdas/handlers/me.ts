import { route } from '../http/route.js';
import { ok } from '../http/respond.js';
import { coreRoutes } from '../routes/core.js';
import { loadMe } from '../use-cases/profile/me.js';

export const handler = route(coreRoutes.me, async ({ caller }, deps) => ok(await loadMe(deps, caller)));

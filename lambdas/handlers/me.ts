import { route } from '../http/route.js';
import { ok } from '../http/respond.js';
import { routes } from '../routes.js';
import { loadMe } from '../use-cases/profile/me.js';

export const handler = route(routes.me, async ({ caller }, deps) => ok(await loadMe(deps, caller)));

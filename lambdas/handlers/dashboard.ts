import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { loadDashboard } from '../use-cases/dashboard/load-dashboard.js';

/** The /profile page's data: one Query over the caller's own collection. */
export const handler = route(routes.dashboard, async ({ caller }, deps) => ok(await loadDashboard(deps, caller)));

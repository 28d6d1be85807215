import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { dashboardRoutes } from '../routes/dashboard.js';
import { loadDashboard } from '../use-cases/dashboard/load-dashboard.js';

/** The /profile page's data: one Query over the caller's own collection. */
export const handler = route(dashboardRoutes.dashboard, async ({ caller }, deps) => ok(await loadDashboard(deps, caller)));

import type { AnalyticsResponse } from '../contract/admin.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { adminRoutes } from '../routes/admin.js';
import { loadAnalytics } from '../use-cases/staff/listings.js';

/** The Analytics tab: counters kept by the events themselves, read with a few GetItems and one Query. */
export const handler = route(adminRoutes.adminAnalytics, async (_input, deps) => {
  const body: AnalyticsResponse = await loadAnalytics(deps);
  return ok(body);
});

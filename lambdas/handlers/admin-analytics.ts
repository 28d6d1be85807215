import type { AnalyticsResponse } from '../contract/admin.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';

/** The Analytics tab: counters kept by the events themselves, read with a few GetItems and one Query. */
export const handler = route(routes.adminAnalytics, async (_input, deps) => {
  const body: AnalyticsResponse = await deps.adminStore.analytics(deps.now());
  return ok(body);
});

import { serviceHealth } from '../use-cases/health/check-health.js';
import { route } from '../http/route.js';
import { json } from '../http/respond.js';
import { coreRoutes } from '../routes/core.js';

/**
 * Public and anonymous: the caller learns only whether the service is up (`{ status }`); which
 * dependency is down, and why, goes to the log. Each probe only describes (table status, bucket
 * location, user pool): the function may read no item, object or key (routes/core.ts).
 */
export const handler = route(coreRoutes.health, async ({ logger }, deps) => {
  const health = await serviceHealth(deps);
  if (health.down.length === 0) return json(200, { status: health.status });
  logger.warn('health degraded', { down: health.down, dependencies: health.dependencies });
  return json(503, { status: health.status });
});

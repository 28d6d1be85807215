import { checkHealth } from '../use-cases/health/check-health.js';
import { route } from '../http/route.js';
import { json } from '../http/respond.js';
import { routes } from '../routes.js';

export const handler = route(routes.health, async (_input, deps) => {
  const health = await checkHealth(
    [
      { name: 'table', check: () => deps.store.ping() },
      { name: 'bucket', check: () => deps.files.ping() },
      { name: 'userPool', check: () => deps.directory.ping() },
    ],
    deps.config.stage,
    deps.now,
  );
  if (health.down.length === 0) return json(200, health);
  return json(503, { ...health, message: `Unavailable: ${health.down.join(', ')}` });
});

import { created, ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { accountRoutes } from '../routes/accounts.js';
import { setupFolders } from '../use-cases/accounts/setup-folders.js';

/** First login: the client's five document folders. Idempotent: 201 when this call made them, 200 after. */
export const handler = route(accountRoutes.setupFolders, async ({ caller }, deps) => {
  const result = await setupFolders(deps, caller.id);
  return result.created ? created(result) : ok(result);
});

import { limitBy } from '../http/rate-limit.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { bankRoutes } from '../routes/bank.js';
import { refreshBank } from '../use-cases/bank/connection.js';

/** The caller's transactions synced since the last time, and the insights recomputed. */
export const handler = route(bankRoutes.bankRefresh, async ({ caller }, deps) => {
  await limitBy(deps, 'bankSyncAccount', caller.id);
  return ok({ insights: await refreshBank(deps, caller.id) });
});

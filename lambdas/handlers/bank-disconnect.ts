import { noContent } from '../http/respond.js';
import { route } from '../http/route.js';
import { bankRoutes } from '../routes/bank.js';
import { disconnectBank } from '../use-cases/bank/connection.js';

/** The caller's bank disconnected: its access ended, its token, transactions and insights deleted. */
export const handler = route(bankRoutes.bankDisconnect, async ({ caller }, deps) => {
  await disconnectBank(deps, caller.id);
  return noContent();
});

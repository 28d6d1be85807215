import { limitBy } from '../http/rate-limit.js';
import { created } from '../http/respond.js';
import { route } from '../http/route.js';
import { bankRoutes } from '../routes/bank.js';
import { connectBank } from '../use-cases/bank/connection.js';
import { connectBankRequest } from '../contract/bank.js';

/** The caller's bank connected from the link flow's public token and its transactions synced (201 with the insights). */
export const handler = route(bankRoutes.bankConnect, { body: connectBankRequest }, async ({ caller, body }, deps) => {
  await limitBy(deps, 'bankSyncAccount', caller.id);
  return created({ insights: await connectBank(deps, caller.id, body.publicToken) });
});

import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { bankRoutes } from '../routes/bank.js';
import { startBankLink } from '../use-cases/bank/connection.js';

/** The token the caller's bank link flow opens with. */
export const handler = route(bankRoutes.bankLinkToken, async ({ caller }, deps) => ok(await startBankLink(deps, caller.id)));

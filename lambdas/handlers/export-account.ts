import { json } from '../http/respond.js';
import { route } from '../http/route.js';
import { accountRoutes } from '../routes/accounts.js';
import { exportAccount } from '../use-cases/accounts/export-account.js';

/** Privacy: everything we hold about the caller, as one JSON download (use-cases/accounts/export-account.ts). */
export const handler = route(accountRoutes.exportAccount, async ({ caller }, deps) => {
  const body = await exportAccount(deps, caller);
  return json(200, body, { 'content-disposition': `attachment; filename="my-data-${body.exportedAt.slice(0, 10)}.json"` });
});

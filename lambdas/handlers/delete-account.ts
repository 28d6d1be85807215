import { authMessages } from '../contract/messages.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { accountRoutes } from '../routes/accounts.js';
import { deleteAccount } from '../use-cases/accounts/delete-account.js';
import { deleteAccountRequest } from '../contract/auth.js';

/** Deletes the caller and everything of theirs (use-cases/accounts/delete-account.ts). */
export const handler = route(accountRoutes.deleteAccount, { body: deleteAccountRequest }, async ({ caller, logger }, deps) => {
  const done = await deleteAccount(deps, caller.id);
  logger.info('account deleted by its owner', { userId: caller.id, ...done });
  return ok({ message: authMessages.accountDeleted });
});

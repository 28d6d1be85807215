import { deleteAccountRequest } from '../contract/auth.js';
import { authMessages } from '../contract/messages.js';
import { userFilePrefix } from '../domain/documents.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { closeBillingAccount } from '../services/billing.js';

/**
 * Deletes the caller and everything of theirs. Billing first (the Stripe customer, so nothing is
 * charged after; signed agreements kept for their retention period), then files, then items, then the
 * sign-in account last, so an interruption leaves the user able to sign in and retry, and a retry
 * finishes the job.
 */
export const handler = route(routes.deleteAccount, { body: deleteAccountRequest }, async ({ caller, logger }, deps) => {
  const billing = await closeBillingAccount(deps, caller.id);
  const files = await deps.files.deletePrefix(userFilePrefix(caller.id));
  await deps.store.deleteUserData(caller.id);
  await deps.directory.deleteUser(caller.id);
  logger.info('account deleted by its owner', { userId: caller.id, files, ...billing });
  return ok({ message: authMessages.accountDeleted });
});

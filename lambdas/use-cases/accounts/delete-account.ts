import { userFilePrefix } from '../../domain/documents.js';
import type { Deps } from '../../adapters/deps.js';
import { closeBillingAccount } from '../billing/close-account.js';

export type DeleteAccountDeps = Pick<Deps, 'billing' | 'billingStore' | 'files' | 'store' | 'directory' | 'now' | 'newId' | 'config' | 'adminStore'>;

/**
 * Deletes a user and everything of theirs, for the owner and for an admin alike. Billing first (the
 * Stripe customer, so nothing is charged after; signed agreements kept for their retention period),
 * then files, then items (a partner's clients become unassigned), then the sign-in account last, so an
 * interruption leaves the user able to sign in and retry. Each step is idempotent: a retry finishes the job.
 */
export async function deleteAccount(deps: DeleteAccountDeps, userId: string): Promise<{ files: number; retainedAgreements: number }> {
  const { retainedAgreements } = await closeBillingAccount(deps, userId);
  const files = await deps.files.deletePrefix(userFilePrefix(userId));
  await deps.store.deleteUserData(userId);
  await deps.directory.deleteUser(userId);
  return { files, retainedAgreements };
}

import { userFilePrefix } from '../../domain/documents.js';
import type { Deps } from '../../ports/deps.js';
import { closeBillingAccount } from '../billing/close-account.js';

export type DeleteAccountDeps = Pick<Deps, 'billing' | 'billingStore' | 'files' | 'store' | 'directory' | 'now' | 'newId' | 'config' | 'adminStore'>;

/**
 * Deletes a user and everything of theirs, for the owner and for an admin alike. The tombstone first
 * (from then on the user's still-valid tokens get 401 and write nothing) and every session revoked,
 * then billing (the Stripe customer, so nothing is charged after; signed agreements kept for their
 * retention period), then files, then items (a partner's clients become unassigned), then the sign-in
 * account last. Each step is idempotent: an admin's retry (admin-delete works from the sign-in account
 * alone) finishes a deletion interrupted half-way.
 */
export async function deleteAccount(deps: DeleteAccountDeps, userId: string): Promise<{ files: number; retainedAgreements: number }> {
  await deps.store.putTombstone(userId, deps.now());
  await deps.directory.signOutEverywhere(userId);
  const { retainedAgreements } = await closeBillingAccount(deps, userId);
  const files = await deps.files.deletePrefix(userFilePrefix(userId));
  await deps.store.deleteUserData(userId);
  await deps.directory.deleteUser(userId);
  return { files, retainedAgreements };
}

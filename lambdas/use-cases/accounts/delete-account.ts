import { userFilePrefix } from '../../domain/documents.js';
import type { Deps } from '../../ports/deps.js';
import { closeBillingAccount } from '../billing/close-account.js';
import { disconnectBank, type BankDeps } from '../bank/connection.js';

export type DeleteAccountDeps = Pick<Deps, 'billing' | 'subscriptions' | 'customers' | 'agreements' | 'files' | 'users' | 'accounts' | 'directory' | 'publicStore' | 'now' | 'newId' | 'config' | 'audit' | 'analytics' | 'creditReports' | 'bureau'> & BankDeps & { secureMessages: Pick<Deps['secureMessages'], 'deleteAll'> };

/** The steps `deleteAccount` reports to its `progress`: sessions, billing, files, public forms, items, sign-in account. */
export const DELETION_STEPS = 6;

export interface DeletionDone {
  files: number;
  retainedAgreements: number;
  /** Support requests and waitlist entries given with the account's address(es). */
  supportRequests: number;
  waitlistEntries: number;
}

/**
 * Deletes a user and everything of theirs, for the owner and for an admin alike. The tombstone first
 * (from then on the user's still-valid tokens get 401 and write nothing) and every session revoked,
 * then billing (the Stripe customer, so nothing is charged after; signed agreements kept for their
 * retention period, docs/compliance.md), then files, then what the public forms hold under the
 * account's email (support requests, the waitlist entry), then credit monitoring (ended at the bureau provider)
 * and a connected bank (ended at the aggregator),
 * then secure messages, items and one-time tokens (a partner's
 * clients become unassigned), then the sign-in account last. Each step is idempotent: an admin's retry
 * (admin-delete works from the sign-in account alone) finishes a deletion interrupted half-way.
 */
export async function deleteAccount(deps: DeleteAccountDeps, userId: string, progress?: (stepsDone: number) => Promise<void>): Promise<DeletionDone> {
  let step = 0;
  const done = async () => progress?.(++step);
  await deps.accounts.putTombstone(userId, deps.now());
  await deps.directory.signOutEverywhere(userId);
  await done();
  const { retainedAgreements } = await closeBillingAccount(deps, userId);
  await done();
  const files = await deps.files.deletePrefix(userFilePrefix(userId));
  await done();
  // The profile's address and the sign-in account's (they differ only if one was changed outside the app).
  const [profile, account] = await Promise.all([deps.users.getUser(userId), deps.directory.getUser(userId)]);
  const emails = [...new Set([profile?.email, account?.email].filter((e): e is string => Boolean(e)).map((e) => e.trim().toLowerCase()))];
  let supportRequests = 0;
  let waitlistEntries = 0;
  for (const email of emails) {
    const forgotten = await deps.publicStore.forgetEmail(email);
    supportRequests += forgotten.supportRequests;
    waitlistEntries += forgotten.waitlist;
  }
  await done();
  // Credit monitoring ended at the bureau provider (else it keeps pulling a deleted client's file every month),
  // and a connected bank's access ended at the aggregator, its transactions (kept outside the collection) deleted.
  const monitor = await deps.creditReports.getMonitor(userId);
  if (monitor) await deps.bureau.endMonitoring(monitor.monitoringReference, deps.now().toISOString());
  await disconnectBank(deps, userId);
  // Secure messages live in their own partition (the dashboard's Query of the collection does not read them).
  await deps.secureMessages.deleteAll(userId);
  await deps.users.deleteUserData(userId, deps.now());
  await done();
  await deps.directory.deleteUser(userId);
  await done();
  return { files, retainedAgreements, supportRequests, waitlistEntries };
}

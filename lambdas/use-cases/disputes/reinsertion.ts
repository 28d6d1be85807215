import { bureauNames } from '../../contract/credit-messages.js';
import type { CreditFile } from '../../contract/credit.js';
import { disputeMessages } from '../../contract/dispute-messages.js';
import { disputeUpdateEmail } from '../../domain/dispute-desk.js';
import { findReinsertions, type Reinsertion } from '../../domain/reinsertion.js';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../domain/users.js';
import { Conflict } from '../../errors.js';
import type { Deps } from '../../ports/deps.js';
import type { StoredDispute } from '../../ports/disputes.js';

export interface ReinsertionDeps extends Pick<Deps, 'now'> {
  disputes: Pick<Deps['disputes'], 'list' | 'get' | 'update'>;
  notifications: Pick<Deps['notifications'], 'add'>;
  users: Pick<Deps['users'], 'getUser'>;
  config: Pick<Deps['config'], 'publicUrl'>;
}

/**
 * After every new file of the user (their own pull and each monthly refresh, use-cases/credit): each item a bureau
 * deleted that the file shows again at that bureau gets `reinsertedAt`, and the client hears of it in the bell and
 * by email (FCRA §611(a)(5)(B): the bureau owes them a notice within 5 business days). Client data: no audit.
 * Flagged first, told after, so a repeat (a retried refresh) finds the flag and says nothing twice.
 * Without `email` (the client's own pull: they are in the app when it lands, and the pull's function stays under its
 * bundle budget without the SES client) the bell alone tells them.
 */
export async function alertReinsertions(
  deps: ReinsertionDeps,
  userId: string,
  file: Pick<CreditFile, 'tradelines' | 'collections'>,
  email?: Pick<Deps['email'], 'send'>,
): Promise<Reinsertion[]> {
  const disputes = await deps.disputes.list(userId);
  const found = findReinsertions(disputes, file);
  if (!found.length) return [];
  const at = deps.now().toISOString();
  const told: { dispute: StoredDispute; reinsertion: Reinsertion }[] = [];
  for (const disputeId of new Set(found.map((r) => r.disputeId))) {
    const flagged = await flag(deps, disputes.find((d) => d.id === disputeId)!, at, new Set(found.filter((r) => r.disputeId === disputeId).map((r) => r.bureau)));
    for (const bureau of flagged.bureaus) told.push({ dispute: flagged.dispute, reinsertion: { disputeId, bureau } });
  }
  const user = told.length && email ? await deps.users.getUser(userId) : undefined;
  for (const { dispute, reinsertion } of told) {
    const body = disputeMessages.reinsertionNote(dispute.accountName, bureauNames[reinsertion.bureau]);
    await deps.notifications.add(userId, { kind: 'dispute_reinsertion', title: disputeMessages.reinsertionTitle, body });
    if (email && user && (user.notificationPreferences ?? DEFAULT_NOTIFICATION_PREFERENCES).email) {
      await email.send(disputeUpdateEmail(user.email, user.fullName, disputeMessages.reinsertionSubject(dispute.accountName), body, `${deps.config.publicUrl}/profile`));
    }
  }
  return told.map((t) => t.reinsertion);
}

/** Sets `reinsertedAt` on the items still unflagged, on the version read (re-read once if the desk wrote meanwhile). */
async function flag(deps: ReinsertionDeps, read: StoredDispute, at: string, bureaus: ReadonlySet<string>): Promise<{ dispute: StoredDispute; bureaus: StoredDispute['items'][number]['bureau'][] }> {
  let current = read;
  for (let attempt = 0; ; attempt++) {
    const open = current.items.filter((i) => bureaus.has(i.bureau) && i.result === 'deleted' && i.reinsertedAt === null).map((i) => i.bureau);
    if (!open.length) return { dispute: current, bureaus: [] };
    const next: StoredDispute = {
      ...current,
      items: current.items.map((i) => (open.includes(i.bureau) ? { ...i, reinsertedAt: at } : i)),
      updatedAt: at,
      version: current.version + 1,
    };
    try {
      await deps.disputes.update(next);
      return { dispute: next, bureaus: open };
    } catch (error) {
      const fresh = error instanceof Conflict && attempt === 0 ? await deps.disputes.get(read.userId, read.id) : undefined;
      if (!fresh) throw error;
      current = fresh;
    }
  }
}

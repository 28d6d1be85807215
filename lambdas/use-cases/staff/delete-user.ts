import { adminMessages } from '../../contract/messages.js';
import type { DeletionView } from '../../contract/admin.js';
import { deletionRefusal } from '../../domain/admin.js';
import type { Group } from '../../domain/roles.js';
import { Forbidden, Invalid, NotFound } from '../../errors.js';
import type { Deletion, Deletions } from '../../ports/deletions.js';
import { DELETION_STEPS, deleteAccount, type DeleteAccountDeps } from '../accounts/delete-account.js';
import { audit } from './audit.js';

type Deps = DeleteAccountDeps & { deletions: Deletions };

/** What the admin's dialog shows of a deletion. */
export function deletionViewOf(d: Deletion): DeletionView {
  const message =
    d.status === 'done'
      ? d.role === 'client'
        ? adminMessages.clientDeleted
        : d.role === 'partner'
          ? adminMessages.partnerDeleted
          : adminMessages.userDeleted
      : d.status === 'failed'
        ? adminMessages.deletionFailed
        : adminMessages.deletionStarted;
  return { id: d.id, userId: d.userId, role: d.role, status: d.status, stepsDone: d.stepsDone, stepsTotal: d.stepsTotal, message };
}

/**
 * An admin deletes a client or partner, asynchronously (it can outlast API Gateway's 30 s): checks
 * who may be deleted, records the deletion, then at once disables the sign-in account, revokes its
 * sessions and writes the tombstone (from then on the user can neither sign in nor call the API), and
 * hands the rest to the AdminDeletion job (`enqueue`). Works even after the profile is gone (the
 * sign-in account still names the user), so a deletion that failed half-way finishes when started again.
 */
export async function startUserDeletion(
  deps: Pick<Deps, 'users' | 'accounts' | 'directory' | 'deletions' | 'now' | 'newId'>,
  caller: { id: string; email: string },
  id: string,
  enqueue: (deletionId: string) => Promise<void>,
): Promise<DeletionView> {
  const [profile, account] = await Promise.all([deps.users.getUser(id), deps.directory.getUser(id)]);
  if (!profile && !account) throw new NotFound(adminMessages.userNotFound);
  const groups = account ? await deps.directory.groupsOf(id) : [];
  const refusal = deletionRefusal(caller, { id, groups: profile ? [...groups, profile.role] : groups });
  if (refusal?.reason === 'self') throw new Invalid(adminMessages.cannotDeleteSelf);
  if (refusal?.reason === 'admin') throw new Forbidden(adminMessages.cannotDeleteAdmin);

  const role: Group | null = profile?.role ?? groups[0] ?? null;
  const now = deps.now().toISOString();
  const deletion: Deletion = {
    id: deps.newId(),
    userId: id,
    role,
    status: 'pending',
    stepsDone: 0,
    stepsTotal: DELETION_STEPS,
    attempts: 0,
    requestedBy: { id: caller.id, email: caller.email },
    createdAt: now,
    updatedAt: now,
  };
  await deps.deletions.put(deletion);
  await deps.directory.disableUser(id);
  await deps.directory.signOutEverywhere(id);
  await deps.accounts.putTombstone(id, deps.now());
  await enqueue(deletion.id);
  return deletionViewOf(deletion);
}

export async function getDeletion(deps: Pick<Deps, 'deletions'>, deletionId: string): Promise<DeletionView> {
  const deletion = await deps.deletions.get(deletionId);
  if (!deletion) throw new NotFound(adminMessages.deletionNotFound);
  return deletionViewOf(deletion);
}

/**
 * The AdminDeletion job's worker, for one deletion: runs `deleteAccount` step by step, counting the
 * steps on the record, then audits it. A failure is recorded (`pending` again while the job will
 * retry, `failed` on the last attempt) and rethrown, so the job retries it, then dead-letters it.
 */
export async function runUserDeletion(deps: Deps, deletionId: string, attempt: { number: number; last: boolean }): Promise<void> {
  const deletion = await deps.deletions.get(deletionId);
  if (!deletion || deletion.status === 'done') return;
  await deps.deletions.update(deletionId, { status: 'running', stepsDone: 0, attempts: attempt.number }, deps.now());
  try {
    const done = await deleteAccount(deps, deletion.userId, (stepsDone) => deps.deletions.update(deletionId, { stepsDone }, deps.now()));
    await audit(deps, deletion.requestedBy, 'user.delete', deletion.userId, { role: deletion.role, files: done.files });
    await deps.deletions.update(deletionId, { status: 'done', stepsDone: DELETION_STEPS }, deps.now());
  } catch (error) {
    const why = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error';
    await deps.deletions.update(deletionId, { status: attempt.last ? 'failed' : 'pending', error: why }, deps.now());
    throw error;
  }
}

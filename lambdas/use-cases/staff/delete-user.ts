import { adminMessages } from '../../contract/messages.js';
import { deletionRefusal } from '../../domain/admin.js';
import type { Group } from '../../domain/roles.js';
import { Forbidden, Invalid, NotFound } from '../../errors.js';
import { deleteAccount, type DeleteAccountDeps } from '../accounts/delete-account.js';
import { audit } from './audit.js';

/**
 * An admin deletes a client or partner. Works even after the profile is gone (the sign-in account
 * still names the user), so a deletion interrupted half-way finishes when retried.
 */
export async function deleteUserAsAdmin(
  deps: DeleteAccountDeps,
  caller: { id: string; email: string },
  id: string,
): Promise<{ role: Group | null; files: number; retainedAgreements: number }> {
  const [profile, account] = await Promise.all([deps.store.getUser(id), deps.directory.getUser(id)]);
  if (!profile && !account) throw new NotFound(adminMessages.userNotFound);
  const groups = account ? await deps.directory.groupsOf(id) : [];
  const refusal = deletionRefusal(caller, { id, groups: profile ? [...groups, profile.role] : groups });
  if (refusal?.reason === 'self') throw new Invalid(adminMessages.cannotDeleteSelf);
  if (refusal?.reason === 'admin') throw new Forbidden(adminMessages.cannotDeleteAdmin);

  const role = profile?.role ?? groups[0] ?? null;
  const done = await deleteAccount(deps, id);
  await audit(deps, caller, 'user.delete', id, { role, files: done.files });
  return { role, ...done };
}

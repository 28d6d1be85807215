import { userIdParams } from '../contract/admin.js';
import { adminMessages } from '../contract/messages.js';
import { audit, deletionRefusal } from '../domain/admin.js';
import { userFilePrefix } from '../domain/documents.js';
import { BadRequest, Forbidden, NotFound } from '../http/errors.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { closeBillingAccount } from '../services/billing.js';

/**
 * Deletes a client or partner: billing (Stripe customer; agreements retained), files, then items (a partner's clients become unassigned), then the
 * sign-in account. Each step is idempotent, so a deletion interrupted half-way finishes when retried,
 * even after the profile is gone (the sign-in account still names the user).
 */
export const handler = route(routes.adminDeleteUser, { params: userIdParams }, async ({ caller, params, logger }, deps) => {
  const id = params.userId;
  const [profile, account] = await Promise.all([deps.store.getUser(id), deps.directory.getUser(id)]);
  if (!profile && !account) throw new NotFound(adminMessages.userNotFound);
  const groups = account ? await deps.directory.groupsOf(id) : [];
  const refusal = deletionRefusal(caller, { id, groups: profile ? [...groups, profile.role] : groups });
  if (refusal?.reason === 'self') throw new BadRequest(adminMessages.cannotDeleteSelf);
  if (refusal?.reason === 'admin') throw new Forbidden(adminMessages.cannotDeleteAdmin);

  const role = profile?.role ?? groups[0] ?? null;
  const billing = await closeBillingAccount(deps, id);
  const files = await deps.files.deletePrefix(userFilePrefix(id));
  await deps.store.deleteUserData(id);
  await deps.directory.deleteUser(id);
  await audit(deps, caller, 'user.delete', id, { role, files });
  logger.info('account deleted by an admin', { userId: id, role, files, ...billing });
  const message = role === 'client' ? adminMessages.clientDeleted : role === 'partner' ? adminMessages.partnerDeleted : adminMessages.userDeleted;
  return ok({ message, role });
});

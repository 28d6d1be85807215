import { decideAccess, isStaffCall } from '../domain/roles.js';
import { AccountDeleted, RoleRevoked, StaffTotpRequired } from '../errors.js';
import type { Directory } from '../ports/directory.js';
import { writesNothing, type RouteDef } from '../routes/types.js';
import type { Caller } from './caller.js';

export interface StandingDeps {
  store: { isDeleted(userId: string, options?: { liveForMs?: number }): Promise<boolean> };
  directory: Pick<Directory, 'standing'>;
}

/** How long a route that writes nothing may trust a "not deleted" answer read in the same warm function. */
export const LIVE_ACCOUNT_MS = 10_000;

/**
 * What a token says is checked against what holds now, so role changes, removals and deletions
 * take effect at once rather than when the token expires (an hour in AWS):
 * - every signed-in call: a deleted account's token gets 401 (one GetItem on its tombstone), except on
 *   the route that finishes its own deletion (`allowDeleted`). A route that writes nothing may reuse a
 *   "not deleted" read at most `LIVE_ACCOUNT_MS` old in the same warm function (a deleted account could
 *   read its own, already condemned data that long, never change anything); every other route reads it now;
 * - a staff call (admin, employee): the directory's current groups decide, and the account must have
 *   TOTP enrolled. The directory caches this for at most 30 s, and drops it when it writes the user.
 */
export async function checkStanding(deps: StandingDeps, def: Pick<RouteDef, 'access' | 'allowDeleted' | 'needs'>, caller: Caller): Promise<void> {
  const { access } = def;
  if (!def.allowDeleted && (await deps.store.isDeleted(caller.id, writesNothing(def.needs) ? { liveForMs: LIVE_ACCOUNT_MS } : {}))) throw new AccountDeleted();
  if (!isStaffCall(access, caller.groups)) return;
  const now = await deps.directory.standing(caller.id);
  if (!now) throw new AccountDeleted();
  if (decideAccess(access, { groups: now.groups }) !== 'allow') throw new RoleRevoked();
  if (isStaffCall(access, now.groups) && !now.totpEnrolled) throw new StaffTotpRequired();
}

import { sessionMessages } from '../contract/messages.js';
import { decideAccess, isStaffCall } from '../domain/roles.js';
import { staffSessionVerdict } from '../domain/staff-session.js';
import { AccountDeleted, RoleRevoked, StaffSessionEnded, StaffTotpRequired } from '../errors.js';
import type { PlanStanding } from '../domain/entitlements.js';
import { usageMonth } from '../domain/plans.js';
import type { Directory } from '../ports/directory.js';
import type { Accounts } from '../ports/users.js';
import type { StaffSessions } from '../ports/staff-sessions.js';
import { writesNothing, type RouteDef } from '../routes/types.js';
import type { Caller } from './caller.js';

export interface StandingDeps {
  accounts: Pick<Accounts, 'readCaller'>;
  directory: Pick<Directory, 'standing'>;
  staffSessions: StaffSessions;
  now: () => Date;
}

/** How long a route that writes nothing may trust a "not deleted" answer read in the same warm function. */
export const LIVE_ACCOUNT_MS = 10_000;

const ENDED_MESSAGE = {
  idle: sessionMessages.staffSessionIdle,
  too_old: sessionMessages.staffSessionTooOld,
  sign_in_again: sessionMessages.staffSignInWithAuthenticator,
} as const;

/**
 * What a token says is checked against what holds now, so role changes, removals and deletions
 * take effect at once rather than when the token expires (an hour in AWS). Returns the caller's plan when the route
 * gates on it (`feature`, `requiresSubscription`): read with the tombstone in the same request, so the use case needs
 * no read of its own.
 * - every signed-in call: a deleted account's token gets 401 (one GetItem on its tombstone), except on
 *   the route that finishes its own deletion (`allowDeleted`). A route that writes nothing may reuse a
 *   "not deleted" read at most `LIVE_ACCOUNT_MS` old in the same warm function (a deleted account could
 *   read its own, already condemned data that long, never change anything); every other route reads it now;
 * - a call a group lets in (staff, partners, affiliates): the directory's current groups decide, not the token's.
 *   The directory caches this for at most 30 s, and drops it when it writes the user;
 * - a staff call (admin, employee): the account must have TOTP enrolled, and the session must be live
 *   (domain/staff-session.ts: 15 minutes idle, 12 hours old, begun with the authenticator). A member seen without
 *   TOTP has every session up to now ended, so the password-only session that sets the authenticator up must sign in
 *   again, this time with the code.
 */
export async function checkStanding(
  deps: StandingDeps,
  def: Pick<RouteDef, 'access' | 'allowDeleted' | 'needs' | 'feature' | 'requiresSubscription'>,
  caller: Caller,
): Promise<PlanStanding | undefined> {
  const { access } = def;
  const planMonth = def.feature || def.requiresSubscription ? usageMonth(deps.now()) : undefined;
  let plan: PlanStanding | undefined;
  if (!def.allowDeleted || planMonth) {
    const read = await deps.accounts.readCaller(caller.id, { ...(writesNothing(def.needs) ? { liveForMs: LIVE_ACCOUNT_MS } : {}), ...(planMonth ? { planMonth } : {}) });
    if (read.deleted && !def.allowDeleted) throw new AccountDeleted();
    plan = read.plan;
  }
  // A token whose groups do not let the caller in is refused by the wrapper anyway (403).
  if (access === 'public' || access === 'user' || decideAccess(access, caller) !== 'allow') return plan;
  const now = await deps.directory.standing(caller.id);
  if (!now) throw new AccountDeleted();
  if (decideAccess(access, { groups: now.groups }) !== 'allow') throw new RoleRevoked();
  if (!isStaffCall(access, now.groups)) return plan;
  const at = deps.now();
  if (!now.totpEnrolled) {
    await deps.staffSessions.endBefore(caller.id, at);
    throw new StaffTotpRequired();
  }
  const record = await deps.staffSessions.get(caller.id);
  const verdict = staffSessionVerdict(record, caller.authTime, at);
  if (!verdict.ok) throw new StaffSessionEnded(ENDED_MESSAGE[verdict.reason]);
  await deps.staffSessions.touch(caller.id, record.lastSeen, caller.authTime!, at);
  return plan;
}

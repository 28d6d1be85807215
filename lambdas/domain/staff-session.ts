import { STAFF_IDLE_MINUTES } from '../contract/staff.js';

/**
 * Staff sessions (admins and employees reach every client's data): a session is named by its sign-in time
 * (the id token's `auth_time`, which Cognito keeps through refreshes) and is over when
 * - it has made no call for `STAFF_IDLE_MS` (counted from its last call, or from the sign-in before the first);
 * - it began more than `STAFF_SESSION_MAX_MS` ago, however active (refresh tokens are shared with clients' 30 days,
 *   so the server holds staff to 12 hours whatever the app client allows);
 * - it began at or before `endedBefore`: the moment the server last saw the member without an authenticator
 *   (so a session signed in with the password alone never becomes a staff session once an authenticator is set up:
 *   Cognito asks for the code at every sign-in of a user with TOTP enabled, so a sign-in after that moment used it).
 *   `auth_time` has whole seconds: a sign-in in the same second as the cut-off counts as before it.
 */
export const STAFF_IDLE_MS = STAFF_IDLE_MINUTES * 60_000;
export const STAFF_SESSION_MAX_MS = 12 * 3_600_000;

/** What the server keeps of a staff member's sessions: the last call of each (by sign-in time) and the cut-off. */
export interface StaffSessionRecord {
  /** Last call (ISO 8601 UTC) per session, keyed by the session's `auth_time` (epoch seconds, as a string). */
  lastSeen: Record<string, string>;
  /** Sessions that began at or before this moment (ISO 8601 UTC) are over. */
  endedBefore: string | null;
}

export type StaffSessionVerdict = { ok: true } | { ok: false; reason: 'idle' | 'too_old' | 'sign_in_again' };

export function staffSessionVerdict(record: StaffSessionRecord, authTime: number | null, now: Date): StaffSessionVerdict {
  if (authTime === null) return { ok: false, reason: 'sign_in_again' };
  const signedInAt = authTime * 1000;
  const at = now.getTime();
  if (record.endedBefore !== null && signedInAt <= Date.parse(record.endedBefore)) return { ok: false, reason: 'sign_in_again' };
  if (at - signedInAt > STAFF_SESSION_MAX_MS) return { ok: false, reason: 'too_old' };
  const seen = record.lastSeen[String(authTime)];
  const lastActive = Math.max(signedInAt, seen ? Date.parse(seen) : signedInAt);
  if (at - lastActive > STAFF_IDLE_MS) return { ok: false, reason: 'idle' };
  return { ok: true };
}

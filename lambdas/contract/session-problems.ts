/**
 * The answers that say the session itself no longer works, as the error body's `code`: a deleted
 * account's token (401), a staff member whose role was removed (403), a staff account without an
 * authenticator (403), a staff session idle for 15 minutes, older than 12 hours or begun without the
 * authenticator (401). The web signs out, or opens the authenticator set-up, on these
 * (web/src/app/session-problems.tsx). A module of its own, without zod or the other messages: every page
 * of the web loads it first (messages.ts re-exports it).
 */
export const sessionProblemCodes = {
  accountDeleted: 'account_deleted',
  roleRevoked: 'role_revoked',
  staffTotpRequired: 'staff_totp_required',
  staffSessionEnded: 'staff_session_ended',
} as const;
export type SessionProblemCode = (typeof sessionProblemCodes)[keyof typeof sessionProblemCodes];
export const isSessionProblemCode = (code: unknown): code is SessionProblemCode => Object.values<unknown>(sessionProblemCodes).includes(code);

/**
 * Revealing a client's saved credential needs the authenticator used at most this long ago in the
 * session. A staff sign-in always answers the authenticator (TOTP) challenge, and a refreshed token keeps
 * the sign-in's `auth_time`, so a token's auth time is when the authenticator was last used in it.
 */
export const STEP_UP_MAX_AGE_MS = 5 * 60_000;

/** Clocks differ a little between the identity provider and the function; a sign-in "in the future" by more is not believed. */
const CLOCK_SKEW_MS = 60_000;

/** Whether the authenticator was used recently enough (at most 5 minutes before `now`); `authTime` in epoch seconds. */
export function authenticatorFresh(authTime: number | null | undefined, now: Date): boolean {
  if (!authTime) return false;
  const age = now.getTime() - authTime * 1000;
  return age <= STEP_UP_MAX_AGE_MS && age >= -CLOCK_SKEW_MS;
}

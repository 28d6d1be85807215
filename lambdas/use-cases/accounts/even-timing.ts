import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How long the enumeration-sensitive routes take at least, whatever the address: the slow path (a new
 * account in Cognito and the table, or a code emailed) fits inside, so the fast path (no account, or an
 * email to the existing owner) is padded up to the same time. Sized from the slow path's time in AWS
 * (a few hundred milliseconds) with room to spare; see docs/security.md.
 */
export const EVEN_TIMING_MS = {
  signup: 1500,
  partnerApply: 1500,
  forgotPassword: 600,
  resendConfirmation: 600,
} as const;

/**
 * Runs `work` and answers no sooner than the route's floor, so an existing and a new address take the
 * same time. An error is passed on after the same wait (a failure must not be faster than a success).
 */
export async function evenTiming<T>(name: keyof typeof EVEN_TIMING_MS, work: () => Promise<T>, floorMs: number = EVEN_TIMING_MS[name]): Promise<T> {
  const started = Date.now();
  const settled = await work().then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  const left = floorMs - (Date.now() - started);
  if (left > 0) await sleep(left);
  if (!settled.ok) throw settled.error;
  return settled.value;
}

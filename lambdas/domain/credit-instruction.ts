/**
 * How long a written instruction whose pull failed half-way still stands for the client's retry: the same sitting.
 * An instruction authorises the pull the client asked for when they gave it (FCRA §604(a)(2)); pressing the button
 * again soon after a failure asks for that same pull, so its record (text, version, time, address) is the one to
 * keep. Later, the press is a new request, and its own instruction is recorded (docs/reliability.md).
 */
export const PENDING_INSTRUCTION_MINUTES = 60;

/**
 * Whether the client's newest instruction is the one this pull rests on: its pull has not finished, and it is of the
 * version and for the SSN (last four) the request carries, given within `PENDING_INSTRUCTION_MINUTES` before `now`.
 */
export function pendingInstruction<T extends { consentVersion: string; ssnLast4: string; givenAt: string; completedAt?: string | null }>(
  latest: T | undefined,
  request: { consentVersion: string; ssnLast4: string },
  now: Date,
): T | undefined {
  if (!latest || latest.completedAt) return undefined;
  if (latest.consentVersion !== request.consentVersion || latest.ssnLast4 !== request.ssnLast4) return undefined;
  const age = now.getTime() - new Date(latest.givenAt).getTime();
  return age >= 0 && age < PENDING_INSTRUCTION_MINUTES * 60_000 ? latest : undefined;
}

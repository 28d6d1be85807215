import type { OriginHeader, OriginSecretVersions } from '../../ports/origin-rotation.js';

/** The four steps Secrets Manager calls a rotation function with, in order. */
export const ROTATION_STEPS = ['createSecret', 'setSecret', 'testSecret', 'finishSecret'] as const;
export type RotationStep = (typeof ROTATION_STEPS)[number];

/**
 * How long a function may keep answering with the values it read before the rotation began: its own cache
 * (ORIGIN_SECRET_CACHE_MS, one minute) plus the Parameters and Secrets extension's (5 minutes), and a margin.
 * Until then CloudFront must not send the new value.
 */
export const FUNCTION_CACHE_WINDOW_MS = 7 * 60 * 1000;

export interface RotationDeps {
  versions: OriginSecretVersions;
  header: OriginHeader;
  /** Waits (a test passes a clock that does not). */
  sleep: (ms: number) => Promise<void>;
}

/**
 * One step of a rotation without downtime. Functions accept the current, previous and pending values, so:
 * 1. createSecret stages a new value AWSPENDING;
 * 2. setSecret waits until every function has read the pending value, then has CloudFront send it;
 * 3. testSecret checks that CloudFront's configuration carries it;
 * 4. finishSecret makes it AWSCURRENT (the old value stays accepted as AWSPREVIOUS while edges update).
 * Each step may be retried by Secrets Manager: each one is safe to repeat.
 */
export async function rotateOriginSecret(deps: RotationDeps, step: RotationStep, token: string): Promise<void> {
  switch (step) {
    case 'createSecret': {
      if (await deps.versions.pending(token)) return;
      await deps.versions.putPending(token, await deps.versions.newValue());
      return;
    }
    case 'setSecret': {
      const pending = await requirePending(deps, token);
      if ((await deps.header.value()) === pending) return;
      await deps.sleep(FUNCTION_CACHE_WINDOW_MS);
      await deps.header.set(pending);
      return;
    }
    case 'testSecret': {
      const pending = await requirePending(deps, token);
      if ((await deps.header.value()) !== pending) throw new Error('CloudFront does not send the pending origin secret');
      return;
    }
    case 'finishSecret': {
      const current = await deps.versions.currentVersion();
      if (current === token) return;
      await deps.versions.makeCurrent(token, current);
      return;
    }
  }
}

async function requirePending(deps: RotationDeps, token: string): Promise<string> {
  const pending = await deps.versions.pending(token);
  if (!pending) throw new Error('no pending origin secret for this rotation');
  return pending;
}

/**
 * Fixed-window rate limits for the public forms (waitlist, support requests), per source address.
 * The store counts hits atomically in one item per (form, address, window), which expires with TTL.
 */
export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

export const RATE_LIMITS = {
  waitlist: { max: 5, windowSeconds: 600 },
  supportRequest: { max: 5, windowSeconds: 600 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The window a moment falls in, as the ISO time it started (UTC). */
export function windowStart(now: Date, windowSeconds: number): string {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms).toISOString();
}

/** When the counter item may go: the end of its window plus a margin for clock skew (epoch seconds, for TTL). */
export function windowExpiry(now: Date, windowSeconds: number): number {
  const start = Date.parse(windowStart(now, windowSeconds));
  return Math.floor(start / 1000) + windowSeconds + 60;
}

/** Whether a request that brought the window's count to `count` may go ahead. */
export const withinLimit = (count: number, limit: RateLimit) => count <= limit.max;

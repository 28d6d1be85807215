import type { SupportRequestRow } from '../contract/public.js';
import type { RateLimit } from '../domain/rate-limit.js';
import type { Page } from './page.js';

export type SupportRequest = SupportRequestRow;

/** The public site's data port: the launch waitlist, rate-limit counters, support requests. GetItem/Query only. */
export interface PublicStore {
  /** Adds the address once; `created` is false when it was already on the list (nothing is duplicated). */
  joinWaitlist(email: string, at: Date): Promise<{ created: boolean }>;
  /** Counts one request from `address` against `limit` (atomically) and says whether it may go ahead. */
  hit(name: string, address: string, limit: RateLimit, now: Date): Promise<{ allowed: boolean; count: number }>;
  putSupportRequest(request: SupportRequest): Promise<void>;
  /** Newest first. */
  listSupportRequests(limit: number, after?: Record<string, unknown>): Promise<Page<SupportRequest>>;
  /** The current window's count for `address` under `limit`, without counting this look. */
  peek(name: string, address: string, limit: RateLimit, now: Date): Promise<number>;
}

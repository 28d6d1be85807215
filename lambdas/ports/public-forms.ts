import type { SupportMessage, SupportRequestRow } from '../contract/public.js';
import type { RateLimit } from '../domain/rate-limit.js';
import type { Page } from './page.js';

export type SupportRequest = SupportRequestRow;

/** What the public forms hold about one address. */
export interface FormsOfEmail {
  supportRequests: SupportRequest[];
  waitlist: { email: string; createdAt: string } | null;
}

/** The public site's data port: the launch waitlist, rate-limit counters, support requests. GetItem/Query only. */
/** One request counted against a rate limit: the limit's name, whose requests (an address, an account id), and when. */
export interface RateCharge {
  name: string;
  subject: string;
  limit: RateLimit;
  at: Date;
}

export interface PublicStore {
  /** Adds the address once; `created` is false when it was already on the list (nothing is duplicated). */
  joinWaitlist(email: string, at: Date): Promise<{ created: boolean }>;
  /** Counts one request from `address` against `limit` (atomically) and says whether it may go ahead. */
  hit(name: string, address: string, limit: RateLimit, now: Date): Promise<{ allowed: boolean; count: number }>;
  /** Saves a new request with an empty conversation; only the append token's hash is kept. */
  putSupportRequest(request: Omit<SupportRequest, 'messages'>, appendTokenHash: string): Promise<void>;
  /**
   * Appends to the request's conversation atomically, keeping at most `max` messages; answers the new count.
   * Throws SupportRequestNotFound (no such request, or another token's hash) or ConversationFull.
   */
  appendSupportMessages(id: string, appendTokenHash: string, messages: SupportMessage[], max: number): Promise<{ count: number }>;
  /** Priority plans' requests first, then the others; newest first within each. */
  listSupportRequests(limit: number, after?: Record<string, unknown>): Promise<Page<SupportRequest>>;
  /** The support requests and the waitlist entry given with this address (an account's export). */
  formsOf(email: string): Promise<FormsOfEmail>;
  /** Deletes them (an account's deletion); answers how many of each went. Rate counters expire on their own. */
  forgetEmail(email: string): Promise<{ supportRequests: number; waitlist: number }>;
  /** The current window's count for `address` under `limit`, without counting this look. */
  peek(name: string, address: string, limit: RateLimit, now: Date): Promise<number>;
}

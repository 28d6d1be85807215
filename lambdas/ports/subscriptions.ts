import type { Tier } from '../domain/plans.js';
import type { SubscriptionState } from '../domain/subscription.js';

/** A signed service agreement: the evidence CROA asks us to keep (docs/compliance.md). */
export interface AgreementSignature {
  id: string;
  userId: string;
  tier: Tier;
  version: string;
  /** SHA-256 of the exact text shown, so the signed wording can be proven later. */
  textSha256: string;
  signedAt: string;
  ip: string;
  userAgent: string;
}

export type CommitResult = 'ok' | 'race' | 'duplicate';

/** Subscription state, written on a version condition, and the Stripe events already processed (adapters/dynamo/subscriptions.ts). */
export interface SubscriptionsRepository {
  getState(userId: string): Promise<SubscriptionState | undefined>;
  /**
   * Writes `next` if the stored version is still `expectedVersion` (0: no item yet). With `eventId`,
   * marks the event processed in the same transaction ('duplicate' when it already was). With
   * `paying`, moves the paying-users counters in the same transaction, so they count each change once.
   */
  commit(args: { next: SubscriptionState; expectedVersion: number; eventId?: string; paying?: { from: string | null; to: string | null } }): Promise<CommitResult>;
  /** Marks an event processed without a state change; false if it already was. */
  markEventProcessed(eventId: string): Promise<boolean>;
  isEventProcessed(eventId: string): Promise<boolean>;
  /** One page of every subscription item (a Query on the SUBSCRIPTIONS listing; no Scan). */
  listSubscriptions(limit: number, after?: Record<string, unknown>): Promise<{ items: SubscriptionState[]; next?: Record<string, unknown> }>;
  /**
   * One page of the user ids whose subscription can drift from Stripe at `now` (domain/reconciliation.ts):
   * a Query on the watch listing from now on; no Scan.
   */
  listDriftCandidates(now: Date, limit: number, after?: Record<string, unknown>): Promise<{ items: string[]; next?: Record<string, unknown> }>;
}

/** Each user's Stripe customer (adapters/dynamo/stripe-customers.ts). */
export interface StripeCustomers {
  getCustomerId(userId: string): Promise<string | undefined>;
  /** Remembers the user's Stripe customer once; returns the one stored (the first writer wins). */
  rememberCustomer(userId: string, customerId: string, at: Date): Promise<string>;
  findUserByCustomer(customerId: string): Promise<string | undefined>;
}

/** Signed service agreements (adapters/dynamo/agreements.ts). */
export interface Agreements {
  putSignature(signature: AgreementSignature): Promise<void>;
  getSignature(userId: string, id: string): Promise<AgreementSignature | undefined>;
  listSignatures(userId: string): Promise<AgreementSignature[]>;
  /** Copies the user's signed agreements out of their collection, to outlive the account until retention ends. */
  retainSignatures(userId: string, retentionDays: number, now: Date): Promise<number>;
}

/** The monthly usage counters of counted features (adapters/dynamo/usage-counters.ts). */
export interface UsageCounters {
  /** Counts one use in the month; with a limit, refuses (false) atomically once the count has reached it. */
  useFeature(userId: string, feature: string, month: string, limit: number | undefined): Promise<boolean>;
  usage(userId: string, feature: string, month: string): Promise<number>;
}

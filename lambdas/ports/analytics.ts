import type { FunnelStep } from '../domain/analytics.js';

export interface Analytics {
  totalUsers: number;
  usersByRole: Record<string, number>;
  signupsPerWeek: { weekStart: string; signups: number }[];
  payingUsersByTier: Record<string, number>;
  revenueThisMonthCents: number;
  funnel: Record<FunnelStep, number>;
}

/** The business figures, counted on write. */
export interface AnalyticsStore {
  /** Marks a client's onboarding step once and counts it (a second call, or a user who is not a client, is a no-op). */
  recordFunnelStep(userId: string, step: FunnelStep, at: Date): Promise<boolean>;
  /** For billing: counts a payment once per payment id into the month's revenue (integer cents). */
  recordPayment(payment: { tier: string; amountCents: number; at: Date; paymentId: string }): Promise<boolean>;
  /** For billing: a subscription started (to), ended (from) or changed tier. */
  recordSubscriptionChange(change: { from: string | null; to: string | null }): Promise<void>;
  analytics(now: Date): Promise<Analytics>;
}

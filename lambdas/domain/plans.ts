/**
 * THE plans catalogue: pricing cards, the payment-required chooser, the subscription card and the
 * feature checks all read this. Money is integer cents.
 */
import { FEATURE_NAMES, TIERS, type Feature, type Tier } from '../contract/plans.js';

/** Tier and feature names are part of the API (contract/plans.ts). */
export { FEATURE_NAMES, TIERS, type Feature, type Tier };

export interface Plan {
  tier: Tier;
  name: string;
  description: string;
  priceCents: number;
  /** Shown after the price. */
  period: 'per month' | 'one-time';
  kind: 'subscription' | 'one-time';
  /** What the pricing card lists. */
  features: readonly string[];
  notIncluded: readonly string[];
  /** What the subscription card lists for an active plan (dashboard spec). */
  cardFeatures: readonly string[];
  popular: boolean;
  buttonText: string;
  comingSoon: boolean;
  /** Stripe price lookup key. */
  lookupKey: string;
  /** What the service agreement states as the estimated duration of the work (CROA §404(b)). */
  estimatedDuration: string;
  /** Who answers support and how fast: people work business days, so the target is in business days. */
  support: SupportTarget;
  /** What an `after-service` deployment charges for: only work completed (CROA §1679b(b)). */
  afterService: AfterServiceCharge;
}

/** How the plan's support requests are treated on the staff desk, and the response target the client is shown. */
export interface SupportTarget {
  /** Listed ahead of the others on the support desk. */
  priority: boolean;
  /** Business days (Monday to Friday, US federal holidays excepted) by whose end a person answers. */
  responseBusinessDays: number;
  /** The target in words, completing "We answer …". */
  responseTarget: string;
}

/**
 * What `after-service` charging bills, as the plan defines it: each month of service once it has been
 * rendered, at the plan's price (a monthly plan), or each item the bureaus deleted, never more in all than
 * the plan's price (a one-time plan).
 */
export type AfterServiceCharge = { basis: 'month' } | { basis: 'deleted-item'; perItemCents: number };

/**
 * CROA §1679b(b): charge at checkout (`upfront`) or only for work completed (`after-service`). A deployment
 * sells every plan in one mode, which its operator sets explicitly (lib/settings.ts; docs/compliance.md).
 */
export type ChargeTiming = 'upfront' | 'after-service';
export type ChargingMode = ChargeTiming;
export const CHARGING_MODES = ['upfront', 'after-service'] as const satisfies readonly ChargingMode[];

const PRIORITY_SUPPORT: SupportTarget = { priority: true, responseBusinessDays: 1, responseTarget: 'by the end of the next business day' };
const STANDARD_SUPPORT: SupportTarget = { priority: false, responseBusinessDays: 2, responseTarget: 'within 2 business days' };

export const PLANS: readonly Plan[] = [
  {
    tier: 'starter',
    name: 'Starter Boost Plan',
    description: 'Essential credit repair tools to get you started.',
    priceCents: 4900,
    period: 'per month',
    kind: 'subscription',
    features: ['Up to 5 disputes per month', 'Credit analysis', 'Monthly credit score monitoring', 'Email support'],
    notIncluded: ['Priority disputes', 'Priority support', 'Credit builder tools', 'Custom dispute letters'],
    cardFeatures: ['Credit Analysis', 'Up to 5 Disputes Per Month', 'Monthly Credit Score Monitoring', 'Email Support'],
    popular: false,
    buttonText: 'Get Started',
    comingSoon: true,
    lookupKey: 'starter_monthly',
    estimatedDuration: 'Month to month until you cancel; each dispute round takes about 30 to 45 days, the time the bureaus have to investigate.',
    support: STANDARD_SUPPORT,
    afterService: { basis: 'month' },
  },
  {
    tier: 'elite',
    name: 'Elite Credit Recovery',
    description: 'Faster results with priority disputes and credit builder tools.',
    priceCents: 9900,
    period: 'per month',
    kind: 'subscription',
    features: [
      'Credit analysis',
      'Unlimited disputes',
      'Monthly credit score monitoring',
      'Priority support, answered by the next business day',
      'Priority disputes',
      'Credit builder tools',
    ],
    notIncluded: ['Custom dispute letters'],
    // The spec's '24/7 Priority Support': people answer on business days, so the card says what is true.
    cardFeatures: ['Credit Analysis', 'Unlimited Disputes', 'Priority Disputes', 'Credit Builder Tools', 'Priority Support'],
    popular: false,
    buttonText: 'Get Started',
    comingSoon: true,
    lookupKey: 'elite_monthly',
    estimatedDuration: 'Month to month until you cancel; each dispute round takes about 30 to 45 days, the time the bureaus have to investigate.',
    support: PRIORITY_SUPPORT,
    afterService: { basis: 'month' },
  },
  {
    tier: 'total',
    name: 'Total Credit Transformation',
    description: 'Our complete, done-for-you credit transformation.',
    priceCents: 64900,
    period: 'one-time',
    kind: 'one-time',
    // The spec's 'Credit Sweep Service', said as what it is: the identity-theft path (FCRA §605B blocks, docs/identity-theft.md).
    features: ['Everything in Elite Credit Recovery', 'Custom dispute letters', 'Credit sweep (identity-theft blocking)', 'Dedicated credit advisor'],
    notIncluded: [],
    cardFeatures: ['All Elite Features', 'Custom Dispute Letters', 'Credit Sweep (Identity-Theft Blocking)', 'Dedicated Credit Advisor'],
    popular: true,
    buttonText: 'Get Started',
    comingSoon: false,
    lookupKey: 'total_one_time',
    estimatedDuration: 'About 6 months; each dispute round takes about 30 to 45 days, the time the bureaus have to investigate.',
    support: PRIORITY_SUPPORT,
    // Per item the bureaus deleted, never more than the upfront price.
    afterService: { basis: 'deleted-item', perItemCents: 10000 },
  },
];

export const isTier = (value: unknown): value is Tier => typeof value === 'string' && (TIERS as readonly string[]).includes(value);

export const planByTier = (tier: string): Plan | undefined => PLANS.find((p) => p.tier === tier);
export const planByLookupKey = (key: string): Plan | undefined => PLANS.find((p) => p.lookupKey === key);

/** The support target of a client's plan; none without a plan (a visitor's or a lapsed client's request). */
export const supportTargetOf = (tier: string | null | undefined): SupportTarget | null => (tier ? (planByTier(tier)?.support ?? null) : null);

/**
 * Features the server checks by name (dashboard spec sections 6 and 7), and the tiers that have them.
 * `auto_dispute_letters` is the dispute form's auto-generate switch (Elite and Total); `custom_dispute_letters`
 * are letters written for the client (Total only, as the pricing cards say).
 */
export const FEATURES = {
  ai_credit_analysis: ['starter', 'elite', 'total'],
  disputes: ['starter', 'elite', 'total'],
  credit_monitoring: ['starter', 'elite', 'total'],
  email_support: ['starter', 'elite', 'total'],
  priority_disputes: ['elite', 'total'],
  priority_support: ['elite', 'total'],
  credit_builder_tools: ['elite', 'total'],
  auto_dispute_letters: ['elite', 'total'],
  custom_dispute_letters: ['total'],
  credit_sweep: ['total'],
  dedicated_advisor: ['total'],
} as const satisfies Record<Feature, readonly Tier[]>;

/** Monthly usage limits (calendar month, UTC); a feature absent here is unlimited for tiers that have it. */
export const MONTHLY_LIMITS: Partial<Record<Feature, Partial<Record<Tier, number>>>> = {
  disputes: { starter: 5 },
};

export const planHasFeature = (tier: Tier, feature: Feature): boolean => (FEATURES[feature] as readonly Tier[]).includes(tier);
export const monthlyLimit = (tier: Tier, feature: Feature): number | undefined => MONTHLY_LIMITS[feature]?.[tier];

/** The usage period a monthly limit counts in: the calendar month in UTC, e.g. "2025-03". */
export const usageMonth = (at: Date): string => at.toISOString().slice(0, 7);

/** US dollars with exactly two decimals: 64900 → "$649.00". */
export const formatUsd = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

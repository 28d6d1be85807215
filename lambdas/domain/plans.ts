/**
 * THE plans catalogue: pricing cards, the payment-required chooser, the subscription card and the
 * feature checks all read this. Money is integer cents.
 */
export type Tier = 'starter' | 'elite' | 'total';

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
  /** CROA: charge before checkout (`upfront`) or only once the work is marked performed. */
  chargeTiming: 'upfront' | 'after-service';
}

export const PLANS: readonly Plan[] = [
  {
    tier: 'starter',
    name: 'Starter Boost Plan',
    description: 'Essential credit repair tools to get you started.',
    priceCents: 4900,
    period: 'per month',
    kind: 'subscription',
    features: ['Up to 5 disputes per month', 'AI credit analysis', 'Credit score monitoring', 'Email support'],
    notIncluded: ['Priority disputes', '24/7 support', 'Credit builder tools', 'Custom dispute letters', 'Credit sweep'],
    cardFeatures: ['AI Credit Analysis', 'Up to 5 Disputes Per Month', 'Credit Score Monitoring', 'Email Support'],
    popular: false,
    buttonText: 'Get Started',
    comingSoon: true,
    lookupKey: 'starter_monthly',
    chargeTiming: 'upfront',
  },
  {
    tier: 'elite',
    name: 'Elite Credit Recovery',
    description: 'Faster results with priority disputes and credit builder tools.',
    priceCents: 9900,
    period: 'per month',
    kind: 'subscription',
    features: [
      'AI credit analysis',
      'Unlimited disputes',
      'Credit score monitoring',
      'Priority support',
      'Priority disputes',
      '24/7 support',
      'Credit builder tools',
    ],
    notIncluded: ['Custom dispute letters', 'Credit sweep'],
    cardFeatures: ['AI Credit Analysis', 'Unlimited Disputes', 'Priority Disputes', 'Credit Builder Tools', '24/7 Priority Support'],
    popular: false,
    buttonText: 'Get Started',
    comingSoon: true,
    lookupKey: 'elite_monthly',
    chargeTiming: 'upfront',
  },
  {
    tier: 'total',
    name: 'Total Credit Transformation',
    description: 'Our complete, done-for-you credit transformation.',
    priceCents: 64900,
    period: 'one-time',
    kind: 'one-time',
    features: ['Credit sweep service', 'Everything in Elite Credit Recovery', 'Custom dispute letters', 'Dedicated credit advisor'],
    notIncluded: [],
    cardFeatures: ['All Elite Features', 'Custom Dispute Letters', 'Credit Sweep Service', 'Dedicated Credit Advisor'],
    popular: true,
    buttonText: 'Get Started',
    comingSoon: false,
    lookupKey: 'total_one_time',
    chargeTiming: 'upfront',
  },
];

export const planByTier = (tier: string): Plan | undefined => PLANS.find((p) => p.tier === tier);

/** US dollars with exactly two decimals: 64900 → "$649.00". */
export const formatUsd = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

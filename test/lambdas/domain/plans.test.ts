import { describe, expect, it } from 'vitest';
import { PLANS, formatUsd, planByTier } from '../../../lambdas/domain/plans.js';

describe('plans catalogue', () => {
  it('prices in integer cents and shows dollars with two decimals', () => {
    expect(PLANS.map((p) => [p.tier, p.priceCents, formatUsd(p.priceCents)])).toEqual([
      ['starter', 4900, '$49.00'],
      ['elite', 9900, '$99.00'],
      ['total', 64900, '$649.00'],
    ]);
    expect(PLANS.every((p) => Number.isInteger(p.priceCents))).toBe(true);
    expect(formatUsd(123456)).toBe('$1,234.56');
  });

  it('sells the one-time Total plan now, marked Most Popular; the monthly plans are coming soon', () => {
    expect(planByTier('total')).toMatchObject({ kind: 'one-time', popular: true, comingSoon: false, buttonText: 'Get Started' });
    expect(PLANS.filter((p) => p.comingSoon).map((p) => p.tier)).toEqual(['starter', 'elite']);
  });

  it('lists the subscription card’s features as the dashboard spec gives them', () => {
    expect(planByTier('total')?.cardFeatures).toEqual(['All Elite Features', 'Custom Dispute Letters', 'Credit Sweep Service', 'Dedicated Credit Advisor']);
  });
});

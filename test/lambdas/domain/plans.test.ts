import { describe, expect, it } from 'vitest';
import { FEATURES, PLANS, formatUsd, monthlyLimit, planByTier, planHasFeature, supportTargetOf, usageMonth } from '../../../lambdas/domain/plans.js';

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

  it('lists the subscription card’s features as the dashboard spec gives them, the credit sweep said as what it is (identity-theft blocking), on Total only', () => {
    expect(planByTier('total')?.cardFeatures).toEqual(['All Elite Features', 'Custom Dispute Letters', 'Credit Sweep (Identity-Theft Blocking)', 'Dedicated Credit Advisor']);
    expect(planByTier('total')?.features).toContain('Credit sweep (identity-theft blocking)');
    for (const plan of PLANS.filter((p) => p.tier !== 'total')) expect([...plan.features, ...plan.cardFeatures].join(' ')).not.toMatch(/sweep/i);
  });

  it('maps features to tiers as the pricing cards and the dashboard say', () => {
    expect(Object.keys(FEATURES).filter((f) => planHasFeature('starter', f as never))).toEqual(['ai_credit_analysis', 'disputes', 'credit_monitoring', 'email_support']);
    expect(planHasFeature('elite', 'credit_builder_tools')).toBe(true);
    expect(planHasFeature('elite', 'auto_dispute_letters')).toBe(true);
    expect(planHasFeature('elite', 'custom_dispute_letters')).toBe(false);
    expect(planHasFeature('elite', 'credit_sweep')).toBe(false);
    expect(Object.keys(FEATURES).every((f) => planHasFeature('total', f as never))).toBe(true);
  });

  it('limits Starter to 5 disputes per calendar month (UTC); the others are unlimited', () => {
    expect(monthlyLimit('starter', 'disputes')).toBe(5);
    expect(monthlyLimit('elite', 'disputes')).toBeUndefined();
    expect(monthlyLimit('total', 'disputes')).toBeUndefined();
    expect(usageMonth(new Date('2025-03-31T23:59:59Z'))).toBe('2025-03');
    expect(usageMonth(new Date('2025-04-01T00:00:00Z'))).toBe('2025-04');
  });

  it('has a Stripe lookup key per plan, and says what after-service charging bills: months for monthly plans, deleted items for Total', () => {
    expect(new Set(PLANS.map((p) => p.lookupKey)).size).toBe(PLANS.length);
    expect(PLANS.map((p) => [p.tier, p.afterService.basis])).toEqual([
      ['starter', 'month'],
      ['elite', 'month'],
      ['total', 'deleted-item'],
    ]);
  });

  it('gives Elite and Total priority support with a next-business-day target, Starter two business days, and never says 24/7', () => {
    expect(PLANS.map((p) => [p.tier, p.support.priority, p.support.responseBusinessDays])).toEqual([
      ['starter', false, 2],
      ['elite', true, 1],
      ['total', true, 1],
    ]);
    expect(supportTargetOf('elite')?.responseTarget).toBe('by the end of the next business day');
    expect(supportTargetOf(null)).toBeNull();
    expect(JSON.stringify(PLANS)).not.toMatch(/24\/7/);
  });
});

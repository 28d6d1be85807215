import { describe, expect, it } from 'vitest';
import { NO_PLAN, supportPlanFor } from '../../../lambdas/domain/support.js';

describe('a support request’s plan and response target (people answer on business days)', () => {
  it('Elite and Total: priority, by the end of the next business day (US Eastern), over weekends and federal holidays', () => {
    expect(supportPlanFor('total', new Date('2026-11-27T15:00:00Z'))).toEqual({ plan: 'total', priority: true, respondBy: '2026-11-30' });
    // Christmas Eve, a Thursday: Christmas (Friday) is a holiday, so Monday.
    expect(supportPlanFor('elite', new Date('2026-12-24T15:00:00Z'))).toEqual({ plan: 'elite', priority: true, respondBy: '2026-12-28' });
    // 03:00 UTC on Saturday is still Friday evening in New York.
    expect(supportPlanFor('elite', new Date('2026-11-28T03:00:00Z')).respondBy).toBe('2026-11-30');
  });

  it('Starter: not priority, within 2 business days; no plan: nothing promised', () => {
    expect(supportPlanFor('starter', new Date('2026-11-27T15:00:00Z'))).toEqual({ plan: 'starter', priority: false, respondBy: '2026-12-01' });
    expect(supportPlanFor(null, new Date('2026-11-27T15:00:00Z'))).toEqual(NO_PLAN);
  });
});

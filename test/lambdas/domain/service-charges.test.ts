import { describe, expect, it } from 'vitest';
import { planByTier } from '../../../lambdas/domain/plans.js';
import { mayChargeMore, monthsRendered, serviceChargeDue } from '../../../lambdas/domain/service-charges.js';

const at = (iso: string) => new Date(iso);
const elite = planByTier('elite')!;
const total = planByTier('total')!;

describe('after-service charging (CROA §1679b(b): only work completed)', () => {
  it('counts a month only once it is over, in UTC, with month-end starts', () => {
    expect(monthsRendered(at('2026-01-15T10:00:00Z'), at('2026-02-15T09:59:59Z'))).toBe(0);
    expect(monthsRendered(at('2026-01-15T10:00:00Z'), at('2026-02-15T10:00:00Z'))).toBe(1);
    expect(monthsRendered(at('2026-01-15T10:00:00Z'), at('2026-12-31T00:00:00Z'))).toBe(11);
    expect(monthsRendered(at('2026-01-31T00:00:00Z'), at('2026-02-28T00:00:00Z'))).toBe(1);
    expect(monthsRendered(at('2026-01-31T00:00:00Z'), at('2026-02-27T23:59:59Z'))).toBe(0);
    expect(monthsRendered(at('2026-03-01T00:00:00Z'), at('2026-02-01T00:00:00Z'))).toBe(0);
  });

  it('a monthly plan: each full month rendered and not yet charged, at the plan’s price; nothing for a month under way', () => {
    expect(serviceChargeDue(elite, { monthsRendered: 0, itemsDeleted: 5 }, { units: 0, cents: 0 })).toEqual({ basis: 'month', completedUnits: 0, units: 0, amountCents: 0 });
    expect(serviceChargeDue(elite, { monthsRendered: 3, itemsDeleted: 0 }, { units: 1, cents: 9900 })).toEqual({ basis: 'month', completedUnits: 3, units: 2, amountCents: 19800 });
    expect(mayChargeMore(elite, { units: 40, cents: 396000 })).toBe(true);
  });

  it('Total: each item deleted and not yet charged, at the per-item price, never more than the plan’s price in all', () => {
    expect(serviceChargeDue(total, { monthsRendered: 9, itemsDeleted: 0 }, { units: 0, cents: 0 })).toMatchObject({ units: 0, amountCents: 0 });
    expect(serviceChargeDue(total, { monthsRendered: 0, itemsDeleted: 2 }, { units: 0, cents: 0 })).toEqual({ basis: 'deleted-item', completedUnits: 2, units: 2, amountCents: 20000 });
    expect(serviceChargeDue(total, { monthsRendered: 0, itemsDeleted: 9 }, { units: 2, cents: 20000 })).toMatchObject({ units: 7, amountCents: 44900 });
    expect(serviceChargeDue(total, { monthsRendered: 0, itemsDeleted: 12 }, { units: 9, cents: 64900 })).toMatchObject({ units: 0, amountCents: 0 });
    expect(mayChargeMore(total, { units: 9, cents: 64900 })).toBe(false);
    expect(mayChargeMore(total, { units: 2, cents: 20000 })).toBe(true);
  });
});

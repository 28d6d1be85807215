import { FUNNEL_STEPS, SIGNUP_WEEKS, monthKey, recentWeeks, signupsPerWeek, weekStart, type FunnelStep } from '../../domain/analytics.js';
import { GROUPS } from '../../domain/roles.js';
import type { Analytics, AnalyticsStore } from '../../ports/analytics.js';
import * as keys from './keys.js';
import { cancelledBy, type TableClient } from './table-client.js';
import { addCounters, funnelCounter, payingCounter, profileChange } from './user-index.js';

/** The business figures: counters kept on every write (funnel steps, payments, paying users), read in three requests. */
export class DynamoAnalytics implements AnalyticsStore {
  constructor(private readonly t: TableClient) {}

  async recordFunnelStep(userId: string, step: FunnelStep, at: Date): Promise<boolean> {
    try {
      await this.t.transact([
        profileChange(this.t.name, userId, {
          set: 'SET #at = :at',
          // The funnel follows clients (its first step, signed up, counts client signups only).
          condition: 'attribute_exists(PK) AND attribute_not_exists(#at) AND #role = :client',
          names: { '#at': `${step}At` },
          values: { ':at': at.toISOString(), ':client': 'client' },
        }),
        addCounters(this.t.name, keys.stats.totals, { [funnelCounter(step)]: 1 }),
        addCounters(this.t.name, keys.stats.week(weekStart(at)), { [funnelCounter(step)]: 1 }),
      ]);
      return true;
    } catch (error) {
      if (cancelledBy(error, [0])) return false;
      throw error;
    }
  }

  async recordPayment(payment: { tier: string; amountCents: number; at: Date; paymentId: string }): Promise<boolean> {
    if (!Number.isInteger(payment.amountCents)) throw new Error('amounts are integer cents');
    try {
      await this.t.transact([
        { Put: { TableName: this.t.name, Item: keys.uniquePayment(payment.paymentId), ConditionExpression: 'attribute_not_exists(PK)' } },
        addCounters(this.t.name, keys.stats.month(monthKey(payment.at)), {
          revenueCents: payment.amountCents,
          payments: 1,
          [`revenueCents_${payment.tier}`]: payment.amountCents,
        }),
      ]);
      return true;
    } catch (error) {
      if (cancelledBy(error, [0])) return false;
      throw error;
    }
  }

  async recordSubscriptionChange(change: { from: string | null; to: string | null }): Promise<void> {
    if (change.from === change.to) return;
    const counts: Record<string, number> = {};
    if (change.from) counts[payingCounter(change.from)] = -1;
    if (change.to) counts[payingCounter(change.to)] = 1;
    await this.t.update(addCounters(this.t.name, keys.stats.totals, counts).Update!);
  }

  async analytics(now: Date): Promise<Analytics> {
    const weeks = recentWeeks(now, SIGNUP_WEEKS);
    const [totals, month, weekItems] = await Promise.all([
      this.t.get(keys.stats.totals),
      this.t.get(keys.stats.month(monthKey(now))),
      this.t.page({ partition: keys.stats.week(weeks[0]!).PK, sortFrom: weeks[0] }),
    ]);
    const number = (value: unknown) => (typeof value === 'number' ? value : 0);
    const prefixed = (prefix: string) =>
      Object.fromEntries(
        Object.entries(totals ?? {})
          .filter(([name]) => name.startsWith(prefix))
          .map(([name, value]) => [name.slice(prefix.length), number(value)]),
      );
    const byRole = prefixed('role_');
    return {
      totalUsers: number(totals?.users),
      usersByRole: Object.fromEntries(GROUPS.map((g) => [g, byRole[g] ?? 0])),
      signupsPerWeek: signupsPerWeek(now, new Map(weekItems.items.map((i) => [i.SK as string, number(i.signups)]))),
      payingUsersByTier: prefixed('paying_'),
      revenueThisMonthCents: number(month?.revenueCents),
      funnel: Object.fromEntries(FUNNEL_STEPS.map((step) => [step, number(totals?.[funnelCounter(step)])])) as Record<FunnelStep, number>,
    };
  }
}

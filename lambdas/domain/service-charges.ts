/**
 * After-service charging (CROA §1679b(b): nothing is charged "before such service is fully performed"):
 * what a client owes for work completed, by the plan's basis (lambdas/domain/plans.ts `afterService`).
 * Pure: the admin's "Work performed" (use-cases/billing/charge.ts) counts the work and charges what is due.
 */
import type { Plan } from './plans.js';

/** The work completed for one purchase so far. */
export interface WorkCompleted {
  /** Full months of service rendered (monthsRendered). */
  monthsRendered: number;
  /** Dispute items a credit bureau answered "deleted" (one per bureau). */
  itemsDeleted: number;
}

/** What this purchase has been charged for so far. */
export interface Charged {
  units: number;
  cents: number;
}

/** What may be charged now: units of completed work not yet charged, and their price. */
export interface ChargeDue {
  basis: Plan['afterService']['basis'];
  /** Units completed in all (months, or deleted items), including those already charged. */
  completedUnits: number;
  /** Units this charge covers. */
  units: number;
  amountCents: number;
}

/** The same day of a month `months` later in UTC; the 31st becomes the month's last day. */
function addMonthsUtc(start: Date, months: number): Date {
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), start.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target;
}

/** Full months of service from `start` to `end`: a month counts only once it is over (Jan 15 → Feb 15 is one). */
export function monthsRendered(start: Date, end: Date): number {
  if (end.getTime() <= start.getTime()) return 0;
  let months = (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + (end.getUTCMonth() - start.getUTCMonth());
  while (months > 0 && addMonthsUtc(start, months).getTime() > end.getTime()) months--;
  return months;
}

/**
 * What is due now for completed work: each full month not yet charged at the plan's price, or each deleted
 * item not yet charged at the plan's price per item, never more in all than the plan's price.
 */
export function serviceChargeDue(plan: Pick<Plan, 'priceCents' | 'afterService'>, work: WorkCompleted, charged: Charged): ChargeDue {
  const basis = plan.afterService.basis;
  if (plan.afterService.basis === 'month') {
    const units = Math.max(0, work.monthsRendered - charged.units);
    return { basis, completedUnits: work.monthsRendered, units, amountCents: units * plan.priceCents };
  }
  const units = Math.max(0, work.itemsDeleted - charged.units);
  const amountCents = Math.min(units * plan.afterService.perItemCents, Math.max(0, plan.priceCents - charged.cents));
  return { basis, completedUnits: work.itemsDeleted, units: amountCents > 0 ? units : 0, amountCents };
}

/** Whether more can ever be charged for this purchase: a per-item plan stops at its price; months go on while it runs. */
export const mayChargeMore = (plan: Pick<Plan, 'priceCents' | 'afterService'>, charged: Charged): boolean =>
  plan.afterService.basis === 'month' || charged.cents < plan.priceCents;

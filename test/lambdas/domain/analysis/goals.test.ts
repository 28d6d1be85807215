import { describe, expect, it } from 'vitest';
import type { ActionItem } from '../../../../lambdas/contract/analysis.js';
import { CREDIT_GOALS, goalMessages } from '../../../../lambdas/contract/goals.js';
import { analyze } from '../../../../lambdas/domain/analysis/analyze.js';
import { goalStepId, planForGoal, stepKind } from '../../../../lambdas/domain/analysis/goals.js';
import { ALL, card, file, hard } from '../../../support/credit-files.js';

const item = (id: string, priority: ActionItem['priority'] = 'medium'): ActionItem => ({ id, title: id, description: '', priority, impact: '', findingIds: [id] });

/** A plan as `actionPlan` makes it: by priority, disputes first among equals. */
const plan: ActionItem[] = [
  item('dispute:obsolete_negative:a', 'high'),
  item('utilization', 'high'),
  item('dispute:past_due_on_current_account:b', 'medium'),
  item('confirm', 'medium'),
  item('inquiries', 'low'),
  item('build', 'low'),
];
const ids = (actions: readonly ActionItem[]) => actions.map((a) => a.id);

describe('the action plan ordered for the client’s goal', () => {
  it('without a goal is the plan as the analysis made it', () => {
    expect(planForGoal(plan, null)).toEqual(plan);
  });

  it('before a mortgage: questions and disputes first, finished before applying; then balances low at each statement date, no new credit, a rapid rescore through the lender', () => {
    expect(ids(planForGoal(plan, 'mortgage'))).toEqual([
      'confirm',
      'dispute:obsolete_negative:a',
      'dispute:past_due_on_current_account:b',
      goalStepId('mortgage', 'disputesFirst'),
      'utilization',
      goalStepId('mortgage', 'statementBalances'),
      'inquiries',
      goalStepId('mortgage', 'noNewCredit'),
      goalStepId('mortgage', 'rapidRescore'),
      'build',
    ]);
    const disputesFirst = planForGoal(plan, 'mortgage').find((a) => a.id === goalStepId('mortgage', 'disputesFirst'))!;
    expect(disputesFirst).toMatchObject({ ...goalMessages.steps.mortgage.disputesFirst, priority: 'high', findingIds: [] });
    expect(disputesFirst.description).toMatch(/open no new dispute while your loan is in underwriting/);
  });

  it('before a car loan: disputes, then the inquiries and shopping within one window, then balances and a pre-approval to compare', () => {
    expect(ids(planForGoal(plan, 'auto_loan'))).toEqual([
      'confirm',
      'dispute:obsolete_negative:a',
      'dispute:past_due_on_current_account:b',
      'inquiries',
      goalStepId('auto_loan', 'shopInWindow'),
      'utilization',
      goalStepId('auto_loan', 'compareOffers'),
      'build',
    ]);
  });

  it('before a credit card: balances and applications first, pre-qualification before applying, disputes after', () => {
    expect(ids(planForGoal(plan, 'credit_card'))).toEqual([
      'confirm',
      'utilization',
      'inquiries',
      goalStepId('credit_card', 'prequalify'),
      'dispute:obsolete_negative:a',
      'dispute:past_due_on_current_account:b',
      'build',
    ]);
  });

  it('rebuilding: disputes, on-time payments and positive history first, a warning before paying old debts, balances and inquiries last', () => {
    expect(ids(planForGoal(plan, 'rebuild'))).toEqual([
      'confirm',
      'dispute:obsolete_negative:a',
      'dispute:past_due_on_current_account:b',
      goalStepId('rebuild', 'onTime'),
      'build',
      goalStepId('rebuild', 'oldDebts'),
      'utilization',
      'inquiries',
    ]);
  });

  it.each(CREDIT_GOALS)('for %s keeps every item of the plan once, adds only the goal’s steps, and gives the same plan when applied twice', (goal) => {
    const ordered = planForGoal(plan, goal);
    expect(ordered.filter((a) => !a.id.startsWith('goal:')).map((a) => a.id).sort()).toEqual(ids(plan).sort());
    expect(ordered.filter((a) => a.id.startsWith('goal:')).map((a) => a.id.split(':')[2])).toEqual(expect.arrayContaining(Object.keys(goalMessages.steps[goal])));
    expect(planForGoal(ordered, goal)).toEqual(ordered);
    // A change of goal replaces the earlier goal's steps.
    const other = CREDIT_GOALS.find((g) => g !== goal)!;
    expect(planForGoal(ordered, other).some((a) => a.id.startsWith(`goal:${goal}:`))).toBe(false);
  });

  it('keeps an item of a kind it does not know, after the ones it orders', () => {
    expect(ids(planForGoal([item('something-new'), ...plan], 'credit_card')).at(-1)).toBe('something-new');
    expect(stepKind({ id: 'something-new' })).toBe('other');
  });

  it('orders a real analysis: a card puts the pay-down before the dispute the analysis ranked first; a mortgage asks the questions before the dispute', () => {
    const f = file({
      tradelines: [
        ...ALL.map((b) => card(b, { key: 'a', balanceCents: 90_000, creditLimitCents: 100_000 })),
        ...ALL.map((b) => card(b, { key: 'b', balanceCents: 20_000, pastDueCents: b === 'equifax' ? 8_500 : 0 })),
      ],
      inquiries: [hard('experian', 'CARMAX', '2026-09-01')],
    });
    const { actions } = analyze({ file: f, earlier: [], client: null, confirmations: {}, disputes: [] });
    const dispute = actions.findIndex((a) => stepKind(a) === 'dispute');
    const utilization = actions.findIndex((a) => a.id === 'utilization');
    expect(dispute).toBeGreaterThanOrEqual(0);
    expect(utilization).toBeGreaterThanOrEqual(0);
    expect(dispute).toBeLessThan(utilization);
    const mortgage = ids(planForGoal(actions, 'mortgage'));
    expect(mortgage.slice(0, 2)).toEqual(['confirm', actions[dispute]!.id]);
    const cardGoal = ids(planForGoal(actions, 'credit_card'));
    expect(cardGoal.indexOf('utilization')).toBeLessThan(cardGoal.indexOf(actions[dispute]!.id));
  });
});

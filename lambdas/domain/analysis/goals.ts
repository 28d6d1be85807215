import type { ActionItem, Priority } from '../../contract/analysis.js';
import { goalMessages, type CreditGoal } from '../../contract/goals.js';

/**
 * The action plan ordered for the client's goal (docs/analysis.md, "Goal-aware advice"), pure. The analysis builds
 * the plan from the file alone; this puts its items in the order that serves the goal and adds the goal's own steps
 * (before a mortgage: disputes finished before applying, balances low at each statement date, no new credit,
 * a rapid rescore through the lender). Applied when the plan is read, so a change of goal needs no new analysis;
 * applying it twice gives the same plan.
 */

/** What kind of step a plan item is, from the id `actionPlan` gives it; anything else keeps its place among 'other'. */
export type StepKind = 'confirm' | 'dispute' | 'utilization' | 'inquiries' | 'build' | 'other';

type Steps = typeof goalMessages.steps;
type StepKey<G extends CreditGoal> = keyof Steps[G] & string;
type Slot<G extends CreditGoal> = StepKind | { step: StepKey<G>; priority: Priority };

const GOAL_PREFIX = 'goal:';

/** Each goal's order: the plan's kinds of items and, between them, the goal's own steps. */
const ORDER: { [G in CreditGoal]: Slot<G>[] } = {
  // Underwriting flags disputed accounts, so disputes come first and finish before the application.
  mortgage: [
    'confirm',
    'dispute',
    { step: 'disputesFirst', priority: 'high' },
    'utilization',
    { step: 'statementBalances', priority: 'high' },
    'inquiries',
    { step: 'noNewCredit', priority: 'high' },
    { step: 'rapidRescore', priority: 'medium' },
    'build',
    'other',
  ],
  auto_loan: ['confirm', 'dispute', 'inquiries', { step: 'shopInWindow', priority: 'high' }, 'utilization', { step: 'compareOffers', priority: 'low' }, 'build', 'other'],
  // Card issuers weigh what a file shows today: balances against limits and recent applications.
  credit_card: ['confirm', 'utilization', 'inquiries', { step: 'prequalify', priority: 'high' }, 'dispute', 'build', 'other'],
  rebuild: ['confirm', 'dispute', { step: 'onTime', priority: 'high' }, 'build', { step: 'oldDebts', priority: 'medium' }, 'utilization', 'inquiries', 'other'],
};

export function stepKind(action: Pick<ActionItem, 'id'>): StepKind {
  if (action.id.startsWith('dispute:')) return 'dispute';
  return (['confirm', 'utilization', 'inquiries', 'build'] as const).find((k) => action.id === k) ?? 'other';
}

/** The id of a goal's own step: `goal:<goal>:<step>`. */
export const goalStepId = (goal: CreditGoal, step: string) => `${GOAL_PREFIX}${goal}:${step}`;

/** The plan for the goal: without a goal, the plan as the analysis made it (less any goal steps). */
export function planForGoal(actions: readonly ActionItem[], goal: CreditGoal | null): ActionItem[] {
  const plan = actions.filter((a) => !a.id.startsWith(GOAL_PREFIX));
  if (!goal) return plan;
  const steps = goalMessages.steps[goal] as Record<string, { title: string; description: string; impact: string }>;
  return (ORDER[goal] as Slot<CreditGoal>[]).flatMap((slot): ActionItem[] => {
    if (typeof slot === 'string') return plan.filter((a) => stepKind(a) === slot);
    const text = steps[slot.step]!;
    return [{ id: goalStepId(goal, slot.step), title: text.title, description: text.description, priority: slot.priority, impact: text.impact, findingIds: [] }];
  });
}

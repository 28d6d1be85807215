// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used (docs/decisions.md).
import * as z from 'zod';
// The texts and plain constants are zod-free (contract/goals-messages.ts), so code that needs only them bundles no schema.
import { CREDIT_GOALS, goalMessages, type CreditGoal, type GoalStep } from './goals-messages.js';
export { CREDIT_GOALS, goalMessages, type CreditGoal, type GoalStep };

/**
 * The client's credit goal and the advice that follows from it (docs/analysis.md, "Goal-aware advice"). The goal is
 * kept on the client record (`PUT /api/profile/goal`); the action plan is ordered for it when it is read
 * (lambdas/domain/analysis/goals.ts). The explainers below are general information with their sources in
 * docs/analysis.md: they promise no outcome and are not legal advice.
 */

export const creditGoal = z.enum(CREDIT_GOALS, { message: goalMessages.invalidGoal });

/** `PUT /api/profile/goal`: the goal, or null to clear it. */
export const saveGoalRequest = z.object({ goal: creditGoal.nullable() });
export type SaveGoalRequest = z.infer<typeof saveGoalRequest>;

/** The goal as saved, with when (ISO 8601 UTC); both null when none is set. */
export const goalResponse = z.object({ goal: creditGoal.nullable(), setAt: z.iso.datetime().nullable() });
export type GoalResponse = z.infer<typeof goalResponse>;

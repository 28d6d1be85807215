import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { dashboardRoutes } from '../routes/dashboard.js';
import { saveGoal } from '../use-cases/profile/goal.js';
import { saveGoalRequest } from '../contract/goals.js';

/** The caller's credit goal, set or cleared on their own client record. */
export const handler = route(dashboardRoutes.saveGoal, { body: saveGoalRequest }, async ({ caller, body }, deps) => ok(await saveGoal(deps, caller.id, body)));

import type { GoalResponse, SaveGoalRequest } from '../../contract/goals.js';
import type { Deps } from '../../ports/deps.js';

/** `PUT /api/profile/goal`: the caller's credit goal, set or cleared, on their own client record; answers what is saved. */
export async function saveGoal(deps: Pick<Deps, 'profiles' | 'now'>, userId: string, request: SaveGoalRequest): Promise<GoalResponse> {
  const setAt = deps.now().toISOString();
  await deps.profiles.setGoal(userId, request.goal ? { goal: request.goal, goalSetAt: setAt } : null);
  return request.goal ? { goal: request.goal, setAt } : { goal: null, setAt: null };
}

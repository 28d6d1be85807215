import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { creditRoutes } from '../routes/credit.js';
import { latestAnalysis } from '../use-cases/credit/analysis.js';

/** The caller's newest analysis (null before the first), its plan ordered for their goal, and the goal. */
export const handler = route(creditRoutes.latestAnalysis, async ({ caller }, deps) => ok(await latestAnalysis(deps, caller.id)));

import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { creditRoutes } from '../routes/credit.js';
import { getRun } from '../use-cases/credit/analysis.js';
import { analysisRunParams } from '../contract/analysis.js';

/** One of the caller's analysis runs: its stage and percent, the analysis once done (another user's run answers 404). */
export const handler = route(creditRoutes.analysisRun, { params: analysisRunParams }, async ({ caller, params }, deps) => ok({ run: await getRun(deps, caller.id, params.id) }));

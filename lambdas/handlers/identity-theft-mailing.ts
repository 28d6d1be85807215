
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { identityTheftRoutes } from '../routes/identity-theft.js';
import { recordSweepMailing } from '../use-cases/identity-theft/sweep.js';
import { recordBlockMailingRequest } from '../contract/identity-theft.js';

/** The client records a block request's mailing (and receipt); the 4-business-day block deadline follows. */
export const handler = route(identityTheftRoutes.recordIdentityTheftMailing, { body: recordBlockMailingRequest }, async ({ caller, plan, body }, deps) =>
  ok({ case: await recordSweepMailing(deps, { ...caller, plan }, body) }),
);

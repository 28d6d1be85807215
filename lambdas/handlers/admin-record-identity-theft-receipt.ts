import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { identityTheftRoutes } from '../routes/identity-theft.js';
import { recordSweepReceipt } from '../use-cases/identity-theft/sweep.js';
import { recordBlockReceiptRequest, staffIdentityTheftParams } from '../contract/identity-theft.js';

/** Staff record, from tracking, the day a bureau received a block request; the 4-business-day deadline runs from it. Audited. */
export const handler = route(identityTheftRoutes.adminRecordIdentityTheftReceipt, { params: staffIdentityTheftParams, body: recordBlockReceiptRequest }, async ({ caller, params, body }, deps) =>
  ok({ case: await recordSweepReceipt(deps, caller, params.userId, body) }),
);

import { encodeCursor } from '../contract/admin.js';
import { partnerClientsQuery, type PartnerClientsResponse } from '../contract/partners.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { partnerRoutes } from '../routes/partners.js';
import { listReferredClients } from '../use-cases/partners/listings.js';

/** The caller's referred clients, newest first: name, signup date and onboarding progress only. */
export const handler = route(partnerRoutes.partnerMeClients, { query: partnerClientsQuery }, async ({ caller, query }, deps) => {
  const page = await listReferredClients(deps, caller.id, query.limit, query.after);
  const body: PartnerClientsResponse = { items: page.items, nextCursor: encodeCursor(page.next, query.scope) };
  return ok(body);
});

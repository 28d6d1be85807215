import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { billingRoutes } from '../routes/billing.js';
import { agreementFor } from '../use-cases/billing/agreement.js';
import { agreementQuery } from '../contract/billing.js';

/** The current service agreement for a plan: the text the user signs before checkout. */
export const handler = route(billingRoutes.billingAgreement, { query: agreementQuery }, async ({ query }, deps) => ok(agreementFor(deps, query.plan)));

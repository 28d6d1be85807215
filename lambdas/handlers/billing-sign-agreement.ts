import { cancellationDeadline } from '../domain/business-days.js';
import { clientAddress } from '../http/origin.js';
import { created } from '../http/respond.js';
import { route } from '../http/route.js';
import { billingRoutes } from '../routes/billing.js';
import { signAgreement } from '../use-cases/billing/agreement.js';
import { signAgreementRequest } from '../contract/billing.js';

/** Signs the current agreement for a plan; the signature (version, time, IP, user agent) is kept server-side. */
export const handler = route(billingRoutes.billingSignAgreement, { body: signAgreementRequest }, async ({ caller, body, event }, deps) => {
  const signature = await signAgreement(deps, caller.id, body, {
    ip: await clientAddress(event),
    userAgent: event.requestContext.http.userAgent ?? '',
  });
  return created({
    agreementId: signature.id,
    version: signature.version,
    signedAt: signature.signedAt,
    cancelBy: cancellationDeadline(new Date(signature.signedAt)).toISOString(),
  });
});

/** The billing area's part of the API contract (contract/api.ts): its routes' schemas, by name. */
import type { billingRoutes } from '../../routes/billing.js';
import type { RouteContract } from '../api.js';
import { userIdParams } from '../admin.js';
import { agreementQuery, agreementResponse, cancelResponse, checkoutRequest, checkoutResponse, featureAccessRequest, featureAccessResponse, portalResponse, priceRequest, priceResponse, signAgreementRequest, signAgreementResponse, subscriptionResponse, webhookResponse, workPerformedResponse } from '../billing.js';

export const contract = {
  subscription: { response: subscriptionResponse },
  billingPrice: { body: priceRequest, response: priceResponse },
  billingAgreement: { query: agreementQuery, response: agreementResponse },
  billingSignAgreement: { body: signAgreementRequest, response: signAgreementResponse, status: 201 },
  billingCheckout: { body: checkoutRequest, response: checkoutResponse },
  billingWebhook: { response: webhookResponse },
  billingFeatureAccess: { body: featureAccessRequest, response: featureAccessResponse },
  billingPortal: { response: portalResponse },
  billingCancel: { response: cancelResponse },
  adminWorkPerformed: { params: userIdParams, response: workPerformedResponse },
} as const satisfies Record<keyof typeof billingRoutes, RouteContract>;

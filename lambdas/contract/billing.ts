import { z } from 'zod';
import { FEATURE_NAMES, TIERS } from '../domain/plans.js';

/**
 * The pricing flow's and the portal's texts (public-site spec section 8), word for word, and the
 * server's own billing messages. The web shows these; the server answers with them.
 */
export const billingMessages = {
  unknownError: 'Unknown error',
  pricingFailed: (message: string) => `Failed to get pricing: ${message}`,
  noPricing: (productId: string) => `No pricing found for this plan. Product ID: ${productId}`,
  checkoutFailed: (message: string) => `Checkout failed: ${message}`,
  noCheckoutSession: 'Unable to create checkout session. Please contact support.',
  popupBlocked: 'Unable to open checkout. Please disable popup blockers and try again.',
  genericError: (message: string) => `An error occurred: ${message}`,
  portalSessionExpired: 'Session expired. Please log in again.',
  portalNoCustomer: 'No subscription found. Please subscribe first.',
  portalFailed: 'Could not load subscription management portal',
  manageNeedsLogin: 'Please log in to manage your subscription',
  paymentSuccessTitle: 'Payment Successful!',
  paymentSuccessMessage: 'Welcome to the product! Your subscription is now active.',
  paymentCanceledTitle: 'Payment Canceled',
  paymentCanceledMessage: 'Your payment was not processed. You can try again anytime.',
  noActiveSubscription: 'No Active Subscription',
  // Not in the spec: the server's answers.
  unknownPlan: 'Unknown plan.',
  planNotAvailable: 'This plan is not available yet.',
  planTypeMismatch: 'This plan is not sold that way.',
  agreementRequired: 'Please read and sign the service agreement before checkout.',
  agreementOutdated: 'The service agreement has changed. Please read and sign the current version.',
  agreementMustAccept: 'Please tick the box to confirm you have read and agree to the service agreement.',
  alreadySubscribed: 'You already have an active plan. Use Manage Subscription to change it.',
  invalidSignature: 'Invalid signature',
  userNotAuthenticated: 'User not authenticated',
  nothingToCancel: 'You have no active plan to cancel.',
  canceledRefunded: (amount: string) =>
    `Your plan is cancelled and ${amount} is being refunded in full to your card. Refunds usually reach your account within 5-10 business days.`,
  canceledNothingCharged: 'Your plan is cancelled. Nothing was charged, so there is nothing to refund.',
  cancelWindowClosed: (deadline: string) =>
    `Your 3-business-day cancellation period ended ${deadline}. Full refunds are automatic only within that period, which the Credit Repair Organizations Act gives you from the day you sign. You can still stop future payments in Manage Subscription, or contact support about a refund.`,
  featureNotInPlan: 'Your plan does not include this feature. Choose a plan that does to use it.',
  providerUnavailable: 'The payment service is not available right now. Please try again in a few minutes.',
  workNotAfterService: 'This client has no after-service plan awaiting payment.',
  workAlreadyCharged: 'This client has already been charged for the completed work.',
  workCharged: (amount: string) => `Work marked as performed. The client's saved card was charged ${amount}.`,
  workChargeDeclined: (reason: string) => `The client's card was declined: ${reason}`,
} as const;

export const tier = z.enum(TIERS);
export const planType = z.enum(['subscription', 'one-time']);

/** The spec's manage-subscription result, plus what the subscription card and the cancel control show. */
export const subscriptionResponse = z.object({
  tier: z.string().nullable(),
  status: z.string(),
  startedAt: z.string().nullable(),
  /** The spec's name for the same field. */
  started_at: z.string().nullable(),
  hasActiveSubscription: z.boolean(),
  kind: planType.nullable().optional(),
  chargeTiming: z.enum(['upfront', 'after-service']).nullable().optional(),
  currentPeriodEnd: z.string().nullable().optional(),
  /** Whether a Stripe customer exists (the portal has something to show). */
  hasBillingAccount: z.boolean().optional(),
  /** CROA's right to cancel: until when a cancellation is refunded in full automatically. */
  cancellation: z
    .object({
      refundable: z.boolean(),
      deadline: z.string().nullable(),
    })
    .nullable()
    .optional(),
  /** After-service plans: when the work was marked performed (and charged). */
  workPerformedAt: z.string().nullable().optional(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponse>;

/** get-price-for-product: the plan's product id (its price lookup key) and type. */
export const priceRequest = z.object({
  productId: z.string().trim().min(1, billingMessages.unknownPlan).max(100),
  planType,
});
export const priceResponse = z.object({ priceId: z.string().nullable() });

/** create-checkout: the price, its type, and the signed agreement it is bought under. */
export const checkoutRequest = z.object({
  priceId: z.string().trim().min(1).max(200),
  planType,
  agreementId: z.string({ message: billingMessages.agreementRequired }).uuid(billingMessages.agreementRequired),
});
export const checkoutResponse = z.object({ url: z.string().nullable() });

export const portalResponse = z.object({ url: z.string() });

export const featureAccessRequest = z.object({
  feature: z.enum(FEATURE_NAMES),
  incrementUsage: z.boolean().default(false),
});
export const featureAccessResponse = z.object({
  hasAccess: z.boolean(),
  /** Limited features only: uses this month and the monthly limit. */
  used: z.number().int().optional(),
  limit: z.number().int().optional(),
});
export type FeatureAccessResponse = z.infer<typeof featureAccessResponse>;

export const agreementQuery = z.object({ plan: tier });
export const agreementSection = z.object({ heading: z.string(), paragraphs: z.array(z.string()), conspicuous: z.boolean().optional() });
export const agreementResponse = z.object({
  version: z.string(),
  tier,
  title: z.string(),
  sections: z.array(agreementSection),
});
export type AgreementResponse = z.infer<typeof agreementResponse>;

export const signAgreementRequest = z.object({
  plan: tier,
  version: z.string().min(1).max(40),
  accepted: z.literal(true, { message: billingMessages.agreementMustAccept }),
});
export const signAgreementResponse = z.object({ agreementId: z.string(), version: z.string(), signedAt: z.string(), cancelBy: z.string() });

export const cancelResponse = z.object({
  status: z.string(),
  refundedCents: z.number().int(),
  message: z.string(),
});

export const workPerformedResponse = z.object({
  message: z.string(),
  chargedCents: z.number().int(),
  paymentIntentId: z.string(),
});

export const webhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean().optional() });

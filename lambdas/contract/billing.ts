// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used, not its ~50 locales (docs/decisions.md).
import * as z from 'zod';
import { FEATURE_NAMES, TIERS } from './plans.js';
import { billingMessages } from './messages.js';

export { billingMessages };

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
  /** How the deployment charges, and the checkout's one-line summary of it (upfront, or only for work completed). */
  chargeTiming: z.enum(['upfront', 'after-service']).optional(),
  checkoutNote: z.string().optional(),
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

/**
 * The billing port: what the use cases ask of the payment provider, in the provider-neutral shapes
 * below. Stripe's adapter (adapters/billing.ts) maps Stripe's objects onto them and throws only the
 * application errors of errors.ts (`BillingProviderError`, `CardDeclined`, `InvalidSignature`, ...).
 */
export interface PriceInfo {
  id: string;
  lookupKey: string | null;
  unitAmountCents: number | null;
  currency: string;
  recurring: boolean;
  active: boolean;
}

export type CheckoutMode = 'payment' | 'subscription' | 'setup';

export interface CheckoutSessionInfo {
  id: string;
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  mode: CheckoutMode;
  paymentStatus: string;
  customerId: string | null;
  clientReferenceId: string | null;
  subscriptionId: string | null;
  paymentIntentId: string | null;
  /** Setup mode: the card saved by the session (resolved from its setup intent). */
  paymentMethodId: string | null;
  amountTotalCents: number;
  metadata: Record<string, string>;
  created: number;
}

export interface SubscriptionInfo {
  id: string;
  customerId: string | null;
  status: string;
  lookupKey: string | null;
  periodEnd: number | null;
  startDate: number;
  metadata: Record<string, string>;
}

export interface InvoiceInfo {
  id: string;
  customerId: string | null;
  subscriptionId: string | null;
  subscriptionMetadata: Record<string, string>;
  paid: boolean;
  amountPaidCents: number;
  periodEnd: number | null;
  lookupKey: string | null;
}

export interface ChargeInfo {
  id: string;
  customerId: string | null;
  paymentIntentId: string | null;
  amountCents: number;
  amountRefundedCents: number;
  refunded: boolean;
}

export interface PaymentInfo {
  paymentIntentId: string;
  customerId: string | null;
  status: string;
  amountCents: number;
  amountRefundedCents: number;
  created: number;
  metadata: Record<string, string>;
}

export type WebhookObject =
  | { kind: 'checkout'; session: CheckoutSessionInfo }
  | { kind: 'subscription'; subscription: SubscriptionInfo }
  | { kind: 'invoice'; invoice: InvoiceInfo }
  | { kind: 'charge'; charge: ChargeInfo }
  | { kind: 'other' };

export interface WebhookEvent {
  id: string;
  type: string;
  /** Epoch seconds. */
  created: number;
  object: WebhookObject;
}

export interface CheckoutRequest {
  mode: CheckoutMode;
  customerId: string;
  /** Payment and subscription modes. */
  priceId?: string;
  userId: string;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

/** The billing port. */
export interface Billing {
  priceByLookupKey(lookupKey: string): Promise<PriceInfo | undefined>;
  retrievePrice(priceId: string): Promise<PriceInfo | undefined>;
  createCustomer(input: { userId: string; email: string; name: string | null }, idempotencyKey: string): Promise<string>;
  deleteCustomer(customerId: string): Promise<void>;
  createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string | null }>;
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionInfo | undefined>;
  createPortalSession(customerId: string, returnUrl: string): Promise<string>;
  retrieveSubscription(id: string): Promise<SubscriptionInfo | undefined>;
  cancelSubscription(id: string): Promise<SubscriptionInfo>;
  retrievePayment(paymentIntentId: string): Promise<PaymentInfo | undefined>;
  listPayments(customerId: string): Promise<PaymentInfo[]>;
  refundPayment(paymentIntentId: string, idempotencyKey: string): Promise<{ id: string; amountCents: number }>;
  /** Charges a saved card off-session (after-service plans); declines come back as BillingProviderError. */
  chargeSavedCard(input: { customerId: string; paymentMethodId: string; amountCents: number; description: string; metadata: Record<string, string>; idempotencyKey: string }): Promise<PaymentInfo>;
  /** Verifies the signature over the raw body, then reads the event. */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<WebhookEvent>;
}

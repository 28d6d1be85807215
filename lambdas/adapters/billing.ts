/**
 * The billing port's adapter (lambdas/ports/billing.ts) over Stripe's REST API (stripe-api.ts; the
 * `stripe` SDK only for its types). Locally it is pointed at the Stripe emulator in lib/local
 * (`stripeApiBase`); with real Stripe test keys in the environment the same code talks to Stripe.
 * deps.ts loads this module on a function's first billing call.
 */
import type Stripe from 'stripe';
import { BillingProviderError, CardDeclined, InvalidSignature, NoBillingCustomer } from '../errors.js';
import type { Billing, ChargeInfo, CheckoutMode, CheckoutRequest, CheckoutSessionInfo, InvoiceInfo, PaymentInfo, PriceInfo, SubscriptionInfo, WebhookEvent } from '../ports/billing.js';
import type { AdapterConfig } from './config.js';
import { StripeApi, StripeApiError, verifyStripeSignature } from './stripe-api.js';
import { loadStripeKeys } from './stripe-keys.js';

const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === 'string' ? value : value.id);
const meta = (value: unknown): Record<string, string> => (value && typeof value === 'object' ? { ...(value as Record<string, string>) } : {});

const isStripeError = (error: unknown): error is StripeApiError => error instanceof StripeApiError;
const missing = (error: unknown) => isStripeError(error) && error.code === 'resource_missing';

function wrap(error: unknown): never {
  if (isStripeError(error)) throw new BillingProviderError(error.message, error.code, error.statusCode);
  throw error;
}

function priceInfo(price: Stripe.Price): PriceInfo {
  return { id: price.id, lookupKey: price.lookup_key ?? null, unitAmountCents: price.unit_amount ?? null, currency: price.currency, recurring: Boolean(price.recurring), active: price.active };
}

function subscriptionInfo(sub: Stripe.Subscription): SubscriptionInfo {
  // Since API 2025-03-31 the billing period lives on each subscription item.
  const item = sub.items?.data?.[0];
  return {
    id: sub.id,
    customerId: idOf(sub.customer as string | { id: string }),
    status: sub.status,
    lookupKey: item?.price?.lookup_key ?? null,
    periodEnd: item?.current_period_end ?? null,
    startDate: sub.start_date,
    metadata: meta(sub.metadata),
  };
}

function paymentInfo(pi: Stripe.PaymentIntent): PaymentInfo {
  const charge = typeof pi.latest_charge === 'object' && pi.latest_charge ? pi.latest_charge : undefined;
  return {
    paymentIntentId: pi.id,
    customerId: idOf(pi.customer as string | { id: string } | null),
    status: pi.status,
    amountCents: pi.amount,
    amountRefundedCents: charge?.amount_refunded ?? 0,
    created: pi.created,
    metadata: meta(pi.metadata),
  };
}

function invoiceInfo(invoice: Stripe.Invoice): InvoiceInfo {
  const details = invoice.parent?.subscription_details;
  const line = invoice.lines?.data?.[0];
  const pricing = (line as unknown as { pricing?: { price_details?: { price?: string | { lookup_key?: string | null } } } } | undefined)?.pricing;
  const price = pricing?.price_details?.price;
  return {
    id: invoice.id ?? '',
    customerId: idOf(invoice.customer as string | { id: string } | null),
    subscriptionId: idOf(details?.subscription as string | { id: string } | null | undefined),
    subscriptionMetadata: meta(details?.metadata),
    paid: invoice.status === 'paid',
    amountPaidCents: invoice.amount_paid,
    periodEnd: line?.period?.end ?? null,
    lookupKey: typeof price === 'object' && price ? (price.lookup_key ?? null) : null,
  };
}

function chargeInfo(charge: Stripe.Charge): ChargeInfo {
  return {
    id: charge.id,
    customerId: idOf(charge.customer as string | { id: string } | null),
    paymentIntentId: idOf(charge.payment_intent as string | { id: string } | null),
    amountCents: charge.amount,
    amountRefundedCents: charge.amount_refunded,
    refunded: charge.refunded,
  };
}

/** Every billing call, over Stripe's REST API. */
export class StripeBilling implements Billing {
  constructor(
    private readonly api: StripeApi,
    private readonly webhookSecret: string,
  ) {}

  /** Reads the keys and builds the client; `apiBase` (e.g. http://127.0.0.1:4204) points it at the emulator. */
  static async create(config: Pick<AdapterConfig, 'stripeApiBase'>, env: NodeJS.ProcessEnv = process.env): Promise<StripeBilling> {
    const keys = await loadStripeKeys(env);
    return new StripeBilling(new StripeApi(keys.secretKey, (config.stripeApiBase ?? 'https://api.stripe.com').replace(/\/$/, '')), keys.webhookSecret);
  }

  async priceByLookupKey(lookupKey: string): Promise<PriceInfo | undefined> {
    const list = await this.api.request<Stripe.ApiList<Stripe.Price>>('GET', '/v1/prices', { lookup_keys: [lookupKey], active: true, limit: 1 }).catch(wrap);
    const price = list.data[0];
    return price ? priceInfo(price) : undefined;
  }

  async retrievePrice(priceId: string): Promise<PriceInfo | undefined> {
    try {
      return priceInfo(await this.api.request<Stripe.Price>('GET', `/v1/prices/${encodeURIComponent(priceId)}`));
    } catch (error) {
      if (missing(error)) return undefined;
      return wrap(error);
    }
  }

  async createCustomer(input: { userId: string; email: string; name: string | null }, idempotencyKey: string): Promise<string> {
    const customer = await this.api
      .request<Stripe.Customer>('POST', '/v1/customers', { email: input.email, ...(input.name ? { name: input.name } : {}), metadata: { userId: input.userId } }, { idempotencyKey })
      .catch(wrap);
    return customer.id;
  }

  async createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string | null }> {
    const common = {
      customer: request.customerId,
      client_reference_id: request.userId,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      metadata: request.metadata,
    };
    const params: Stripe.Checkout.SessionCreateParams =
      request.mode === 'setup'
        ? { ...common, mode: 'setup', currency: 'usd', setup_intent_data: { metadata: request.metadata } }
        : request.mode === 'subscription'
          ? { ...common, mode: 'subscription', line_items: [{ price: request.priceId!, quantity: 1 }], subscription_data: { metadata: request.metadata } }
          : { ...common, mode: 'payment', line_items: [{ price: request.priceId!, quantity: 1 }], payment_intent_data: { metadata: request.metadata } };
    const session = await this.api.request<Stripe.Checkout.Session>('POST', '/v1/checkout/sessions', { ...params }, { idempotencyKey: request.idempotencyKey }).catch(wrap);
    return { id: session.id, url: session.url };
  }

  private async sessionInfo(session: Stripe.Checkout.Session): Promise<CheckoutSessionInfo> {
    let paymentMethodId: string | null = null;
    const setupIntent = session.setup_intent;
    if (session.mode === 'setup' && setupIntent) {
      const intent = typeof setupIntent === 'string' ? await this.api.request<Stripe.SetupIntent>('GET', `/v1/setup_intents/${encodeURIComponent(setupIntent)}`).catch(wrap) : setupIntent;
      paymentMethodId = idOf(intent.payment_method as string | { id: string } | null);
    }
    return {
      id: session.id,
      url: session.url ?? null,
      status: (session.status ?? 'open') as CheckoutSessionInfo['status'],
      mode: session.mode as CheckoutMode,
      paymentStatus: session.payment_status,
      customerId: idOf(session.customer as string | { id: string } | null),
      clientReferenceId: session.client_reference_id,
      subscriptionId: idOf(session.subscription as string | { id: string } | null),
      paymentIntentId: idOf(session.payment_intent as string | { id: string } | null),
      paymentMethodId,
      amountTotalCents: session.amount_total ?? 0,
      metadata: meta(session.metadata),
      created: session.created,
    };
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSessionInfo | undefined> {
    try {
      return await this.sessionInfo(await this.api.request<Stripe.Checkout.Session>('GET', `/v1/checkout/sessions/${encodeURIComponent(id)}`));
    } catch (error) {
      if (missing(error)) return undefined;
      return wrap(error);
    }
  }

  async createPortalSession(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.api.request<Stripe.BillingPortal.Session>('POST', '/v1/billing_portal/sessions', { customer: customerId, return_url: returnUrl }).catch((error: unknown) => {
      if (missing(error)) throw new NoBillingCustomer();
      return wrap(error);
    });
    return session.url;
  }

  async retrieveSubscription(id: string): Promise<SubscriptionInfo | undefined> {
    try {
      return subscriptionInfo(await this.api.request<Stripe.Subscription>('GET', `/v1/subscriptions/${encodeURIComponent(id)}`));
    } catch (error) {
      if (missing(error)) return undefined;
      return wrap(error);
    }
  }

  async cancelSubscription(id: string): Promise<SubscriptionInfo> {
    try {
      return subscriptionInfo(await this.api.request<Stripe.Subscription>('DELETE', `/v1/subscriptions/${encodeURIComponent(id)}`));
    } catch (error) {
      // Cancelling twice is not an error for us: read what it is now.
      if (isStripeError(error) && error.statusCode === 400) {
        const current = await this.retrieveSubscription(id);
        if (current?.status === 'canceled') return current;
      }
      return wrap(error);
    }
  }

  async retrievePayment(paymentIntentId: string): Promise<PaymentInfo | undefined> {
    try {
      return paymentInfo(await this.api.request<Stripe.PaymentIntent>('GET', `/v1/payment_intents/${encodeURIComponent(paymentIntentId)}`, { expand: ['latest_charge'] }));
    } catch (error) {
      if (missing(error)) return undefined;
      return wrap(error);
    }
  }

  async listPayments(customerId: string): Promise<PaymentInfo[]> {
    const list = await this.api.request<Stripe.ApiList<Stripe.PaymentIntent>>('GET', '/v1/payment_intents', { customer: customerId, limit: 100, expand: ['data.latest_charge'] }).catch(wrap);
    return list.data.map(paymentInfo);
  }

  async refundPayment(paymentIntentId: string, idempotencyKey: string): Promise<{ id: string; amountCents: number }> {
    const refund = await this.api.request<Stripe.Refund>('POST', '/v1/refunds', { payment_intent: paymentIntentId, reason: 'requested_by_customer' }, { idempotencyKey }).catch(wrap);
    return { id: refund.id, amountCents: refund.amount };
  }

  async chargeSavedCard(input: Parameters<Billing['chargeSavedCard']>[0]): Promise<PaymentInfo> {
    const pi = await this.api
      .request<Stripe.PaymentIntent>(
        'POST',
        '/v1/payment_intents',
        {
          amount: input.amountCents,
          currency: 'usd',
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          off_session: true,
          confirm: true,
          description: input.description,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      )
      .catch((error: unknown) => {
        if (isStripeError(error) && error.statusCode === 402) throw new CardDeclined(error.message);
        return wrap(error);
      });
    return paymentInfo(pi);
  }

  /** Deletes the customer, which ends its subscriptions at once; an unknown (already deleted) customer is done. */
  async deleteCustomer(customerId: string): Promise<void> {
    await this.api.request('DELETE', `/v1/customers/${encodeURIComponent(customerId)}`).catch((error: unknown) => {
      if (!missing(error)) wrap(error);
    });
  }

  async verifyWebhook(rawBody: string, signature: string | undefined): Promise<WebhookEvent> {
    if (!verifyStripeSignature(rawBody, signature, this.webhookSecret)) throw new InvalidSignature();
    let event: Stripe.Event;
    try {
      event = JSON.parse(rawBody) as Stripe.Event;
    } catch {
      throw new InvalidSignature();
    }
    const base = { id: event.id, type: event.type, created: event.created };
    const object = event.data.object as unknown;
    switch (event.type) {
      case 'checkout.session.completed':
        return { ...base, object: { kind: 'checkout', session: await this.sessionInfo(object as Stripe.Checkout.Session) } };
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return { ...base, object: { kind: 'subscription', subscription: subscriptionInfo(object as Stripe.Subscription) } };
      case 'invoice.paid':
      case 'invoice.payment_failed':
        return { ...base, object: { kind: 'invoice', invoice: { ...invoiceInfo(object as Stripe.Invoice), paid: event.type === 'invoice.paid' } } };
      case 'charge.refunded':
        return { ...base, object: { kind: 'charge', charge: chargeInfo(object as Stripe.Charge) } };
      default:
        return { ...base, object: { kind: 'other' } };
    }
  }
}

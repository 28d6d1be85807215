import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { inject } from 'vitest';
import type { Deps } from '../../lambdas/composition/deps.js';
import { handler as webhook } from '../../lambdas/handlers/billing-webhook.js';
import { PLANS } from '../../lambdas/domain/plans.js';
import { ensureCustomer } from '../../lambdas/use-cases/billing/checkout.js';
import { EMULATOR_SECRET_KEY, EMULATOR_WEBHOOK_SECRET } from '../../lib/local/stripe-emulator.js';
import { httpEvent } from './http-event.js';

const signer = new Stripe(EMULATOR_SECRET_KEY);

/** A Stripe event as Stripe sends it. `created` is epoch seconds. */
export function stripeEvent(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000), id = `evt_${randomUUID().replace(/-/g, '')}`) {
  return { id, object: 'event', api_version: Stripe.API_VERSION, created, type, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object } };
}

/** Delivers an event to the webhook function, signed with the local webhook secret unless told otherwise. */
export async function deliver(event: unknown, opts: { secret?: string; signature?: string; base64?: boolean } = {}) {
  const payload = JSON.stringify(event);
  const signature = opts.signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? EMULATOR_WEBHOOK_SECRET });
  const res = await webhook(httpEvent({ method: 'POST', path: '/api/billing/webhook', rawBody: payload, base64: opts.base64, headers: { 'stripe-signature': signature } }));
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : undefined };
}

/** A user id with a Stripe customer (created at the emulator and remembered), but no sign-in account. */
export async function customerUser(deps: Deps) {
  const id = randomUUID();
  const customerId = await ensureCustomer(deps, { id, email: `${id.slice(0, 8)}@billing.test`, name: 'Bill Payer' });
  return { id, customerId };
}

export const plan = (tier: string) => PLANS.find((p) => p.tier === tier)!;

/** Stripe object shapes (API 2025+: the billing period is on the subscription item). */
export const stripeObjects = {
  subscription(o: { id: string; customer: string; status: string; lookupKey?: string; periodEnd?: number; startDate?: number; metadata?: Record<string, string> }) {
    const start = o.startDate ?? Math.floor(Date.now() / 1000);
    return {
      id: o.id,
      object: 'subscription',
      customer: o.customer,
      status: o.status,
      start_date: start,
      created: start,
      metadata: o.metadata ?? {},
      items: {
        object: 'list',
        data: [{ id: `si_${o.id}`, object: 'subscription_item', price: { id: 'price_test', object: 'price', lookup_key: o.lookupKey ?? 'elite_monthly', unit_amount: 9900 }, current_period_end: o.periodEnd ?? start + 30 * 86400 }],
      },
    };
  },
  invoice(o: { id?: string; customer: string; subscription: string; amount?: number; periodEnd?: number; metadata?: Record<string, string>; status?: string }) {
    return {
      id: o.id ?? `in_${randomUUID().slice(0, 12)}`,
      object: 'invoice',
      customer: o.customer,
      status: o.status ?? 'paid',
      amount_paid: o.status === 'open' ? 0 : (o.amount ?? 9900),
      parent: { type: 'subscription_details', subscription_details: { subscription: o.subscription, metadata: o.metadata ?? {} } },
      lines: { object: 'list', data: [{ id: 'il_1', object: 'line_item', period: { start: 0, end: o.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86400 }, pricing: { price_details: { price: 'price_test' } } }] },
    };
  },
  checkoutSession(o: { id?: string; customer: string; userId: string; mode: 'payment' | 'subscription' | 'setup'; tier: string; paymentIntent?: string; subscription?: string; setupIntent?: string; amount?: number }) {
    return {
      id: o.id ?? `cs_test_${randomUUID().slice(0, 12)}`,
      object: 'checkout.session',
      mode: o.mode,
      status: 'complete',
      payment_status: o.mode === 'setup' ? 'no_payment_required' : 'paid',
      customer: o.customer,
      client_reference_id: o.userId,
      amount_total: o.amount ?? plan(o.tier).priceCents,
      payment_intent: o.paymentIntent ?? null,
      subscription: o.subscription ?? null,
      setup_intent: o.setupIntent ?? null,
      metadata: { userId: o.userId, tier: o.tier, agreementId: randomUUID(), agreementSignedAt: new Date().toISOString() },
      created: Math.floor(Date.now() / 1000),
      url: null,
    };
  },
  charge(o: { customer: string; paymentIntent: string; amount: number; refunded: number }) {
    return { id: `ch_${randomUUID().slice(0, 12)}`, object: 'charge', customer: o.customer, payment_intent: o.paymentIntent, amount: o.amount, amount_refunded: o.refunded, refunded: o.refunded >= o.amount };
  },
};

/** The emulator's test controls and API, with the local key. */
export async function emulator(path: string, params: Record<string, string> = {}, method = 'POST') {
  const stack = inject('localStack');
  const body = new URLSearchParams(params).toString();
  const url = `${stack.emulators.stripe}${path}${method === 'GET' && body ? `?${body}` : ''}`;
  const res = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${EMULATOR_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
    ...(method === 'GET' ? {} : { body }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Waits until a condition about the stored state holds (webhooks from the emulator arrive just after the call). */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

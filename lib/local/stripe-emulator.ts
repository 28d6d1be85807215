/**
 * A local Stripe: the part of Stripe's API this app calls, in memory and persisted under the data
 * folder, plus the hosted pages (Checkout with Pay / Cancel and a declining test card, and a Billing
 * Portal that can cancel a subscription), and webhooks signed with the configured secret in Stripe's
 * real `Stripe-Signature` format. The app talks to it over Stripe's REST API (adapters/stripe-api.ts,
 * pointed at it by `stripeApiBase`); tests also talk to it with the real `stripe` SDK.
 *
 * Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined at checkout;
 * 4000 0000 0000 0341 is saved fine but declined when charged later (after-service plans).
 *
 * Test controls (same bearer key as the API) under /_emulator: complete a checkout without a browser,
 * renew or fail a subscription's payment, change state without telling the app (to make drift), wait
 * for webhooks in flight, list and resend events.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';

export const EMULATOR_SECRET_KEY = 'sk_test_emulator_local';
export const EMULATOR_WEBHOOK_SECRET = 'whsec_emulator_local';
export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002', declinedLater: '4000000000000341' } as const;
const DECLINE_MESSAGE = 'Your card was declined.';

export interface SeedPrice {
  lookupKey: string;
  productName: string;
  unitAmount: number;
  recurring: boolean;
}

export interface StripeEmulatorOptions {
  /** Where state is persisted (a JSON file); restarts keep customers, sessions, subscriptions. */
  stateFile: string;
  port: number;
  secretKey?: string;
  webhookSecret?: string;
  /** Where events are delivered (the app's POST /api/billing/webhook); read at delivery time. */
  webhookUrl: () => string | undefined;
  prices: readonly SeedPrice[];
  /** Business name shown on the hosted pages. */
  businessName?: string;
  log?: (line: string) => void;
}

export interface StripeEmulator {
  url: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  stop(): Promise<void>;
}

type Obj = Record<string, unknown> & { id: string };
type Collection =
  | 'products'
  | 'prices'
  | 'customers'
  | 'checkout_sessions'
  | 'portal_sessions'
  | 'subscriptions'
  | 'invoices'
  | 'payment_intents'
  | 'charges'
  | 'refunds'
  | 'setup_intents'
  | 'payment_methods'
  | 'events';

interface State {
  objects: Record<Collection, Record<string, Obj>>;
  /** Idempotency-Key → the first response, as Stripe replays it. */
  idempotency: Record<string, { status: number; body: unknown }>;
}

const COLLECTIONS: Collection[] = [
  'products',
  'prices',
  'customers',
  'checkout_sessions',
  'portal_sessions',
  'subscriptions',
  'invoices',
  'payment_intents',
  'charges',
  'refunds',
  'setup_intents',
  'payment_methods',
  'events',
];

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const MONTH = 30 * 86_400;
const escapeHtml = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const path = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = out;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const key: string | number = Array.isArray(node) ? Number(segment) : segment;
      const container = node as Record<string | number, unknown>;
      if (last) {
        container[key] = value;
        return;
      }
      if (container[key] === undefined) container[key] = /^\d+$/.test(path[i + 1]!) ? [] : {};
      node = container[key] as Record<string, unknown> | unknown[];
    });
  }
  return out;
}

const list = (url: string, data: unknown[]) => ({ object: 'list', url, has_more: false, data });

export async function startStripeEmulator(options: StripeEmulatorOptions): Promise<StripeEmulator> {
  const secretKey = options.secretKey ?? EMULATOR_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? EMULATOR_WEBHOOK_SECRET;
  const log = options.log ?? (() => {});
  const businessName = options.businessName ?? 'Credit Repair';
  const signer = new Stripe(secretKey);

  const state: State = existsSync(options.stateFile)
    ? (JSON.parse(readFileSync(options.stateFile, 'utf8')) as State)
    : { objects: Object.fromEntries(COLLECTIONS.map((c) => [c, {}])) as State['objects'], idempotency: {} };
  for (const c of COLLECTIONS) state.objects[c] ??= {};
  const save = () => {
    const tmp = `${options.stateFile}.tmp`;
    writeFileSync(tmp, JSON.stringify(state));
    renameSync(tmp, options.stateFile);
  };
  const all = (c: Collection) => Object.values(state.objects[c]);
  const get = (c: Collection, id: string, what: string) => {
    const found = state.objects[c][id];
    if (!found) throw new ApiError(404, 'invalid_request_error', `No such ${what}: '${id}'`, 'resource_missing');
    return found;
  };
  const put = <T extends Obj>(c: Collection, obj: T): T => {
    state.objects[c][obj.id] = obj;
    return obj;
  };

  // Prices by lookup key, from the app's catalogue; a changed amount gets a new price that takes the key over.
  for (const seed of options.prices) {
    const current = all('prices').find((p) => p.lookup_key === seed.lookupKey);
    if (current && current.unit_amount === seed.unitAmount && Boolean(current.recurring) === seed.recurring) continue;
    if (current) Object.assign(current, { lookup_key: null, active: false });
    const product = put('products', { id: newId('prod'), object: 'product', name: seed.productName, active: true, created: now(), livemode: false });
    put('prices', {
      id: newId('price'),
      object: 'price',
      active: true,
      currency: 'usd',
      lookup_key: seed.lookupKey,
      nickname: seed.productName,
      product: product.id,
      recurring: seed.recurring ? { interval: 'month', interval_count: 1, usage_type: 'licensed' } : null,
      type: seed.recurring ? 'recurring' : 'one_time',
      unit_amount: seed.unitAmount,
      created: now(),
      livemode: false,
      metadata: {},
    });
  }
  save();

  // ---------- Events and webhook delivery ----------
  const queue: Obj[] = [];
  let delivering: Promise<void> = Promise.resolve();
  const timers = new Set<NodeJS.Timeout>();

  const emit = (type: string, object: Obj): Obj => {
    const event = put('events', {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    });
    queue.push(event);
    return event;
  };

  async function deliverOne(event: Obj, attempt = 1): Promise<boolean> {
    const target = options.webhookUrl();
    if (!target) return false;
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    try {
      const res = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload });
      if (res.ok) {
        event.pending_webhooks = 0;
        return true;
      }
      log(`[stripe] webhook ${event.type} (${event.id}) answered ${res.status}`);
    } catch (error) {
      log(`[stripe] webhook ${event.type} (${event.id}) failed: ${(error as Error).message}`);
    }
    // Stripe retries with backoff for days; locally a few tries over about a minute.
    if (attempt < 5) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void deliverOne(event, attempt + 1).then(save);
      }, 1_000 * 4 ** (attempt - 1));
      timer.unref();
      timers.add(timer);
    }
    return false;
  }

  /** Delivers what is queued, in order, before answering (so a redirect after Pay finds the app up to date). */
  function flush(deliver = true): Promise<void> {
    const batch = queue.splice(0);
    save();
    if (!deliver) return Promise.resolve();
    delivering = delivering.then(async () => {
      for (const event of batch) await deliverOne(event);
      save();
    });
    return delivering;
  }

  // ---------- Objects ----------
  const card = (number: string) => number.replace(/\D/g, '');

  function newCharge(pi: Obj): Obj {
    return put('charges', {
      id: newId('ch'),
      object: 'charge',
      amount: pi.amount,
      amount_captured: pi.amount,
      amount_refunded: 0,
      captured: true,
      currency: 'usd',
      customer: pi.customer,
      paid: true,
      payment_intent: pi.id,
      payment_method: pi.payment_method,
      refunded: false,
      status: 'succeeded',
      created: now(),
      livemode: false,
      metadata: pi.metadata ?? {},
    });
  }

  function paymentMethod(customer: string, number: string): Obj {
    const digits = card(number);
    return put('payment_methods', {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer,
      card: { brand: 'visa', last4: digits.slice(-4), exp_month: 12, exp_year: new Date().getFullYear() + 3 },
      created: now(),
      livemode: false,
      _number: digits,
    });
  }

  function succeededPayment(customer: string, amount: number, pm: Obj, metadata: unknown, description?: string): Obj {
    const pi: Obj = put('payment_intents', {
      id: newId('pi'),
      object: 'payment_intent',
      amount,
      amount_received: amount,
      currency: 'usd',
      customer,
      description: description ?? null,
      payment_method: pm.id,
      status: 'succeeded',
      created: now(),
      livemode: false,
      metadata: metadata ?? {},
      latest_charge: null,
    });
    const charge = newCharge(pi);
    pi.latest_charge = charge.id;
    emit('payment_intent.succeeded', pi);
    emit('charge.succeeded', charge);
    return pi;
  }

  function subscriptionItem(sub: Obj, price: Obj, start: number): Obj {
    return { id: newId('si'), object: 'subscription_item', price, quantity: 1, subscription: sub.id, current_period_start: start, current_period_end: start + MONTH, created: start };
  }

  function invoiceFor(sub: Obj, paid: boolean, pm: Obj | undefined): Obj {
    const item = (sub.items as { data: Obj[] }).data[0]!;
    const price = item.price as Obj;
    const amount = price.unit_amount as number;
    const invoice: Obj = put('invoices', {
      id: newId('in'),
      object: 'invoice',
      customer: sub.customer,
      status: paid ? 'paid' : 'open',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      currency: 'usd',
      created: now(),
      livemode: false,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      lines: {
        object: 'list',
        has_more: false,
        data: [
          {
            id: newId('il'),
            object: 'line_item',
            amount,
            period: { start: item.current_period_start, end: item.current_period_end },
            pricing: { type: 'price_details', price_details: { price: price.id, product: price.product } },
          },
        ],
      },
    });
    if (paid && pm) {
      const pi = succeededPayment(sub.customer as string, amount, pm, { invoice: invoice.id, ...(sub.metadata as object) });
      invoice.payments = { object: 'list', data: [{ object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: pi.id } }] };
    }
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  function completeCheckout(session: Obj, number: string): void {
    if (session.status !== 'open') throw new ApiError(400, 'invalid_request_error', `This Checkout Session is ${String(session.status)}.`, 'checkout_session_not_open');
    const digits = card(number);
    if (digits === TEST_CARDS.declined) throw new ApiError(402, 'card_error', DECLINE_MESSAGE, 'card_declined', { decline_code: 'generic_decline' });
    const customer = session.customer as string;
    const pm = paymentMethod(customer, digits);
    const internal = session._internal as { price?: string; subscriptionMetadata?: object; paymentIntentMetadata?: object; setupIntentMetadata?: object };
    const at = now();
    if (session.mode === 'payment') {
      const price = get('prices', internal.price!, 'price');
      const pi = succeededPayment(customer, price.unit_amount as number, pm, internal.paymentIntentMetadata);
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: pi.id, amount_total: price.unit_amount });
    } else if (session.mode === 'subscription') {
      const price = get('prices', internal.price!, 'price');
      const sub = put('subscriptions', {
        id: newId('sub'),
        object: 'subscription',
        customer,
        status: 'active',
        start_date: at,
        created: at,
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        default_payment_method: pm.id,
        metadata: internal.subscriptionMetadata ?? {},
        latest_invoice: null,
        livemode: false,
        items: { object: 'list', has_more: false, data: [] as Obj[] },
      });
      (sub.items as { data: Obj[] }).data.push(subscriptionItem(sub, price, at));
      emit('customer.subscription.created', sub);
      const invoice = invoiceFor(sub, true, pm);
      emit('invoice.paid', invoice);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id, invoice: invoice.id, amount_total: price.unit_amount });
    } else {
      const seti = put('setup_intents', {
        id: newId('seti'),
        object: 'setup_intent',
        customer,
        payment_method: pm.id,
        status: 'succeeded',
        usage: 'off_session',
        metadata: internal.setupIntentMetadata ?? {},
        created: at,
        livemode: false,
      });
      emit('setup_intent.succeeded', seti);
      const cust = get('customers', customer, 'customer');
      cust.invoice_settings = { default_payment_method: pm.id };
      Object.assign(session, { status: 'complete', payment_status: 'no_payment_required', setup_intent: seti.id });
    }
    emit('checkout.session.completed', session);
  }

  function cancelSubscription(sub: Obj): Obj {
    if (sub.status === 'canceled') throw new ApiError(400, 'invalid_request_error', `No such subscription: '${sub.id}' is already canceled.`, 'subscription_canceled');
    Object.assign(sub, { status: 'canceled', canceled_at: now(), ended_at: now(), cancel_at_period_end: false });
    emit('customer.subscription.deleted', sub);
    return sub;
  }

  function refund(pi: Obj, amount: number | undefined, reason: string | undefined): Obj {
    if (pi.status !== 'succeeded') throw new ApiError(400, 'invalid_request_error', `PaymentIntent ${pi.id} does not have a successful charge to refund.`, 'charge_not_refundable');
    const charge = get('charges', pi.latest_charge as string, 'charge');
    const remaining = (charge.amount as number) - (charge.amount_refunded as number);
    if (remaining <= 0) throw new ApiError(400, 'invalid_request_error', `Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
    const value = amount ?? remaining;
    if (value > remaining) throw new ApiError(400, 'invalid_request_error', `Refund amount (${usd(value)}) is greater than unrefunded amount on charge (${usd(remaining)})`, 'amount_too_large');
    const created = put('refunds', { id: newId('re'), object: 'refund', amount: value, charge: charge.id, payment_intent: pi.id, currency: 'usd', reason: reason ?? null, status: 'succeeded', created: now(), livemode: false });
    charge.amount_refunded = (charge.amount_refunded as number) + value;
    charge.refunded = charge.amount_refunded === charge.amount;
    emit('refund.created', created);
    emit('charge.refunded', charge);
    return created;
  }

  // ---------- Output shaping (expand, internals) ----------
  function view(obj: Obj, expand: string[] = []): Obj {
    const out = structuredClone(obj) as Obj;
    for (const key of Object.keys(out)) if (key.startsWith('_')) delete out[key];
    for (const path of expand) {
      const [head] = path.split('.');
      if (head === 'latest_charge' && typeof out.latest_charge === 'string') out.latest_charge = view(get('charges', out.latest_charge, 'charge'));
      if (head === 'setup_intent' && typeof out.setup_intent === 'string') out.setup_intent = view(get('setup_intents', out.setup_intent, 'setup_intent'));
    }
    return out;
  }

  // ---------- The API ----------
  async function api(method: string, path: string, params: Record<string, unknown>, res: ServerResponse): Promise<unknown> {
    const expand = (params.expand as string[] | undefined) ?? [];
    const m = (pattern: RegExp) => pattern.exec(path);
    let match: RegExpExecArray | null;

    if (method === 'GET' && path === '/v1/prices') {
      const keys = (params.lookup_keys as string[] | undefined) ?? [];
      const active = params.active === undefined ? undefined : params.active === 'true';
      const found = all('prices').filter((p) => (!keys.length || keys.includes(p.lookup_key as string)) && (active === undefined || p.active === active));
      return list('/v1/prices', found.slice(0, Number(params.limit ?? 10)).map((p) => view(p)));
    }
    if (method === 'GET' && (match = m(/^\/v1\/prices\/([^/]+)$/))) return view(get('prices', match[1]!, 'price'));

    if (method === 'POST' && path === '/v1/customers') {
      return view(put('customers', { id: newId('cus'), object: 'customer', email: params.email ?? null, name: params.name ?? null, metadata: params.metadata ?? {}, created: now(), livemode: false, invoice_settings: { default_payment_method: null } }));
    }
    if (method === 'GET' && (match = m(/^\/v1\/customers\/([^/]+)$/))) return view(get('customers', match[1]!, 'customer'));
    if (method === 'DELETE' && (match = m(/^\/v1\/customers\/([^/]+)$/))) {
      const customer = get('customers', match[1]!, 'customer');
      for (const sub of all('subscriptions')) if (sub.customer === customer.id && sub.status !== 'canceled') cancelSubscription(sub);
      delete state.objects.customers[customer.id];
      emit('customer.deleted', customer);
      return { id: customer.id, object: 'customer', deleted: true };
    }

    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const mode = params.mode as string;
      if (!['payment', 'subscription', 'setup'].includes(mode)) throw new ApiError(400, 'invalid_request_error', 'Invalid mode', 'parameter_invalid_empty');
      const customer = get('customers', String(params.customer), 'customer');
      if (typeof params.success_url !== 'string' || typeof params.cancel_url !== 'string') throw new ApiError(400, 'invalid_request_error', 'Missing required param: success_url.', 'parameter_missing');
      const lineItems = (params.line_items as { price: string; quantity?: string }[] | undefined) ?? [];
      let price: Obj | undefined;
      if (mode !== 'setup') {
        if (lineItems.length !== 1) throw new ApiError(400, 'invalid_request_error', 'This emulator takes exactly one line item.', 'parameter_invalid_integer');
        price = get('prices', lineItems[0]!.price, 'price');
        if ((mode === 'subscription') !== Boolean(price.recurring)) {
          throw new ApiError(400, 'invalid_request_error', mode === 'subscription' ? 'You must provide at least one recurring price in `subscription` mode when using prices.' : 'You specified `payment` mode but passed a recurring price.', 'parameter_invalid');
        }
      } else if (params.currency !== 'usd') {
        throw new ApiError(400, 'invalid_request_error', 'Missing required param: currency.', 'parameter_missing');
      }
      const id = newId('cs_test');
      const base = `http://127.0.0.1:${options.port}`;
      return view(
        put('checkout_sessions', {
          id,
          object: 'checkout.session',
          mode,
          status: 'open',
          payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
          url: `${base}/checkout/${id}`,
          customer: customer.id,
          customer_email: customer.email,
          client_reference_id: params.client_reference_id ?? null,
          success_url: params.success_url,
          cancel_url: params.cancel_url,
          metadata: params.metadata ?? {},
          amount_total: price ? price.unit_amount : null,
          currency: 'usd',
          subscription: null,
          payment_intent: null,
          setup_intent: null,
          created: now(),
          expires_at: now() + 86_400,
          livemode: false,
          _internal: {
            price: price?.id,
            subscriptionMetadata: (params.subscription_data as { metadata?: object } | undefined)?.metadata,
            paymentIntentMetadata: (params.payment_intent_data as { metadata?: object } | undefined)?.metadata,
            setupIntentMetadata: (params.setup_intent_data as { metadata?: object } | undefined)?.metadata,
          },
        }),
      );
    }
    if (method === 'GET' && (match = m(/^\/v1\/checkout\/sessions\/([^/]+)$/))) return view(expireIfDue(get('checkout_sessions', match[1]!, 'checkout.session')), expand);

    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = get('customers', String(params.customer), 'customer');
      const id = newId('bps');
      return view(put('portal_sessions', { id, object: 'billing_portal.session', customer: customer.id, return_url: params.return_url ?? null, url: `http://127.0.0.1:${options.port}/portal/${id}`, created: now(), livemode: false }));
    }

    if (method === 'GET' && path === '/v1/subscriptions') {
      const found = all('subscriptions').filter((s) => !params.customer || s.customer === params.customer);
      return list('/v1/subscriptions', found.map((s) => view(s)));
    }
    if (method === 'GET' && (match = m(/^\/v1\/subscriptions\/([^/]+)$/))) return view(get('subscriptions', match[1]!, 'subscription'));
    if (method === 'DELETE' && (match = m(/^\/v1\/subscriptions\/([^/]+)$/))) return view(cancelSubscription(get('subscriptions', match[1]!, 'subscription')));

    if (method === 'GET' && (match = m(/^\/v1\/setup_intents\/([^/]+)$/))) return view(get('setup_intents', match[1]!, 'setup_intent'));
    if (method === 'GET' && (match = m(/^\/v1\/invoices\/([^/]+)$/))) return view(get('invoices', match[1]!, 'invoice'));

    if (method === 'GET' && path === '/v1/payment_intents') {
      const found = all('payment_intents')
        .filter((p) => !params.customer || p.customer === params.customer)
        .sort((a, b) => (b.created as number) - (a.created as number));
      const inner = expand.filter((e) => e.startsWith('data.')).map((e) => e.slice(5));
      return list('/v1/payment_intents', found.map((p) => view(p, inner)));
    }
    if (method === 'GET' && (match = m(/^\/v1\/payment_intents\/([^/]+)$/))) return view(get('payment_intents', match[1]!, 'payment_intent'), expand);
    if (method === 'POST' && path === '/v1/payment_intents') {
      const customer = get('customers', String(params.customer), 'customer');
      const pm = get('payment_methods', String(params.payment_method), 'payment_method');
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 50) throw new ApiError(400, 'invalid_request_error', 'Amount must be at least $0.50 usd', 'amount_too_small');
      if (params.confirm !== 'true') throw new ApiError(400, 'invalid_request_error', 'This emulator only creates confirmed payment intents.', 'parameter_invalid');
      if (pm._number === TEST_CARDS.declinedLater || pm._number === TEST_CARDS.declined) {
        const failed = put('payment_intents', { id: newId('pi'), object: 'payment_intent', amount, currency: 'usd', customer: customer.id, payment_method: pm.id, status: 'requires_payment_method', created: now(), livemode: false, metadata: params.metadata ?? {}, latest_charge: null });
        emit('payment_intent.payment_failed', failed);
        throw new ApiError(402, 'card_error', DECLINE_MESSAGE, 'card_declined', { decline_code: 'generic_decline', payment_intent: view(failed) });
      }
      return view(succeededPayment(customer.id, amount, pm, params.metadata, params.description as string | undefined));
    }

    if (method === 'POST' && path === '/v1/refunds') {
      const pi = get('payment_intents', String(params.payment_intent), 'payment_intent');
      return view(refund(pi, params.amount === undefined ? undefined : Number(params.amount), params.reason as string | undefined));
    }

    // ---- Test controls ----
    if (method === 'POST' && (match = m(/^\/_emulator\/checkout\/([^/]+)\/complete$/))) {
      const session = get('checkout_sessions', match[1]!, 'checkout.session');
      completeCheckout(session, String(params.card ?? TEST_CARDS.success));
      return { session: view(session), deliver: params.deliver !== 'false' };
    }
    if (method === 'POST' && (match = m(/^\/_emulator\/subscriptions\/([^/]+)\/(renew|fail_payment|set_status)$/))) {
      const sub = get('subscriptions', match[1]!, 'subscription');
      const item = (sub.items as { data: Obj[] }).data[0]!;
      if (match[2] === 'renew') {
        item.current_period_start = item.current_period_end;
        item.current_period_end = (item.current_period_end as number) + MONTH;
        sub.status = 'active';
        emit('invoice.paid', invoiceFor(sub, true, get('payment_methods', sub.default_payment_method as string, 'payment_method')));
        emit('customer.subscription.updated', sub);
      } else if (match[2] === 'fail_payment') {
        sub.status = 'past_due';
        emit('invoice.payment_failed', invoiceFor(sub, false, undefined));
        emit('customer.subscription.updated', sub);
      } else {
        sub.status = String(params.status);
        if (sub.status === 'canceled') Object.assign(sub, { canceled_at: now(), ended_at: now() });
        emit(sub.status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated', sub);
      }
      return { subscription: view(sub), deliver: params.deliver !== 'false' };
    }
    if (method === 'POST' && (match = m(/^\/_emulator\/payment_intents\/([^/]+)\/refund$/))) {
      refund(get('payment_intents', match[1]!, 'payment_intent'), undefined, 'requested_by_customer');
      return { ok: true, deliver: params.deliver !== 'false' };
    }
    if (method === 'POST' && path === '/_emulator/deliveries/settle') {
      // Answers once every webhook already sent off has been delivered: a test that makes drift by
      // hand waits here first, so a late delivery of an earlier event cannot undo the drift.
      await delivering.catch(() => {});
      return { ok: true, deliver: false };
    }
    if (method === 'GET' && path === '/_emulator/events') {
      const type = params.type as string | undefined;
      return list('/_emulator/events', all('events').filter((e) => !type || e.type === type).sort((a, b) => (a.created as number) - (b.created as number)));
    }
    if (method === 'POST' && (match = m(/^\/_emulator\/events\/([^/]+)\/resend$/))) {
      const event = get('events', match[1]!, 'event');
      queue.push(event);
      return { ok: true, deliver: true };
    }
    void res;
    throw new ApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}). This Stripe emulator does not implement it.`, 'resource_missing');
  }

  function expireIfDue(session: Obj): Obj {
    if (session.status === 'open' && (session.expires_at as number) <= now()) {
      session.status = 'expired';
      emit('checkout.session.expired', session);
    }
    return session;
  }

  // ---------- Hosted pages ----------
  const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, -apple-system, Segoe UI, Roboto, sans-serif; background: #f6f8fa; color: #1a1f36; margin: 0; }
  main { max-width: 460px; margin: 48px auto; background: #fff; border-radius: 12px; padding: 32px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 20px; margin: 0 0 4px; } .muted { color: #697386; font-size: 14px; } .amount { font-size: 32px; font-weight: 700; margin: 12px 0 20px; }
  label { display: block; font-size: 14px; margin: 12px 0 4px; } input { width: 100%; box-sizing: border-box; padding: 10px; border: 1px solid #cfd7df; border-radius: 6px; font-size: 16px; }
  .row { display: flex; gap: 12px; } .row > div { flex: 1; }
  button, .button { display: block; box-sizing: border-box; width: 100%; margin-top: 20px; padding: 12px; border: 0; border-radius: 6px; background: #635bff; color: #fff; font-size: 16px; font-weight: 600; cursor: pointer; text-align: center; text-decoration: none; }
  .secondary { background: #fff; color: #635bff; border: 1px solid #cfd7df; }
  .error { background: #fde8e8; color: #a4161a; padding: 10px 12px; border-radius: 6px; margin-top: 12px; }
  .badge { display: inline-block; background: #ffde92; color: #6b4c00; border-radius: 4px; padding: 2px 6px; font-size: 12px; font-weight: 600; }
  table { width: 100%; border-collapse: collapse; margin-top: 12px; font-size: 14px; } td { padding: 8px 4px; border-top: 1px solid #eef1f4; }
</style></head><body><main>${body}</main></body></html>`;

  function checkoutPage(session: Obj, error?: string): string {
    const internal = session._internal as { price?: string };
    const price = internal.price ? state.objects.prices[internal.price] : undefined;
    const product = price ? state.objects.products[price.product as string] : undefined;
    const amount = price ? usd(price.unit_amount as number) : '';
    const title = session.mode === 'setup' ? 'Save your card' : `${product?.name ?? 'Your purchase'}`;
    const action = session.mode === 'setup' ? 'Save card' : session.mode === 'subscription' ? `Pay ${amount} and subscribe` : `Pay ${amount}`;
    if (session.status !== 'open') {
      return page('Checkout', `<h1>This checkout is ${escapeHtml(session.status)}</h1><p class="muted">There is nothing more to do here.</p>
        <a class="button" href="${escapeHtml(String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id))}">Return to ${escapeHtml(businessName)}</a>`);
    }
    return page(
      `Checkout – ${businessName}`,
      `<p class="muted">${escapeHtml(businessName)} <span class="badge">TEST MODE</span></p>
      <h1>${escapeHtml(title)}</h1>
      ${session.mode === 'setup' ? '<p class="muted">Your card is saved now and charged only when the work has been performed.</p>' : `<div class="amount">${escapeHtml(amount)}${session.mode === 'subscription' ? ' <span class="muted">per month</span>' : ''}</div>`}
      <form method="post" action="/checkout/${escapeHtml(session.id)}/pay">
        <label for="email">Email</label><input id="email" name="email" type="email" value="${escapeHtml(session.customer_email)}" autocomplete="email">
        <label for="card">Card number</label><input id="card" name="card" inputmode="numeric" value="4242 4242 4242 4242" autocomplete="cc-number">
        <div class="row"><div><label for="exp">Expiry</label><input id="exp" name="exp" value="12 / 34"></div><div><label for="cvc">CVC</label><input id="cvc" name="cvc" value="123"></div></div>
        <label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name">
        ${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
        <button type="submit">${escapeHtml(action)}</button>
      </form>
      <a class="button secondary" href="/checkout/${escapeHtml(session.id)}/cancel">Cancel</a>
      <p class="muted">Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined.</p>`,
    );
  }

  function portalPage(portal: Obj): string {
    const customerId = portal.customer as string;
    const subs = all('subscriptions').filter((s) => s.customer === customerId);
    const payments = all('payment_intents').filter((p) => p.customer === customerId && p.status === 'succeeded');
    const rows = subs
      .map((s) => {
        const price = ((s.items as { data: Obj[] }).data[0]?.price ?? {}) as Obj;
        const product = state.objects.products[price.product as string];
        const cancel =
          s.status === 'canceled'
            ? '<span class="muted">Cancelled</span>'
            : `<form method="post" action="/portal/${escapeHtml(portal.id)}/subscriptions/${escapeHtml(s.id)}/cancel"><button type="submit" class="secondary">Cancel subscription</button></form>`;
        return `<tr><td>${escapeHtml(product?.name ?? s.id)}<br><span class="muted">${escapeHtml(s.status)} · ${escapeHtml(usd(price.unit_amount as number))} per month</span></td><td>${cancel}</td></tr>`;
      })
      .join('');
    const history = payments
      .map((p) => {
        const charge = state.objects.charges[p.latest_charge as string];
        const refunded = charge && (charge.amount_refunded as number) > 0 ? ` (refunded ${usd(charge.amount_refunded as number)})` : '';
        return `<tr><td>${new Date((p.created as number) * 1000).toISOString().slice(0, 10)}</td><td>${escapeHtml(usd(p.amount as number))}${escapeHtml(refunded)}</td></tr>`;
      })
      .join('');
    return page(
      `Billing – ${businessName}`,
      `<p class="muted">${escapeHtml(businessName)} <span class="badge">TEST MODE</span></p><h1>Manage your billing</h1>
      <h2 style="font-size:16px;margin-top:24px">Subscriptions</h2>${rows ? `<table>${rows}</table>` : '<p class="muted">No subscriptions.</p>'}
      <h2 style="font-size:16px;margin-top:24px">Payments</h2>${history ? `<table>${history}</table>` : '<p class="muted">No payments yet.</p>'}
      ${portal.return_url ? `<a class="button" href="${escapeHtml(portal.return_url)}">Return to ${escapeHtml(businessName)}</a>` : ''}`,
    );
  }

  async function hosted(method: string, path: string, body: Record<string, unknown>, res: ServerResponse): Promise<boolean> {
    let match: RegExpExecArray | null;
    const html = (status: number, text: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(text);
    };
    const redirect = (to: string) => {
      res.writeHead(303, { location: to, 'cache-control': 'no-store' });
      res.end();
    };
    if ((match = /^\/checkout\/([^/]+)$/.exec(path)) && method === 'GET') {
      const session = state.objects.checkout_sessions[match[1]!];
      if (!session) html(404, page('Not found', '<h1>This checkout link is not valid.</h1>'));
      else html(200, checkoutPage(expireIfDue(session)));
      return true;
    }
    if ((match = /^\/checkout\/([^/]+)\/pay$/.exec(path)) && method === 'POST') {
      const session = state.objects.checkout_sessions[match[1]!];
      if (!session) {
        html(404, page('Not found', '<h1>This checkout link is not valid.</h1>'));
        return true;
      }
      try {
        completeCheckout(session, String(body.card ?? ''));
      } catch (error) {
        if (error instanceof ApiError) {
          html(error.status === 402 ? 402 : 400, checkoutPage(session, error.message));
          return true;
        }
        throw error;
      }
      await flush();
      log(`[stripe] checkout ${session.id} paid (${String(session.mode)})`);
      redirect(String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id));
      return true;
    }
    if ((match = /^\/checkout\/([^/]+)\/cancel$/.exec(path)) && method === 'GET') {
      const session = state.objects.checkout_sessions[match[1]!];
      if (!session) html(404, page('Not found', '<h1>This checkout link is not valid.</h1>'));
      else redirect(String(session.cancel_url));
      return true;
    }
    if ((match = /^\/portal\/([^/]+)$/.exec(path)) && method === 'GET') {
      const portal = state.objects.portal_sessions[match[1]!];
      if (!portal) html(404, page('Not found', '<h1>This billing link is not valid.</h1>'));
      else html(200, portalPage(portal));
      return true;
    }
    if ((match = /^\/portal\/([^/]+)\/subscriptions\/([^/]+)\/cancel$/.exec(path)) && method === 'POST') {
      const portal = state.objects.portal_sessions[match[1]!];
      const sub = state.objects.subscriptions[match[2]!];
      if (!portal || !sub || sub.customer !== portal.customer) {
        html(404, page('Not found', '<h1>This billing link is not valid.</h1>'));
        return true;
      }
      if (sub.status !== 'canceled') cancelSubscription(sub);
      await flush();
      redirect(`/portal/${portal.id}`);
      return true;
    }
    return false;
  }

  // ---------- The server ----------
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      req.on('error', reject);
    });

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = (req.method ?? 'GET').toUpperCase();
      const text = await readBody(req);
      const params = parseStripeForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : text);
      if (await hosted(method, url.pathname, params, res)) return;

      const requestId = newId('req');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': requestId, 'stripe-version': Stripe.API_VERSION });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      }
      const idempotencyKey = method === 'POST' ? req.headers['idempotency-key'] : undefined;
      const remembered = typeof idempotencyKey === 'string' ? `${url.pathname}#${idempotencyKey}` : undefined;
      if (remembered && state.idempotency[remembered]) {
        const replay = state.idempotency[remembered]!;
        res.setHeader('idempotent-replayed', 'true');
        return send(replay.status, replay.body);
      }
      let status = 200;
      let body: unknown;
      let deliver = true;
      try {
        body = await api(method, url.pathname, params, res);
        if (body && typeof body === 'object' && 'deliver' in body) deliver = (body as { deliver: boolean }).deliver;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        status = error.status;
        body = { error: { type: error.type, message: error.message, ...(error.code ? { code: error.code } : {}), ...error.extra } };
      }
      if (remembered && status < 500) state.idempotency[remembered] = { status, body };
      // Webhooks for what this call changed go out after the answer, as Stripe's do.
      send(status, body);
      void flush(deliver);
    })().catch((error: unknown) => {
      log(`[stripe] ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'Emulator error' } }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as { port: number }).port;
  if (options.port === 0) options.port = port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    secretKey,
    webhookSecret,
    async stop() {
      timers.forEach(clearTimeout);
      timers.clear();
      await delivering.catch(() => {});
      save();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

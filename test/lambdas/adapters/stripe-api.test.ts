import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeBilling } from '../../../lambdas/adapters/billing.js';
import { encodeStripeForm, STRIPE_API_VERSION, StripeApi, verifyStripeSignature, WEBHOOK_TOLERANCE_S } from '../../../lambdas/adapters/stripe-api.js';
import { BillingProviderError, CardDeclined, InvalidSignature } from '../../../lambdas/errors.js';
import { parseStripeForm, startStripeEmulator, type StripeEmulator } from '../../../lib/local/stripe-emulator.js';

/** What a client sent: a throwaway server that records one request and answers `{}`. */
async function capture(send: (base: string) => Promise<unknown>): Promise<{ method: string; url: string; body: string; headers: IncomingHttpHeaders }> {
  let seen: { method: string; url: string; body: string; headers: IncomingHttpHeaders } | undefined;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen = { method: req.method!, url: req.url!, body, headers: req.headers };
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"x","object":"checkout.session"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await send(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
  return seen!;
}

describe("Stripe's REST API without the SDK", () => {
  let dir: string;
  let emulator: StripeEmulator;
  let sdk: Stripe;
  let billing: StripeBilling;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'stripe-api-'));
    emulator = await startStripeEmulator({ stateFile: join(dir, 'state.json'), port: 0, webhookUrl: () => undefined, prices: [], log: () => {} });
    sdk = new Stripe(emulator.secretKey, { host: '127.0.0.1', port: emulator.port, protocol: 'http', telemetry: false });
    billing = await StripeBilling.create({ stripeApiBase: emulator.url }, { STRIPE_SECRET_KEY: emulator.secretKey, STRIPE_WEBHOOK_SECRET: emulator.webhookSecret });
  });
  afterAll(async () => {
    await emulator.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('speaks the API version the SDK pins', () => {
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
  });

  it('encodes a request body exactly as the SDK does (nested objects, indexed arrays, booleans)', async () => {
    const params = {
      customer: 'cus_1',
      mode: 'subscription' as const,
      success_url: 'https://app.test/ok?a=1&b=2',
      cancel_url: 'https://app.test/no',
      line_items: [{ price: 'price_1', quantity: 1 }],
      subscription_data: { metadata: { userId: 'u-1', plan: 'Elite Plan' } },
      metadata: { 'we/ird key': "ü & = (it's [done]!)*" },
    };
    const fromSdk = await capture((base) => {
      const url = new URL(base);
      return new Stripe('sk_test_x', { host: url.hostname, port: url.port, protocol: 'http', telemetry: false, maxNetworkRetries: 0 }).checkout.sessions.create(params);
    });
    const ours = await capture((base) => new StripeApi('sk_test_x', base).request('POST', '/v1/checkout/sessions', params, { idempotencyKey: 'k-1' }));
    expect(ours.body).toBe(fromSdk.body);
    expect(parseStripeForm(ours.body)).toEqual({ ...params, line_items: [{ price: 'price_1', quantity: '1' }] });
    expect(ours.headers).toMatchObject({ authorization: 'Bearer sk_test_x', 'stripe-version': STRIPE_API_VERSION, 'idempotency-key': 'k-1', 'content-type': 'application/x-www-form-urlencoded' });
    expect(encodeStripeForm({ a: null, b: undefined, c: true, expand: ['data.latest_charge'] })).toBe('a=&c=true&expand[0]=data.latest_charge');
  });

  it('puts a GET\'s parameters in the query string, as the SDK does', async () => {
    const params = { lookup_keys: ['elite_monthly'], active: true, limit: 1 };
    const fromSdk = await capture((base) => {
      const url = new URL(base);
      return new Stripe('sk_test_x', { host: url.hostname, port: url.port, protocol: 'http', telemetry: false }).prices.list(params);
    });
    const ours = await capture((base) => new StripeApi('sk_test_x', base).request('GET', '/v1/prices', params));
    expect(ours).toMatchObject({ method: 'GET', url: fromSdk.url, body: '' });
  });

  it('makes the billing calls against the emulator: customer, checkout, price, subscription lookups, deletion', async () => {
    const customerId = await billing.createCustomer({ userId: 'u-api', email: 'api@billing.test', name: 'Api Test' }, 'cust-u-api');
    expect(await billing.createCustomer({ userId: 'u-api', email: 'api@billing.test', name: 'Api Test' }, 'cust-u-api')).toBe(customerId);
    expect((await sdk.customers.retrieve(customerId)) as Stripe.Customer).toMatchObject({ email: 'api@billing.test', name: 'Api Test', metadata: { userId: 'u-api' } });
    const session = await billing.createCheckoutSession({ mode: 'setup', customerId, userId: 'u-api', metadata: { userId: 'u-api' }, successUrl: 'https://app.test/ok', cancelUrl: 'https://app.test/no', idempotencyKey: 'co-u-api' });
    expect(await billing.retrieveCheckoutSession(session.id)).toMatchObject({ id: session.id, mode: 'setup', customerId, clientReferenceId: 'u-api', metadata: { userId: 'u-api' }, status: 'open' });
    expect(await billing.retrieveCheckoutSession('cs_missing')).toBeUndefined();
    expect(await billing.retrievePrice('price_missing')).toBeUndefined();
    expect(await billing.retrieveSubscription('sub_missing')).toBeUndefined();
    expect(await billing.listPayments(customerId)).toEqual([]);
    await billing.deleteCustomer(customerId);
    await expect(sdk.customers.retrieve(customerId)).rejects.toMatchObject({ code: 'resource_missing' });
    await expect(billing.deleteCustomer(customerId)).resolves.toBeUndefined();
  });

  it("turns Stripe's other errors into BillingProviderError with Stripe's message and status", async () => {
    const wrongKey = new StripeBilling(new StripeApi('sk_test_wrong', emulator.url), 'whsec_x');
    const error = (await wrongKey.deleteCustomer('cus_x').catch((e: unknown) => e)) as BillingProviderError;
    expect(error).toBeInstanceOf(BillingProviderError);
    expect(error).toMatchObject({ status: 401, detail: 'Invalid API Key provided.' });
  });

  it('answers a 402 on an off-session charge as CardDeclined', async () => {
    const declining = (async () => new Response(JSON.stringify({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }), { status: 402 })) as unknown as typeof fetch;
    const charge = new StripeBilling(new StripeApi('sk_test_x', 'http://stripe.invalid', declining), 'whsec_x').chargeSavedCard({ customerId: 'cus_1', paymentMethodId: 'pm_1', amountCents: 100, description: 'x', metadata: {}, idempotencyKey: 'k' });
    await expect(charge).rejects.toBeInstanceOf(CardDeclined);
  });

  it('retries a 5xx answer with the same idempotency key, then gives up with the last answer', async () => {
    const calls: { url: string; key: string | null }[] = [];
    const failing = (async (url: string, init: RequestInit) => {
      calls.push({ url, key: new Headers(init.headers).get('idempotency-key') });
      return new Response(JSON.stringify({ error: { type: 'api_error', message: 'down' } }), { status: 503 });
    }) as unknown as typeof fetch;
    const api = new StripeApi('sk_test_x', 'http://stripe.invalid', failing);
    await expect(new StripeBilling(api, 'whsec_x').deleteCustomer('cus_1')).rejects.toMatchObject({ status: 503, detail: 'down' });
    expect(calls.map((c) => c.url)).toEqual(Array(3).fill('http://stripe.invalid/v1/customers/cus_1'));
    calls.length = 0;
    await expect(api.request('POST', '/v1/refunds', { payment_intent: 'pi_1' })).rejects.toMatchObject({ statusCode: 503 });
    expect(calls).toHaveLength(3);
    expect(calls[0]!.key).toMatch(/^retry-[0-9a-f-]{36}$/);
    expect(new Set(calls.map((c) => c.key)).size).toBe(1);
  });

  it('does not retry when Stripe says stripe-should-retry: false', async () => {
    let calls = 0;
    const final = (async () => {
      calls++;
      return new Response('{"error":{"message":"lock"}}', { status: 409, headers: { 'stripe-should-retry': 'false' } });
    }) as unknown as typeof fetch;
    await expect(new StripeApi('sk_test_x', 'http://stripe.invalid', final).request('GET', '/v1/prices/p')).rejects.toMatchObject({ statusCode: 409 });
    expect(calls).toBe(1);
  });
});

describe("a webhook's Stripe-Signature", () => {
  const secret = 'whsec_test_signature';
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid', created: 1, data: { object: { id: 'in_1' } } });
  const signer = new Stripe('sk_test_x');
  const now = Math.floor(Date.now() / 1000);

  it("accepts the SDK's own signature, also beside other schemes and an older secret's v1", () => {
    const header = signer.webhooks.generateTestHeaderString({ payload, secret, timestamp: now });
    expect(verifyStripeSignature(payload, header, secret, now)).toBe(true);
    const v1 = header.split(',').find((p) => p.startsWith('v1='))!;
    expect(verifyStripeSignature(payload, `t=${now},v1=${'0'.repeat(64)},v0=abc,${v1}`, secret, now)).toBe(true);
    // The SDK agrees with what we accept and refuse.
    expect(signer.webhooks.constructEvent(payload, header, secret).id).toBe('evt_1');
  });

  it('refuses a changed body, another secret, a stale timestamp, and malformed or missing headers', () => {
    const header = signer.webhooks.generateTestHeaderString({ payload, secret, timestamp: now });
    expect(verifyStripeSignature(payload.replace('in_1', 'in_2'), header, secret, now)).toBe(false);
    expect(verifyStripeSignature(payload, header, 'whsec_other', now)).toBe(false);
    expect(verifyStripeSignature(payload, header, secret, now + WEBHOOK_TOLERANCE_S + 1)).toBe(false);
    expect(() => signer.webhooks.constructEvent(payload, signer.webhooks.generateTestHeaderString({ payload, secret, timestamp: now - WEBHOOK_TOLERANCE_S - 1 }), secret)).toThrow();
    for (const bad of [undefined, '', 'garbage', `t=${now}`, `v1=${header.split('v1=')[1]}`, `t=abc,v1=${header.split('v1=')[1]}`, `t=${now},v1=zz`]) {
      expect(verifyStripeSignature(payload, bad, secret, now)).toBe(false);
    }
  });

  it('makes the billing adapter refuse an unsigned or mis-signed webhook with InvalidSignature, and read a signed one', async () => {
    const adapter = new StripeBilling(new StripeApi('sk_test_x', 'http://stripe.invalid'), secret);
    await expect(adapter.verifyWebhook(payload, undefined)).rejects.toBeInstanceOf(InvalidSignature);
    await expect(adapter.verifyWebhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }))).rejects.toBeInstanceOf(InvalidSignature);
    const event = await adapter.verifyWebhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret }));
    expect(event).toMatchObject({ id: 'evt_1', type: 'invoice.paid', object: { kind: 'invoice', invoice: { id: 'in_1', paid: true } } });
  });
});

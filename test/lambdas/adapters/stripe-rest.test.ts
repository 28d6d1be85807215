import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION, StripeRest } from '../../../lambdas/adapters/stripe-rest.js';
import { BillingProviderError } from '../../../lambdas/errors.js';
import { startStripeEmulator, type StripeEmulator } from '../../../lib/local/stripe-emulator.js';

describe('billing calls made without the Stripe SDK', () => {
  let dir: string;
  let emulator: StripeEmulator;
  let sdk: Stripe;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'stripe-rest-'));
    emulator = await startStripeEmulator({ stateFile: join(dir, 'state.json'), port: 0, webhookUrl: () => undefined, prices: [], log: () => {} });
    sdk = new Stripe(emulator.secretKey, { host: '127.0.0.1', port: emulator.port, protocol: 'http', telemetry: false });
  });
  afterAll(async () => {
    await emulator.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('speaks the API version the SDK pins', () => {
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
  });

  it('deletes a customer, and treats an unknown (already deleted) customer as done', async () => {
    const customer = await sdk.customers.create({ email: 'rest@billing.test' });
    const rest = await StripeRest.create({ stripeApiBase: emulator.url }, { STRIPE_SECRET_KEY: emulator.secretKey, STRIPE_WEBHOOK_SECRET: emulator.webhookSecret });
    await rest.deleteCustomer(customer.id);
    await expect(sdk.customers.retrieve(customer.id)).rejects.toMatchObject({ code: 'resource_missing' });
    await expect(rest.deleteCustomer(customer.id)).resolves.toBeUndefined();
  });

  it("turns Stripe's other errors into BillingProviderError with Stripe's message and status", async () => {
    const rest = new StripeRest('sk_test_wrong', emulator.url);
    const error = (await rest.deleteCustomer('cus_x').catch((e: unknown) => e)) as BillingProviderError;
    expect(error).toBeInstanceOf(BillingProviderError);
    expect(error).toMatchObject({ status: 401, detail: 'Invalid API Key provided.' });
  });

  it('retries a 5xx answer, then gives up with the last answer', async () => {
    const calls: string[] = [];
    const failing = (async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify({ error: { type: 'api_error', message: 'down' } }), { status: 503 });
    }) as unknown as typeof fetch;
    const rest = new StripeRest('sk_test_x', 'http://stripe.invalid', failing);
    await expect(rest.deleteCustomer('cus_1')).rejects.toMatchObject({ status: 503, detail: 'down' });
    expect(calls).toEqual(Array(3).fill('http://stripe.invalid/v1/customers/cus_1'));
  });
});

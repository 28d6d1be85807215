/**
 * The billing calls made straight over Stripe's REST API, without the `stripe` SDK. The SDK builds
 * all of its ~130 resources in its constructor, so none of its 247 KB is tree-shaken and it has no
 * smaller entry: a function that needs one call (account deletion: delete the customer) would carry
 * it all. deps.ts serves the calls named in `REST_BILLING_CALLS` from here in every function and
 * environment (the emulator locally), so the same code is tested and deployed; lib/function.ts leaves
 * the SDK out of a function whose routes declare only such calls (`needs.billing: ['deleteCustomer']`).
 */
import { BillingProviderError } from '../errors.js';
import type { Billing } from '../ports/billing.js';
import type { AdapterConfig } from './config.js';
import { loadStripeKeys } from './stripe-keys.js';

/** The Billing calls this module serves. */
export const REST_BILLING_CALLS = ['deleteCustomer'] as const satisfies readonly (keyof Billing)[];
export type RestBillingCall = (typeof REST_BILLING_CALLS)[number];

/** The API version the SDK pins (`Stripe.API_VERSION`; a unit test keeps them equal), so both speak the same API. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** As the SDK is configured in billing.ts: two retries, 8 s per attempt. */
const MAX_RETRIES = 2;
const TIMEOUT_MS = 8_000;

interface StripeErrorBody {
  error?: { message?: string; code?: string; type?: string };
}

export class StripeRest implements Pick<Billing, RestBillingCall> {
  constructor(
    private readonly secretKey: string,
    private readonly apiBase: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** Reads the keys; `stripeApiBase` (e.g. http://127.0.0.1:4204) points it at the emulator. */
  static async create(config: Pick<AdapterConfig, 'stripeApiBase'>, env: NodeJS.ProcessEnv = process.env): Promise<StripeRest> {
    const keys = await loadStripeKeys(env);
    return new StripeRest(keys.secretKey, (config.stripeApiBase ?? 'https://api.stripe.com').replace(/\/$/, ''));
  }

  /** Deletes the customer, which ends its subscriptions at once; an unknown (already deleted) customer is done. */
  async deleteCustomer(customerId: string): Promise<void> {
    const res = await this.send('DELETE', `/v1/customers/${encodeURIComponent(customerId)}`);
    if (res.ok) return;
    const body = (await res.json().catch(() => ({}))) as StripeErrorBody;
    if (body.error?.code === 'resource_missing') return;
    throw new BillingProviderError(body.error?.message ?? `Stripe answered HTTP ${res.status}`, body.error?.code, res.status);
  }

  /**
   * One idempotent request (GET or DELETE), retried as the SDK retries: on a network error, a 409,
   * 429 or 5xx, unless Stripe says `stripe-should-retry: false`, with a short growing delay.
   */
  private async send(method: 'GET' | 'DELETE', path: string): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      let res: Response | undefined;
      try {
        res = await this.fetchImpl(`${this.apiBase}${path}`, {
          method,
          headers: { authorization: `Bearer ${this.secretKey}`, 'stripe-version': STRIPE_API_VERSION },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        if (attempt >= MAX_RETRIES) throw new BillingProviderError(error instanceof Error ? error.message : String(error), undefined, undefined);
      }
      if (res) {
        const advice = res.headers.get('stripe-should-retry');
        const retriable = advice === 'true' || (advice !== 'false' && (res.status === 409 || res.status === 429 || res.status >= 500));
        if (!retriable || attempt >= MAX_RETRIES) return res;
        await res.body?.cancel();
      }
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
    }
  }
}

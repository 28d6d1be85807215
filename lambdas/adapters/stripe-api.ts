/**
 * Stripe's REST API as the billing adapter (billing.ts) speaks it: form-encoded requests with the
 * pinned API version, retries as the `stripe` SDK makes them, Stripe's errors as `StripeApiError`,
 * and the `Stripe-Signature` check of a webhook. It replaces the SDK at run time: the SDK builds all
 * of its ~130 resources in its constructor, so none of its 247 KB is tree-shaken and every function
 * that bills carried all of it (the 400 KB budget without the AWS SDK, docs/decisions.md "Stripe without its
 * SDK"). The SDK stays for its types (`import type`) and, in tests, as the reference this module is
 * checked against (test/lambdas/adapters/stripe-api.test.ts); lint forbids importing its code here.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** The API version the SDK pins (`Stripe.API_VERSION`; a unit test keeps them equal), so both speak the same API. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** As the SDK was configured: two retries, 8 s per attempt. */
const MAX_RETRIES = 2;
const TIMEOUT_MS = 8_000;
/** The SDK's default: a signature older than five minutes is refused (replay protection). */
export const WEBHOOK_TOLERANCE_S = 300;

type Method = 'GET' | 'POST' | 'DELETE';
export type StripeParams = Record<string, unknown>;

/** An error Stripe answered (or the network's, with no status). `code` is Stripe's, e.g. `resource_missing`. */
export class StripeApiError extends Error {
  constructor(
    message: string,
    readonly statusCode: number | undefined,
    readonly code: string | undefined,
    readonly type: string | undefined,
  ) {
    super(message);
    this.name = 'StripeApiError';
  }
}

/**
 * Stripe's form encoding, as the SDK writes it: nested objects as `a[b]=v`, arrays with indices
 * (`a[0][b]=v`), `null` as an empty value (which unsets a field), `undefined` left out.
 */
export function encodeStripeForm(params: StripeParams): string {
  const pairs: [string, string][] = [];
  const add = (key: string, value: unknown): void => {
    if (value === undefined) return;
    if (value === null) pairs.push([key, '']);
    else if (Array.isArray(value)) value.forEach((item, i) => add(`${key}[${i}]`, item));
    else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    else pairs.push([key, String(value)]);
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return pairs.map(([k, v]) => `${encodeFormPart(k)}=${encodeFormPart(v)}`).join('&');
}

/** As the SDK encodes keys and values: as qs does (also !*()'), with brackets left readable. */
const encodeFormPart = (text: string) =>
  encodeURIComponent(text)
    .replace(/[!*()']/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%5B/g, '[')
    .replace(/%5D/g, ']');

interface StripeErrorBody {
  error?: { message?: string; code?: string; type?: string };
}

export class StripeApi {
  constructor(
    private readonly secretKey: string,
    /** e.g. https://api.stripe.com, or the emulator's http://127.0.0.1:4204. */
    private readonly apiBase: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /**
   * One call. A POST always carries an idempotency key (the caller's, else a fresh one, as the SDK
   * adds when it may retry), so a retried create is not made twice. Network errors, 409, 429 and
   * 5xx are retried, unless Stripe says `stripe-should-retry: false`, with a short growing delay.
   */
  async request<T>(method: Method, path: string, params: StripeParams = {}, options: { idempotencyKey?: string } = {}): Promise<T> {
    const form = encodeStripeForm(params);
    const url = `${this.apiBase}${path}${method !== 'POST' && form ? `?${form}` : ''}`;
    const headers: Record<string, string> = { authorization: `Bearer ${this.secretKey}`, 'stripe-version': STRIPE_API_VERSION };
    if (method === 'POST') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers['idempotency-key'] = options.idempotencyKey ?? `retry-${randomUUID()}`;
    }
    for (let attempt = 0; ; attempt++) {
      let res: Response | undefined;
      try {
        res = await this.fetchImpl(url, { method, headers, body: method === 'POST' ? form : undefined, signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch (error) {
        if (attempt >= MAX_RETRIES) throw new StripeApiError(error instanceof Error ? error.message : String(error), undefined, undefined, 'StripeConnectionError');
      }
      if (res) {
        const advice = res.headers.get('stripe-should-retry');
        const retriable = advice === 'true' || (advice !== 'false' && (res.status === 409 || res.status === 429 || res.status >= 500));
        if (res.ok) return (await res.json()) as T;
        if (!retriable || attempt >= MAX_RETRIES) {
          const body = (await res.json().catch(() => ({}))) as StripeErrorBody;
          throw new StripeApiError(body.error?.message ?? `Stripe answered HTTP ${res.status}`, res.status, body.error?.code, body.error?.type);
        }
        await res.body?.cancel();
      }
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
    }
  }
}

/**
 * Checks a `Stripe-Signature` header (`t=<seconds>,v1=<hex>[,v1=...]`) over the raw body: one `v1`
 * must be the HMAC-SHA256 of `<t>.<body>` under the endpoint's secret, compared in constant time,
 * and `t` at most `WEBHOOK_TOLERANCE_S` old. Returns whether it holds; never throws.
 */
export function verifyStripeSignature(rawBody: string, header: string | undefined, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = parts.find(([k]) => k === 't')?.[1];
  const signatures = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v!);
  if (!timestamp || !/^\d+$/.test(timestamp) || !signatures.length) return false;
  if (nowSeconds - Number(timestamp) > WEBHOOK_TOLERANCE_S) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest();
  return signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

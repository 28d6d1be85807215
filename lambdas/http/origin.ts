import { timingSafeEqual } from 'node:crypto';
import { readSecretString } from '../adapters/secrets-extension.js';
import { ORIGIN_HEADER } from '../ports/origin-rotation.js';
import type { HttpEvent } from './route.js';

/**
 * Only CloudFront reaches the API. CloudFront adds the origin secret as `X-Origin-Verify` and the
 * viewer's address as `CloudFront-Viewer-Address` to every /api/* request (lib/web.ts); API Gateway
 * lower-cases header names. This module is the one place both headers are read.
 */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * Whether a request came through CloudFront: its `X-Origin-Verify` header equals one of the expected
 * values (the secret's current and previous value, so rotation never refuses a request in flight).
 * Compared in constant time; an empty expected value never matches.
 */
export function checkOrigin(headers: Record<string, string | undefined> | undefined, expected: readonly string[]): boolean {
  const given = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === ORIGIN_HEADER)?.[1];
  if (!given) return false;
  const givenBytes = Buffer.from(given, 'utf8');
  return expected.some((value) => {
    if (!value) return false;
    const valueBytes = Buffer.from(value, 'utf8');
    return valueBytes.length === givenBytes.length && timingSafeEqual(valueBytes, givenBytes);
  });
}

/** Where the expected values come from, and whether a request without them is refused. */
export interface OriginSecret {
  /** In AWS: a request without a valid `X-Origin-Verify` went around CloudFront and is refused. */
  readonly enforced: boolean;
  /** The values `X-Origin-Verify` may carry (none: nothing is vouched for). */
  values(): Promise<readonly string[]>;
}

/** How long a function keeps the secret's values before asking the extension again (which has its own cache). */
export const ORIGIN_SECRET_CACHE_MS = 60_000;

/**
 * The origin secret from the environment. In AWS the function gets the secret's ARN
 * (`ORIGIN_SECRET_ARN`): AWSCURRENT, AWSPREVIOUS and, during a rotation, AWSPENDING are read through the
 * secrets extension and requests must carry one of them (the rotation has CloudFront send the pending value
 * only once every function accepts it: use-cases/ops/rotate-origin-secret.ts). Locally `ORIGIN_SECRET` (the test stacks play CloudFront with it)
 * only decides whether the viewer address is believed; `npm start` sets neither, and the socket's
 * address counts.
 */
export function originSecretFrom(env: NodeJS.ProcessEnv = process.env, now: () => number = Date.now): OriginSecret {
  const arn = env.ORIGIN_SECRET_ARN;
  // A function in AWS without the ARN would serve anyone who finds the execute-api URL: it stops instead.
  if (!arn && env.AWS_LAMBDA_FUNCTION_NAME) throw new Error('Missing environment variable ORIGIN_SECRET_ARN');
  if (!arn) {
    const values = env.ORIGIN_SECRET ? [env.ORIGIN_SECRET] : [];
    return { enforced: false, values: async () => values };
  }
  let cached: { at: number; values: Promise<readonly string[]> } | undefined;
  const load = async (): Promise<readonly string[]> => {
    const stages = ['AWSCURRENT', 'AWSPREVIOUS', 'AWSPENDING'] as const;
    const [current, ...others] = await Promise.all(stages.map((stage) => readSecretString(arn, stage, env)));
    if (!current) throw new Error('the origin secret has no AWSCURRENT value');
    return [current, ...others.filter((value): value is string => Boolean(value))];
  };
  return {
    enforced: true,
    values() {
      if (!cached || now() - cached.at > ORIGIN_SECRET_CACHE_MS) {
        const values = load();
        // A failed read is not kept: the next request tries again.
        values.catch(() => (cached = undefined));
        cached = { at: now(), values };
      }
      return cached.values;
    },
  };
}

let shared: OriginSecret | undefined;
/** The function's origin secret, built on first use from its environment. */
export const originSecret = (): OriginSecret => (shared ??= originSecretFrom());
/** Tests that change the environment start over. */
export const resetOriginSecret = (): void => {
  shared = undefined;
};

/** Whether the request may be served: it came through CloudFront, or nothing is enforced here (locally). */
export async function originAllowed(event: HttpEvent, secret: OriginSecret = originSecret()): Promise<boolean> {
  if (!secret.enforced) return true;
  return checkOrigin(event.headers as Record<string, string | undefined>, await secret.values());
}

/** `CloudFront-Viewer-Address` is `ip:port` (IPv6 without brackets, e.g. `2001:db8::1:443`): drop the port. */
export function viewerIp(value: string): string | undefined {
  const at = value.lastIndexOf(':');
  const ip = (at > 0 ? value.slice(0, at) : '').replace(/^\[|\]$/g, '').trim();
  return ip === '' ? undefined : ip;
}

/**
 * The client's address: CloudFront's `CloudFront-Viewer-Address`, believed only when the request also
 * carries the origin secret (so it came through our distribution, not straight to the API); otherwise
 * the socket's address as API Gateway (or the local gateway) saw it.
 */
export async function clientAddress(event: HttpEvent, secret: OriginSecret = originSecret()): Promise<string> {
  const headers = event.headers as Record<string, string | undefined> | undefined;
  if (checkOrigin(headers, await secret.values())) {
    const viewer = headers?.[VIEWER_ADDRESS_HEADER];
    const ip = viewer ? viewerIp(viewer) : undefined;
    if (ip) return ip;
  }
  return event.requestContext?.http?.sourceIp || 'unknown';
}

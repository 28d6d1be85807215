import { timingSafeEqual } from 'node:crypto';

/** The header CloudFront adds to every /api/* request it forwards (lib/web.ts), from the origin secret. */
export const ORIGIN_HEADER = 'x-origin-verify';

/**
 * Whether a request came through CloudFront: its `X-Origin-Verify` header equals one of the expected
 * values (the secret's current and previous value, so rotation never refuses a request in flight).
 * Compared in constant time; an empty expected value never matches.
 */
export function checkOrigin(headers: Record<string, string | undefined>, expected: readonly string[]): boolean {
  const given = Object.entries(headers).find(([name]) => name.toLowerCase() === ORIGIN_HEADER)?.[1];
  if (!given) return false;
  const givenBytes = Buffer.from(given);
  return expected.some((value) => {
    if (!value) return false;
    const valueBytes = Buffer.from(value);
    return valueBytes.length === givenBytes.length && timingSafeEqual(valueBytes, givenBytes);
  });
}

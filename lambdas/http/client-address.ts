import { timingSafeEqual } from 'node:crypto';
import type { HttpEvent } from './route.js';

/** CloudFront adds the viewer's address and the secret origin header; API Gateway lower-cases header names. */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** Constant-time comparison of the origin header with the configured secret (no secret configured: never equal). */
export function originVerified(headers: Record<string, string | undefined> | undefined, expected: string | undefined): boolean {
  const given = headers?.[ORIGIN_VERIFY_HEADER];
  if (!expected || !given) return false;
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `CloudFront-Viewer-Address` is `ip:port` (IPv6 without brackets, e.g. `2001:db8::1:443`): drop the port. */
export function viewerIp(value: string): string | undefined {
  const at = value.lastIndexOf(':');
  const ip = (at > 0 ? value.slice(0, at) : '').replace(/^\[|\]$/g, '').trim();
  return ip === '' ? undefined : ip;
}

/**
 * The client's address: CloudFront's `CloudFront-Viewer-Address`, trusted only when the request also
 * carries the secret origin header (so it came through our distribution, not straight to the API);
 * otherwise the socket's address as API Gateway (or the local gateway) saw it.
 */
export function clientAddress(event: HttpEvent, originSecret: string | undefined): string {
  const headers = event.headers as Record<string, string | undefined> | undefined;
  if (originVerified(headers, originSecret)) {
    const viewer = headers?.[VIEWER_ADDRESS_HEADER];
    const ip = viewer ? viewerIp(viewer) : undefined;
    if (ip) return ip;
  }
  return event.requestContext?.http?.sourceIp || 'unknown';
}

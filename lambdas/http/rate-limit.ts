import type { Deps } from '../adapters/deps.js';
import { publicMessages } from '../contract/messages.js';
import { RATE_LIMITS, type RateLimitName } from '../domain/rate-limit.js';
import { TooManyRequests } from '../errors.js';
import type { HttpEvent } from './route.js';

/**
 * Counts this request against the form's limit for its source address (API Gateway's
 * `requestContext.http.sourceIp`); over the limit is a 429 with a message the page can show.
 */
export async function limitBySource(deps: Deps, name: RateLimitName, event: HttpEvent): Promise<void> {
  const address = event.requestContext?.http?.sourceIp || 'unknown';
  const { allowed } = await deps.publicStore.hit(name, address, RATE_LIMITS[name], deps.now());
  if (!allowed) throw new TooManyRequests(publicMessages.tooManyRequests);
}
